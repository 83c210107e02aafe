package serbench.size;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import net.jpountz.lz4.LZ4Factory;
import org.xerial.snappy.Snappy;

/** The compressors of the size table, each at its library's default level. */
public enum Compression {
    DEFLATE {
        @Override
        public byte[] compress(byte[] data) {
            Deflater deflater = new Deflater();
            try {
                deflater.setInput(data);
                deflater.finish();
                ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 2 + 64);
                byte[] chunk = new byte[4096];
                while (!deflater.finished()) out.write(chunk, 0, deflater.deflate(chunk));
                return out.toByteArray();
            } finally {
                deflater.end();
            }
        }
    },
    GZIP {
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
    },
    ZSTD {
        @Override
        public byte[] compress(byte[] data) {
            return Zstd.compress(data, Zstd.defaultCompressionLevel());
        }
    },
    LZ4 {
        @Override
        public byte[] compress(byte[] data) {
            return LZ4Factory.fastestInstance().fastCompressor().compress(data);
        }
    },
    SNAPPY {
        @Override
        public byte[] compress(byte[] data) {
            try {
                return Snappy.compress(data);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    };

    public abstract byte[] compress(byte[] data);

    /** Lower-case name used in CSV headers and JSON keys. */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
