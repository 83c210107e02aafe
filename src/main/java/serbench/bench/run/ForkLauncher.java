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
import serbench.DefaultCharset;
import serbench.bench.fork.ForkMain;
import serbench.bench.fork.ForkOutput;
import serbench.bench.fork.ForkTask;
import serbench.bench.fork.MeasuringTurn;
import serbench.bench.fork.ReferenceWork;
import serbench.bench.machine.ClassDataArchive;
import serbench.bench.machine.HugePages;
import serbench.codec.Codecs;
import serbench.results.MeasureMode;
import serbench.results.ResultsStore;

/** Starts one measuring JVM for a task and reads back what it measured. */
public final class ForkLauncher {
    private final Path workDir;
    private final Path logDir;
    private final String classPath;
    /** Per java executable, the options that map its class data archive. */
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

    public ForkOutput run(ForkTask task, Path java, int javaMajor, String name) throws IOException, InterruptedException, ForkFailed {
        return run(task, java, javaMajor, name, Lanes.Lane.ONLY);
    }

    /** As above, the JVM on {@code lane}. */
    public ForkOutput run(ForkTask task, Path java, int javaMajor, String name, Lanes.Lane lane)
            throws IOException, InterruptedException, ForkFailed {
        return run(task, java, javaMajor, name, sharing.getOrDefault(java, List.of()), lane);
    }

    /**
     * Prepares class data sharing for the measuring JVMs of one JVM: reuses its archive or has a training JVM
     * write it ({@link ClassDataArchive}); a line for the console saying how that went.
     */
    public String shareClasses(Path java, int javaMajor, String jvmId, String jvmVersion) throws IOException, InterruptedException {
        ClassDataArchive archive = ClassDataArchive.of(java, jvmVersion, classPath, options(javaMajor));
        String what = "class data sharing on " + jvmId + ": ";
        if (archive.unavailable() != null) return what + "off, " + archive.unavailable();
        String how = "reusing " + archive.file();
        if (!archive.exists()) {
            long start = System.nanoTime();
            String name = ("class-data-" + jvmId).replaceAll("[^A-Za-z0-9._-]", "_");
            try {
                run(ClassDataArchive.TRAINING, java, javaMajor, name, archive.dumpOptions(), Lanes.Lane.ONLY);
            } catch (ForkFailed e) {
                return what + "off, the training JVM failed: " + e.getMessage();
            }
            if (!Files.isRegularFile(archive.partial())) {
                return what + "off, the training JVM wrote no archive; see " + logDir.resolve(name + ".log");
            }
            Files.move(archive.partial(), archive.file(), StandardCopyOption.ATOMIC_MOVE);
            how = String.format("archive written in %.1f s to %s", (System.nanoTime() - start) / 1e9, archive.file());
        }
        sharing.put(java, archive.useOptions());
        return what + how + " (the measuring JVMs map JMH's, Jackson's and serbench's classes instead of loading them)";
    }

    private ForkOutput run(ForkTask task, Path java, int javaMajor, String name, List<String> extraOptions, Lanes.Lane lane)
            throws IOException, InterruptedException, ForkFailed {
        Path taskFile = workDir.resolve(name + ".task.json");
        Path resultFile = workDir.resolve(name + ".result.json");
        ResultsStore.JSON.writeValue(taskFile.toFile(), task);
        List<String> options = new ArrayList<>(extraOptions);
        options.addAll(Codecs.jvmOptions(task.codecs()));
        launch(ForkMain.class, List.of(taskFile.toString(), resultFile.toString()), java, javaMajor, name, options,
            lane, timeLimit(task), resultFile);
        ForkOutput results = ResultsStore.JSON.readValue(resultFile.toFile(), ForkOutput.class);
        Files.delete(taskFile);
        Files.delete(resultFile);
        return results;
    }

    /**
     * Runs {@code main} with {@code args} in a JVM started as every measuring JVM is (its options, the class data
     * archive mapped for {@code java} if there is one) but compiling in the foreground from its start, its output in
     * the log {@code name}.log, until it ends and has written {@code resultFile}; the JVM options of {@code codec}'s row
     * ({@link Codecs#jvmOptions}) too.
     */
    void launch(Class<?> main, List<String> args, String codec, Path java, int javaMajor, String name, Duration limit, Path resultFile)
            throws IOException, InterruptedException, ForkFailed {
        List<String> extra = new ArrayList<>(sharing.getOrDefault(java, List.of()));
        extra.addAll(Codecs.jvmOptions(List.of(codec)));
        // compiling in the foreground from the start, as every measuring JVM did until 2026-11-28 (docs/first-call.md)
        extra.add("-Xbatch");
        launch(main, args, java, javaMajor, name, extra, Lanes.Lane.ONLY, limit, resultFile);
    }

    private void launch(Class<?> main, List<String> args, Path java, int javaMajor, String name, List<String> extraOptions,
                        Lanes.Lane lane, Duration limit, Path resultFile) throws IOException, InterruptedException, ForkFailed {
        Path log = logDir.resolve(name + ".log");
        Files.deleteIfExists(resultFile);
        List<String> command = new ArrayList<>(lane.prefix());
        command.add(java.toString());
        command.addAll(options(javaMajor));
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
    List<String> sharing(Path java) {
        return sharing.getOrDefault(java, List.of());
    }

    /** Where measuring JVMs write what they measured. */
    Path workDir() {
        return workDir;
    }

    /** Removes {@code outDir}'s work directory once nothing is left in it: at the end of the command that measured there. */
    static void removeWorkDir(Path outDir) throws IOException {
        Path work = outDir.resolve("work");
        if (!Files.isDirectory(work)) return;
        try (var files = Files.list(work)) {
            if (files.findAny().isEmpty()) Files.delete(work);
        }
    }

    /** The measuring JVMs' heap, as the environment names it. */
    static final String HEAP = HugePages.heap();

    /** The options of every measuring JVM (and of the JVM that trains the class data archive). */
    public static List<String> options(int javaMajor) {
        List<String> command = new ArrayList<>(codecOptions(javaMajor));
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
     * What every JVM that runs the codecs needs, measuring or not (plain JMH's forks in {@code jmh-check} too): the
     * heap, and the JDK's internals the libraries reach.
     */
    /**
     * Chronicle Wire's one JDK 17 need on serbench's paths, of the nine options its Java 17 set-up lists: it makes the
     * fields of its own marshallers accessible through java.lang.reflect's internals (Jvm.setAccessible); without it
     * the text wire fails on a Map field. The rest serve its off-heap memory, sockets and runtime compiler, unused here.
     */
    static final String CHRONICLE_OPENS = "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED";

    static List<String> codecOptions(int javaMajor) {
        List<String> command = new ArrayList<>(List.of("-Xms1g", "-Xmx1g",
            // untouched heap pages fault on first use, which made allocating code ~3x slower until the first
            // young GC had cycled all of Eden: scores flipped mid-measurement. Touch the (fixed) heap up front.
            "-XX:+AlwaysPreTouch",
            // UTF-8 whatever the locale: a codec that decodes text in the default charset round-trips the same everywhere
            DefaultCharset.OPTION));
        command.addAll(HugePages.options());
        // protobuf, Kryo and protostuff use sun.misc.Unsafe; newer JDKs warn on stderr unless allowed
        if (javaMajor >= 23) command.add("--sun-misc-unsafe-memory-access=allow");
        // Agrona 2, SBE's runtime, uses jdk.internal.misc.Unsafe, which java.base exports only on request
        command.add("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED");
        command.add(CHRONICLE_OPENS);
        return command;
    }

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
