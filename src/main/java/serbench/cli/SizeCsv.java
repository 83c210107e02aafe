package serbench.cli;

import java.util.List;
import serbench.results.Csv;
import serbench.size.Compression;
import serbench.size.SizeRow;

/** The sizes CSV: header {@code dataset,codec,size,deflate,gzip,zstd,lz4,snappy}, one row per pair. */
final class SizeCsv {
    private SizeCsv() {}

    static String write(List<SizeRow> rows) {
        StringBuilder sb = new StringBuilder("dataset,codec,size");
        for (Compression c : Compression.values()) sb.append(',').append(c.key());
        sb.append('\n');
        for (SizeRow r : rows) {
            sb.append(Csv.line(r.dataset(), r.codec(), r.size()));
            for (Compression c : Compression.values()) sb.append(',').append(r.compressed().get(c));
            sb.append('\n');
        }
        return sb.toString();
    }
}
