package serbench.platform;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import serbench.ChildJvm;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.results.PlatformCell;

/**
 * The platform matrix: every codec's round trip on every data set, on each JDK, with its defaults and with each door
 * the JDK is closing shut ({@link Mode}), in a JVM of its own per codec, JDK and mode: the JDK prints each warning once
 * per JVM, so a JVM shared by two codecs would name only the first to trip it, and a static initialiser that failed
 * would fail every codec after it.
 */
public final class PlatformRun {
    /** A JVM's limit per data set: a round trip takes a second or two; a JVM stuck on one is stopped. */
    static final Duration STEP = Duration.ofSeconds(120);

    private PlatformRun() {}

    /**
     * The cells, codec by codec, then JDK by JDK, then mode by mode; {@code progress} hears of each JVM as it ends. The
     * JVMs run as many at once as this process has CPUs: they time nothing, and one at a time the matrix of every codec
     * on two JDKs took some eight minutes on this project's 2-CPU machine.
     */
    public static List<PlatformCell> run(List<Codec> codecs, List<Dataset<?>> datasets, List<Jdks.Jdk> jdks, Consumer<String> progress)
            throws IOException, InterruptedException {
        return run(codecs, datasets, jdks, List.of(Mode.values()), progress);
    }

    /** The cells of {@code modes} only. */
    static List<PlatformCell> run(List<Codec> codecs, List<Dataset<?>> datasets, List<Jdks.Jdk> jdks, List<Mode> modes,
                                  Consumer<String> progress) throws IOException, InterruptedException {
        List<String> ids = datasets.stream().map(Dataset::id).toList();
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            List<Future<List<PlatformCell>>> jvms = new ArrayList<>();
            for (Codec codec : codecs) {
                for (Jdks.Jdk jdk : jdks) {
                    for (Mode mode : modes) jvms.add(pool.submit(() -> cells(codec, jdk, mode, ids, progress)));
                }
            }
            List<PlatformCell> cells = new ArrayList<>();
            for (Future<List<PlatformCell>> jvm : jvms) cells.addAll(outcome(jvm));
            return cells;
        } finally {
            pool.shutdownNow();   // interrupted: each JVM still running is stopped by its thread (ChildJvm)
            pool.awaitTermination(1, TimeUnit.MINUTES);
        }
    }

    /** One codec's cells on one JDK in one mode: a JVM's, or "n/a" where the mode does not apply. */
    private static List<PlatformCell> cells(Codec codec, Jdks.Jdk jdk, Mode mode, List<String> ids, Consumer<String> progress)
            throws IOException, InterruptedException {
        String library = codec.library().name();
        if (!mode.appliesTo(jdk.major(), library)) {
            return ids.stream().map(d -> new PlatformCell(codec.id(), d, jdk.version(), mode.id(), PlatformCell.NOT_APPLICABLE,
                mode.notApplicable(jdk.major(), library), null)).toList();
        }
        List<PlatformCell> jvm = child(codec.id(), jdk, mode, options(codec, mode, library), ids);
        synchronized (progress) {
            progress.accept(codec.id() + " on JDK " + jdk.version() + ", " + mode.id() + ": " + summary(jvm));
        }
        return jvm;
    }

    private static List<PlatformCell> outcome(Future<List<PlatformCell>> jvm) throws IOException, InterruptedException {
        try {
            return jvm.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) throw io;
            if (e.getCause() instanceof InterruptedException ie) throw ie;
            if (e.getCause() instanceof RuntimeException re) throw re;
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * One JVM: the codec on every data set, on {@code jdk} in {@code mode} with its {@code options}; a way out that
     * passed says which options it took.
     */
    private static List<PlatformCell> child(String codec, Jdks.Jdk jdk, Mode mode, List<String> options, List<String> datasets)
            throws IOException, InterruptedException {
        List<String> out = Collections.synchronizedList(new ArrayList<>()), err = Collections.synchronizedList(new ArrayList<>());
        List<String> args = new ArrayList<>(List.of(codec));
        args.addAll(datasets);
        ChildJvm.Ending end = ChildJvm.run(jdk.java(), options, PlatformMain.class, args, STEP, line -> {
            out.add(line);
            return true;   // each data set has the whole limit
        }, err::add);
        List<PlatformCell> cells = ChildReport.cells(codec, jdk.version(), mode, datasets, List.copyOf(out), List.copyOf(err), end);
        if (mode != Mode.UNSAFE_DENIED_WAY_OUT) return cells;
        String with = "with " + String.join(" ", options.subList(1, options.size()));
        return cells.stream().map(c -> c.message() != null ? c : new PlatformCell(c.codec(), c.dataset(), c.jdk(), c.mode(),
            c.outcome(), with, c.warnings())).toList();
    }

    /** The mode's options, then those of the codec's row ({@link Codec#jvmOptions}): every JVM that runs it gets them. */
    private static List<String> options(Codec codec, Mode mode, String library) {
        List<String> options = new ArrayList<>(mode.options(library));
        codec.jvmOptions().stream().filter(o -> !options.contains(o)).forEach(options::add);
        return options;
    }

    /** "pass", "warns", "unsupported" or "fails on 2 of 16 data sets", for the progress line. */
    private static String summary(List<PlatformCell> jvm) {
        long failed = jvm.stream().filter(c -> c.outcome().equals(PlatformCell.FAILS)).count();
        if (failed > 0) return "fails on " + failed + " of " + jvm.size() + " data sets";
        if (jvm.stream().allMatch(c -> c.outcome().equals(PlatformCell.UNSUPPORTED))) return PlatformCell.UNSUPPORTED;
        return jvm.stream().anyMatch(c -> c.outcome().equals(PlatformCell.WARNS)) ? PlatformCell.WARNS : PlatformCell.PASS;
    }
}
