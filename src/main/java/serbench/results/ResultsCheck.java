package serbench.results;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import serbench.SerbenchVersion;

/**
 * What a results file read back must hold, as serbench writes it: every part a run writes (a list, perhaps empty),
 * no null where a report or {@code compare} keys on a value, and every figure a finite number that can be one (a
 * time or a size is never negative, a score never 0). A hand-edited file fails here, naming the field, rather than
 * reaching a report as "NaN ± 128.822" or a Java error.
 */
final class ResultsCheck {
    private ResultsCheck() {}

    /**
     * The first field of {@code r} serbench would not have written, as "where: what is wrong"; null when none. A file of
     * a later serbench than {@code version} may hold what this one cannot read right: refused, saying so.
     */
    static String problem(Results r, String version) {
        return first(
            r.environment != null && SerbenchVersion.newer(r.environment.serbenchVersion, version)
                ? "environment.serbench_version is " + r.environment.serbenchVersion + ": written by a later serbench than"
                + " this one (" + version + "); read it with that serbench or a later one" : null,
            r.environment == null || r.environment.jvms == null || r.environment.jvms.isEmpty()
                ? "it names no measuring JVM" : list("environment.jvms", r.environment.jvms, (w, j) -> text(w, "id", j.id())),
            values("codecs", r.codecs), values("datasets", r.datasets),
            list("verification", r.verification, (w, c) -> first(text(w, "dataset", c.dataset()), text(w, "codec", c.codec()),
                text(w, "status", c.status()))),
            list("sizes", r.sizes, ResultsCheck::size), once("sizes", r.sizes, s -> Arrays.asList(s.dataset(), s.codec())),
            list("results", r.results, ResultsCheck::figure),
            once("results", r.results, m -> Arrays.asList(m.jvm(), m.dataset(), m.codec(), m.op(), m.threads(), m.mode())),
            list("forks", r.forks, (w, f) -> first(text(w, "jvm", f.jvm()), text(w, "codecs", f.codecs()),
                text(w, "datasets", f.datasets()), mode(w, f.mode()), atLeastZero(w, "seconds", f.seconds()))),
            list("iterations", r.iterations, ResultsCheck::iterations),
            list("failures", r.failures, (w, f) -> first(text(w, "jvm", f.jvm()), text(w, "dataset", f.dataset()),
                text(w, "codec", f.codec()), text(w, "reason", f.reason()))),
            listed("verification", r.verification, Results.Check::codec, r.codecs), listed("sizes", r.sizes, Results.Size::codec, r.codecs),
            listed("results", r.results, Measurement::codec, r.codecs), listed("iterations", r.iterations, Results.Iterations::codec, r.codecs),
            listed("failures", r.failures, Results.Failure::codec, r.codecs),
            r.firstCall == null ? null : firstCall(r.firstCall),
            optional("safety", r.safety, (w, c) -> first(text(w, "codec", c.codec()), text(w, "dataset", c.dataset()))),
            optional("evolution", r.evolution, (w, c) -> text(w, "codec", c.codec())),
            optional("interop", r.interop, (w, c) -> first(text(w, "codec", c.codec()), text(w, "dataset", c.dataset()))),
            optional("platform", r.platform, (w, c) -> first(text(w, "codec", c.codec()), text(w, "dataset", c.dataset()),
                text(w, "jdk", c.jdk()), text(w, "mode", c.mode()), text(w, "outcome", c.outcome()))));
    }

    private static String figure(String w, Measurement m) {
        return first(text(w, "dataset", m.dataset()), text(w, "codec", m.codec()), op(w, "op", m.op()), mode(w, m.mode()),
            text(w, "unit", m.unit()), text(w, "jvm", m.jvm()), positive(w, "score", m.score()),
            atLeastZero(w, "error", m.error()), finite(w, "low", m.low()), finite(w, "high", m.high()),
            atLeastZero(w, "min", m.min()), atLeastZero(w, "max", m.max()),
            atLeastZero(w, "alloc_bytes_per_op", m.allocBytesPerOp()), atLeastZero(w, "gc_nanos_per_op", m.gcNanosPerOp()),
            m.threads() >= 1 ? null : w + ".threads is " + m.threads() + ", not a thread count",
            m.sameAs() == null ? null : op(w, "same_as", m.sameAs()));
    }

    private static String size(String w, Results.Size s) {
        return first(text(w, "dataset", s.dataset()), text(w, "codec", s.codec()), atLeastZero(w, "size", (double) s.size()),
            atLeastZero(w, "zstd", (double) s.zstd()));
    }

    private static String iterations(String w, Results.Iterations i) {
        return first(text(w, "jvm", i.jvm()), text(w, "codec", i.codec()), text(w, "dataset", i.dataset()), op(w, "op", i.op()),
            mode(w, i.mode()), list(w + ".samples", i.samples(), (s, x) -> positive(s, null, x)),
            i.canaries() == null ? null : list(w + ".canaries", i.canaries(), (s, x) -> atLeastZero(s, null, x)),
            i.cpuShares() == null ? null : list(w + ".cpu_shares", i.cpuShares(), (s, x) -> share(s, x)));
    }

