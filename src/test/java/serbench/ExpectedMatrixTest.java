package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * Every (codec, data set) pair against a checked-in table: its exact encoded size, or "unsupported" with
 * the reason. A forgotten conversion, a codec that stops supporting a data set, or a library upgrade that
 * changes a format's bytes all fail here instead of surfacing as a quiet change in a report. When the
 * change is intended, regenerate the table on purpose:
 * {@code mvn test -Dtest=ExpectedMatrixTest -Dserbench.regenerate=true}, and review its diff. Regenerating
 * still checks what needs no table: no pair fails, and the table written reads back as the live matrix.
 */
class ExpectedMatrixTest {
    private static final Path TABLE = Path.of("src/test/resources/expected-matrix.tsv");
    private static final String HEADER = "# codec\tdata set\tencoded bytes, or unsupported: reason";

    private static Map<String, String> actual;

    @BeforeAll
    static void runTheMatrix() {
        actual = actualMatrix();
    }

    @Test
    void noPairFails() {
        List<String> failed = actual.entrySet().stream().filter(e -> e.getValue().startsWith("FAIL"))
            .map(e -> e.getKey() + ": " + e.getValue()).toList();
        assertEquals(List.of(), failed);
    }

    @Test
    void everyPairMatchesTheCheckedInTable() throws IOException {
        if (Boolean.getBoolean("serbench.regenerate")) {
            List<String> lines = new ArrayList<>(List.of(HEADER));
            actual.forEach((pair, outcome) -> lines.add(pair + "\t" + outcome));
            Files.write(TABLE, lines, StandardCharsets.UTF_8);
        }
        Map<String, String> expected = readTable();
        List<String> differences = new ArrayList<>();
        actual.forEach((pair, outcome) -> {
            String want = expected.get(pair);
            if (want == null) differences.add(pair + ": not in the table (now " + outcome + ")");
            else if (!want.equals(outcome)) differences.add(pair + ": table says " + want + ", now " + outcome);
        });
        expected.keySet().stream().filter(pair -> !actual.containsKey(pair))
            .forEach(pair -> differences.add(pair + ": in the table, but no such pair any more"));
        if (!differences.isEmpty()) {
            fail(differences.size() + " pairs differ from " + TABLE + " (regenerate on purpose with"
                + " -Dserbench.regenerate=true when a library or a data set changed):\n  "
                + String.join("\n  ", differences));
        }
    }

    /**
     * Unsupported is the exception: the issue's bound is 3% of the matrix. A value with a cycle refused to a codec that
     * tracks no references is not counted: the object graph is there to show which codecs keep identity, and most do not.
     */
    @Test
    void fewPairsAreUnsupported() {
        long unsupported = actual.values().stream().filter(v -> v.startsWith("unsupported") && !v.contains("cannot encode a cycle"))
            .count();
        assertTrue(unsupported <= actual.size() * 0.03, unsupported + " of " + actual.size() + " pairs unsupported");
    }

    private static Map<String, String> actualMatrix() {
        Map<String, String> matrix = new LinkedHashMap<>();
        for (Codec codec : Codecs.all()) {
            for (Dataset<?> dataset : Datasets.all()) {
                Verdict v = RoundTrip.check(codec, dataset);
                String outcome = switch (v.status()) {
                    case PASS -> v.encoded().length + (v.duplicated() == null ? "" : " (shared objects duplicated)");
                    case UNSUPPORTED -> "unsupported: " + v.reason();
                    case FAIL -> "FAIL: " + v.reason();
                };
                matrix.put(codec.id() + "\t" + dataset.id(), outcome);
            }
        }
        return matrix;
    }

    private static Map<String, String> readTable() throws IOException {
        Map<String, String> table = new LinkedHashMap<>();
        for (String line : Files.readAllLines(TABLE, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] cells = line.split("\t", 3);
            table.put(cells[0] + "\t" + cells[1], cells[2]);
        }
        return table;
    }
}
