package serbench.data.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.codec.Binding;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.model.ModelDiff;
import serbench.model.ModelIdentity;
import serbench.model.ModelVariation;

/**
 * Every schema format's conversion of the graph keeps its values and its identity through the format's bytes: the
 * rows of ids come back as one object per id, a shared project or head as one object, each employee's department as
 * the department whose list holds it. On the data set's value and on varied values of its pool.
 */
class GraphSchemaRoundTripTest {
    private static final Dataset<Company> GRAPH = new Dataset<>("graph", "the object graph", Company.class,
        GraphData::company, GraphConversions.CONVERSIONS, GraphConversions.MANUAL);

    static Stream<String> schemaCodecs() {
        return Stream.of("protobuf", "protobuf-lite", "protobuf-json", "wire", "quickbuf", "thrift-binary", "thrift-compact",
            "thrift-compact-bytebuffer", "avro", "avro-generic", "manual", "sbe", "flatbuffers", "capnproto", "colfer");
    }

    @ParameterizedTest
    @MethodSource("schemaCodecs")
    void theGraphComesBackEqualAndWithItsSharedObjects(String codecId) throws Exception {
        Binding<Company, ?> binding = Codecs.byId(codecId).orElseThrow().binding(GRAPH);
        for (long seed = 0; seed < 4; seed++) {
            Company expected = seed == 0 ? GraphData.company() : ModelVariation.of(GraphData.company(), seed);
            Company actual = roundTrip(binding, expected);
            assertNull(ModelDiff.firstDifference(expected, actual), codecId);
            assertNull(ModelIdentity.firstBreak(expected, actual), codecId);
            assertLinked(actual);
        }
    }

    /** Every reference of the decoded graph is the one object its list holds, the way {@link GraphData} links them. */
    private static void assertLinked(Company c) {
        Employee top = c.departments.get(0).head;
        for (Department d : c.departments) {
            assertSame(d.employees.get(0), d.head, "a department's head is its first employee");
            for (Employee e : d.employees) {
                assertSame(d, e.department, "the cycle");
                assertSame(e == d.head ? (d.head == top ? null : top) : d.head, e.manager, "a shared head");
                for (Project p : e.projects) assertSame(c.projects.get(c.projects.indexOf(p)), p, "a shared project");
            }
        }
    }

    private static <N> Company roundTrip(Binding<Company, N> binding, Company value) throws Exception {
        return binding.read(binding.decode(binding.encode(binding.build(value))));
    }

    @Test
    void everyReferenceBecomesTheIdOfARow() {
        Company c = GraphData.company();
        GraphRows rows = new GraphRows(c);
        assertEquals(GraphData.DEPARTMENTS * GraphData.EMPLOYEES, rows.employees().size());
        Employee e = c.departments.get(1).employees.get(3);
        assertEquals(1, rows.department(e));
        assertEquals(GraphData.EMPLOYEES, rows.manager(e), "the head of department 1, the first of its rows");
        assertEquals(GraphRows.NONE, rows.manager(c.departments.get(0).head));
        assertEquals(GraphData.EMPLOYEES * 3, rows.head(c.departments.get(3)));
        assertEquals(c.projects.indexOf(e.projects.get(1)), rows.projects(e)[1]);
    }

    @Test
    void aReferenceOutsideTheCompanysListsHasNoRow() {
        Company c = GraphData.company();
        c.departments.get(1).head = new Employee();
        assertThrows(IllegalArgumentException.class, () -> new GraphRows(c).head(c.departments.get(1)));
    }
}
