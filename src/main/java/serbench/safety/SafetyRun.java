package serbench.safety;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import serbench.ChildJvm;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.results.SafetyCell;
import serbench.verify.RoundTrips;
import serbench.verify.Verdict;

/**
 * The safety matrix: every attack on every (codec, data set), each pair in a JVM of its own with a small
 * heap and a time limit. When that JVM dies or is killed, the trial it was running counts as a crash or a
 * hang, and a new JVM goes on with the remaining attacks.
 */
public final class SafetyRun {
    static final String HEAP = "-Xmx256m";
    static final long PAIR_SECONDS = 120;
    /** Trials per byte-level attack and the mutations' seed, unless asked otherwise: `safety` and `run --safety` alike. */
    public static final int DEFAULT_TRIALS = 100;
    public static final long DEFAULT_SEED = 1;

    private SafetyRun() {}

    /**
     * @param jvmOptions options every safety JVM adds: a run's class data archive ({@code -XX:SharedArchiveFile}), which
     *                   maps the classes a JVM of serbench loads at start instead of loading them (some 0.2 s a JVM)
     */
    public static List<SafetyCell> run(List<Codec> codecs, List<Dataset<?>> datasets, List<Attack> attacks, int trials,
                                       long seed, List<String> jvmOptions, Consumer<String> progress)
            throws IOException, InterruptedException {
        // every round trip first, a data set's at once: the user's own class's run in a JVM of their own
        List<List<Verdict>> verdicts = new ArrayList<>();
        for (Dataset<?> dataset : datasets) verdicts.add(RoundTrips.check(codecs, dataset));
        List<SafetyCell> cells = new ArrayList<>();
        for (int c = 0; c < codecs.size(); c++) {
            Codec codec = codecs.get(c);
            for (int d = 0; d < datasets.size(); d++) {
                Dataset<?> dataset = datasets.get(d);
                Verdict v = verdicts.get(d).get(c);
                if (!v.passed()) {
                    String why = (v.status() == Verdict.Status.UNSUPPORTED ? "unsupported: " : "fails its round trip: ") + v.reason();
                    for (Attack a : attacks) cells.add(new SafetyCell(codec.id(), dataset.id(), a.id(), 0, Map.of(), why));
                    continue;
                }
                cells.addAll(pair(codec.id(), dataset.id(), attacks, trials, seed, jvmOptions));
                progress.accept(codec.id() + " x " + dataset.id());
            }
        }
        return cells;
    }

    private static List<SafetyCell> pair(String codec, String dataset, List<Attack> attacks, int trials, long seed,
                                         List<String> jvmOptions) throws IOException, InterruptedException {
        Map<Attack, Tally> tallies = new LinkedHashMap<>();
        for (Attack a : attacks) tallies.put(a, new Tally());
        List<Attack> left = new ArrayList<>(attacks);
        while (!left.isEmpty()) {
            Attack running = child(codec, dataset, left, trials, seed, jvmOptions, tallies);
            if (running == null) break;
            // the JVM died or was killed during this attack: what it was decoding took it down
            left = new ArrayList<>(left.subList(left.indexOf(running) + 1, left.size()));
        }
        List<SafetyCell> cells = new ArrayList<>();
        tallies.forEach((a, t) -> cells.add(new SafetyCell(codec, dataset, a.id(), t.trials(), t.outcomes, t.note)));
        return cells;
    }

    /** Runs one safety JVM; returns the attack it was in when it died or was killed, null when it finished. */
    private static Attack child(String codec, String dataset, List<Attack> attacks, int trials, long seed, List<String> jvmOptions,
                                Map<Attack, Tally> tallies) throws IOException, InterruptedException {
        List<String> options = new ArrayList<>(List.of(HEAP));
        options.addAll(jvmOptions);
        options.addAll(Codecs.jvmOptions(List.of(codec)));   // its row's: a library's JVM-wide switch
        // the user's own data sets, which the safety JVM finds by id like the built-in ones
        options.addAll(Datasets.ownOption(dataset));
        List<String> args = new ArrayList<>(List.of(codec, dataset, String.valueOf(trials), String.valueOf(seed)));
        attacks.forEach(a -> args.add(a.id()));
        Attack[] current = {null};
        ChildJvm.Ending end = ChildJvm.run(options, SafetyMain.class, args, Duration.ofSeconds(PAIR_SECONDS), line -> {
            read(line, tallies, current);
            return false;   // the limit is the JVM's, whatever it does
        });
        if (Integer.valueOf(0).equals(end.status())) return null;
        Attack dead = current[0] == null ? attacks.get(0) : current[0];
        Tally t = tallies.get(dead);
        t.add(end.stopped() ? Outcome.HANG : Outcome.CRASH);
        t.note = end.stopped() ? "the safety JVM was still decoding after " + PAIR_SECONDS + " s and was killed"
            : "the safety JVM died (exit status " + end.status() + ")";
        return dead;
    }

    /** One line of the safety JVM: an attack started, an attack not applicable, or a trial's outcome. */
    private static void read(String line, Map<Attack, Tally> tallies, Attack[] current) {
        String[] parts = line.split(" ", 3);
        try {
            if (parts[0].equals("start")) {
                current[0] = Attack.byId(parts[1]);
            } else if (parts[0].equals("na")) {
                tallies.get(Attack.byId(parts[1])).note = parts.length > 2 ? parts[2] : "n/a";
            } else if (parts.length == 2) {
                tallies.get(Attack.byId(parts[0])).add(Outcome.valueOf(parts[1].toUpperCase(java.util.Locale.ROOT)));
            }
        } catch (IllegalArgumentException notOurs) {
            // a library's own output (a warning): not an event
        }
    }

    /** One attack's counts. */
    private static final class Tally {
        final Map<String, Integer> outcomes = new LinkedHashMap<>();
        String note;

        void add(Outcome o) {
            outcomes.merge(o.id(), 1, Integer::sum);
        }

        int trials() {
            return outcomes.values().stream().mapToInt(Integer::intValue).sum();
        }
    }
}
