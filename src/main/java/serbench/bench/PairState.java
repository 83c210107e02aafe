package serbench.bench;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * One thread's codec bound to one data set, with its inputs prepared outside the timed code. The
 * round trip is checked again here, in the measuring JVM, since another JDK may behave differently.
 */
@State(Scope.Thread)
public class PairState {
    private static final Map<String, Verdict> CHECKED = new ConcurrentHashMap<>();

    @Param("protobuf") public String codec;
    @Param("user") public String dataset;

    Binding<Object, Object> binding;
    Object model;
    Object value;
    byte[] bytes;

    @Setup(Level.Trial)
    @SuppressWarnings("unchecked")
    public void setUp() throws Exception {
        Codec c = Codecs.byId(codec).orElseThrow(() -> new IllegalArgumentException("unknown codec " + codec));
        Dataset<Object> d = (Dataset<Object>) Datasets.byId(dataset)
            .orElseThrow(() -> new IllegalArgumentException("unknown data set " + dataset));
        // JMH sets the state up for every op and slice; the round trip needs checking once per JVM
        Verdict verdict = CHECKED.computeIfAbsent(codec + "/" + dataset, k -> RoundTrip.check(c, d));
        if (!verdict.passed()) throw new IllegalStateException(codec + " x " + dataset + ": " + verdict.reason());
        binding = (Binding<Object, Object>) c.bind(d);
        model = d.build();
        value = binding.build(model);
        bytes = binding.encode(value);
    }

    /** Outside the timed code: was the machine calm just before this iteration (serbench's own JVMs only)? */
    @Setup(Level.Iteration)
    public void probeMachine() {
        Canary.probe();
        GcMeter.start();
    }

    /** Outside the timed code: what the iteration allocated and collected. */
    @TearDown(Level.Iteration)
    public void readAllocation() {
        GcMeter.stop();
    }
}
