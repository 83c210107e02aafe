package serbench.report.section;

import serbench.report.view.ReportTables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.OutcomeGrid.Tone;
import serbench.report.view.ReportTables.Table;
import serbench.report.view.Standings;
import serbench.results.FirstCall;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * One row per codec that joins what a run measured of it on one data set: its like-for-like time and sizes, the bytes it
 * allocates, its first call, and the verdicts of the safety, evolution, cross-language and platform matrices (docs/report.md,
 * "The scorecard"); and per named need ({@link Need}) the fastest and the smallest codec that qualifies. An aspect the
 * run did not measure says so, and no codec qualifies on it.
 */
public final class Scorecard {
    /** A matrix's word on one codec: its worst cell's tone, and what that means; {@code measured} false: not in the run. */
    public record Verdict(Tone tone, String text, boolean measured) {
        static final Verdict NOT_MEASURED = new Verdict(Tone.NEUTRAL, "not measured", false);
        /** The run computed the matrix, but not on this data set: the Python peer has no model of the user's own class. */
        static final Verdict NOT_APPLICABLE = new Verdict(Tone.NEUTRAL, "does not apply to this data set", false);
        /** A declared trait's word: always known. */
        static final Verdict YES = new Verdict(Tone.GOOD, "yes", true), NO = new Verdict(Tone.BAD, "no", true);

        boolean good() {
            return measured && tone == Tone.GOOD;
        }

        /** Measured, and no worse than a warning: nothing that harms (a codec with "no verdict" is not). */
        boolean harmless() {
            return measured && (tone == Tone.GOOD || tone == Tone.WARN);
        }
    }

    /** One codec's row; a figure is null when the run lacks it. */
    public record Row(Standings.Standing standing, Double allocBytes, Double firstCallMillis, Verdict safety, Verdict evolution,
                      Verdict fieldChanges, Verdict interop, Verdict platform, List<String> traits) {
        public String codec() {
            return standing.codec();
        }
    }

    /** A need a service names, over measured properties: which codecs qualify, and where to measure it. */
    public enum Need {
        // silently wrong values from corrupt bytes are what any format without a checksum gives (docs/safety.md): what
        // disqualifies is harm, out of memory, a hang, a crash or a foreign class
        UNTRUSTED_INPUT("untrusted-input", "untrusted input", "no hostile input harmed it: no out of memory, hang, crash or foreign"
            + " class (safety)", "--safety", Row::safety, Verdict::harmless),
        // the changes a schema's life is made of; renaming and reordering are a format's own rules (the evolution column)
        SCHEMA_WILL_EVOLVE("schema-will-evolve", "schema will evolve", "a field added or removed: old and new readers read each"
            + " other's data (evolution)", "--evolution", Row::fieldChanges, Verdict::good),
        CROSS_LANGUAGE("cross-language", "cross-language", "another language reads its bytes and writes bytes it reads (interop)",
            "--interop", Row::interop, Verdict::good),
        NO_CLASS_REGISTRATION("no-class-registration", "no class registration", "works without registering the application's"
            + " classes (its traits)", null, r -> r.traits().contains("needs-registration") ? Verdict.NO : Verdict.YES, Verdict::good),
        // what a later JDK makes the default; a warning it prints then is no failure (protobuf says it goes on without Unsafe)
        FUTURE_JDK("future-jdk", "future JDKs", "round-trips with sun.misc.Unsafe's memory access denied and with native access"
            + " denied, on the newest JDK of the run (platform)", "--platform", Row::platform, Verdict::harmless);

        private final String id, label, meaning, flag;
        /** The row's verdict on this need: a matrix's, or one from the codec's declared traits. */
        private final Function<Row, Verdict> verdict;
        /** Which verdicts qualify. */
        private final java.util.function.Predicate<Verdict> accepts;

        Need(String id, String label, String meaning, String flag, Function<Row, Verdict> verdict,
             java.util.function.Predicate<Verdict> accepts) {
            this.id = id;
            this.label = label;
            this.meaning = meaning;
            this.flag = flag;
            this.verdict = verdict;
            this.accepts = accepts;
        }

        public String label() {
            return label;
        }

        /** What qualifying means, in a few words. */
        public String meaning() {
            return meaning;
        }

