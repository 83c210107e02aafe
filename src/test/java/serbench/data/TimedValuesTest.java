package serbench.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.verify.PoolRoundTrip;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/** Every built-in data set is timed on its classic value and fifteen of its shape, each round-tripping where it does. */
class TimedValuesTest {
    @Test
    void aBuiltInDataSetIsTimedOnItsClassicValueFirstAndFifteenOthers() {
        for (Dataset<?> d : Datasets.timed()) {
            List<Dataset<?>> values = TimedValues.of(d);
            assertEquals(TimedValues.VARIED, values.size(), d.id());
            assertEquals(d.build(), values.get(0).build(), d.id() + ": the classic value first");
            Set<Object> distinct = new HashSet<>();
            for (Dataset<?> v : values) {
                assertEquals(v.build(), v.build(), d.id() + ": each value is the same on every call");
                distinct.add(v.build());
            }
            assertEquals(TimedValues.VARIED, distinct.size(), d.id() + ": sixteen different values");
        }
        assertEquals(1, TimedValues.of(Datasets.byId("edge-cases").orElseThrow()).size(), "edge-cases' values are its limits");
    }

    static Stream<Arguments> pairs() {
        return Codecs.all().stream().flatMap(c -> Datasets.timed().stream().map(d -> Arguments.of(c.id(), d.id())));
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("pairs")
    void everyTimedValueRoundTripsWhereTheClassicOneDoes(String codecId, String datasetId) {
        Codec codec = Codecs.byId(codecId).orElseThrow();
        Dataset<?> dataset = Datasets.byId(datasetId).orElseThrow();
        Verdict classic = RoundTrip.check(codec, dataset);
        List<Verdict> each = PoolRoundTrip.checkEach(codec, dataset);
        if (!classic.passed()) {
            assertEquals(classic.status(), each.get(0).status(), "the pool says what the classic value says");
            return;
        }
        assertEquals(TimedValues.VARIED, each.size());
        for (int i = 0; i < each.size(); i++) assertTrue(each.get(i).passed(), "value " + i + ": " + each.get(i).reason());
    }
}
