package serbench.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import serbench.results.Results;

/**
 * Ctrl-C (or a kill) while a run measures: stops the measuring JVM, saves what the last checkpoint did not, and says
 * where the finished results are and how to resume. Closed when measuring ends, since an error ends the run too but
 * is no interruption to resume from.
 */
final class Interruption implements AutoCloseable {
    private final Thread hook;
    private volatile boolean happened;

    Interruption(ForkLauncher launcher, PrintWriter out, Results results, Checkpoint checkpoint, Path outDir) {
        hook = new Thread(() -> {
            happened = true;
            launcher.kill();
            String kept;
            synchronized (results) {
                try {
                    checkpoint.flush(results);
                    kept = "finished results are kept in " + checkpoint.file();
                } catch (IOException e) {
                    kept = "the results of the JVMs since the last save are lost (" + e.getMessage() + "); the rest are kept in "
                        + checkpoint.file();
                }
            }
            out.printf("%nserbench: interrupted; %s%ncontinue with: serbench run --resume %s%n", kept, outDir);
            out.flush();
        });
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** True once the run was interrupted: nothing more is measured or recorded. */
    boolean happened() {
        return happened;
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: the run was interrupted
        }
    }
}
