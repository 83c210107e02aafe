package serbench.data.graph;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The graph as a schema format's user stores it, since no schema format has references: three lists of rows (the
 * projects, the departments, every department's employees one after another) whose positions are the ids, and each
 * reference (employee.department, employee.manager, employee.projects, department.head) as such an id. A department's
 * employees are not stored: they are the employees whose department it is, in order, as an ORM maps a one-to-many by
 * its foreign key. {@link GraphRelink} turns the rows back into the graph.
 */
public final class GraphRows {
    /** The id of an absent reference: the manager of the top of the hierarchy. */
    public static final int NONE = -1;

    private final List<Employee> employees = new ArrayList<>();
    private final Map<Object, Integer> ids = new IdentityHashMap<>();

    public GraphRows(Company company) {
        for (int p = 0; p < company.projects.size(); p++) ids.put(company.projects.get(p), p);
        for (int d = 0; d < company.departments.size(); d++) {
            Department department = company.departments.get(d);
            ids.put(department, d);
            for (Employee e : department.employees) {
                ids.put(e, employees.size());
                employees.add(e);
            }
        }
    }

    /** Every employee, in the order of the departments' lists: the employee table. */
    public List<Employee> employees() {
        return employees;
    }

    public int department(Employee e) {
        return id(e.department, "department of employee " + e.id);
    }

    /** {@link #NONE} for an employee without a manager. */
    public int manager(Employee e) {
        return e.manager == null ? NONE : id(e.manager, "manager of employee " + e.id);
    }

    public int[] projects(Employee e) {
        int[] out = new int[e.projects.size()];
        for (int i = 0; i < out.length; i++) out[i] = id(e.projects.get(i), "project of employee " + e.id);
        return out;
    }

    public int head(Department d) {
        return id(d.head, "head of department " + d.code);
    }

    /** A reference to an object outside the company's lists has no id: the rows could not hold it. */
    private int id(Object row, String what) {
        Integer id = ids.get(row);
        if (id == null) throw new IllegalArgumentException("the " + what + " is not in the company's lists");
        return id;
    }
}
