package serbench.bench.run;

import java.io.IOException;
import java.io.PrintWriter;
import serbench.results.Results;

/**
 * Ctrl-C (or a kill) while a run measures: stops the measuring JVM, saves what the last checkpoint did not, writes
 * the reports of what is done where they can already say something (first calls), and says where the finished
 * results are and how to resume. Closed when measuring ends, since an error ends the run too but is no
 * interruption to resume from.
 */
final class Interruption implements AutoCloseable {
    private final Thread hook;
    private volatile boolean happened;

    /**
     * @param resume the command that continues the run
     * @param report writes the reports of what the results hold so far; null where they are written only at the end
     */
    Interruption(ForkLauncher launcher, PrintWriter out, Results results, Checkpoint checkpoint, String resume,
                 BenchRun.Reporter report) {
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
                if (report != null) kept += "; " + reported(report, results);
            }
            out.printf("%nserbench: interrupted; %s%ncontinue with: %s%n", kept, resume);
            out.flush();
        });
        Runtime.getRuntime().addShutdownHook(hook);
    }

    private static String reported(BenchRun.Reporter report, Results results) {
        try {
            java.nio.file.Path written = report.write(results);
            return written == null ? "no report, since nothing was measured yet" : "the report of what is done: " + written;
        } catch (IOException | RuntimeException e) {
            return "no report of what is done (" + e.getMessage() + ")";
        }
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
