package serbench.data.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * The graph back from {@link GraphRows}' rows, with its identity: each row becomes one object, and every reference
 * by id is that object, so a shared employee or project is one object again and each employee's department is the
 * department whose list holds it (the cycle). Each list's rows come in id order, the lists in any order: a reference
 * may name a row not read yet, so references are resolved by {@link #company(String)}, once every row is in.
 */
public final class GraphRelink {
    private final Company company = new Company();
    private final List<Integer> heads = new ArrayList<>();
    private final List<Employee> employees = new ArrayList<>();
    /** Each employee row's references, resolved once every row is in. */
    private final List<Links> links = new ArrayList<>();

    private record Links(int department, int manager, int[] projects) {}

    public GraphRelink() {
        company.projects = new ArrayList<>();
        company.departments = new ArrayList<>();
    }

    /** The next project row (the next id). */
    public void project(String code, String name, long budgetCents) {
        Project p = new Project();
        p.code = code;
        p.name = name;
        p.budgetCents = budgetCents;
        company.projects.add(p);
    }

    /** The next department row; its employees are the employee rows that name it. */
    public void department(String code, String name, int head) {
        Department d = new Department();
        d.code = code;
        d.name = name;
        d.employees = new ArrayList<>();
        company.departments.add(d);
        heads.add(head);
    }

    /** The next employee row: its values, then its references by id ({@link GraphRows#NONE} for no manager). */
    public void employee(int id, String name, String email, long salaryCents, int department, int manager, int[] projects) {
        Employee e = new Employee();
        e.id = id;
        e.name = name;
        e.email = email;
        e.salaryCents = salaryCents;
        employees.add(e);
        links.add(new Links(department, manager, projects));
    }

    /** The company of that name, each reference resolved to the one object of its id. */
    public Company company(String name) {
        company.name = name;
        for (int i = 0; i < employees.size(); i++) {
            Employee e = employees.get(i);
            Links l = links.get(i);
            e.department = company.departments.get(l.department);
            e.department.employees.add(e);
            e.manager = l.manager == GraphRows.NONE ? null : employees.get(l.manager);
            e.projects = new ArrayList<>(l.projects.length);
            for (int p : l.projects) e.projects.add(company.projects.get(p));
        }
        for (int d = 0; d < heads.size(); d++) company.departments.get(d).head = employees.get(heads.get(d));
        return company;
    }
}
