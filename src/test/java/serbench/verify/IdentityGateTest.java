package serbench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.Library;
import serbench.codec.Profile;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.Wire;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphData;
import serbench.data.graph.Project;

/**
 * The round-trip gate on an object graph: equal values are not enough where the codec broke a cycle into a copy (a
 * failure), and a shared object decoded twice passes labelled with where, as verify's "ok*".
 */
class IdentityGateTest {
    private static final Dataset<?> GRAPH = Datasets.byId("graph").orElseThrow();

    @Test
    void aGraphDecodedWithItsIdentityPassesUnlabelled() {
        Verdict v = RoundTrip.check(new Decoding(c -> {}), GRAPH);
        assertEquals(Verdict.Status.PASS, v.status(), v.reason());
        assertNull(v.duplicated());
    }

    @Test
    void aSharedObjectDecodedTwicePassesLabelled() {
        Verdict v = RoundTrip.check(new Decoding(c -> {
            Employee e = c.departments.get(2).employees.get(1);
            e.projects = new ArrayList<>(e.projects);
            e.projects.set(1, copy(e.projects.get(1)));
        }), GRAPH);
        assertEquals(Verdict.Status.PASS, v.status(), v.reason());
        assertEquals("value.departments[2].employees[1].projects[1]: a shared Project came back as another object", v.duplicated());
    }

    @Test
    void aCycleThatNoLongerClosesFails() {
        Verdict v = RoundTrip.check(new Decoding(c -> {
            Department d = c.departments.get(1);
            Department copy = new Department();
            copy.code = d.code;
            copy.name = d.name;
            copy.head = d.head;
            copy.employees = d.employees;
            d.employees.get(7).department = copy;
        }), GRAPH);
        assertEquals(Verdict.Status.FAIL, v.status());
        assertEquals("round trip breaks a cycle: value.departments[1].employees[7].department: the cycle back to a Department "
            + "came back as another object", v.reason());
    }

    @Test
    void aDifferentValueFailsOnTheValueFirst() {
        Verdict v = RoundTrip.check(new Decoding(c -> c.projects.get(0).budgetCents = 1), GRAPH);
        assertEquals(Verdict.Status.FAIL, v.status());
        assertEquals("round trip differs at departments[0].head.projects[0].budgetCents: expected " + GraphData.company().projects.get(0).budgetCents
            + ", got 1", v.reason());
    }

    /**
     * The graph without its back references shares objects but has no cycle: a JSON library writes each shared object
     * once per reference and passes labelled, a codec that tracks references passes unlabelled.
     */
    @Test
    void realCodecsOnSharedObjectsWithoutACycle() {
        Dataset<Company> acyclic = new Dataset<>("graph-acyclic", "test", Company.class, () -> {
            Company c = GraphData.company();
            c.departments.forEach(d -> d.employees.forEach(e -> e.department = null));
            return c;
        }, List.of());
        Verdict json = RoundTrip.check(Codecs.byId("jackson-json").orElseThrow(), acyclic);
        assertEquals(Verdict.Status.PASS, json.status(), json.reason());
        assertEquals("value.departments[0].employees[0]: a shared Employee came back as another object", json.duplicated());
        Verdict refs = RoundTrip.check(Codecs.byId("kryo-refs").orElseThrow(), acyclic);
        assertEquals(Verdict.Status.PASS, refs.status(), refs.reason());
        assertNull(refs.duplicated());
    }

    private static Project copy(Project p) {
        Project copy = new Project();
        copy.code = p.code;
        copy.name = p.name;
        copy.budgetCents = p.budgetCents;
        return copy;
    }

    /** A reference-tracking test codec whose decode gives a fresh graph changed by {@code change}. */
    private record Decoding(Consumer<Company> change) implements Codec {
        @Override
        public Profile profile() {
            return new Profile("decoding", "test", Traits.reflection(Trait.REFERENCES), () -> new Library("test", "0"), "test", false);
        }

        @Override
        @SuppressWarnings("unchecked")
        public <M> Binding<M, ?> bind(Dataset<M> dataset) {
            return Binding.direct(new Wire<>() {
                @Override public byte[] encode(M value) { return new byte[] {1}; }

                @Override
                public M decode(byte[] bytes) {
                    Company c = GraphData.company();
                    change.accept(c);
                    return (M) c;
                }
            });
        }
    }
}
