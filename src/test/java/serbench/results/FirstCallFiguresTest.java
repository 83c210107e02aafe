package serbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.results.FirstCallFigures.Metric;
import serbench.results.FirstCallFigures.Pair;

/** A first-call measurement summed up over its JVMs: medians, ranges, lower bounds, results.csv. */
class FirstCallFiguresTest {
    static FirstCall.Sample sample(String codec, int jvm, double bind, long calls, boolean reached) {
        return new FirstCall.Sample(codec, "media", jvm, bind, 100 + jvm, List.of(
            new FirstCall.OpStart("build+ser", bind / 2, calls, calls * 1_000.0, reached, 300),
            new FirstCall.OpStart("deser-read", bind / 4, 2 * calls, calls * 500.0, true, 400)));
    }

    @Test
    void eachMetricIsTheMedianAndRangeOverTheJvms() {
        FirstCall f = new FirstCall(3, List.of(sample("kryo", 1, 9e6, 5000, true), sample("kryo", 2, 1e6, 4000, true),
            sample("kryo", 3, 5e6, 6000, true), sample("fory", 1, 8e6, 100, true), sample("fory", 2, 2e6, 300, false)), List.of());
        List<Pair> pairs = FirstCallFigures.of(f);
        assertEquals(List.of("kryo", "fory"), pairs.stream().map(Pair::codec).toList());
        FirstCallFigures.Spread bind = pairs.get(0).figures().get(Metric.BIND);
        assertEquals(new FirstCallFigures.Spread(5e6, 1e6, 9e6, 3, false), bind);
        assertEquals(5000, pairs.get(0).figures().get(Metric.CALLS_BUILD_SER).median());
        assertEquals(10_000, pairs.get(0).figures().get(Metric.CALLS_DESER_READ).median());
        assertEquals(102, pairs.get(0).figures().get(Metric.CLASSES).median());
        assertEquals(5e6 + 2.5e6 + 1.25e6, pairs.get(0).firstTotal());
        // two JVMs: the mean of the middle two; one JVM that never got within 2x makes the figure a lower bound
        FirstCallFigures.Spread calls = pairs.get(1).figures().get(Metric.CALLS_BUILD_SER);
        assertEquals(200, calls.median());
        assertTrue(calls.atLeast());
        assertFalse(pairs.get(1).figures().get(Metric.CALLS_DESER_READ).atLeast());
    }

    @Test
    void csvHasOneLinePerPairAndMetric() {
        String csv = FirstCallFigures.csv(new FirstCall(1, List.of(sample("kryo", 1, 2e6, 5000, true)), List.of()));
        List<String> lines = csv.lines().toList();
        assertEquals(FirstCallFigures.CSV_HEADER, lines.get(0));
        assertEquals(1 + Metric.values().length, lines.size());
        assertEquals("media,kryo,bind,ns,2.00000e+06,2.00000e+06,2.00000e+06,1,false", lines.get(1));
        assertTrue(lines.contains("media,kryo,build+ser calls to 2x warm,calls,5000.00,5000.00,5000.00,1,false"), csv);
    }
}
