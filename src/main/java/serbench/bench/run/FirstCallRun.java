package serbench.bench.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import serbench.SerbenchVersion;
import serbench.bench.fork.FirstCallMain;
import serbench.bench.machine.JvmProbe;
import serbench.bench.machine.Machine;
import serbench.bench.machine.MeasuringJvm;
import serbench.results.FirstCall;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * A first-call measurement (docs/first-call.md): every pair that passed the round trip, in {@code jvms} fresh JVMs
 * each ({@link FirstCallMain}), one JVM at a time, round by round (every pair's first JVM, then every pair's second),
 * so that a slow spell of the machine spreads over the pairs instead of landing on one.
 */
public final class FirstCallRun {
    /** Fresh JVMs per pair unless asked otherwise. */
    public static final int DEFAULT_JVMS = 5;
    /** A first-call JVM takes seconds; one still running after this is hung. */
    static final Duration LIMIT = Duration.ofMinutes(5);

    private FirstCallRun() {}

    /**
     * The results a {@code serbench first-call} starts from: the machine, the JVM running serbench (which the fresh
     * JVMs run on), and every pair's round trip checked and sized.
     */
    public static Results prepare(List<String> codecs, List<String> datasets, int jvms) throws Exception {
        Results r = new Results();
        Machine.describe(r.environment);
        r.environment.profile = "first-call";
        r.environment.profileDetail = jvms + " fresh JVM" + (jvms == 1 ? "" : "s") + " per codec and data set, one at a time";
        r.environment.serbenchVersion = SerbenchVersion.current();
        r.environment.start = Instant.now().toString();
        r.environment.jvms.add(JvmProbe.describe(JvmProbe.current()));
        RunPreparation.checkAndSize(r, List.of(new Results.Plan(codecs, datasets, List.of(), List.of(), "avgt")),
            RunPreparation.Measured.EVERY);
        return r;
    }

    /**
     * {@code serbench first-call}: {@link #measureLocked} under the run lock; the command that continues it is
     * {@code serbench first-call --resume OUT}.
     */
    public static boolean measure(Results r, List<String> codecs, List<String> datasets, int jvms, Path outDir, PrintWriter out,
                                  BenchRun.Reporter reporter) throws IOException, InterruptedException, RunLock.Held {
        try (RunLock lock = RunLock.acquire()) {
            ForkLauncher launcher = new ForkLauncher(outDir);
            boolean finished = measureLocked(r, launcher, MeasuringJvm.of(r.environment.jvms.get(0)), codecs, datasets, jvms, outDir,
                out, reporter, "serbench first-call --resume " + outDir);
            if (finished) launcher.removeWorkDir();
            return finished;
        }
    }

