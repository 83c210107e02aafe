package serbench.verify;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import serbench.ChildJvm;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.own.OwnDatasets;
import serbench.data.own.OwnType;

/**
 * Every line of the user's own class (its static initializer, its constructors, every round trip) runs in a JVM of its
 * own ({@link OwnClassMain}), never in serbench's: there its {@code System.exit}, its Errors, its hangs and its appetite
 * for memory end that JVM only, and become one line about the class. serbench's own JVM knows its data sets by id and
 * description alone ({@link OwnDatasets#standIn}).
 */
public final class OwnClassJvm {
    /**
     * How long each step may take: loading the class, reading a sample into it, one codec's round trip (its first call,
     * the codec's own start included). Package-private so that a test can shorten it.
     */
    static Duration limit = Duration.ofSeconds(60);
    /** The measuring JVMs' heap, so a class that fits there fits here; a JVM that runs out of it ends at once, saying so. */
    private static final List<String> OPTIONS = List.of("-Xmx1g", "-XX:+ExitOnOutOfMemoryError");
    private static final String OUT_OF_MEMORY = "Terminating due to java.lang.OutOfMemoryError";   // HotSpot's words then
    private static final String IN_ROUND_TRIP = "in the round trip";

    private OwnClassJvm() {}

    /**
     * Loads the class and reads its samples in a JVM of its own, and makes its data sets known here by id.
     *
     * @throws IllegalArgumentException in one line naming the class, when it or a sample is refused, or its code ended
     *                                  that JVM, did not finish within the time limit or ran out of memory
     */
    public static List<Dataset<?>> load(OwnType own) {
        Child child = Child.run(own, List.of(), List.of());
        if (child.refused != null) throw new IllegalArgumentException(child.refused);
        if (!child.done) throw new IllegalArgumentException("--type " + own.type() + ": " + child.what());
        return Datasets.addOwn(own, child.datasets.stream()
            .<Dataset<?>>map(d -> OwnDatasets.standIn(d.id(), d.description())).toList());
    }

    /**
     * Each codec's pool verdict on the data set {@code dataset} of {@code own}: all of them in one JVM (started with
     * {@code options}, the codecs' own: {@link Codec#jvmOptions}), and after a JVM that ended in a round trip, that
     * codec's failure and a new JVM for those left.
     */
    static List<PoolRoundTrip.Pool> roundTrips(List<Codec> codecs, String dataset, OwnType own, List<String> options) {
        List<PoolRoundTrip.Pool> pools = new ArrayList<>();
        while (pools.size() < codecs.size()) {
            List<Codec> left = codecs.subList(pools.size(), codecs.size());
            List<String> args = new ArrayList<>(List.of(dataset));
            left.forEach(c -> args.add(c.id()));
            Child child = Child.run(own, args, options);
            pools.addAll(child.pools);
            if (child.pools.size() == left.size()) break;
            String reason = child.refused != null ? child.refused : own.type() + " " + child.what();
            // the codec in its round trip fails; every one left when the class or a sample was not even loaded
            int failed = child.roundTrips ? 1 : left.size() - child.pools.size();
            for (Codec c : left.subList(child.pools.size(), child.pools.size() + failed)) {
                pools.add(new PoolRoundTrip.Pool(new Verdict(dataset, c.id(), Verdict.Status.FAIL, reason, null), null));
            }
        }
        return pools;
    }

    /** One JVM of the user's class, and what it said. */
    private static final class Child {
        final List<OwnClassMain.Described> datasets = new ArrayList<>();
        final List<PoolRoundTrip.Pool> pools = new ArrayList<>();
        String refused;
        boolean done;
        boolean roundTrips;
        boolean outOfMemory;
        /** What the user's code was doing, in words ("in its static initializer"); null before it ran. */
        String step;
        ChildJvm.Ending ending;

        static Child run(OwnType own, List<String> roundTrips, List<String> codecOptions) {
            Child child = new Child();
            try {
                List<String> args = new ArrayList<>(List.of(OwnClassMain.JSON.writeValueAsString(own)));
                args.addAll(roundTrips);
                List<String> options = new ArrayList<>(OPTIONS);
                options.addAll(codecOptions);
                child.ending = ChildJvm.run(options, OwnClassMain.class, args, limit, child::line);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalArgumentException("--type " + own.type() + ": interrupted while it ran");
            }
            return child;
        }

        /** "exited with status 42 in its static initializer", "did not finish within 60 s in the round trip". */
        String what() {
            return (outOfMemory ? "ran out of memory (a 1 GiB heap)" : ending.describe()) + (step == null ? "" : " " + step);
        }

        /** Takes one line of the JVM; true when the user's code begins a new step. */
        boolean line(String line) {
            if (line.startsWith(OUT_OF_MEMORY)) outOfMemory = true;
            if (!line.startsWith(OwnClassMain.PREFIX)) return false;
            String said = line.substring(OwnClassMain.PREFIX.length());
            if (said.startsWith(OwnClassMain.STEP)) {
                step = said.substring(OwnClassMain.STEP.length());
                return true;
            }
            if (said.startsWith(OwnClassMain.CODEC)) {
                roundTrips = true;
                step = IN_ROUND_TRIP;
                return true;
            }
            try {
                if (said.startsWith(OwnClassMain.DATASET)) {
                    datasets.add(OwnClassMain.JSON.readValue(said.substring(OwnClassMain.DATASET.length()), OwnClassMain.Described.class));
                } else if (said.startsWith(OwnClassMain.VERDICT)) {
                    pools.add(OwnClassMain.JSON.readValue(said.substring(OwnClassMain.VERDICT.length()), PoolRoundTrip.Pool.class));
                } else if (said.startsWith(OwnClassMain.REFUSED)) {
                    refused = said.substring(OwnClassMain.REFUSED.length());
                } else if (said.equals(OwnClassMain.DONE)) {
                    done = true;
                }
            } catch (JsonProcessingException notOurs) {
                // the user's code printing as if it were this JVM: not a line of it
            }
            return false;
        }
    }
}
