package serbench.report.section;

import serbench.report.view.ReportTables;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.ReportTables.Table;
import serbench.report.view.Standings;
import serbench.results.Numbers;
import serbench.results.Op;
import serbench.results.Results;
import serbench.size.Compression;

/**
 * The compressors' section (run --compressors): per data set, a row per codec, per compressor the bytes after it and
 * its times to compress and decompress the codec's bytes, one thread, with their errors.
 */
public final class CompressionMarkdown {
    public static final String TITLE = "Compression";
    public static final String ID = "compression";

    private CompressionMarkdown() {}

    /** The section's text, or empty when the run timed no compressor. */
    public static String markdown(Results r) {
        StringBuilder md = new StringBuilder();
        List<Compression> used = new ArrayList<>();
        for (Table t : ReportTables.oneThread(r)) {
            List<Compression> timed = timed(t);
            if (timed.isEmpty()) continue;
            timed.stream().filter(c -> !used.contains(c)).forEach(used::add);
            md.append("\n### ").append(MarkdownText.plain(t.dataset())).append("\n\n").append(table(t, timed, r.comparable()));
        }
        if (md.isEmpty()) return "";
        StringBuilder intro = new StringBuilder("Each compressor on each codec's bytes of the data set's values, the codec not")
            .append(" called: ns per message to compress / to decompress, ± the error, as every figure of the run, and the")
            .append(" bytes of the classic value after it. A service that compresses its messages pays these on top of its")
            .append(" encode and decode; the cost calculator weighs them. How each is called:\n\n");
        used.forEach(c -> intro.append("- ").append(c.key()).append(": ").append(c.setup()).append("\n"));
        if (r.results.stream().anyMatch(m -> m.sameBytes() != null)) {
            intro.append("\nA codec that writes another's bytes exactly (for every value timed) shares its times, measured once:")
                .append(" marked \"= the other's bytes\".\n");
        }
        return intro.append(md).toString();
    }

    /** The compressors the run timed on this data set, in the size table's order. */
    static List<Compression> timed(Table t) {
        return Arrays.stream(Compression.values()).filter(c -> t.rows().stream()
            .anyMatch(x -> x.byOp().containsKey(Op.of(c, false).id()) || x.byOp().containsKey(Op.of(c, true).id()))).toList();
    }

    private static String table(Table t, List<Compression> timed, boolean comparable) {
        Standings s = Standings.of(t);
        List<String> header = new ArrayList<>(List.of("codec", "bytes"));
        timed.forEach(c -> header.addAll(List.of(c.key() + " B", c.key() + " ns (compress / decompress)")));
        MarkdownTable table = new MarkdownTable(header.toArray(String[]::new));
        for (Standings.Standing x : s.all()) {
            if (x.baseline()) continue;
            String same = timed.stream().map(c -> x.row().byOp().get(Op.of(c, false).id())).filter(m -> m != null && m.sameBytes() != null)
                .map(m -> " (= " + MarkdownText.plain(m.sameBytes()) + "'s bytes)").findFirst().orElse("");
            List<String> row = new ArrayList<>(List.of(MarkdownText.plain(x.codec()) + same, x.size() == null ? "—" : Numbers.plain(x.size())));
            for (Compression c : timed) {
                row.add(x.row().size() == null ? "—" : Numbers.plain(x.row().size().compressed(c)));
                row.add(time(s, x, Op.of(c, false), comparable) + " / " + time(s, x, Op.of(c, true), comparable));
            }
            table.add(row.toArray());
        }
        return table.toString();
    }

    private static String time(Standings s, Standings.Standing x, Op op, boolean comparable) {
        Standings.Time t = s.time(x, op);
        return t == null ? "—" : Numbers.figure(t.ns(), t.error(), comparable);
    }
}
