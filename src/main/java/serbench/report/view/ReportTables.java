package serbench.report.view;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import serbench.results.Environment;
import serbench.results.MachineRun;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Op;
import serbench.results.PlatformCell;
import serbench.results.Results;

/**
 * The reports' view of a run: one section per (JVM, mode, thread count), and in each section one table
 * per data set with a row per codec. The Markdown and HTML reports both render these tables.
 */
public final class ReportTables {
    private ReportTables() {}

    /** Figures measured on one JVM, in one mode, at one thread count. */
    public record Section(Environment.Jvm jvm, MeasureMode mode, int threads, boolean severalJvms) {
        public String title() {
            String t = capitalised(mode.describe()) + ", " + mode.unit() + ", " + threads + (threads == 1 ? " thread" : " threads");
            return severalJvms ? t + " — " + jvm.vendor() + " " + jvm.version() : t;
        }
    }

    /** One codec on one data set in a section. {@code missing} says why it has no figures (null when it has). */
    public record Row(String codec, boolean baseline, Map<String, Measurement> byOp, Results.Size size, String missing) {}

    /** One data set in one section. */
    public record Table(Section section, String dataset, String description, List<String> ops, List<Row> rows) {
        /** The best score of an op among the real codecs (baselines bound the picture, they do not win it). */
        public Optional<Double> best(String op) {
            var scores = rows.stream().filter(r -> !r.baseline() && r.byOp().containsKey(op))
                .mapToDouble(r -> r.byOp().get(op).score());
            var best = section.mode().lowerIsBetter() ? scores.min() : scores.max();
            return best.isPresent() ? Optional.of(best.getAsDouble()) : Optional.empty();
        }

        /** The smallest encoding among the real codecs, raw or after zstd. */
        public Optional<Integer> bestSize(boolean zstd) {
            var sizes = rows.stream().filter(r -> !r.baseline() && r.size() != null)
                .mapToInt(r -> zstd ? r.size().zstd() : r.size().size()).min();
            return sizes.isPresent() ? Optional.of(sizes.getAsInt()) : Optional.empty();
        }

        /** Cost relative to the best (1 = best, 2.5 = takes 2.5 times as long), whatever the mode's direction. */
        public Optional<Double> relative(Row row, String op) {
            Measurement m = row.byOp().get(op);
            return m == null ? Optional.empty() : best(op).map(b -> section.mode().lowerIsBetter() ? m.score() / b : b / m.score());
        }

        public boolean hasAlloc() {
            return rows.stream().anyMatch(r -> r.byOp().values().stream().anyMatch(m -> m.allocBytesPerOp() != null));
        }

        public boolean hasGc() {
            return rows.stream().anyMatch(r -> r.byOp().values().stream().anyMatch(m -> m.gcNanosPerOp() != null));
        }
    }

    public static List<Section> sections(Results r) {
        List<Section> sections = new ArrayList<>();
        boolean several = r.environment.jvms.size() > 1;
        for (Environment.Jvm jvm : r.environment.jvms) {
            Set<String> modes = new LinkedHashSet<>();
            plans(r).forEach(p -> modes.add(p.mode()));
            for (String mode : modes) {
                Set<Integer> threads = new TreeSet<>();
                plans(r).stream().filter(p -> p.mode().equals(mode)).forEach(p -> threads.addAll(p.threads()));
                for (int t : threads) sections.add(new Section(jvm, MeasureMode.parse(mode), t, several));
            }
        }
        return sections;
    }

    /** The tables of the run's first one-thread section (the like-for-like figures of a service's one call); none without one. */
    public static List<Table> oneThread(Results r) {
        return sections(r).stream().filter(s -> s.threads() == 1).findFirst().map(s -> tables(r, s)).orElse(List.of());
    }

    /**
     * As {@link #oneThread}, on each machine of a merge of several: the tables of each machine's first one-thread
     * section, one machine after the other (each machine's figures are ranked against its own alone).
     */
    public static List<Table> oneThreadPerMachine(Results r) {
        Set<String> machines = new java.util.HashSet<>();
        List<Table> tables = new ArrayList<>();
        for (Section s : sections(r)) {
            if (s.threads() == 1 && machines.add(String.valueOf(machine(r, s)))) tables.addAll(tables(r, s));
        }
        return tables;
    }

    /** The label of the machine whose JVM measured a section, in a merge of several machines; null in one machine's run. */
    public static String machine(Results r, Section s) {
        if (r.environment.machines == null) return null;
        return r.environment.machines.stream().filter(m -> m.jvms().contains(s.jvm().id())).map(MachineRun::label).findFirst().orElse(null);
    }

    /** A data set's table named as a heading says it: "media", or "media — LABEL" on a machine of a merge. */
    public static String heading(Results r, Table t) {
        return heading(t.dataset(), machine(r, t.section()));
    }