    /** A share of an iteration's time, which scales its figure: above 0 and at most 1. */
    private static String share(String where, Double v) {
        return v != null && Double.isFinite(v) && v > 0 && v <= 1 ? null : where + " is " + v + ", not a share above 0 and at most 1";
    }

    private static String firstCall(FirstCall f) {
        return first(list("first_call.samples", f.samples(), (w, s) -> first(text(w, "codec", s.codec()),
                text(w, "dataset", s.dataset()), atLeastZero(w, "bind_nanos", s.bindNanos()),
                list(w + ".ops", s.ops(), (o, op) -> first(text(o, "op", op.op()), atLeastZero(o, "first_nanos", op.firstNanos()),
                    atLeastZero(o, "nanos_to_warm", op.nanosToWarm()), atLeastZero(o, "warm_nanos", op.warmNanos()))))),
            list("first_call.failures", f.failures(), (w, x) -> first(text(w, "codec", x.codec()), text(w, "dataset", x.dataset()))));
    }

    /** A part every run writes: present, and no item null or with a bad field. */
    private static <T> String list(String name, List<T> items, BiFunction<String, T, String> each) {
        if (items == null) return name + " is missing or null";
        for (int i = 0; i < items.size(); i++) {
            String where = name + "[" + i + "]";
            String problem = items.get(i) == null ? where + " is null" : each.apply(where, items.get(i));
            if (problem != null) return problem;
        }
        return null;
    }

    /** A part only some runs write ({@code run --safety}): absent is fine, present it is checked as {@link #list}. */
    private static <T> String optional(String name, List<T> items, BiFunction<String, T, String> each) {
        return items == null ? null : list(name, items, each);
    }

    /**
     * No two items of a part with one key: of two, the reports would show the later and results-jmh.json both under one
     * name. A part missing or an item null is {@link #list}'s to name: here it is passed over.
     */
    private static <T> String once(String name, List<T> items, Function<T, List<Object>> key) {
        Map<List<Object>, Integer> seen = new HashMap<>();
        for (int i = 0; items != null && i < items.size(); i++) {
            Integer before = items.get(i) == null ? null : seen.putIfAbsent(key.apply(items.get(i)), i);
            if (before != null) return name + "[" + i + "] is " + name + "[" + before + "] again (" + key.apply(items.get(i)) + ")";
        }
        return null;
    }

    /** Every item's codec one the run describes in {@code codecs}, by which the reports and advise know it; as {@link #once}. */
    private static <T> String listed(String name, List<T> items, Function<T, String> codec, Map<String, ?> codecs) {
        for (int i = 0; items != null && codecs != null && i < items.size(); i++) {
            String id = items.get(i) == null ? null : codec.apply(items.get(i));
            if (id != null && !codecs.containsKey(id)) return name + "[" + i + "].codec '" + id + "' is not in codecs";
        }
        return null;
    }

    private static String values(String name, Map<String, ?> map) {
        if (map == null) return name + " is missing or null";
        return map.entrySet().stream().filter(e -> e.getValue() == null).map(e -> name + "." + e.getKey() + " is null")
            .findFirst().orElse(null);
    }

    private static String text(String where, String field, Object value) {
        return value == null ? where + "." + field + " is missing or null" : null;
    }

    private static String op(String where, String field, String op) {
        if (op == null) return text(where, field, null);
        return Op.byId(op).isPresent() ? null : where + "." + field + " '" + op + "' is no op ("
            + Arrays.stream(Op.values()).map(Op::id).collect(Collectors.joining(", ")) + ")";
    }

    private static String mode(String where, String mode) {
        if (mode == null) return text(where, "mode", null);
        try {
            MeasureMode.parse(mode);
            return null;
        } catch (IllegalArgumentException e) {
            return where + ".mode '" + mode + "' is no mode (" + MeasureMode.SYNTAX + ")";
        }
    }

    private static String positive(String where, String field, Double v) {
        return v != null && Double.isFinite(v) && v > 0 ? null : name(where, field) + " is " + v + ", not a positive number";
    }

    /** Absent (null) is fine: an optional figure; present it is a finite number of at least 0. */
    private static String atLeastZero(String where, String field, Double v) {
        return v == null || Double.isFinite(v) && v >= 0 ? null : name(where, field) + " is " + v + ", not a number of 0 or more";
    }

    private static String finite(String where, String field, Double v) {
        return v == null || Double.isFinite(v) ? null : name(where, field) + " is " + v + ", not a finite number";
    }

    private static String name(String where, String field) {
        return field == null ? where : where + "." + field;
    }

    private static String first(String... problems) {
        return Stream.of(problems).filter(Objects::nonNull).findFirst().orElse(null);
    }
}
