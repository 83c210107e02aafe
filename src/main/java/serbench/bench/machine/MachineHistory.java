package serbench.bench.machine;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.commons.statistics.descriptive.Median;
import serbench.results.Environment;
import serbench.results.Results;

/**
 * What earlier runs on this machine came to, beside the machine check's reading before each. The check reads two
 * seconds; the figures feel the host over minutes (a JVM and its neighbours in time off their figures alike), and on
 * this project's machine its reading did not foretell them: 1.8 to 15.4% before runs of 16 codecs whose figures were
 * at ±2.5 to ±5.6%, in no order (ten runs, 2026-12-07). So the check learns from the runs: a finished run keeps its
 * reading, its JVMs' spread and its precision here, and the next check says what the runs after the nearest readings
 * came to, and warns only when most of those were too noisy to compare.
 */
public final class MachineHistory {
    /** One finished run: when, on what machine, the check's reading, the JVMs' spread and the figures' precision. */
    public record Entry(String at, String machine, double checkPercent, double jvmSpreadPercent, double medianErrorPercent,
                        int precise, int figures) {
        /** As {@code Results.Precision#enough}: at least 95% of the figures within ±10%. */
        boolean enough() {
            return precise >= 0.95 * figures;
        }
    }

    /** What the runs after the nearest readings came to. */
    public record Foretold(int runs, double lowReading, double highReading, double medianErrorPercent,
                           double jvmSpreadPercent, int tooNoisy) {
        /** Most of them too noisy to compare: the check's warning. */
        public boolean warns() {
            return 2 * tooNoisy > runs;
        }

        public String describe() {
            return String.format(Locale.ROOT, "the %d earlier runs here after the nearest readings (%.1f to %.1f%%) had their"
                + " figures at ±%.1f%% at the median and their JVMs %.1f%% apart%s", runs, lowReading, highReading,
                medianErrorPercent, jvmSpreadPercent, tooNoisy == 0 ? "" : String.format(Locale.ROOT,
                    "; %d of them were too noisy to compare", tooNoisy));
        }
    }

    /** Where the tests keep their own history, so that no test reads or writes the user's. */
    public static final String FILE_PROPERTY = "serbench.machineHistory";
    static final int KEPT = 200;
    static final int NEAREST = 5;
    static final int ENOUGH = 3;
    /** A machine's host changes over weeks (its neighbours, its placement): older runs say little of today. */
    static final Duration RECENT = Duration.ofDays(30);
    private static final ObjectMapper JSON = new ObjectMapper();

    private MachineHistory() {}

    /** The user's history file: {@code $XDG_STATE_HOME/serbench}, or {@code ~/.local/state/serbench}. */
    public static Path file() {
        String pinned = System.getProperty(FILE_PROPERTY);
        if (pinned != null) return Path.of(pinned);
        String state = System.getenv("XDG_STATE_HOME");
        Path base = state != null && !state.isBlank() ? Path.of(state) : Path.of(System.getProperty("user.home"), ".local", "state");
        return base.resolve("serbench").resolve("machine-history.json");
    }

    /** The runs kept in {@code file}; none when it is missing or unreadable, which never stops a run. */
    public static List<Entry> read(Path file) {
        try {
            return Files.exists(file) ? JSON.readValue(file.toFile(), new TypeReference<List<Entry>>() {}) : List.of();
        } catch (IOException unreadable) {
            return List.of();
        }
    }

    /** Adds a finished run, keeping the latest {@link #KEPT}, written whole to a temporary file and moved in place. */
    public static void add(Path file, Entry entry) throws IOException {
        List<Entry> all = new ArrayList<>(read(file));
        all.add(entry);
        List<Entry> kept = all.subList(Math.max(0, all.size() - KEPT), all.size());
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), "machine-history", ".tmp");
        try {
            JSON.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), kept);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Keeps a finished run's outcome where there is one to learn from: a comparable run of one machine, its check made
     * before measuring, its figures' precision and their JVMs' spread. Returns why the history could not be written,
     * or null: losing it costs the next check its forecast, never the run.
     */
    public static String keep(Results r) {
        Environment e = r.environment;
        Results.Precision p = r.precision();
        if (!r.comparable() || !e.complete || e.machines != null || e.machineCheck == null || e.jvmSpreadPercent == null
            || p == null) return null;
        try {
            add(file(), new Entry(Instant.now().toString(), Machine.key(), e.machineCheck.spreadPercent(), e.jvmSpreadPercent,
                Math.round(p.medianErrorPercent() * 10) / 10.0, p.precise(), p.figures()));
            return null;
        } catch (IOException | RuntimeException failed) {
            return "could not keep this run in the machine's history (" + file() + "): " + failed.getMessage();
        }
    }

    /**
     * What the recent runs on {@code machine} after the {@link #NEAREST} readings nearest {@code reading} came to; null
     * with fewer than {@link #ENOUGH} recent runs there, when the history has nothing to say.
     */
    public static Foretold foretell(List<Entry> history, String machine, double reading, Instant now) {
        List<Entry> near = history.stream()
            .filter(e -> e.machine().equals(machine) && Instant.parse(e.at()).isAfter(now.minus(RECENT)))
            .sorted(Comparator.comparingDouble(e -> Math.abs(e.checkPercent() - reading)))
            .limit(NEAREST).toList();
        if (near.size() < ENOUGH) return null;
        return new Foretold(near.size(),
            near.stream().mapToDouble(Entry::checkPercent).min().orElseThrow(),
            near.stream().mapToDouble(Entry::checkPercent).max().orElseThrow(),
            Median.withDefaults().evaluate(near.stream().mapToDouble(Entry::medianErrorPercent).toArray()),
            Median.withDefaults().evaluate(near.stream().mapToDouble(Entry::jvmSpreadPercent).toArray()),
            (int) near.stream().filter(e -> !e.enough()).count());
    }
}
