package serbench.report.section;

import serbench.report.view.Standings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import serbench.report.chart.SvgChart;
import serbench.report.view.HtmlTable;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.ReportTables.Table;
import serbench.report.view.Standings.Standing;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * The figures of one data set, codecs sorted by like-for-like time, for both reports: the round trip, the
 * like-for-like ops and the sizes, each with its multiple of the best real codec's, then the other ops (the
 * format's own object; no multiple, since a lazy or zero-copy codec wins them by not doing the work), then
 * the bytes allocated and GC time per op where measured. The best real codec of each compared column is in bold.
 */
public final class FigureTable {
    private record Column(String name, String tip, boolean compared) {}

    /** One cell: its text, the number it sorts by, its multiple of the best (or null), whether it is the best. */
    private record Cell(String text, Double sort, Double times, boolean best) {
        /** No figure: sorts after every figure. */
        static final Cell NONE = new Cell("—", Double.POSITIVE_INFINITY, null, false);
    }

    private final List<Column> columns = new ArrayList<>();
    private final List<Standing> standings;
    private final List<List<Cell>> cells = new ArrayList<>();
    private final Map<String, List<String>> traits;

    private FigureTable(Standings s, Map<String, List<String>> traits) {
        this.standings = s.all();
        this.traits = traits;
    }

    public static FigureTable of(Results r, Table t) {
        Standings s = Standings.of(t);
        FigureTable f = new FigureTable(s, NeedFilter.rowTokens(r));
        String unit = t.section().mode().unit();
        boolean roundTrip = s.encodeOp() != null && s.decodeOp() != null;
        f.columns.add(new Column("codec", null, false));
        if (roundTrip) f.columns.add(new Column(s.timeName() + " (ns/op)", s.timeDefinition() + ", per op; the ± add up", true));
        List<String> compared = new ArrayList<>();
        if (s.encodeOp() != null) compared.add(s.encodeOp());
        if (s.decodeOp() != null) compared.add(s.decodeOp());
        for (String op : compared) f.columns.add(new Column(op + " (" + unit + ")", tip(op), true));
        f.columns.add(new Column("size (B)", "encoded bytes, exact", true));
        f.columns.add(new Column("zstd (B)", "the encoded bytes after zstd", true));
        List<String> others = t.ops().stream().filter(op -> !compared.contains(op)).toList();
        for (String op : others) f.columns.add(new Column(op + " (" + unit + ")", tip(op), false));
        if (t.hasAlloc()) f.columns.add(new Column("alloc B/op (" + String.join(" / ", t.ops()) + ")", "bytes allocated per op", false));
        if (t.hasGc()) f.columns.add(new Column("GC ns/op (" + String.join(" / ", t.ops()) + ")",
            "the share of garbage collection in each time, ± its interval; 0 (none) where no collection ran while it was measured", false));
        boolean comparable = r.comparable();
        Optional<Standing> fastest = s.ranked().stream().findFirst();
        for (Standing x : s.all()) {
            List<Cell> row = new ArrayList<>();
            boolean real = !x.baseline();
            if (roundTrip) {
                Double ratio = x.time() == null || fastest.isEmpty() ? null : x.time().ns() / fastest.get().time().ns();
                row.add(x.time() == null ? Cell.NONE : new Cell(Numbers.figure(x.time().ns(), x.time().error(), comparable),
                    x.time().ns(), ratio, real && fastest.get() == x));
            }
            for (String op : compared) row.add(figure(t, x, op, comparable, true));
            row.add(size(x.size(), t.bestSize(false), real));
            row.add(size(x.zstd(), t.bestSize(true), real));
            for (String op : others) row.add(figure(t, x, op, comparable, false));
            if (t.hasAlloc()) row.add(perOp(t, x, m -> m.allocBytesPerOp() == null ? null : Numbers.plain(Math.round(m.allocBytesPerOp()))));
            if (t.hasGc()) row.add(perOp(t, x, FigureTable::gc));
            f.cells.add(row);
        }
        return f;
    }

