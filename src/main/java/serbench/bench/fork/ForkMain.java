package serbench.bench.fork;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.Runner;
import serbench.data.Datasets;
import serbench.data.scale.SizeAxis;
import serbench.results.ResultsStore;

/**
 * The measuring JVM. serbench starts one per task, so this process is the fork; JMH runs inside it
 * with {@code forks(0)} (the launcher gives this JVM the options JMH gives its forks), which keeps profile
 * pollution to one codec (one pair under quick and full)
 * while paying the JVM start once per task instead of once per benchmark. Per thread count, it warms up
 * ({@link JitSettling}) and measures the slices ({@link Slices}); {@link JmhOptions} makes the JMH runs.
 *
 * <p>Usage: {@code ForkMain TASK.json RESULT.json}.
 */
public final class ForkMain {
    private ForkMain() {}

    public static void main(String[] args) throws Exception {
        // how long the JVM took to reach main (heap pre-touch, class data mapping): for the log, beside the warm-up's
        long upMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        exitWithOrchestrator();
        ForkTask task = readTask(Path.of(args[0]));
        System.out.printf("# serbench: JVM started in %d ms%n", upMillis);
        // JMH's own header, which named them, is silenced in the slices
        System.out.println("# serbench: JVM options: " + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        System.out.println("# serbench: this JVM is the measuring fork; serbench started it with the options JMH gives its"
            + " forks (compiler hints, compiler blackholes), so JMH's warning about non-forked runs does not apply here.");
        Profile profile = Profile.byId(task.profile());
        List<ForkResult> results = new ArrayList<>();
        double allowed = task.extraSliceSeconds() == null ? Double.POSITIVE_INFINITY : task.extraSliceSeconds();
        double extra = 0;
        PoolWarmUp calls = PoolWarmUp.of(task, JitSettling.c2Invocations());
        // one call of each op binds the codec and starts JMH's runner, still with background compilation
        new Runner(JmhOptions.fixedPass(task, task.threads().get(0), 1).build()).run();
        System.out.println("# serbench: " + ForegroundCompilation.fromHere());
        for (int threads : task.threads()) {
            int t = threads;
            System.out.println("# serbench: " + JitSettling.warm(
                profile.comparable() ? n -> JmhOptions.fixedPass(task, t, n).build() : null,
                () -> JmhOptions.settlingPass(task, t).build(), profile.settleCapMillis, calls.firstInvocations(), calls.minInvocations(),
                profile.callsCapMillis));
            if (t == task.threads().get(0)) {
                String turn = MeasuringTurn.await();
                if (turn != null) System.out.println("# serbench: " + turn);
            }
            ForkOutput measured = Slices.measure(task, t, allowed - extra);
            results.addAll(measured.results());
            extra += measured.extraSliceSeconds();
        }
        String lost = PairState.roundTripLoss();
        if (lost != null) {
            System.out.println("# serbench: " + lost + "; no figure of this JVM is kept");
            System.exit(ROUND_TRIP_LOST);
        }
        ResultsStore.JSON.writeValue(Path.of(args[1]).toFile(), new ForkOutput(results, extra,
            ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName).collect(Collectors.joining(", ")),
            edenBytes()));
        MeasuringTurn.linger();
    }

    /**
     * The bytes allocated between two young collections: eden's use just before the last one (after the measured
     * slices, so at the young generation's size then); null when no young collection ran or the JVM does not say.
     */
    static Double edenBytes() {
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            // the young collector: G1's "Young Generation", Parallel's "Scavenge", Serial's "Copy"
            boolean young = gc.getName().contains("Young") || gc.getName().contains("Scavenge") || gc.getName().equals("Copy");
            if (!young || !(gc instanceof com.sun.management.GarbageCollectorMXBean info) || info.getLastGcInfo() == null) continue;
            for (var pool : info.getLastGcInfo().getMemoryUsageBeforeGc().entrySet()) {
                if (pool.getKey().contains("Eden") && pool.getValue().getUsed() > 0) return (double) pool.getValue().getUsed();
            }
        }
        return null;
    }

    /**
     * The task, with the user's own data sets (--type) loaded from its definition: JMH's {@code @Param} names
     * data sets by id, and {@link PairState} looks them up by id in this JVM.
     */
    static ForkTask readTask(Path file) throws IOException {
        ForkTask task = ResultsStore.JSON.readValue(file.toFile(), ForkTask.class);
        task.own().forEach(Datasets::addOwn);
        if (task.seed() != null) SizeAxis.useSeed(task.seed());   // the size axis's values, as the run generated them
        return task;
    }

    /** The pid of the serbench that starts a measuring JVM, passed as this system property. */
    public static final String ORCHESTRATOR = "serbench.orchestrator";

    /** The exit status of a measuring JVM whose orchestrator died. */
    static final int ORCHESTRATOR_GONE = 3;

    /** The exit status of a measuring JVM whose timed values did not round-trip on its JVM. */
    public static final int ROUND_TRIP_LOST = 4;

    /**
     * Ends this JVM when the serbench that started it is gone (killed, even with -9), so a measuring JVM never
     * outlives its run and disturbs the next one. The JDK watches the parent from a daemon thread. A parent
     * that is not the named orchestrator means it died while this JVM was starting (this JVM was adopted).
     */
    public static void exitWithOrchestrator() {
        Optional<ProcessHandle> parent = ProcessHandle.current().parent();
        String orchestrator = System.getProperty(ORCHESTRATOR);
        if (orchestrator != null && parent.map(p -> p.pid() != Long.parseLong(orchestrator)).orElse(true)) {
            Runtime.getRuntime().halt(ORCHESTRATOR_GONE);
        }
        parent.ifPresent(p -> p.onExit().thenRun(() -> Runtime.getRuntime().halt(ORCHESTRATOR_GONE)));
    }
}
