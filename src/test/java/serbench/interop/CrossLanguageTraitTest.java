package serbench.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.Trait;
import serbench.data.Datasets;

/**
 * The codec table's cross-language trait agrees with what the Python peer measured on media: a codec with it is
 * read or written {@code ok} in at least one direction, one without it is {@code n/a} both ways. Skipped, with the
 * reason printed, where python3 is missing.
 */
class CrossLanguageTraitTest {
    /**
     * Cross-language formats with no Python library to measure them by: other languages read them (the note says
     * which, or why not Python), so the trait stays.
     */
    private static final Set<String> NO_PYTHON_LIBRARY = Set.of("colfer", "sbe", "jackson-smile", "hessian2-deflate");

    /**
     * Java-only formats that a Python library nonetheless reads: Java serialization is Java's own object stream,
     * which javaobj-py3 takes apart but no other language writes, so the trait (made for other languages) stays off.
     */
    private static final Set<String> READ_ONLY_ELSEWHERE = Set.of("java-builtin");

    private static Map<String, List<Cell>> byCodec;
    private static String noPython;

    @BeforeAll
    static void runOnce() throws Exception {
        try {
            byCodec = InteropMatrix.run(Codecs.all(), List.of(Datasets.byId("media").orElseThrow()),
                line -> System.out.println("trait test: " + line)).stream().collect(Collectors.groupingBy(Cell::codec));
        } catch (PeerUnavailableException e) {
            noPython = e.getMessage();
            System.out.println("CrossLanguageTraitTest skipped: " + noPython);
        }
    }

    @Test
    void aCrossLanguageCodecIsReadOrWrittenByPythonAndAJavaOnlyOneIsNotApplicable() {
        Assumptions.assumeTrue(noPython == null, () -> "skipped: " + noPython);
        for (Codec codec : Codecs.all()) {
            if (codec.baseline()) continue;   // the matrix leaves out the baselines, which are no format
            List<Cell> cells = byCodec.get(codec.id());
            List<String> outcomes = cells.stream().map(Cell::outcome).toList();
            if (READ_ONLY_ELSEWHERE.contains(codec.id())) {
                assertEquals(List.of("ok", "n/a"), outcomes, codec.id() + " is read but not written by Python: " + cells);
            } else if (!codec.traits().has(Trait.CROSS_LANGUAGE)) {
                assertEquals(List.of("n/a", "n/a"), outcomes, codec.id() + " is java-only: " + cells);
            } else if (NO_PYTHON_LIBRARY.contains(codec.id())) {
                assertEquals(List.of("n/a", "n/a"), outcomes, codec.id() + " has a Python library now: " + cells);
                cells.forEach(c -> assertTrue(c.note().contains("Python") || c.note().contains("python"), c.note()));
            } else {
                assertTrue(outcomes.contains("ok"), codec.id() + " is cross-language but Python neither reads nor writes it: " + cells);
            }
        }
    }
}
