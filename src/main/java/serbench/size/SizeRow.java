package serbench.size;

import java.util.EnumMap;
import java.util.Map;

/** Encoded bytes of one verified (data set, codec) pair, raw and after each compressor. */
public record SizeRow(String dataset, String codec, int size, Map<Compression, Integer> compressed) {
    public static SizeRow of(String dataset, String codec, byte[] encoded) {
        Map<Compression, Integer> compressed = new EnumMap<>(Compression.class);
        for (Compression c : Compression.values()) compressed.put(c, c.compress(encoded).length);
        return new SizeRow(dataset, codec, encoded.length, compressed);
    }
}