    private static String tip(String op) {
        return switch (op) {
            case "build+ser" -> "from the application's object to bytes: like for like across codecs";
            case "deser-read" -> "from bytes to every field read: like for like across codecs";
            case "ser" -> "the codec's own, built object to bytes: not like for like (building is the encoding for some formats)";
            case "deser" -> "bytes to the codec's own object: not like for like (lazy and zero-copy codecs skip the work here)";
            case "build" -> "the application's object to the codec's own";
            case "access" -> "zero-copy: a view over the bytes, then a fixed few fields read (FlatBuffers, Cap'n Proto, SBE; — where a codec decodes the whole message)";
            case "update" -> "zero-copy: one numeric field set in place in the bytes, nothing re-encoded (— where a codec must re-encode)";
            default -> "ser then deser-read";
        };
    }

    private static Cell figure(Table t, Standing x, String op, boolean comparable, boolean compared) {
        Measurement m = x.row().byOp().get(op);
        if (m == null) return Cell.NONE;
        boolean best = compared && !x.baseline() && t.best(op).map(b -> b == m.score()).orElse(false);
        return new Cell(Numbers.figure(m.score(), m.error(), comparable), m.score(), compared ? t.relative(x.row(), op).orElse(null) : null, best);
    }

    /** A per-op figure of every op, one cell: "—" where an op has none. */
    private static Cell perOp(Table t, Standing x, Function<Measurement, String> figure) {
        return new Cell(String.join(" / ", t.ops().stream().map(op -> x.row().byOp().get(op))
            .map(m -> m == null || figure.apply(m) == null ? "—" : figure.apply(m)).toList()), null, null, false);
    }

    /**
     * A figure's share of garbage collection: with its ±, where measured so; "0 (none)" where the op allocates but no
     * collection ran while it was measured (below what these iterations resolve); the collectors' own count in older runs.
     */
    static String gc(Measurement m) {
        if (m.gcNanosPerOp() == null) return null;
        if (m.gcLow() == null) return Numbers.compact(m.gcNanosPerOp());
        if (m.gcNanosPerOp() == 0) return m.allocBytesPerOp() != null && m.allocBytesPerOp() > 0 ? "0 (none)" : "0";
        double error = Math.max(m.gcNanosPerOp() - m.gcLow(), m.gcHigh() - m.gcNanosPerOp());
        return Numbers.compact(m.gcNanosPerOp()) + (error > 0 ? " ± " + Numbers.compact(error) : "");
    }

    private static Cell size(Integer size, Optional<Integer> best, boolean real) {
        if (size == null) return Cell.NONE;
        return new Cell(Numbers.plain(size), size.doubleValue(), best.map(b -> (double) size / b).orElse(null),
            real && best.map(b -> b.equals(size)).orElse(false));
    }

    public String markdown() {
        MarkdownTable t = new MarkdownTable(columns.stream().map(Column::name).toArray(String[]::new));
        for (int i = 0; i < standings.size(); i++) {
            Standing x = standings.get(i);
            List<String> row = new ArrayList<>(List.of(MarkdownText.codec(x.codec(), x.baseline())));
            for (Cell c : cells.get(i)) {
                String text = c.best() ? "**" + c.text() + "**" : c.text();
                row.add(c.times() == null ? text : text + " (" + Numbers.times(c.times()) + ")");
            }
            if (x.row().missing() != null) row.set(1, MarkdownText.plain(ReportAppendix.shortReason(x.row().missing())));
            t.add(row.toArray());
        }
        return t.toString();
    }

    public String html() {
        HtmlTable h = new HtmlTable("figures");
        columns.forEach(c -> h.column(c.name(), c.tip()));
        for (int i = 0; i < standings.size(); i++) {
            Standing x = standings.get(i);
            String name = x.baseline() ? "<i>" + SvgChart.esc(x.codec()) + "</i>" : SvgChart.esc(x.codec());
            List<String> codecTraits = traits.get(x.codec());
            if (x.row().missing() != null) {
                h.missingRow(x.baseline(), codecTraits, name, x.row().missing());
                continue;
            }
            List<HtmlTable.Cell> row = new ArrayList<>(List.of(new HtmlTable.Cell(name, x.codec())));
            for (Cell c : cells.get(i)) {
                String text = SvgChart.esc(c.text());
                String html = (c.best() ? "<b>" + text + "</b>" : text)
                    + (c.times() == null ? "" : " <span class='rel'>" + Numbers.times(c.times()) + "</span>");
                row.add(new HtmlTable.Cell(html, c.sort()));
            }
            h.row(x.baseline(), false, codecTraits, row);
        }
        return h.toString();
    }
}
