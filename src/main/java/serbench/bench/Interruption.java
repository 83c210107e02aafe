package serbench.bench;

import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Ctrl-C (or a kill) while a run measures: stops the measuring JVM and says where the finished results are and how
 * to resume. Closed when measuring ends, since an error ends the run too but is no interruption to resume from.
 */
final class Interruption implements AutoCloseable {
    private final Thread hook;
    private volatile boolean happened;

    Interruption(ForkLauncher launcher, PrintWriter out, Path file, Path outDir) {
        hook = new Thread(() -> {
            happened = true;
            launcher.kill();
            out.printf("%nserbench: interrupted; finished results are kept in %s%ncontinue with: serbench run --resume %s%n",
                file, outDir);
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
