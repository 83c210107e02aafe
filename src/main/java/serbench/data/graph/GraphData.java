package serbench.data.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * An ORM-like object graph: {@value #DEPARTMENTS} departments of {@value #EMPLOYEES} employees and {@value #PROJECTS}
 * projects. Each employee points back to its department (a cycle), reports to a head (a shared employee) and works on
 * two projects (shared objects). Deterministic: {@link Random}, whose algorithm its specification fixes, draws the
 * salaries and budgets.
 */
public final class GraphData {
    public static final int DEPARTMENTS = 4;
    public static final int EMPLOYEES = 8;
    public static final int PROJECTS = 6;
    private static final long SEED = 42;
    private static final String[] DEPARTMENT_NAMES = {"Engineering", "Sales", "Operations", "Finance"};
    private static final String[] FIRST = {"Ada", "Brian", "Chloe", "Dmitri", "Elena", "Farid", "Grace", "Hiro"};
    private static final String[] LAST = {"Lovelace", "Kernighan", "Moreau", "Volkov", "Rossi", "Haddad", "Hopper", "Tanaka"};

    private GraphData() {}

    public static Company company() {
        Random random = new Random(SEED);
        Company c = new Company();
        c.name = "Example Industries Ltd.";
        c.projects = new ArrayList<>();
        for (int p = 0; p < PROJECTS; p++) c.projects.add(project(random, p));
        c.departments = new ArrayList<>();
        for (int d = 0; d < DEPARTMENTS; d++) {
            Employee top = d == 0 ? null : c.departments.get(0).head;
            c.departments.add(department(random, d, top, c.projects));
        }
        return c;
    }

    private static Project project(Random random, int p) {
        Project project = new Project();
        project.code = "PRJ-" + (2026_100 + p);
        project.name = "Project " + (char) ('A' + p) + " migration";
        project.budgetCents = 5_000_000_00L + random.nextInt(1_000_000) * 1_000L;
        return project;
    }

    /** A department whose first employee is its head, reporting to {@code top} (null for the first department). */
    private static Department department(Random random, int d, Employee top, List<Project> projects) {
        Department department = new Department();
        department.code = "D" + (10 + d);
        department.name = DEPARTMENT_NAMES[d];
        department.employees = new ArrayList<>();
        for (int e = 0; e < EMPLOYEES; e++) {
            int id = d * EMPLOYEES + e;
            Employee employee = new Employee();
            employee.id = 1000 + id;
            employee.name = FIRST[e] + " " + LAST[(e + d) % LAST.length];
            employee.email = FIRST[e].toLowerCase(java.util.Locale.ROOT) + "." + id + "@example.com";
            employee.salaryCents = 4_000_000L + random.nextInt(6_000_000);
            employee.department = department;
            employee.manager = e == 0 ? top : department.employees.get(0);
            employee.projects = new ArrayList<>(List.of(projects.get(id % PROJECTS), projects.get((id + d + 1) % PROJECTS)));
            department.employees.add(employee);
        }
        department.head = department.employees.get(0);
        return department;
    }
}
