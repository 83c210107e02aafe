package serbench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import serbench.bench.fork.ForkMain;

/**
 * A JVM of serbench's own for code serbench does not trust: the safety matrix's attacks, the user's own classes. Their
 * {@code System.exit}, Errors and hangs end that JVM only: it is stopped at a time limit, it ends itself when serbench
 * is gone (its main calls {@link ForkMain#exitWithOrchestrator}), and serbench reads its standard output line by line.
 * Its standard error is dropped, a library's warnings and a user's prints being no part of what it reports, unless the
 * caller reads it: the platform matrix, whose subject is what the JDK and the libraries print there.
 */
public final class ChildJvm {
    /** How long the lines still in the pipe may take to arrive once the JVM ended. */
    private static final long DRAIN_SECONDS = 10;

    private ChildJvm() {}

    /** How a JVM ended: its exit status, or null when it was stopped at its time limit. */
    public record Ending(Integer status, Duration limit) {
        public boolean stopped() {
            return status == null;
        }

        /** "exited with status 42" or "did not finish within 60 s". */
        public String describe() {
            return stopped() ? "did not finish within " + limit.toSeconds() + " s" : "exited with status " + status;
        }
    }

    /** What the JVM's lines mean to its caller; called on a reader thread of its own. */
    @FunctionalInterface
    public interface Lines {
        /** Takes one line; true when it starts a new step, which has the whole time limit again. */
        boolean step(String line);
    }

    /**
     * Runs {@code main} with {@code args} in a JVM with {@code options}, the codecs' options and UTF-8 as its default
     * charset; stops it (and what it started) when a step lasts longer than {@code limit}, and whatever happens, before
     * returning: no JVM of this call outlives it.
     */
    public static Ending run(List<String> options, Class<?> main, List<String> args, Duration limit, Lines lines)
            throws IOException, InterruptedException {
        return run(Path.of(System.getProperty("java.home"), "bin", "java"), options, main, args, limit, lines, null);
    }

    /**
     * As {@link #run(List, Class, List, Duration, Lines)}, with the JVM of {@code java}, and each line of its standard
     * error given to {@code errors} (on a thread of its own) where it is not null.
     */
    public static Ending run(Path java, List<String> options, Class<?> main, List<String> args, Duration limit, Lines lines,
                             Consumer<String> errors) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(java.toString()));
        command.addAll(options);
        command.addAll(List.of(DefaultCharset.OPTION,
            "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",   // Agrona's, SBE's runtime, as MeasuringJvm.codecOptions says
            "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",     // Chronicle Wire's
            "-D" + ForkMain.ORCHESTRATOR + "=" + ProcessHandle.current().pid(),
            "-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command);
        if (errors == null) builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = builder.start();
        Clock clock = new Clock();
        Thread reader = reader(p.getInputStream(), line -> {
            if (lines.step(line)) clock.stepStart = System.nanoTime();
        });
        Thread errorReader = errors == null ? null : reader(p.getErrorStream(), errors);
        try {
            Integer status = await(p, clock, limit.toNanos());
            drain(p.getInputStream(), reader);
            if (errorReader != null) drain(p.getErrorStream(), errorReader);
            return new Ending(status, limit);
        } finally {
            if (p.isAlive()) stop(p);   // interrupted while waiting
        }
    }

    /** The exit status, or null once a step outlasted the limit and the JVM was stopped. */
    private static Integer await(Process p, Clock clock, long limitNanos) throws InterruptedException {
        while (true) {
            long left = clock.stepStart + limitNanos - System.nanoTime();
            if (left <= 0) {
                stop(p);
                return null;
            }
            if (p.waitFor(left, TimeUnit.NANOSECONDS)) return p.exitValue();
        }
    }

    /** Waits for the reader to take the last lines; a process the JVM started may hold the pipe open, so not forever. */
    private static void drain(InputStream pipe, Thread reader) throws IOException, InterruptedException {
        reader.join(TimeUnit.SECONDS.toMillis(DRAIN_SECONDS));
        if (reader.isAlive()) {
            pipe.close();
            reader.join();
        }
    }

    private static void stop(Process p) throws InterruptedException {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly().waitFor();
    }

    /** A daemon thread that gives each line of {@code pipe} to {@code each} until the pipe ends. */
    private static Thread reader(InputStream pipe, Consumer<String> each) {
        Thread t = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(pipe, StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) each.accept(line);
            } catch (IOException e) {
                // the JVM is gone, or its pipe was closed; its exit status says the rest
            }
        }, "child-jvm-reader");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** When the current step began. */
    private static final class Clock {
        volatile long stepStart = System.nanoTime();
    }
}
