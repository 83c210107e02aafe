package serbench.data.graph.convert;

import serbench.data.Conversion;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;
import serbench.gen.quickbuf.graph.GraphProtos;

/** The graph's rows as QuickBuffers' mutable messages; the project ids copied in and out as an int array. */
public final class GraphQuickbuf {
    public static final Conversion<Company, GraphProtos.Company> CONVERSION =
        new Conversion<>(GraphProtos.Company.class, GraphQuickbuf::build, GraphQuickbuf::read);

    private GraphQuickbuf() {}

    static GraphProtos.Company build(Company c) {
        GraphRows rows = new GraphRows(c);
        GraphProtos.Company q = GraphProtos.Company.newInstance().setName(c.name);
        for (Project p : c.projects) {
            q.getMutableProjects().next().setCode(p.code).setName(p.name).setBudgetCents(p.budgetCents);
        }
        for (Department d : c.departments) {
            q.getMutableDepartments().next().setCode(d.code).setName(d.name).setHead(rows.head(d));
        }
        for (Employee e : rows.employees()) {
            GraphProtos.Employee qe = q.getMutableEmployees().next().setId(e.id).setName(e.name).setEmail(e.email)
                .setSalaryCents(e.salaryCents).setDepartment(rows.department(e)).addAllProjects(rows.projects(e));
            int manager = rows.manager(e);
            if (manager != GraphRows.NONE) qe.setManager(manager);
        }
        return q;
    }

    static Company read(GraphProtos.Company q) {
        GraphRelink graph = new GraphRelink();
        for (GraphProtos.Project p : q.getProjects()) graph.project(p.getCode(), p.getName(), p.getBudgetCents());
        for (GraphProtos.Department d : q.getDepartments()) graph.department(d.getCode(), d.getName(), d.getHead());
        for (GraphProtos.Employee e : q.getEmployees()) {
            graph.employee(e.getId(), e.getName(), e.getEmail(), e.getSalaryCents(), e.getDepartment(),
                e.hasManager() ? e.getManager() : GraphRows.NONE, e.getProjects().toArray());
        }
        return graph.company(q.getName());
    }
}
