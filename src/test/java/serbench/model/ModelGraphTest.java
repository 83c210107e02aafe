package serbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphData;
import serbench.data.graph.Project;

/** Equality, hash, description, variation and the identity check of a model value with shared objects and a cycle. */
class ModelGraphTest {
    @Test
    void twoBuildsOfTheGraphAreEqualAndHashAlikeWithoutOverflowingTheStack() {
        Company a = GraphData.company(), b = GraphData.company();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }

    @Test
    void aDifferenceBehindTheCycleIsNamed() {
        Company a = GraphData.company(), b = GraphData.company();
        b.departments.get(2).employees.get(5).salaryCents++;
        assertNotEquals(a, b);
        assertTrue(ModelDiff.firstDifference(a, b).endsWith(".salaryCents: expected "
            + a.departments.get(2).employees.get(5).salaryCents + ", got " + b.departments.get(2).employees.get(5).salaryCents),
            ModelDiff.firstDifference(a, b));
    }

    @Test
    void theDescriptionEndsAtTheCycleWithABackReference() {
        String text = GraphData.company().toString();
        assertTrue(text.contains("department=^Department"), text);
        assertTrue(text.startsWith("Company{name=Example Industries Ltd., departments=[Department{code=D10"), text);
    }

    @Test
    void aGraphWithItsSharedObjectsKeptPassesTheIdentityCheck() {
        Company a = GraphData.company();
        assertNull(ModelIdentity.firstBreak(a, GraphData.company()));
    }

    @Test
    void aDuplicatedSharedObjectIsFoundThoughTheValuesAreEqual() {
        Company a = GraphData.company(), b = GraphData.company();
        Employee e = b.departments.get(1).employees.get(3);
        Project shared = e.projects.get(0);
        Project copy = new Project();
        copy.code = shared.code;
        copy.name = shared.name;
        copy.budgetCents = shared.budgetCents;
        e.projects = new ArrayList<>(e.projects);
        e.projects.set(0, copy);
        assertEquals(a, b, "equal values");
        assertEquals(new ModelIdentity.Break("value.departments[1].employees[3].projects[0]: a shared Project came back as "
            + "another object", false), ModelIdentity.firstBreak(a, b));
    }

    @Test
    void aCycleBrokenIntoACopyIsFound() {
        Company a = GraphData.company(), b = GraphData.company();
        Department d = b.departments.get(0);
        Department copy = new Department();
        copy.code = d.code;
        copy.name = d.name;
        copy.head = d.head;
        copy.employees = d.employees;
        d.employees.get(4).department = copy;
        assertEquals(a, b, "equal values");
        assertEquals(new ModelIdentity.Break("value.departments[0].employees[4].department: the cycle back to a Department came "
            + "back as another object", true), ModelIdentity.firstBreak(a, b));
    }

    @Test
    void aVariationKeepsTheCycleAndTheSharedObjects() {
        Company original = GraphData.company();
        Company varied = ModelVariation.of(original, 7);
        assertNotEquals(original, varied);
        assertEquals(varied, ModelVariation.of(original, 7));
        assertNull(ModelIdentity.firstBreak(original, varied));
        Department d = varied.departments.get(3);
        assertSame(d, d.employees.get(6).department);
        assertSame(d.head, d.employees.get(6).manager);
        assertSame(varied.departments.get(0).head, d.head.manager);
        assertSame(varied.projects.get((3 * GraphData.EMPLOYEES + 6) % GraphData.PROJECTS), d.employees.get(6).projects.get(0));
    }
}
