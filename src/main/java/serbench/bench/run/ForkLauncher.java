package serbench.bench.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.CompilerHints;
import serbench.bench.fork.ForkMain;
import serbench.bench.fork.ForkOutput;
import serbench.bench.fork.ForkTask;
import serbench.bench.fork.MeasuringTurn;
import serbench.bench.fork.ReferenceWork;
import serbench.bench.machine.ClassDataArchive;
import serbench.bench.machine.HugePages;
import serbench.bench.machine.MeasuringJvm;
import serbench.codec.Codecs;
import serbench.results.MeasureMode;
import serbench.results.ResultsStore;

/**
 * Starts the run's measuring JVMs, the one place that does (a task's, the class data archive's training JVM, a first
 * call's fresh JVM), and reads back what they measured; prepares each JVM's class data archive once.
 */
public final class ForkLauncher {
    private final Path workDir;
    private final Path logDir;
    private final String classPath;
    /** Per java executable whose class data archive was asked for, the options that map it (none where sharing is off). */
    private final Map<Path, List<String>> sharing = new HashMap<>();
    /** The measuring JVMs running now: one, or one per lane. */
    private final Set<Process> running = ConcurrentHashMap.newKeySet();

    public ForkLauncher(Path outDir) throws IOException {
        this(outDir, System.getProperty("java.class.path"));
    }

    /** @param classPath the measuring JVMs' class path: serbench's own, or in a test a jar made of it */
    public ForkLauncher(Path outDir, String classPath) throws IOException {
        this.workDir = Files.createDirectories(outDir.resolve("work"));
        this.logDir = Files.createDirectories(outDir.resolve("logs"));
        // absolute: the class data archive records the class path, and it must match wherever a JVM starts
        this.classPath = Arrays.stream(classPath.split(File.pathSeparator)).filter(s -> !s.isEmpty())
            .map(s -> Path.of(s).toAbsolutePath().normalize().toString()).collect(Collectors.joining(File.pathSeparator));
    }

    /** Thrown when the measuring JVM dies or measures nothing; the message says where its log is. */
    static final class ForkFailed extends Exception {
        ForkFailed(String message) {
            super(message);
        }
    }

    public ForkOutput run(ForkTask task, MeasuringJvm jvm, String name) throws IOException, InterruptedException, ForkFailed {
        return run(task, jvm, name, Lanes.Lane.ONLY);
    }

    /** As above, the JVM on {@code lane}. */
    public ForkOutput run(ForkTask task, MeasuringJvm jvm, String name, Lanes.Lane lane)
            throws IOException, InterruptedException, ForkFailed {
        return run(task, jvm, name, sharing(jvm), lane);
    }

    /**
     * Prepares class data sharing for the measuring JVMs of one JVM, the first time it is asked: reuses its archive or
     * has a training JVM write it ({@link ClassDataArchive}); a line for the console saying how that went, or null
     * when it was asked before (and said so then).
     */
    public String shareClasses(MeasuringJvm jvm) throws IOException, InterruptedException {
        if (sharing.containsKey(jvm.java())) return null;
        sharing.put(jvm.java(), List.of());
        ClassDataArchive archive = ClassDataArchive.of(jvm.java(), jvm.version(), classPath, options(jvm.major()));
        String what = "class data sharing on " + jvm.id() + ": ";
        if (archive.unavailable() != null) return what + "off, " + archive.unavailable();
        String how = "reusing " + archive.file();
        if (!archive.exists()) {
            long start = System.nanoTime();
            String name = ("class-data-" + jvm.id()).replaceAll("[^A-Za-z0-9._-]", "_");
            try {
                run(ClassDataArchive.TRAINING, jvm, name, archive.dumpOptions(), Lanes.Lane.ONLY);
            } catch (ForkFailed e) {
                return what + "off, the training JVM failed: " + e.getMessage();
            }
            if (!Files.isRegularFile(archive.partial())) {
                return what + "off, the training JVM wrote no archive; see " + logDir.resolve(name + ".log");
            }
            Files.move(archive.partial(), archive.file(), StandardCopyOption.ATOMIC_MOVE);
            how = String.format("archive written in %.1f s to %s", (System.nanoTime() - start) / 1e9, archive.file());
        }
        sharing.put(jvm.java(), archive.useOptions());
        return what + how + " (the measuring JVMs map JMH's, Jackson's and serbench's classes instead of loading them)";
    }

    private ForkOutput run(ForkTask task, MeasuringJvm jvm, String name, List<String> extraOptions, Lanes.Lane lane)
            throws IOException, InterruptedException, ForkFailed {
        Path taskFile = workDir.resolve(name + ".task.json");
        Path resultFile = workDir.resolve(name + ".result.json");
        ResultsStore.JSON.writeValue(taskFile.toFile(), task);
        List<String> options = new ArrayList<>(extraOptions);
        options.addAll(Codecs.jvmOptions(task.codecs()));
        launch(ForkMain.class, List.of(taskFile.toString(), resultFile.toString()), jvm, name, options,
            lane, timeLimit(task), resultFile);
        ForkOutput results = ResultsStore.JSON.readValue(resultFile.toFile(), ForkOutput.class);
        Files.delete(taskFile);
        Files.delete(resultFile);
        return results;
    }

