package serbench.verify;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import serbench.bench.fork.ForkMain;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.own.OwnDatasets;
import serbench.data.own.OwnType;

/**
 * The JVM where the user's own class runs ({@link OwnClassJvm} starts it): {@code OwnClassMain OWN-TYPE-JSON} loads the
 * class, reads its samples and says each data set's id and description; {@code OwnClassMain OWN-TYPE-JSON DATASET
 * CODEC...} then checks each codec's round trip on that data set and says each verdict. Before each part that runs the
 * user's code it says which, so that what ends this JVM (an exit, a hang, running out of memory) can be named.
 */
public final class OwnClassMain {
    /** Starts each of this JVM's lines; the user's own prints go to standard error, which serbench drops. */
    static final String PREFIX = "serbench-own-class: ";
    /** The user's code runs next, in these words: "in its static initializer", "reading --sample FILE into it". */
    static final String STEP = "step ";
    /** A codec's round trip begins. */
    static final String CODEC = "codec ";
    static final String DATASET = "dataset ";
    static final String VERDICT = "verdict ";
    /** The class or a sample was refused, in one line; nothing follows. */
    static final String REFUSED = "refused ";
    /** Everything asked was said. */
    static final String DONE = "done";
    static final ObjectMapper JSON = new ObjectMapper();

    /** A data set as serbench's own JVM knows it ({@link OwnDatasets#standIn}). */
    record Described(String id, String description) {}

    private final PrintStream out;

    private OwnClassMain(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) throws IOException {
        ForkMain.exitWithOrchestrator();
        OwnClassMain main = new OwnClassMain(new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8));
        // neither a line of ours nor half of one: the user's prints
        System.setOut(System.err);
        main.run(JSON.readValue(args[0], OwnType.class), Arrays.asList(args).subList(1, args.length));
        // threads the user's class started must not keep this JVM alive
        Runtime.getRuntime().halt(0);
    }

    private void run(OwnType own, List<String> roundTrips) throws IOException {
        List<Dataset<?>> datasets;
        try {
            datasets = OwnDatasets.load(own, step -> say(STEP + step));
        } catch (IllegalArgumentException e) {
            say(REFUSED + e.getMessage());
            return;
        } catch (Throwable e) {   // the user's Errors too: this JVM exists to report them
            say(REFUSED + "--type " + own.type() + ": loading it or reading a sample threw " + e.toString().lines().findFirst().orElse(""));
            return;
        }
        if (roundTrips.isEmpty()) {
            for (Dataset<?> d : datasets) say(DATASET + JSON.writeValueAsString(new Described(d.id(), d.description())));
        } else {
            Dataset<?> dataset = datasets.stream().filter(d -> d.id().equals(roundTrips.get(0))).findFirst().orElseThrow();
            for (String codec : roundTrips.subList(1, roundTrips.size())) {
                say(CODEC + codec);
                say(VERDICT + JSON.writeValueAsString(check(Codecs.byId(codec).orElseThrow(), dataset)));
            }
        }
        say(DONE);
    }

    /** The codec's verdict: also when the user's code throws an Error, which serbench's own JVM would not catch. */
    private static PoolRoundTrip.Pool check(Codec codec, Dataset<?> dataset) {
        try {
            return PoolRoundTrip.checkPool(codec, dataset);
        } catch (Throwable e) {
            return new PoolRoundTrip.Pool(new Verdict(dataset.id(), codec.id(), Verdict.Status.FAIL, RoundTrip.describe(e), null), null);
        }
    }

    /** One line, whatever it holds: a sample's path may hold a line break. */
    private void say(String line) {
        out.println(PREFIX + line.replaceAll("\\R", " "));
    }
}
