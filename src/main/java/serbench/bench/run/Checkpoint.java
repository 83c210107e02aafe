package serbench.bench.run;

import java.io.IOException;
import java.nio.file.Path;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * Keeps results.json up to date as measuring JVMs end, without letting the saving take the run's time: a save may
 * follow the last one only after fifty times as long as that one took, so saving costs at most 2% of the run, and
 * whatever changed since is saved when the run stops (its end, Ctrl-C or a kill; a {@code kill -9} loses only the
 * JVMs since the last save). Saving after every JVM was fine for a few dozen JVMs, but the whole matrix's file grows
 * to some 20 MB, whose every save took 0.2 s of a CPU the measuring JVMs need: over 1,100 JVMs, two minutes.
 * Callers hold the results' lock.
 */
final class Checkpoint {
    /** A save may follow the last after this many times as long as the last took. */
    private static final long SPACING = 50;
    private final Path file;
    private final long spacing;
    private long nextNanos = System.nanoTime();
    private boolean unsaved;

    Checkpoint(Path file) {
        this(file, SPACING);
    }

    /** @param spacing a save may follow the last after this many times as long as the last took */
    Checkpoint(Path file, long spacing) {
        this.file = file;
        this.spacing = spacing;
    }

    /** The results changed: saved now, unless the last save was too recent. */
    void changed(Results results) throws IOException {
        unsaved = true;
        if (System.nanoTime() - nextNanos >= 0) save(results);
    }

    /** Saves what changed since the last save, if anything did. */
    void flush(Results results) throws IOException {
        if (unsaved) save(results);
    }

    private void save(Results results) throws IOException {
        long start = System.nanoTime();
        ResultsStore.save(results, file);
        long end = System.nanoTime();
        nextNanos = end + spacing * Math.max(1, end - start);
        unsaved = false;
    }

    Path file() {
        return file;
    }
}
