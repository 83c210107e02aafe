package serbench.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Results;

/** One (codec, data sets, mode) on one JVM: what one measuring JVM runs in each round. */
record Step(Environment.Jvm jvm, ForkTask task) {
    /**
     * Every step of a run (or of its shard, {@link ShardSplit}): per JVM and plan, each codec on its passing data sets,
     * together or one by one.
     */
    static List<Step> plan(Results results, Profile profile) {
        List<Step> steps = new ArrayList<>();
        List<ShardSplit.Unit> part = ShardSplit.part(results.settings, results.shard);
        for (int j = 0; j < results.environment.jvms.size(); j++) {
            Environment.Jvm jvm = results.environment.jvms.get(j);
            int jvmIndex = j;
            for (int p = 0; p < results.settings.plans().size(); p++) {
                Results.Plan plan = results.settings.plans().get(p);
                int planIndex = p;
                for (String codec : plan.codecs()) {
                    List<String> passing = plan.datasets().stream()
                        .filter(d -> ShardSplit.owns(part, jvmIndex, planIndex, codec, d))
                        .filter(d -> results.verification.stream().anyMatch(v -> v.codec().equals(codec)
                            && v.dataset().equals(d) && v.status() == Results.Check.Status.PASS))
                        .toList();
                    List<List<String>> groups = profile.perCodecFork || passing.isEmpty()
                        ? (passing.isEmpty() ? List.of() : List.of(passing))
                        : passing.stream().map(List::of).toList();
                    for (List<String> datasets : groups) {
                        steps.add(new Step(jvm, new ForkTask(codec, datasets, plan.ops(), plan.threads(), plan.mode(),
                            profile.id(), results.settings.alloc(), results.settings.own()).withSeed(
                            results.scaling == null ? null : results.scaling.seed())));
                    }
                }
            }
        }
        return steps;
    }

    boolean failed(Results r) {
        return r.failures.stream().anyMatch(f -> f.jvm().equals(jvm.id()) && f.codec().equals(task.codec())
            && task.datasets().contains(f.dataset()));
    }

    private Stream<Results.ForkRun> runs(Results r) {
        return r.forks.stream().filter(f -> f.jvm().equals(jvm.id()) && f.codec().equals(task.codec())
            && f.datasets().equals(task.datasets()) && f.mode().equals(task.mode()));
    }

    int forks(Results r) {
        return (int) runs(r).count();
    }

    /** What the step's JVMs took for their planned slices, on average. */
    double plannedSeconds(Results r) {
        return runs(r).mapToDouble(Results.ForkRun::plannedSeconds).average().orElse(0);
    }

    boolean owns(Measurement m) {
        return m.jvm().equals(jvm.id()) && m.codec().equals(task.codec()) && task.datasets().contains(m.dataset())
            && m.mode().equals(task.mode());
    }

    /**
     * Whether the step measures a baseline: those are re-measured after the codecs, since they frame the
     * comparison rather than take part in it, and memcpy's few nanoseconds per op differ more from JVM to
     * JVM than a codec's figures (16.3 to 18.1 ns for media's, every JVM calm), which a further JVM rarely narrows.
     */
    boolean baseline(Results r) {
        return r.baseline(task.codec());
    }

    /** The widest relative interval among the step's figures. */
    double widest(Results r) {
        return r.results.stream().filter(this::owns)
            .mapToDouble(m -> m.error() == null ? Double.POSITIVE_INFINITY : m.error() / Math.abs(m.score()))
            .max().orElse(0);
    }
}
