package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The order in which the rounds measure the steps. */
class RoundsTest {
    @Test
    void everyOtherRoundRunsBackwardsSoASteadyDriftGivesEveryCodecTheSameMean() {
        List<String> steps = List.of("protobuf", "kryo", "fory", "avro");
        assertEquals(steps, Rounds.inOrderOf(steps, 1));
        assertEquals(List.of("avro", "fory", "kryo", "protobuf"), Rounds.inOrderOf(steps, 2));
        assertEquals(steps, Rounds.inOrderOf(steps, 3));
        // a host slowing by 1% per JVM: each codec's two JVMs meet it at positions summing to the same, 7
        List<String> measured = new java.util.ArrayList<>(Rounds.inOrderOf(steps, 1));
        measured.addAll(Rounds.inOrderOf(steps, 2));
        for (String codec : steps) {
            int first = measured.indexOf(codec), second = measured.lastIndexOf(codec);
            assertEquals(7, first + second, codec);
        }
    }
}
