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
