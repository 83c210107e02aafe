package serbench.data.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The graph has the shape its documentation promises: the cycle, the heads, the shared projects. */
class GraphDataTest {
    @Test
    void everyEmployeePointsBackToItsDepartmentAndReportsToItsHead() {
        Company c = GraphData.company();
        assertEquals(GraphData.DEPARTMENTS, c.departments.size());
        assertNull(c.departments.get(0).head.manager, "the top has no manager");
        for (Department d : c.departments) {
            assertEquals(GraphData.EMPLOYEES, d.employees.size());
            assertSame(d.employees.get(0), d.head);
            for (Employee e : d.employees) {
                assertSame(d, e.department);
                if (e != d.head) assertSame(d.head, e.manager);
                else if (d != c.departments.get(0)) assertSame(c.departments.get(0).head, e.manager);
            }
        }
    }

    @Test
    void theEmployeesShareTheCompanysProjects() {
        Company c = GraphData.company();
        Set<Project> used = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Department d : c.departments) {
            for (Employee e : d.employees) {
                assertEquals(2, e.projects.size());
                for (Project p : e.projects) {
                    assertSame(c.projects.get(c.projects.indexOf(p)), p);
                    used.add(p);
                }
            }
        }
        assertEquals(GraphData.PROJECTS, used.size(), "every project is shared by several employees");
    }
}
