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
            assertArrayEquals(INPUT, unpack(c, packed, INPUT.length), c.key());
        }
    }

    /** The timed decompressing ops' calls give back what was compressed, empty, tiny, random and large inputs alike. */
    @Test
    void everyDecompressorGivesTheInputBack() {
        java.util.Random random = new java.util.Random(7);
        byte[] noise = new byte[300], large = new byte[200_000];
        random.nextBytes(noise);
        for (int i = 0; i < large.length; i++) large[i] = (byte) (random.nextInt(16) + 'a');
        for (byte[] input : new byte[][] {new byte[0], {42}, noise, INPUT, large}) {
            for (Compression c : Compression.values()) {
                assertArrayEquals(input, c.decompress(c.compress(input), input.length), c.key() + " of " + input.length + " bytes");
                assertArrayEquals(input, unpack(c, c.compress(input), input.length), "the library's own reader, " + c.key());
            }
        }
    }

    /**
     * A thread's held compressor writes each message as a fresh one does, whatever came before (its reset state
     * carries nothing over), and zstd's held context as zstd's one-shot call: the timed ops' bytes are the size table's.
     */
    @Test
    void aHeldCompressorWritesEveryMessageAsAFreshOneDoes() {
        byte[] other = "something else entirely, 0123456789".repeat(9).getBytes();
        for (Compression c : Compression.values()) {
            try (Compression.Compressor held = c.open()) {
                for (byte[] input : new byte[][] {INPUT, other, INPUT}) {
                    assertArrayEquals(c.compress(input), held.compress(input), c.key());
                    assertArrayEquals(input, held.decompress(held.compress(input), input.length), c.key());
                }
            }
        }
        assertArrayEquals(Zstd.compress(INPUT, Zstd.defaultCompressionLevel()), Compression.ZSTD.compress(INPUT));
    }

    private static byte[] unpack(Compression c, byte[] packed, int length) {
        try {
            return switch (c) {
                case DEFLATE -> new InflaterInputStream(new ByteArrayInputStream(packed)).readAllBytes();
                case GZIP -> new GZIPInputStream(new ByteArrayInputStream(packed)).readAllBytes();
                case ZSTD -> Zstd.decompress(packed, length);
                case LZ4 -> LZ4Factory.fastestInstance().safeDecompressor().decompress(packed, length);
                case SNAPPY -> Snappy.uncompress(packed);
            };
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
