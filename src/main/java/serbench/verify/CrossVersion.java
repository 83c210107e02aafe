package serbench.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.results.version.VersionCell;

/**
 * The cross-version matrix: for each versioned row beside its today's row, on each data set, the bytes each writes of
 * the data set's value read by the other, and compared with the value as the round-trip gate compares it. Both rows
 * are bound in one JVM: a versioned row's loader owns its library's packages (EraLoader), so the era's classes and
 * today's, on the class path, live side by side, and the bytes pass from one to the other in memory. A pair whose rows
 * need JVM options is read in a JVM started with both rows' options ({@link CrossVersionJvm}), as a row's round trips
 * are ({@link CodecJvm}).
 */
public final class CrossVersion {
    private CrossVersion() {}

    /** One versioned row and its today's row on one data set. */
    record Pair(Codec today, Codec row, Dataset<?> dataset) {
        List<String> options() {
            return List.copyOf(new LinkedHashSet<>(Stream.concat(today.jvmOptions().stream(), row.jvmOptions().stream()).toList()));
        }
    }

    /**
     * The cells of every versioned row that is beside its today's row among a data set's codecs in {@code selected}:
     * two per data set (both directions), by row, then data set, in their order.
     */
    public static List<VersionCell> matrix(Map<Dataset<?>, List<Codec>> selected) {
        List<Pair> pairs = new ArrayList<>();
        selected.forEach((dataset, codecs) -> {
            Map<String, Codec> byId = new LinkedHashMap<>();
            codecs.forEach(c -> byId.put(c.id(), c));
            VersionCell.beside(byId.keySet()).forEach(row -> pairs.add(new Pair(byId.get(VersionCell.today(row)), byId.get(row), dataset)));
        });
        Map<Pair, List<VersionCell>> read = new LinkedHashMap<>();
        Map<List<String>, List<Pair>> inJvms = new LinkedHashMap<>();
        for (Pair p : pairs) {
            if (Datasets.ownType(p.dataset().id()).isPresent()) {
                read.put(p, both(p, VersionCell.NA, "the user's own class (--type) is not read across versions"));
            } else if (p.options().isEmpty()) {
                read.put(p, cells(p.today(), p.row(), p.dataset()));
            } else {
                inJvms.computeIfAbsent(p.options(), o -> new ArrayList<>()).add(p);
            }
        }
        inJvms.forEach((options, group) -> read.putAll(CrossVersionJvm.cells(group, options)));
        // by row, each row's data sets in their order (a stable sort)
        List<String> rows = pairs.stream().map(p -> p.row().id()).distinct().toList();
        return pairs.stream().sorted(Comparator.comparingInt(p -> rows.indexOf(p.row().id()))).flatMap(p -> read.get(p).stream()).toList();
    }

    /**
     * Both directions of {@code row} and {@code today} on {@code dataset}, here: each writes the data set's value as its
     * round trip does, and the other reads it. n/a where either's round trip does not pass.
     */
    static List<VersionCell> cells(Codec today, Codec row, Dataset<?> dataset) {
        Verdict now = RoundTrip.check(today, dataset), then = RoundTrip.check(row, dataset);
        Verdict not = !now.passed() ? now : !then.passed() ? then : null;
        if (not != null) {
            return both(new Pair(today, row, dataset), VersionCell.NA, not.codec()
                + (not.status() == Verdict.Status.UNSUPPORTED ? " cannot hold it: " : " does not round-trip it: ") + not.reason());
        }
        return List.of(read(today, then.encoded(), dataset, row.id(), VersionCell.NEW_READS_OLD),
            read(row, now.encoded(), dataset, row.id(), VersionCell.OLD_READS_NEW));
    }

    /** What {@code reader} reads of {@code bytes}, the other version's of the data set's value. */
    private static <M> VersionCell read(Codec reader, byte[] bytes, Dataset<M> dataset, String row, String direction) {
        try {
            String loss = RoundTrip.loss(reader.binding(dataset), dataset.build(), bytes);
            return new VersionCell(row, dataset.id(), direction, loss == null ? VersionCell.READS : VersionCell.WRONG,
                loss == null ? null : loss.replaceFirst("^round trip ", ""));
        } catch (Exception | StackOverflowError | LinkageError | OutOfMemoryError e) {
            // another version's bytes may take a reader anywhere: a length read as gigabytes, a structure read as endless
            return new VersionCell(row, dataset.id(), direction, VersionCell.FAILS, RoundTrip.describe(e));
        }
    }

    /** The same outcome both ways. */
    static List<VersionCell> both(Pair p, String outcome, String note) {
        return VersionCell.DIRECTIONS.stream().map(d -> new VersionCell(p.row().id(), p.dataset().id(), d, outcome, note)).toList();
    }
}
