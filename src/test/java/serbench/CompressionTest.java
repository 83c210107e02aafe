package serbench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayInputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;
import net.jpountz.lz4.LZ4Factory;
import org.junit.jupiter.api.Test;
import org.xerial.snappy.Snappy;
import serbench.size.Compression;

/** Each size column comes from a real compressor: its output decompresses to the input. */
class CompressionTest {
    private static final byte[] INPUT = "this is a test vs thrift serialization ".repeat(40).getBytes();

    @Test
    void everyCompressorRoundTripsAndShrinksRepetitiveData() throws Exception {
        for (Compression c : Compression.values()) {
            byte[] packed = c.compress(INPUT);
            assertTrue(packed.length < INPUT.length / 4, c + ": " + packed.length);
            assertArrayEquals(INPUT, unpack(c, packed), c.key());
        }
    }

    private static byte[] unpack(Compression c, byte[] packed) throws Exception {
        return switch (c) {
            case DEFLATE -> new InflaterInputStream(new ByteArrayInputStream(packed)).readAllBytes();
            case GZIP -> new GZIPInputStream(new ByteArrayInputStream(packed)).readAllBytes();
            case ZSTD -> Zstd.decompress(packed, INPUT.length);
            case LZ4 -> LZ4Factory.fastestInstance().fastDecompressor().decompress(packed, INPUT.length);
            case SNAPPY -> Snappy.uncompress(packed);
        };
    }
}
