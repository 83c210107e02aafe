package serbench.size;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.Inflater;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;
import org.xerial.snappy.Snappy;

/**
 * The compressors of the size table, each at its library's default level, used as a service that compresses each
 * message uses them: a {@link Compressor} held per thread (as the codecs are), keeping what the library lets a caller
 * keep between messages (zstd's contexts, zlib's deflater and inflater), and gzip as a stream per message, as gRPC's
 * and HTTP's gzip write it. Decompressing is given the original length, as a message's frame carries it: the LZ4
 * block and deflate formats do not hold it.
 */
public enum Compression {
    DEFLATE("zlib level 6; one Deflater and Inflater held, reset per message", Deflate::new),
    GZIP("level 6; a GZIPOutputStream and GZIPInputStream per message", Gzip::new),
    ZSTD("level 3, zstd's default; one compression and one decompression context held", Zstandard::new),
    LZ4("LZ4 block, its fast compressor and safe decompressor (no levels), JNI where it loads", Lz4::new),
    SNAPPY("snappy-java (no levels)", SnappyJava::new);

    private final String setup;
    private final java.util.function.Supplier<Compressor> compressor;

    Compression(String setup, java.util.function.Supplier<Compressor> compressor) {
        this.setup = setup;
        this.compressor = compressor;
    }

    /** A compressor for one thread, to close when done (zstd's and zlib's state is native memory). */
    public Compressor open() {
        return compressor.get();
    }

    /** One message compressed by a compressor of its own: the size table's figure. */
    public byte[] compress(byte[] data) {
        try (Compressor c = open()) {
            return c.compress(data);
        }
    }

    /** The {@code length} bytes that {@link #compress} made {@code data} of. */
    public byte[] decompress(byte[] data, int length) {
        try (Compressor c = open()) {
            return c.decompress(data, length);
        }
    }

    /** Its level and how it is called, for the report: e.g. "level 3, zstd's default; ...". */
    public String setup() {
        return setup;
    }

    /** Lower-case name used in CSV headers and JSON keys. */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** One thread's compressor: compresses and decompresses one message at a time. */
    public interface Compressor extends AutoCloseable {
        byte[] compress(byte[] data);

        byte[] decompress(byte[] data, int length);

        @Override
        default void close() {}
    }

    private static final class Deflate implements Compressor {
        private final Deflater deflater = new Deflater();
        private final Inflater inflater = new Inflater();
        private final byte[] chunk = new byte[4096];

        @Override
        public byte[] compress(byte[] data) {
            deflater.reset();
            deflater.setInput(data);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 2 + 64);
            while (!deflater.finished()) out.write(chunk, 0, deflater.deflate(chunk));
            return out.toByteArray();
        }

        @Override
        public byte[] decompress(byte[] data, int length) {
            inflater.reset();
            inflater.setInput(data);
            byte[] out = new byte[length];
            try {
                int n = 0;
                while (n < length && !inflater.finished()) {
                    int read = inflater.inflate(out, n, length - n);
                    if (read == 0 && (inflater.needsInput() || inflater.needsDictionary())) break;
                    n += read;
                }
                if (n != length) throw new IllegalStateException("deflate: " + n + " bytes of " + length);
                return out;
            } catch (DataFormatException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void close() {
            deflater.end();
            inflater.end();
        }
    }

    private static final class Gzip implements Compressor {
        @Override
        public byte[] compress(byte[] data) {
            ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 2 + 64);
            try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
                gzip.write(data);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return out.toByteArray();
        }

        @Override
        public byte[] decompress(byte[] data, int length) {
            try (GZIPInputStream gzip = new GZIPInputStream(new ByteArrayInputStream(data))) {
                return gzip.readNBytes(length);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static final class Zstandard implements Compressor {
        private final ZstdCompressCtx compressor = new ZstdCompressCtx().setLevel(Zstd.defaultCompressionLevel());
        private final ZstdDecompressCtx decompressor = new ZstdDecompressCtx();

        @Override
        public byte[] compress(byte[] data) {
            return compressor.compress(data);
        }

        @Override
        public byte[] decompress(byte[] data, int length) {
            return decompressor.decompress(data, length);
        }

        @Override
        public void close() {
            compressor.close();
            decompressor.close();
        }
    }

    private static final class Lz4 implements Compressor {
        private static final LZ4Compressor COMPRESSOR = LZ4Factory.fastestInstance().fastCompressor();
        private static final LZ4SafeDecompressor DECOMPRESSOR = LZ4Factory.fastestInstance().safeDecompressor();

        @Override
        public byte[] compress(byte[] data) {
            return COMPRESSOR.compress(data);
        }

        @Override
        public byte[] decompress(byte[] data, int length) {
            return DECOMPRESSOR.decompress(data, length);
        }
    }

    private static final class SnappyJava implements Compressor {
        @Override
        public byte[] compress(byte[] data) {
            try {
                return Snappy.compress(data);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public byte[] decompress(byte[] data, int length) {
            try {
                return Snappy.uncompress(data);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