    /** A data set on a machine ({@code machine} null: one machine's run) as a heading names it. */
    public static String heading(String dataset, String machine) {
        return machine == null ? dataset : dataset + " — " + machine;
    }

    public static List<Table> tables(Results r, Section s) {
        List<Results.Plan> plans = plans(r).stream()
            .filter(p -> p.mode().equals(s.mode().id()) && p.threads().contains(s.threads())).toList();
        Set<String> datasets = new LinkedHashSet<>(), codecs = new LinkedHashSet<>();
        plans.forEach(p -> {
            datasets.addAll(p.datasets());
            codecs.addAll(p.codecs());
        });
        // the codec's own ops; the compressors' are the compression section's
        List<String> ops = Op.codecOps().stream().map(Op::id)
            .filter(op -> plans.stream().anyMatch(p -> p.ops().contains(op))).toList();
        List<Table> tables = new ArrayList<>();
        // data sets and codecs in the run's own order (the registries' order), not the plans'
        for (String d : r.datasets.keySet()) {
            if (!datasets.contains(d)) continue;
            List<Row> rows = new ArrayList<>();
            for (String c : r.codecs.keySet()) {
                if (!codecs.contains(c) || plans.stream().noneMatch(p -> p.codecs().contains(c) && p.datasets().contains(d))) continue;
                // a shard's report lists its own pairs: the others are its other shards' (on every JVM alike, so that
                // each JVM's section has the same rows)
                if (!r.measures(null, d, c)) continue;
                Map<String, Measurement> byOp = new java.util.LinkedHashMap<>();
                for (Measurement m : r.results) {
                    if (m.jvm().equals(s.jvm().id()) && m.dataset().equals(d) && m.codec().equals(c)
                        && m.mode().equals(s.mode().id()) && m.threads() == s.threads()) {
                        byOp.put(m.op(), m);
                    }
                }
                Results.Size size = r.sizes.stream().filter(z -> z.dataset().equals(d) && z.codec().equals(c)).findFirst().orElse(null);
                String missing = byOp.isEmpty() ? r.whyMissing(s.jvm().id(), d, c).orElseGet(() -> notMeasured(r, ops, d, c)) : null;
                rows.add(new Row(c, r.codecs.get(c).baseline(), byOp, size, missing));
            }
            if (!rows.isEmpty()) tables.add(new Table(s, d, r.datasets.get(d), ops, rows));
        }
        return tables;
    }

    /** Why a pair of the run has no figure and no failure: a run of the zero-copy ops alone on a codec without them, or an interruption. */
    private static String notMeasured(Results r, List<String> ops, String dataset, String codec) {
        boolean zeroCopyOnly = !ops.isEmpty() && ops.stream().allMatch(op -> Op.byId(op).map(Op::zeroCopy).orElse(false));
        boolean offers = r.verification.stream()
            .anyMatch(v -> v.dataset().equals(dataset) && v.codec().equals(codec) && Boolean.TRUE.equals(v.zeroCopy()));
        return zeroCopyOnly && !offers ? "no zero-copy ops (access, update) on this data set" : "not measured (run interrupted?)";
    }

    /**
     * Every codec's trait labels (schema, binary, cross-language, ...), by id, for the page's trait filter and the scorecard;
     * {@code unsafe-memory} as the run's platform matrix measured it where it did, else as the codec's row declares it.
     */
    public static Map<String, List<String>> traits(Results r) {
        Map<String, List<String>> traits = new java.util.HashMap<>();
        r.codecs.forEach((id, c) -> traits.put(id, c.traits() == null ? List.of() : c.traits()));
        if (r.platform != null) traits.replaceAll((id, declared) -> measured(declared, r.platform, id));
        return traits;
    }

    /** The declared traits with {@code unsafe-memory} as the platform matrix measured it, where it could (a JDK 23 or later). */
    private static List<String> measured(List<String> declared, List<PlatformCell> platform, String codec) {
        Optional<Boolean> unsafe = PlatformCell.unsafeMemory(platform, codec);
        if (unsafe.isEmpty() || unsafe.get() == declared.contains(UNSAFE_MEMORY)) return declared;
        List<String> traits = new ArrayList<>(declared);
        if (unsafe.get()) traits.add(UNSAFE_MEMORY);
        else traits.remove(UNSAFE_MEMORY);
        return traits;
    }

    /** The trait the platform matrix measures. */
    public static final String UNSAFE_MEMORY = "unsafe-memory";

    /** A run's plans; results made by hand (tests) may carry none, and then have no sections. */
    private static List<Results.Plan> plans(Results r) {
        return r.settings == null ? List.of() : r.settings.plans();
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
