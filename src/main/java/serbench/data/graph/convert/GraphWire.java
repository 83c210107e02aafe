package serbench.data.graph.convert;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;

/** The graph's rows as Square Wire's immutable messages; an absent manager is a null field, the project ids boxed. */
public final class GraphWire {
    public static final Conversion<Company, serbench.gen.proto.graph.Company> CONVERSION =
        new Conversion<>(serbench.gen.proto.graph.Company.class, GraphWire::build, GraphWire::read);

    private GraphWire() {}

    static serbench.gen.proto.graph.Company build(Company c) {
        GraphRows rows = new GraphRows(c);
        List<serbench.gen.proto.graph.Project> projects = new ArrayList<>(c.projects.size());
        for (Project p : c.projects) {
            projects.add(new serbench.gen.proto.graph.Project.Builder().code(p.code).name(p.name)
                .budget_cents(p.budgetCents).build());
        }
        List<serbench.gen.proto.graph.Department> departments = new ArrayList<>(c.departments.size());
        for (Department d : c.departments) {
            departments.add(new serbench.gen.proto.graph.Department.Builder().code(d.code).name(d.name)
                .head(rows.head(d)).build());
        }
        List<serbench.gen.proto.graph.Employee> employees = new ArrayList<>(rows.employees().size());
        for (Employee e : rows.employees()) {
            int manager = rows.manager(e);
            List<Integer> ids = new ArrayList<>(e.projects.size());
            for (int p : rows.projects(e)) ids.add(p);
            employees.add(new serbench.gen.proto.graph.Employee.Builder().id(e.id).name(e.name).email(e.email)
                .salary_cents(e.salaryCents).department(rows.department(e))
                .manager(manager == GraphRows.NONE ? null : manager).projects(ids).build());
        }
        return new serbench.gen.proto.graph.Company.Builder().name(c.name).projects(projects).departments(departments)
            .employees(employees).build();
    }

    static Company read(serbench.gen.proto.graph.Company w) {
        GraphRelink graph = new GraphRelink();
        for (serbench.gen.proto.graph.Project p : w.projects) graph.project(p.code, p.name, p.budget_cents);
        for (serbench.gen.proto.graph.Department d : w.departments) graph.department(d.code, d.name, d.head);
        for (serbench.gen.proto.graph.Employee e : w.employees) {
            int[] projects = new int[e.projects.size()];
            for (int i = 0; i < projects.length; i++) projects[i] = e.projects.get(i);
            graph.employee(e.id, e.name, e.email, e.salary_cents, e.department,
                e.manager == null ? GraphRows.NONE : e.manager, projects);
        }
        return graph.company(w.name);
    }
}
