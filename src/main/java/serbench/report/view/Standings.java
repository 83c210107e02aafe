package serbench.report.view;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import serbench.report.view.ReportTables.Row;
import serbench.report.view.ReportTables.Table;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Op;

/**
 * The like-for-like view of one data set in one section, shared by the summary, the charts and the tables:
 * per codec its encode time ({@code build+ser}: from the application's object to bytes), its decode time
 * ({@code deser-read}: from bytes to every field read), their sum (the round trip) and its sizes, the codecs
 * sorted by that time. Where a run measured only {@code ser} or {@code deser} (a preset), those stand in and
 * the labels say so. Times are nanoseconds per op in every mode ({@link MeasureMode#nanosPerOp}), so that they
 * can be added and ranked.
 */
public final class Standings {
    /** A time per op in ns with its ± (null when unknown, as in a smoke run). */
    public record Time(double ns, Double error) {
        public double low() {
            return error == null ? ns : ns - error;
        }

        public double high() {
            return error == null ? ns : ns + error;
        }

        /**
         * The errors add up: the two figures come from the same measuring JVMs, so nothing says their errors
         * are independent and would partly cancel.
         */
        static Time sum(Time a, Time b) {
            if (a == null || b == null) return null;
            Double e = a.error == null && b.error == null ? null : (a.error == null ? 0 : a.error) + (b.error == null ? 0 : b.error);
            return new Time(a.ns + b.ns, e);
        }
    }

    /** One codec's like-for-like figures; {@code time} is null when it has none (not measured, or failed). */
    public record Standing(Row row, Time encode, Time decode, Time time, Integer size, Integer zstd) {
        public String codec() {
            return row.codec();
        }

        public boolean baseline() {
            return row.baseline();
        }
    }

    /**
     * The best real codec of a column, with its figure, and the others that cannot be told from it: their
     * intervals overlap the best one's (for sizes: the same size).
     */
    public record Best(String column, String unit, Standing best, Time value, List<Standing> ties) {}

    private final String encodeOp, decodeOp;
    private final MeasureMode mode;
    private final List<Standing> all;

    private Standings(String encodeOp, String decodeOp, MeasureMode mode, List<Standing> all) {
        this.encodeOp = encodeOp;
        this.decodeOp = decodeOp;
        this.mode = mode;
        this.all = all;
    }

    public static Standings of(Table t) {
        String encode = first(t.ops(), Op.BUILD_SER, Op.SER), decode = first(t.ops(), Op.DESER_READ, Op.DESER);
        MeasureMode mode = t.section().mode();
        List<Standing> rows = new ArrayList<>();
        for (Row r : t.rows()) {
            Time e = time(r.byOp().get(encode), mode), d = time(r.byOp().get(decode), mode);
            Time total = e != null && d != null ? Time.sum(e, d) : encode == null || decode == null ? (e != null ? e : d) : null;
            rows.add(new Standing(r, e, d, total, r.size() == null ? null : r.size().size(), r.size() == null ? null : r.size().zstd()));
        }
        // timed codecs by time; the others after them, in the run's order
        rows.sort(Comparator.comparing((Standing s) -> s.time() == null).thenComparingDouble(s -> s.time() == null ? 0 : s.time().ns()));
        return new Standings(encode, decode, mode, rows);
    }

    private static String first(List<String> ops, Op preferred, Op fallback) {
        return ops.contains(preferred.id()) ? preferred.id() : ops.contains(fallback.id()) ? fallback.id() : null;
    }

    private static Time time(Measurement m, MeasureMode mode) {
        if (m == null || !(m.score() > 0)) return null;
        double ns = mode.nanosPerOp(m.score());
        return new Time(ns, m.error() == null ? null : ns * m.error() / m.score());
    }

    /** A codec's time of any op of the table's run ({@code zstd}, ...), in ns per op; null when it has none. */
    public Time time(Standing x, Op op) {
        return time(x.row().byOp().get(op.id()), mode);
    }

    /** The encode op the figures use ({@code build+ser}, or {@code ser} where it was not measured); null if neither. */
    public String encodeOp() {
        return encodeOp;
    }

    /** The decode op ({@code deser-read}, or {@code deser}); null if neither. */
    public String decodeOp() {
        return decodeOp;
    }

    /** Whether both figures are the like-for-like ones (build+ser and deser-read). */
    public boolean likeForLike() {
        return Op.BUILD_SER.id().equals(encodeOp) && Op.DESER_READ.id().equals(decodeOp);
    }

