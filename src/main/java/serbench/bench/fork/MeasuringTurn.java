package serbench.bench.fork;

import java.io.IOException;
import java.util.Locale;

/**
 * A measuring JVM whose warm-up ran beside another JVM's waits here for its turn to measure, so that nothing of
 * serbench's runs while it measures (docs/method.md, "Warm-ups side by side"). It says on its output that it is warm,
 * then blocks reading its input until serbench, which starts it, writes a line: by then every other measuring JVM
 * is either waiting likewise or gone.
 */
public final class MeasuringTurn {
    /** The system property that makes a measuring JVM wait for its turn. */
    public static final String PROPERTY = "serbench.turns";
    /** The line a warm JVM prints, alone on its line, when it starts waiting. */
    public static final String WARM = "# serbench: warm, waiting for its turn to measure";

    private MeasuringTurn() {}

    /**
     * The line a JVM that took turns prints once it has written what it measured. It then waits until serbench starts
     * the next JVMs before it ends: the memory it frees is then theirs at once. On a virtual machine, memory left free
     * for a second or two goes back to the host, and a JVM that touches its 1 GiB heap there took 1.6 to 4.7 s to
     * start instead of 0.1 s (virtio-balloon's free page reporting, on this project's machine).
     */
    public static final String MEASURED = "# serbench: measured, ending when the next measuring JVMs start";

    /** Waits for the turn when this JVM was started to take turns; a line for the log, or null when it was not. */
    static String await() throws IOException {
        if (!Boolean.getBoolean(PROPERTY)) return null;
        long start = System.nanoTime();
        // no line: serbench is gone (its end closed this pipe), and ForkMain's watch on it ends this JVM too
        if (!said(WARM)) Runtime.getRuntime().halt(ForkMain.ORCHESTRATOR_GONE);
        return String.format(Locale.ROOT, "measuring alone from here (waited %d ms for its turn)",
            (System.nanoTime() - start) / 1_000_000);
    }

    /** When this JVM took turns, says it has measured and waits until serbench lets it end. */
    static void linger() throws IOException {
        if (Boolean.getBoolean(PROPERTY)) said(MEASURED);
    }

    /** Prints {@code line} and waits for a line from serbench; false when its input ended instead. */
    private static boolean said(String line) throws IOException {
        System.out.println(line);
        System.out.flush();
        int read;
        do {
            read = System.in.read();
        } while (read != '\n' && read != -1);
        return read != -1;
    }
}