        /** The need as a command line names it: {@code untrusted-input}. */
        public String id() {
            return id;
        }

        public static Optional<Need> byId(String id) {
            return java.util.Arrays.stream(values()).filter(n -> n.id().equals(id)).findFirst();
        }

        /** The flag of {@code run} that measures what this need asks; null when the codecs' traits say it. */
        public String flag() {
            return flag;
        }

        public boolean qualifies(Row r) {
            return accepts.test(verdict.apply(r));
        }

        /** Whether the run measured what this need asks ({@code rows}: one data set's). */
        public boolean measured(List<Row> rows) {
            return rows.stream().anyMatch(r -> verdict.apply(r).measured());
        }
    }

    /** A need's answer on one data set: the fastest and the smallest codec that qualify (null: none does, or not measured). */
    public record Pick(Need need, boolean measured, Row fastest, Row smallest, int qualifying) {}

    private final String heading;
    private final List<Row> rows;

    private Scorecard(String heading, List<Row> rows) {
        this.heading = heading;
        this.rows = rows;
    }

    /** Its data set, and its machine in a merge of several ({@link ReportTables#heading}). */
    public String heading() {
        return heading;
    }

    public List<Row> rows() {
        return rows;
    }

    /** A scorecard per data set of the run's first one-thread section, on each machine of a merge (none without one). */
    public static List<Scorecard> of(Results r) {
        return ReportTables.oneThreadPerMachine(r).stream().map(t -> of(r, t)).toList();
    }

    /** The card of one data set's table. */
    public static Scorecard of(Results r, Table t) {
        Standings s = Standings.of(t);
        Map<String, List<String>> traits = ReportTables.traits(r);
        List<Row> rows = new ArrayList<>();
        for (Standings.Standing x : s.all()) {
            if (x.baseline()) continue;
            String c = x.codec();
            rows.add(new Row(x, alloc(x, s), firstCall(r, c, t.dataset()), ScorecardVerdicts.safety(r, c, t.dataset()),
                ScorecardVerdicts.evolution(r, c, null), ScorecardVerdicts.evolution(r, c, ScorecardVerdicts.FIELD_CHANGES),
                ScorecardVerdicts.interop(r, c, t.dataset()), ScorecardVerdicts.platform(r, c, t.dataset()), traits.getOrDefault(c, List.of())));
        }
        return new Scorecard(ReportTables.heading(r, t), rows);
    }

    /** Every need's pick on this data set. */
    public List<Pick> picks() {
        List<Pick> picks = new ArrayList<>();
        for (Need n : Need.values()) {
            boolean measured = n.measured(rows);
            List<Row> ok = measured ? rows.stream().filter(n::qualifies).toList() : List.of();
            Row fastest = ok.stream().filter(r -> r.standing().time() != null)
                .min(Comparator.comparingDouble(r -> r.standing().time().ns())).orElse(null);
            Row smallest = ok.stream().filter(r -> r.standing().size() != null)
                .min(Comparator.comparingInt((Row r) -> r.standing().size()).thenComparing(r -> r.standing().time() == null
                    ? Double.POSITIVE_INFINITY : r.standing().time().ns())).orElse(null);
            picks.add(new Pick(n, measured, fastest, smallest, ok.size()));
        }
        return picks;
    }

    /** The bytes the encode and the decode op allocate per op, added; null unless both were measured. */
    private static Double alloc(Standings.Standing x, Standings s) {
        Measurement e = x.row().byOp().get(s.encodeOp()), d = x.row().byOp().get(s.decodeOp());
        if (e == null || d == null || e.allocBytesPerOp() == null || d.allocBytesPerOp() == null) return null;
        return e.allocBytesPerOp() + d.allocBytesPerOp();
    }

    /** The median over the fresh JVMs of binding the codec and its first build+ser and deser-read, in ms. */
    private static Double firstCall(Results r, String codec, String dataset) {
        if (r.firstCall == null) return null;
        double[] millis = r.firstCall.samples().stream().filter(x -> x.codec().equals(codec) && x.dataset().equals(dataset))
            .mapToDouble(x -> (x.bindNanos() + x.ops().stream().mapToDouble(FirstCall.OpStart::firstNanos).sum()) / 1e6)
            .sorted().toArray();
        if (millis.length == 0) return null;
        int m = millis.length / 2;
        return millis.length % 2 == 1 ? millis[m] : (millis[m - 1] + millis[m]) / 2;
    }