    /**
     * Whether the run timed an encode or a decode op: only they rank codecs by time. A run of {@code access},
     * {@code update}, {@code build} or {@code roundtrip} alone ranks them by size only.
     */
    public boolean timed() {
        return encodeOp != null || decodeOp != null;
    }

    /** What the ranking time is: "round trip" when both ops were measured, else the one op; null when neither ({@link #timed()}). */
    public String timeName() {
        return encodeOp != null && decodeOp != null ? "round trip" : encodeOp != null ? encodeOp : decodeOp;
    }

    /** e.g. "build+ser + deser-read"; null when neither op was measured. */
    public String timeDefinition() {
        return encodeOp != null && decodeOp != null ? encodeOp + " + " + decodeOp : timeName();
    }

    /** Every codec of the table: the timed ones fastest first, then those without figures. */
    public List<Standing> all() {
        return all;
    }

    /** The real codecs (not the baselines) that have a time. */
    public List<Standing> ranked() {
        return all.stream().filter(s -> !s.baseline() && s.time() != null).toList();
    }

    /** The best real codec per column: the round trip, encode, decode, size and size after zstd. */
    public List<Best> bests() {
        List<Best> bests = new ArrayList<>();
        if (encodeOp != null && decodeOp != null) best("fastest " + timeName(), Standing::time).ifPresent(bests::add);
        if (encodeOp != null) best("fastest " + encodeOp, Standing::encode).ifPresent(bests::add);
        if (decodeOp != null) best("fastest " + decodeOp, Standing::decode).ifPresent(bests::add);
        smallest("smallest", Standing::size).ifPresent(bests::add);
        smallest("smallest after zstd", Standing::zstd).ifPresent(bests::add);
        return bests;
    }

    /**
     * Two times this close are a tie whatever their errors say: how a benchmark method compiles moved a figure by a
     * percent or two (the same work measured twice differed by 2.5% at the 90th percentile, docs/method.md).
     */
    public static final double TIE = 0.05;
    /** The heading of the codecs tied with the best. */
    public static final String TIES = "tied (within the errors or " + Math.round(100 * TIE) + "%)";

    /**
     * The fastest, and every codec tied with it: its lead is not beyond both the two figures' errors combined and
     * {@link #TIE}. A single best only where it leads every other codec beyond both.
     */
    private Optional<Best> best(String column, Function<Standing, Time> f) {
        List<Standing> c = all.stream().filter(s -> !s.baseline() && f.apply(s) != null)
            .sorted(Comparator.comparingDouble(s -> f.apply(s).ns())).toList();
        if (c.isEmpty()) return Optional.empty();
        Time best = f.apply(c.get(0));
        List<Standing> ties = c.subList(1, c.size()).stream().filter(s -> tied(best, f.apply(s))).toList();
        return Optional.of(new Best(column, "ns", c.get(0), best, ties));
    }

    /** Whether {@code other} is within the combined errors or {@link #TIE} of {@code best}. */
    static boolean tied(Time best, Time other) {
        double lead = other.ns() - best.ns();
        double errors = (best.error() == null ? 0 : best.error()) + (other.error() == null ? 0 : other.error());
        return lead <= errors || lead <= TIE * best.ns();
    }

    private Optional<Best> smallest(String column, Function<Standing, Integer> f) {
        List<Standing> c = all.stream().filter(s -> !s.baseline() && f.apply(s) != null)
            .sorted(Comparator.comparingInt(f::apply)).toList();
        if (c.isEmpty()) return Optional.empty();
        int best = f.apply(c.get(0));
        return Optional.of(new Best(column, "B", c.get(0), new Time(best, null),
            c.subList(1, c.size()).stream().filter(s -> f.apply(s) == best).toList()));
    }

    /**
     * The real codecs no other real codec beats on both time and size: fastest first, each smaller than every
     * faster one. The trade-off a reader chooses along.
     */
    public List<Standing> paretoFront() {
        List<Standing> front = new ArrayList<>();
        List<Standing> c = ranked().stream().filter(s -> s.size() != null)
            .sorted(Comparator.comparingDouble((Standing s) -> s.time().ns()).thenComparingInt(Standing::size)).toList();
        for (Standing s : c) {
            if (front.isEmpty() || s.size() < front.get(front.size() - 1).size()) front.add(s);
        }
        return front;
    }
}
