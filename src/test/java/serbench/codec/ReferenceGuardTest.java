package serbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.graph.Company;
import serbench.data.graph.GraphData;
import serbench.model.ModelCycles;

/** A codec that tracks no references is refused a value with a cycle before it encodes anything, so nothing overflows. */
class ReferenceGuardTest {
    private static final Dataset<?> GRAPH = Datasets.byId("graph").orElseThrow();

    static Stream<String> withoutReferences() {
        return Stream.concat(Codecs.all().stream(), Codecs.variants().stream())
            .filter(c -> !c.traits().schema() && !c.traits().has(Trait.REFERENCES)).map(Codec::id);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withoutReferences")
    void aReflectiveCodecWithoutReferencesIsRefusedTheGraph(String id) {
        UnsupportedDatasetException e = assertThrows(UnsupportedDatasetException.class,
            () -> Codecs.byId(id).orElseThrow().binding(GRAPH));
        assertEquals("cannot encode a cycle / shared references: this configuration tracks no references, and "
            + "value.departments[0].head.department leads back to the Department it lies in, so writing it would recurse "
            + "until the stack overflows", e.getMessage());
    }

    @Test
    void theGuardRunsBeforeTheCodecsOwnBind() {
        assertThrows(UnsupportedDatasetException.class, () -> new Untouchable(Traits.reflection()).binding(GRAPH));
    }

    @Test
    void aCodecThatTracksReferencesOrGoesThroughASchemaIsLetThrough() {
        for (Traits traits : List.of(Traits.reflection(Trait.REFERENCES), Traits.schema(Trait.CROSS_LANGUAGE))) {
            IllegalStateException reached = assertThrows(IllegalStateException.class, () -> new Untouchable(traits).binding(GRAPH));
            assertEquals("bound", reached.getMessage());
        }
    }

    @Test
    void theFirstCycleIsNamedByItsPath() {
        assertEquals("value.departments[0].head.department leads back to the Department it lies in", ModelCycles.firstCycle(GraphData.company()));
    }

    @Test
    void sharedObjectsWithoutACycleAreNoCycle() {
        Company company = GraphData.company();
        company.departments.forEach(d -> d.employees.forEach(e -> e.department = null));
        assertNull(ModelCycles.firstCycle(company));
        assertSame(company.projects.get(11 % GraphData.PROJECTS), company.departments.get(1).employees.get(3).projects.get(0), "still shared");
    }

    @Test
    void noOtherDataSetHoldsACycle() {
        for (Dataset<?> d : Datasets.all()) {
            if (!d.id().equals("graph")) assertNull(ModelCycles.firstCycle(d.build()), d.id());
        }
    }

    /** A codec whose own bind must not be reached for a refused data set. */
    private static final class Untouchable implements Codec {
        private final Traits traits;

        Untouchable(Traits traits) {
            this.traits = traits;
        }

        @Override
        public Profile profile() {
            return new Profile("untouchable", "test", traits, () -> new Library("test", "0"), "test", false);
        }

        @Override
        public <M> Binding<M, ?> bind(Dataset<M> dataset) {
            throw new IllegalStateException("bound");
        }
    }
}
