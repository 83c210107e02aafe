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

/** The graph's rows as the Thrift compiler's structs; an absent manager is an unset optional field. */
public final class GraphThrift {
    public static final Conversion<Company, serbench.gen.thrift.graph.Company> CONVERSION =
        new Conversion<>(serbench.gen.thrift.graph.Company.class, GraphThrift::build, GraphThrift::read);

    private GraphThrift() {}

    static serbench.gen.thrift.graph.Company build(Company c) {
        GraphRows rows = new GraphRows(c);
        List<serbench.gen.thrift.graph.Project> projects = new ArrayList<>(c.projects.size());
        for (Project p : c.projects) {
            projects.add(new serbench.gen.thrift.graph.Project().setCode(p.code).setName(p.name).setBudgetCents(p.budgetCents));
        }
        List<serbench.gen.thrift.graph.Department> departments = new ArrayList<>(c.departments.size());
        for (Department d : c.departments) {
            departments.add(new serbench.gen.thrift.graph.Department().setCode(d.code).setName(d.name).setHead(rows.head(d)));
        }
        List<serbench.gen.thrift.graph.Employee> employees = new ArrayList<>(rows.employees().size());
        for (Employee e : rows.employees()) {
            List<Integer> ids = new ArrayList<>(e.projects.size());
            for (int p : rows.projects(e)) ids.add(p);
            serbench.gen.thrift.graph.Employee te = new serbench.gen.thrift.graph.Employee().setId(e.id).setName(e.name)
                .setEmail(e.email).setSalaryCents(e.salaryCents).setDepartment(rows.department(e)).setProjects(ids);
            int manager = rows.manager(e);
            if (manager != GraphRows.NONE) te.setManager(manager);
            employees.add(te);
        }
        return new serbench.gen.thrift.graph.Company().setName(c.name).setProjects(projects).setDepartments(departments)
            .setEmployees(employees);
    }

    static Company read(serbench.gen.thrift.graph.Company t) {
        GraphRelink graph = new GraphRelink();
        for (serbench.gen.thrift.graph.Project p : t.getProjects()) graph.project(p.getCode(), p.getName(), p.getBudgetCents());
        for (serbench.gen.thrift.graph.Department d : t.getDepartments()) graph.department(d.getCode(), d.getName(), d.getHead());
        for (serbench.gen.thrift.graph.Employee e : t.getEmployees()) {
            int[] projects = new int[e.getProjectsSize()];
            for (int i = 0; i < projects.length; i++) projects[i] = e.getProjects().get(i);
            graph.employee(e.getId(), e.getName(), e.getEmail(), e.getSalaryCents(), e.getDepartment(),
                e.isSetManager() ? e.getManager() : GraphRows.NONE, projects);
        }
        return graph.company(t.getName());
    }
}