    /**
     * Measures the first calls of {@code codecs} on {@code datasets} on {@code jvm} (the results' first) into {@code r.firstCall},
     * its fresh JVMs started by {@code launcher},
     * continuing from what it already holds (a resumed run) and saving it to {@code outDir}'s results.json as JVMs end;
     * pairs whose round trip did not pass get their verdict as the reason they have no figures. Interrupted, it keeps
     * what is done, writes its reports with {@code reporter} and says to continue with {@code resume}.
     *
     * @return false when interrupted
     */
    static boolean measureLocked(Results r, ForkLauncher launcher, MeasuringJvm jvm, List<String> codecs, List<String> datasets,
                                 int jvms, Path outDir, PrintWriter out, BenchRun.Reporter reporter, String resume)
            throws IOException, InterruptedException {
        List<FirstCall.Failure> failures = new ArrayList<>();
        List<String[]> pairs = new ArrayList<>();
        for (String d : datasets) {
            for (String c : codecs) {
                r.verification.stream().filter(v -> v.codec().equals(c) && v.dataset().equals(d)).findFirst().ifPresent(v -> {
                    if (v.status() == Results.Check.Status.PASS) pairs.add(new String[] {c, d});
                    else failures.add(new FirstCall.Failure(c, d, 0, (v.status() == Results.Check.Status.FAIL ? "FAIL: " : "unsupported: ") + v.reason()));
                });
            }
        }
        // what an interrupted measurement finished: its JVMs' figures and failures
        List<FirstCall.Sample> samples = new ArrayList<>(r.firstCall == null ? List.of() : r.firstCall.samples());
        if (r.firstCall != null) r.firstCall.failures().stream().filter(f -> f.jvm() > 0).forEach(failures::add);
        Set<String> done = new HashSet<>(), disqualified = new HashSet<>();
        samples.forEach(s -> done.add(s.codec() + " x " + s.dataset() + " #" + s.jvm()));
        for (FirstCall.Failure f : failures) {
            done.add(f.codec() + " x " + f.dataset() + " #" + f.jvm());
            if (refused(f.reason())) disqualified.add(f.codec() + " x " + f.dataset());
        }
        // every JVM saved as it ends: a save comes between two fresh JVMs, never beside one, so it spoils no figure
        Checkpoint checkpoint = new Checkpoint(outDir.resolve(ResultsStore.FILE), 0);
        synchronized (r) {
            r.firstCall = new FirstCall(jvms, List.copyOf(samples), List.copyOf(failures));
            checkpoint.changed(r);
        }
        String sharing = launcher.shareClasses(jvm);   // none when the run prepared it before its matrices, and said so
        out.println("serbench: first call: " + pairs.size() + " pair" + (pairs.size() == 1 ? "" : "s") + " x " + jvms
            + " fresh JVMs, one at a time" + (samples.isEmpty() ? "" : ", resuming after " + samples.size())
            + (sharing == null ? "" : "; " + sharing));
        out.flush();
        int count = (int) failures.stream().filter(f -> f.jvm() > 0).count() + samples.size();
        Pace pace = new Pace(pairs.size() * jvms - count);
        try (Interruption interruption = new Interruption(launcher, out, r, checkpoint, resume, reporter)) {
            for (int round = 1; round <= jvms; round++) {
                for (String[] p : pairs) {
                    String key = p[0] + " x " + p[1];
                    if (disqualified.contains(key) || done.contains(key + " #" + round)) continue;
                    String line = String.format(Locale.ROOT, "[first-call %d/%d] %s, JVM %d: ", ++count, pairs.size() * jvms, key, round);
                    FirstCallMain.Output o = launch(launcher, jvm, p[0], p[1], round);
                    if (interruption.happened()) return false;   // the JVM was stopped: no figure, no failure
                    String eta = pace.next();
                    synchronized (r) {
                        if (o.sample() != null) {
                            samples.add(o.sample());
                            out.println(line + describe(o.sample()) + eta);
                        } else {
                            failures.add(new FirstCall.Failure(p[0], p[1], round, o.failure()));
                            out.println(line + o.failure() + eta);
                            // the codec itself refused (not the JVM dying): its other JVMs would only repeat it, and it gets no figure
                            if (refused(o.failure())) {
                                disqualified.add(key);
                                samples.removeIf(s -> s.codec().equals(p[0]) && s.dataset().equals(p[1]));
                            }
                        }
                        r.firstCall = new FirstCall(jvms, List.copyOf(samples), List.copyOf(failures));
                        checkpoint.changed(r);
                    }
                    out.flush();
                }
            }
        }
        return true;
    }

    /**
     * The end of a progress line: the command's time so far (what a run's --time-limit counts) and when its first calls
     * end at the pace of this session's JVMs (a pair one of whose JVMs refused takes none of its others: sooner, never later).
     */
    private static final class Pace {
        private final long began = System.nanoTime();
        private final int toRun;
        private int ran;

        Pace(int toRun) {
            this.toRun = toRun;
        }

        String next() {
            ran++;
            double seconds = (System.nanoTime() - began) / 1e9;
            return "  | " + Progress.clock(Progress.runSeconds()) + " elapsed, first calls ETA "
                + Progress.clock(seconds / ran * Math.max(0, toRun - ran));
        }
    }

    /** A failure of the codec itself, which its other JVMs would only repeat, not of its JVM. */
    private static boolean refused(String failure) {
        return failure != null && !failure.startsWith(LAUNCH_FAILED);
    }

    private static final String LAUNCH_FAILED = "the JVM failed: ";

    private static FirstCallMain.Output launch(ForkLauncher launcher, MeasuringJvm jvm, String codec, String dataset, int round)
            throws IOException, InterruptedException {
        String name = ("first-call-" + codec + "-" + dataset + "-jvm" + round).replaceAll("[^A-Za-z0-9._-]", "_");
        Path result = launcher.workDir().resolve(name + ".result.json");
        try {
            launcher.launch(FirstCallMain.class, List.of(codec, dataset, String.valueOf(round), result.toString()), codec, jvm,
                name, LIMIT, result);
        } catch (ForkLauncher.ForkFailed e) {
            return new FirstCallMain.Output(null, LAUNCH_FAILED + e.getMessage());
        }
        FirstCallMain.Output o = ResultsStore.JSON.readValue(result.toFile(), FirstCallMain.Output.class);
        Files.delete(result);
        return o;
    }

    /** A progress line's figures. */
    static String describe(FirstCall.Sample s) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "bind %.2f ms", s.bindNanos() / 1e6));
        for (FirstCall.OpStart o : s.ops()) {
            line.append(String.format(Locale.ROOT, ", %s first %.2f ms, %s%d calls to 2x warm (%.0f ns)", o.op(), o.firstNanos() / 1e6,
                o.reached() ? "" : ">", o.callsToWarm(), o.warmNanos()));
        }
        return line.toString();
    }
}
