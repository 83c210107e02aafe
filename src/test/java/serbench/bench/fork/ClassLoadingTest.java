package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;
import serbench.bench.machine.MeasuringJvm;
import serbench.bench.run.ForkLauncher;
import serbench.bench.run.Lanes;
import serbench.codec.Codec;
import serbench.codec.Codecs;

/**
 * No codec loads a class while it is measured: bound once per JVM and thread, a warmed-up codec runs code it has
 * already loaded, as in a service. A codec bound anew for every run (ActiveJ defined a serializer class per binding)
 * would load classes in every slice.
 */
class ClassLoadingTest {
    /** A class defined anew, by a loader of its own, from the bytes of this test's own class. */
    private static Class<?> defineAgain() throws Exception {
        byte[] bytes;
        try (InputStream in = ClassLoadingTest.class.getResourceAsStream("ClassLoadingTest.class")) {
            bytes = in.readAllBytes();
        }
        return new ClassLoader(null) {
            Class<?> define() {
                return defineClass(ClassLoadingTest.class.getName(), bytes, 0, bytes.length);
            }
        }.define();
    }

    @Test
    void theMeterCountsAClassLoadedDuringAnIteration() throws Exception {
        IterationMeter.enable(true);
        IterationMeter.start();
        IterationMeter.stop();
        IterationMeter.start();
        defineAgain();
        IterationMeter.stop();
        List<IterationMeter.Reading> readings = IterationMeter.drain();
        IterationMeter.enable(false);
        assertEquals(0, readings.get(0).classes());
        assertTrue(readings.get(1).classes() >= 1, "classes loaded: " + readings.get(1).classes());
    }

    /**
     * The rows whose point is to generate classes in every call: fastjson2-nocache, fastjson2 without its caches (its
     * own suite's NoneCache case), makes new writer and reader providers per call, which generate the model's classes
     * again. They load classes in every op, and this test shows that they do.
     */
    private static final Set<String> PER_CALL = Set.of("fastjson2-nocache");

    /** Two measuring JVMs at once: nothing is timed here, and JMH's lock would let only one run. */
    private static final Lanes.Lane SIDE_BY_SIDE = new Lanes.Lane(0, List.of(), List.of("-Djmh.ignoreLock=true"), null);

    /**
     * Every codec on media, each in a measuring JVM of its own (quick: its whole warm-up, two JVMs at a time): 0 classes
     * while measured. (smoke's warm-up of 0.3 s is too short: a codec's rarer paths, and JMH's own, still load classes in
     * its one slice.)
     */
    @Test
    void noCodecLoadsAClassWhileItIsMeasured(@TempDir Path dir) throws Exception {
        ForkLauncher launcher = new ForkLauncher(dir);
        MeasuringJvm jvm = new MeasuringJvm("test", Runtime.version().toString(), JvmProbe.current(), Runtime.version().feature());
        ExecutorService two = Executors.newFixedThreadPool(2);
        Map<String, Future<ForkOutput>> runs = new TreeMap<>();
        try {
            for (Codec c : Codecs.all()) {
                ForkTask task = new ForkTask(c.id(), List.of("media"), List.of("ser", "build+ser", "deser", "deser-read"),
                    List.of(1), "avgt", "quick", false);
                runs.put(c.id(), two.submit(() -> launcher.run(task, jvm, "classes-" + c.id(),
                    SIDE_BY_SIDE)));
            }
            Map<String, Long> loading = new TreeMap<>();
            Map<String, Long> perCall = new TreeMap<>();
            for (Map.Entry<String, Future<ForkOutput>> run : runs.entrySet()) {
                for (ForkResult r : run.getValue().get().results()) {
                    if (PER_CALL.contains(run.getKey())) perCall.merge(run.getKey() + " " + r.op(), r.classesLoaded(), Long::sum);
                    else if (r.classesLoaded() > 0) loading.merge(run.getKey() + " " + r.op(), r.classesLoaded(), Long::sum);
                }
            }
            assertEquals(Map.of(), loading, "classes loaded while measured, per codec and op");
            assertTrue(!perCall.isEmpty() && perCall.values().stream().allMatch(n -> n > 0),
                "a row that generates its classes in every call loads them in every op: " + perCall);
        } finally {
            two.shutdownNow();
        }
    }
}
