package serbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import serbench.bench.JvmProbe;
import serbench.bench.Profile;

/** The rules a new run's --profile, --threads and --jvm must meet; each broken one throws, saying what is wrong. */
final class RunRequestChecks {
    private static final int CORES = Runtime.getRuntime().availableProcessors();
    /** Past a few threads per core a benchmark measures the scheduler; far past it, it fills the process table. */
    static final int MAX_THREADS = 4 * CORES;

    private RunRequestChecks() {}

    static Profile profile(String id) {
        try {
            return Profile.byId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("invalid profile '" + id + "'; valid: smoke, quick, full");
        }
    }

    /** The thread counts, each once, in the order given. */
    static List<Integer> threads(List<Integer> threads) {
        for (int t : threads) {
            if (t < 1) throw new IllegalArgumentException("--threads must be positive, got " + t);
            if (t > MAX_THREADS) {
                throw new IllegalArgumentException("--threads " + t + " is more than this machine can measure: at most "
                    + MAX_THREADS + " (4 per core, " + CORES + " cores)");
            }
        }
        return List.copyOf(new LinkedHashSet<>(threads));
    }

    /**
     * Measuring JVMs at once: each has a CPU of its own, so at most as many as this process may use, and each measures
     * one thread (a JVM of several threads pinned to one CPU would measure the scheduler).
     */
    static int lanes(int lanes, List<Integer> threads) {
        if (lanes < 1) throw new IllegalArgumentException("--lanes must be positive, got " + lanes);
        if (lanes > CORES) {
            throw new IllegalArgumentException("--lanes " + lanes + " needs a CPU per lane; this process may use " + CORES);
        }
        if (lanes > 1 && threads.stream().anyMatch(t -> t > 1)) {
            throw new IllegalArgumentException("--lanes " + lanes + " pins each measuring JVM to one CPU; measure --threads "
                + "above 1 with --lanes 1");
        }
        return lanes;
    }

    /** The java executables of the --jvm options, one JDK named two ways once; the running one without any. */
    static List<Path> javas(List<String> jvms) {
        List<Path> javas = new ArrayList<>();
        if (jvms == null || jvms.isEmpty()) javas.add(JvmProbe.current());
        else for (String j : jvms) {
            Path java = JvmProbe.executable(j);
            if (!javas.contains(java)) javas.add(java);
        }
        javas.forEach(JvmProbe::requireSupported);
        return javas;
    }
}
