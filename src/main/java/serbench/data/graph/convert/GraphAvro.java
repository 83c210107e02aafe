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

/** The graph's rows as Avro's specific records; an absent manager is the union's null. */
public final class GraphAvro {
    public static final Conversion<Company, serbench.gen.avro.graph.Company> CONVERSION =
        new Conversion<>(serbench.gen.avro.graph.Company.class, GraphAvro::build, GraphAvro::read);

    private GraphAvro() {}

    static serbench.gen.avro.graph.Company build(Company c) {
        GraphRows rows = new GraphRows(c);
        List<serbench.gen.avro.graph.Project> projects = new ArrayList<>(c.projects.size());
        for (Project p : c.projects) projects.add(new serbench.gen.avro.graph.Project(p.code, p.name, p.budgetCents));
        List<serbench.gen.avro.graph.Department> departments = new ArrayList<>(c.departments.size());
        for (Department d : c.departments) departments.add(new serbench.gen.avro.graph.Department(d.code, d.name, rows.head(d)));
        List<serbench.gen.avro.graph.Employee> employees = new ArrayList<>(rows.employees().size());
        for (Employee e : rows.employees()) {
            List<Integer> ids = new ArrayList<>(e.projects.size());
            for (int p : rows.projects(e)) ids.add(p);
            int manager = rows.manager(e);
            employees.add(new serbench.gen.avro.graph.Employee(e.id, e.name, e.email, e.salaryCents, rows.department(e),
                manager == GraphRows.NONE ? null : manager, ids));
        }
        return new serbench.gen.avro.graph.Company(c.name, projects, departments, employees);
    }

    static Company read(serbench.gen.avro.graph.Company a) {
        GraphRelink graph = new GraphRelink();
        for (serbench.gen.avro.graph.Project p : a.getProjects()) graph.project(p.getCode(), p.getName(), p.getBudgetCents());
        for (serbench.gen.avro.graph.Department d : a.getDepartments()) graph.department(d.getCode(), d.getName(), d.getHead());
        for (serbench.gen.avro.graph.Employee e : a.getEmployees()) {
            int[] projects = new int[e.getProjects().size()];
            for (int i = 0; i < projects.length; i++) projects[i] = e.getProjects().get(i);
            graph.employee(e.getId(), e.getName(), e.getEmail(), e.getSalaryCents(), e.getDepartment(),
                e.getManager() == null ? GraphRows.NONE : e.getManager(), projects);
        }
        return graph.company(a.getName());
    }
}