    public static final String TITLE = "Scorecard";

    static final String INTRO = """
        Per data set, what the run measured of each codec in one row: the like-for-like time (encode and decode, one
        thread), the sizes, the bytes both ops allocate, the first call (binding and the first encode and decode, median
        of fresh JVMs), and the verdicts of the safety, schema evolution, cross-language and platform matrices, each the
        worst of the codec's cells (future JDKs: on the newest JDK of the run, with Unsafe and native access denied). Above
        it, per need, the fastest and the smallest codec that qualify; a need whose matrix the run did not compute names the
        flag that adds it (`run --safety`, `--evolution`, `--interop`, `--platform`, `--first-call`).

        """;

    /** The section's Markdown: the intro, then each data set's card; empty when the run has no one-thread figures. */
    public static String section(Results r) {
        List<Scorecard> cards = of(r);
        if (cards.isEmpty()) return "";
        StringBuilder md = new StringBuilder(INTRO.stripTrailing()).append('\n');
        for (Scorecard c : cards) md.append("\n### ").append(MarkdownText.plain(c.heading())).append("\n\n").append(c.markdown());
        return md.toString();
    }

    /**
     * Why a need picks no codec: none qualifies, the run did not measure it (and the flag that does), or it does not
     * apply to this data set; null when it picks.
     */
    public String whyNone(Pick p) {
        if (p.measured()) return p.qualifying() == 0 ? "no codec qualifies" : null;
        String why = cannotAnswer(p.need());
        return why != null ? why : "not measured (run with " + p.need().flag + ")";
    }

    /**
     * Why the run cannot answer {@code n} here though it computed the need's matrix: a JDK too old to deny, a data set
     * the peers have no model of; null when it answers, or did not compute the matrix.
     */
    public String cannotAnswer(Need n) {
        if (n.measured(rows)) return null;
        return rows.stream().map(x -> n.verdict.apply(x)).filter(v -> v != Verdict.NOT_MEASURED).map(Verdict::text).findFirst().orElse(null);
    }

    /** One data set's card: per need its picks, then the table. */
    public String markdown() {
        MarkdownTable table = new MarkdownTable(COLUMNS.toArray(String[]::new));
        rows.forEach(r -> table.add(cells(r).stream().map(MarkdownText::plain).toArray()));
        return needsMarkdown() + '\n' + table;
    }

    /** The needs' table: per need what qualifies, and the fastest and the smallest codec that does. */
    String needsMarkdown() {
        MarkdownTable needs = new MarkdownTable("need", "what qualifies", "fastest", "smallest");
        for (Pick p : picks()) {
            String why = whyNone(p);
            needs.add(p.need().label(), p.need().meaning, why != null ? why : name(p.fastest(), r -> time(r)),
                why != null ? "" : name(p.smallest(), r -> r.standing().size() + " B"));
        }
        return needs.toString();
    }

    static final List<String> COLUMNS = List.of("codec", "encode + decode (ns)", "size (B)", "zstd (B)", "alloc (B)",
        "first call (ms)", "safety", "evolution", "interop", "future JDKs", "traits");

    /** A row's cells, as {@link #COLUMNS} name them. */
    static List<String> cells(Row r) {
        Standings.Standing x = r.standing();
        return List.of(r.codec(), time(r), x.size() == null ? "—" : Numbers.plain(x.size()), x.zstd() == null ? "—" : Numbers.plain(x.zstd()),
            r.allocBytes() == null ? "—" : Numbers.plain(Math.round(r.allocBytes())),
            r.firstCallMillis() == null ? "not measured" : String.format(Locale.ROOT, "%.1f", r.firstCallMillis()),
            r.safety().text(), r.evolution().text(), r.interop().text(), r.platform().text(), String.join(", ", r.traits()));
    }

    private static String time(Row r) {
        Standings.Time t = r.standing().time();
        return t == null ? "—" : Numbers.figure(t.ns(), t.error(), true);
    }

    private static String name(Row r, Function<Row, String> figure) {
        return r == null ? "—" : MarkdownText.plain(r.codec()) + " (" + figure.apply(r) + ")";
    }
}
