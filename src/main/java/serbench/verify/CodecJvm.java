package serbench.verify;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import serbench.ChildJvm;
import serbench.bench.fork.ForkMain;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.scale.SizeAxis;

/**
 * The round trips of codecs whose row needs JVM options ({@link Codec#jvmOptions}, a library's JVM-wide switch that
 * serbench's own JVM was not started with), in a JVM started with them: {@code CodecJvm SEED DATASET CODEC...} says
 * each codec's pool verdict on a line of its own. A verdict checked in serbench's own JVM would be the library's other
 * path.
 */
public final class CodecJvm {
    /** One codec's round trips, its first call included; a JVM stuck longer on one is stopped. */
    private static final Duration STEP = Duration.ofSeconds(120);
    private static final String PREFIX = "serbench-codec-jvm: ";

    private CodecJvm() {}

    /** Each codec's pool verdict on {@code dataset}, in their order, from one JVM started with {@code options}. */
    static List<PoolRoundTrip.Pool> roundTrips(List<Codec> codecs, Dataset<?> dataset, List<String> options) {
        List<String> args = new ArrayList<>(List.of(String.valueOf(SizeAxis.seed()), dataset.id()));
        codecs.forEach(c -> args.add(c.id()));
        List<PoolRoundTrip.Pool> pools = new ArrayList<>();
        ChildJvm.Ending end = said(options, CodecJvm.class, args, PoolRoundTrip.Pool.class, pools);
        // a codec whose round trip ended its JVM fails, and so do those after it: the JVM said nothing of them
        for (Codec c : codecs.subList(pools.size(), codecs.size())) {
            pools.add(new PoolRoundTrip.Pool(new Verdict(dataset.id(), c.id(), Verdict.Status.FAIL,
                "its JVM (" + String.join(" ", options) + ") " + end.describe() + " before its round trip ended", null), null));
        }
        return pools;
    }

    /**
     * Runs {@code main} with {@code args} in a JVM started with {@code options}, and adds to {@code said} each value of
     * {@code type} that it printed with {@link #say}, a step each; how the JVM ended.
     */
    static <T> ChildJvm.Ending said(List<String> options, Class<?> main, List<String> args, Class<T> type, List<T> said) {
        try {
            return ChildJvm.run(options, main, args, STEP, line -> {
                if (!line.startsWith(PREFIX)) return false;
                try {
                    said.add(OwnClassMain.JSON.readValue(line.substring(PREFIX.length()), type));
                } catch (JsonProcessingException e) {
                    throw new UncheckedIOException(e);
                }
                return true;
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted in " + main.getSimpleName() + " " + args, e);
        }
    }

    /** Prints {@code value} on a line of its own for {@link #said} to read, on the JVM's standard output. */
    static void say(PrintStream out, Object value) throws IOException {
        out.println(PREFIX + OwnClassMain.JSON.writeValueAsString(value));
    }

    /** The JVM's own standard output, for {@link #say}. */
    static PrintStream stdout() {
        return new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws IOException {
        ForkMain.exitWithOrchestrator();
        PrintStream out = stdout();
        SizeAxis.useSeed(Long.parseLong(args[0]));
        Dataset<?> dataset = Datasets.byId(args[1]).orElseThrow();
        for (int i = 2; i < args.length; i++) {
            say(out, PoolRoundTrip.checkPool(Codecs.byId(args[i]).orElseThrow(), dataset));
        }
        // a library's threads may still run: this JVM's work is done
        System.exit(0);
    }
}
