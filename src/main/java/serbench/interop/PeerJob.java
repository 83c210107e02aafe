package serbench.interop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * A job folder and the peer working in it, neither of which may outlive serbench: closed, both are gone, and when
 * serbench is stopped (Ctrl-C, a kill) a shutdown hook stops the peer, with all it started (a Python environment's
 * build), and removes the folder. A {@code kill -9} runs no hook: the peer watches serbench's pid itself
 * ({@link #SERBENCH_PID}) and ends, removing the folder.
 */
final class PeerJob implements AutoCloseable {
    /** The environment variable that gives a peer serbench's pid, to end with it. */
    static final String SERBENCH_PID = "SERBENCH_PID";
    /** How long a stopped peer may take to end before it is killed. */
    private static final long GRACE_SECONDS = 5;

    private final Path dir;
    private final Thread hook;
    private Process peer;
    private volatile boolean stopping;

    private PeerJob(Path dir) {
        this.dir = dir;
        this.hook = new Thread(() -> {
            stopping = true;
            end();
        }, "interop-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    static PeerJob create() throws IOException {
        return new PeerJob(Files.createTempDirectory("serbench-interop"));
    }

    Path dir() {
        return dir;
    }

    /** Starts a peer in the folder: the one the hook stops. */
    synchronized Process start(ProcessBuilder peerCommand) throws IOException {
        peerCommand.environment().put(SERBENCH_PID, Long.toString(ProcessHandle.current().pid()));
        peer = peerCommand.start();
        return peer;
    }

    /** @throws InterruptedException when serbench is stopping: the peer's end is no failure of the peer */
    void requireRunning() throws InterruptedException {
        if (stopping) throw new InterruptedException("interrupted: the other language's peer was stopped, its job folder removed");
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs (or ran) end() itself
        }
        end();
    }

    private synchronized void end() {
        if (peer != null) stop(peer);
        peer = null;
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (java.nio.file.NoSuchFileException gone) {
            // removed already
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Stops a peer and every process it started, politely first (a TERM lets a build remove its half-made folder). */
    static void stop(Process p) {
        List<ProcessHandle> all = Stream.concat(p.descendants(), Stream.of(p.toHandle())).toList();
        all.forEach(ProcessHandle::destroy);
        try {
            CompletableFuture.allOf(all.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new))
                .get(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            all.forEach(ProcessHandle::destroyForcibly);
        } catch (ExecutionException | TimeoutException notInTime) {
            all.forEach(ProcessHandle::destroyForcibly);
        }
    }
}
