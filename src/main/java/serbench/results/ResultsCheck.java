package serbench.results;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.stream.Stream;

/**
 * What a results file read back must hold, as serbench writes it: every part a run writes (a list, perhaps empty),
 * no null where a report or {@code compare} keys on a value, and every figure a finite number that can be one (a
 * time or a size is never negative, a score never 0). A hand-edited file fails here, naming the field, rather than
 * reaching a report as "NaN ± 128.822" or a Java error.
 */
final class ResultsCheck {
    private ResultsCheck() {}

    /** The first field of {@code r} serbench would not have written, as "where: what is wrong"; null when none. */
    static String problem(Results r) {
        return first(
            r.environment == null || r.environment.jvms == null || r.environment.jvms.isEmpty()
                ? "it names no measuring JVM" : list("environment.jvms", r.environment.jvms, (w, j) -> text(w, "id", j.id())),
            values("codecs", r.codecs), values("datasets", r.datasets),
            list("verification", r.verification, (w, c) -> first(text(w, "dataset", c.dataset()), text(w, "codec", c.codec()),
                text(w, "status", c.status()))),
            list("sizes", r.sizes, ResultsCheck::size),
            list("results", r.results, ResultsCheck::figure),
            list("forks", r.forks, (w, f) -> first(text(w, "jvm", f.jvm()), text(w, "codecs", f.codecs()),
                text(w, "datasets", f.datasets()), mode(w, f.mode()), atLeastZero(w, "seconds", f.seconds()))),
            list("iterations", r.iterations, ResultsCheck::iterations),
            list("failures", r.failures, (w, f) -> first(text(w, "jvm", f.jvm()), text(w, "dataset", f.dataset()),
                text(w, "codec", f.codec()), text(w, "reason", f.reason()))),
            r.firstCall == null ? null : firstCall(r.firstCall),
            optional("safety", r.safety, (w, c) -> first(text(w, "codec", c.codec()), text(w, "dataset", c.dataset()))),
            optional("evolution", r.evolution, (w, c) -> text(w, "codec", c.codec())),
            optional("interop", r.interop, (w, c) -> first(text(w, "codec", c.codec()), text(w, "dataset", c.dataset()))));
    }

    private static String figure(String w, Measurement m) {
        return first(text(w, "dataset", m.dataset()), text(w, "codec", m.codec()), text(w, "op", m.op()), mode(w, m.mode()),
            text(w, "unit", m.unit()), text(w, "jvm", m.jvm()), positive(w, "score", m.score()),
            atLeastZero(w, "error", m.error()), finite(w, "low", m.low()), finite(w, "high", m.high()),
            atLeastZero(w, "min", m.min()), atLeastZero(w, "max", m.max()),
            atLeastZero(w, "alloc_bytes_per_op", m.allocBytesPerOp()), atLeastZero(w, "gc_nanos_per_op", m.gcNanosPerOp()),
            m.threads() >= 1 ? null : w + ".threads is " + m.threads() + ", not a thread count");
    }

    private static String size(String w, Results.Size s) {
        return first(text(w, "dataset", s.dataset()), text(w, "codec", s.codec()), atLeastZero(w, "size", (double) s.size()),
            atLeastZero(w, "zstd", (double) s.zstd()));
    }

    private static String iterations(String w, Results.Iterations i) {
        return first(text(w, "jvm", i.jvm()), text(w, "codec", i.codec()), text(w, "dataset", i.dataset()), text(w, "op", i.op()),
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

    private static String values(String name, Map<String, ?> map) {
        if (map == null) return name + " is missing or null";
        return map.entrySet().stream().filter(e -> e.getValue() == null).map(e -> name + "." + e.getKey() + " is null")
            .findFirst().orElse(null);
    }

    private static String text(String where, String field, Object value) {
        return value == null ? where + "." + field + " is missing or null" : null;
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