    /**
     * Runs {@code main} with {@code args} in a JVM started as every measuring JVM is (its options, the class data
     * archive mapped for {@code jvm} if there is one) but compiling in the foreground from its start, its output in
     * the log {@code name}.log, until it ends and has written {@code resultFile}; the JVM options of {@code codec}'s row
     * ({@link Codecs#jvmOptions}) too.
     */
    void launch(Class<?> main, List<String> args, String codec, MeasuringJvm jvm, String name, Duration limit, Path resultFile)
            throws IOException, InterruptedException, ForkFailed {
        List<String> extra = new ArrayList<>(sharing(jvm));
        extra.addAll(Codecs.jvmOptions(List.of(codec)));
        // compiling in the foreground from the start, as every measuring JVM did until 2026-11-28 (docs/first-call.md)
        extra.add("-Xbatch");
        launch(main, args, jvm, name, extra, Lanes.Lane.ONLY, limit, resultFile);
    }

    private void launch(Class<?> main, List<String> args, MeasuringJvm jvm, String name, List<String> extraOptions,
                        Lanes.Lane lane, Duration limit, Path resultFile) throws IOException, InterruptedException, ForkFailed {
        Path log = logDir.resolve(name + ".log");
        Files.deleteIfExists(resultFile);
        List<String> command = new ArrayList<>(lane.prefix());
        command.add(jvm.java().toString());
        command.addAll(options(jvm.major()));
        command.addAll(extraOptions);
        command.addAll(lane.options());
        // the measuring JVM ends itself when this process is gone
        command.add("-D" + ForkMain.ORCHESTRATOR + "=" + ProcessHandle.current().pid());
        if (lane.turn() != null) command.add("-D" + MeasuringTurn.PROPERTY + "=true");
        command.addAll(List.of("-cp", classPath, main.getName()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (lane.turn() == null) builder.redirectOutput(log.toFile());
        Process p = builder.start();
        running.add(p);
        p.onExit().thenRun(() -> running.remove(p));
        Turns.Follower turns = lane.turn() == null ? null : new Turns.Follower(p, log, lane.turn());
        boolean ended = turns == null ? p.waitFor(limit.toSeconds(), TimeUnit.SECONDS) : turns.awaitMeasured(limit);
        // it has written what it measured, and ends when the next measuring JVMs start
        if (turns != null && turns.lingers()) return;
        if (!ended) {
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new ForkFailed("measuring JVM still running after its time limit of " + limit.toMinutes()
                + " min, stopped; see " + log);
        }
        int status = p.exitValue();
        if (status == ForkMain.ROUND_TRIP_LOST) {
            throw new ForkFailed("the values timed did not round-trip in the measuring JVM; see " + log);
        }
        if (status != 0 || !Files.exists(resultFile)) {
            throw new ForkFailed("measuring JVM exited with status " + status + "; see " + log);
        }
    }

    /** The options that map {@code java}'s class data archive, once {@link #shareClasses} prepared it (none otherwise). */
    List<String> sharing(MeasuringJvm jvm) {
        return sharing.getOrDefault(jvm.java(), List.of());
    }

    /** Where measuring JVMs write what they measured. */
    Path workDir() {
        return workDir;
    }

    /** Removes the work directory once nothing is left in it: at the end of the command that measured there. */
    void removeWorkDir() throws IOException {
        if (!Files.isDirectory(workDir)) return;
        try (var files = Files.list(workDir)) {
            if (files.findAny().isEmpty()) Files.delete(workDir);
        }
    }

    /** The options of every measuring JVM (and of the JVM that trains the class data archive). */
    public static List<String> options(int javaMajor) {
        List<String> command = new ArrayList<>(MeasuringJvm.codecOptions(javaMajor));
        // no -Xbatch: a measuring JVM compiles in the foreground from its warm-up on (ForegroundCompilation)
        // what JMH gives its own forks: the generated benchmarks' compiler hints and compiler blackholes.
        // Without them (plain forks(0)) the measured loops compile differently and scores flip between plateaus.
        CompilerHints.addCompilerHints(command);
        // the reference stays interpreted: its speed is then the machine's, the same code in every JVM
        command.add("-XX:CompileCommand=quiet");
        command.add(ReferenceWork.EXCLUDE);
        command.add(IGNORE_JMH_LOCK);
        return command;
    }

    /**
     * JMH's own lock, {@code java.io.tmpdir/jmh.lock}, is opened following links and made writable by all, so another
     * user who plants a link there gets a file of the person running serbench made world-writable. serbench's own run
     * lock (private and checked, {@link RunLock}) already keeps its measuring JVMs one run at a time.
     */
    static final String IGNORE_JMH_LOCK = "-Djmh.ignoreLock=true";

    /**
     * How long a measuring JVM may run before it counts as hung: ten minutes beyond the time its task plans to
     * measure (a pair takes seconds), an hour for {@code count:N}, whose duration depends on the codec.
     */
    public static Duration timeLimit(ForkTask task) {
        MeasureMode mode = MeasureMode.parse(task.mode());
        if (mode.kind() == MeasureMode.Kind.COUNT) return Duration.ofHours(1);
        long planned = mode.kind() == MeasureMode.Kind.TIME
            ? (long) MeasureMode.FIXED_TIME_ITERATIONS * mode.seconds() * task.ops().size() * task.datasets().size() * task.threads().size() : 0;
        return Duration.ofMinutes(10).plusSeconds(planned);
    }

    /**
     * Stops the measuring JVMs at once (the run was interrupted) and waits until they are gone, so that a
     * resumed run never finds one still holding JMH's lock.
     */
    void kill() {
        for (Process p : List.copyOf(running)) {
            try {
                p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    Path logDir() {
        return logDir;
    }
}
