package serbench.data.graph.convert;

import serbench.data.Conversion;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;
import serbench.gen.proto.graph.GraphProtos;

/** The graph's rows through the generated builders; an absent manager is an unset optional field. */
public final class GraphProto {
    public static final Conversion<Company, GraphProtos.Company> CONVERSION =
        new Conversion<>(GraphProtos.Company.class, GraphProto::build, GraphProto::read);

    private GraphProto() {}

    static GraphProtos.Company build(Company c) {
        GraphRows rows = new GraphRows(c);
        GraphProtos.Company.Builder pc = GraphProtos.Company.newBuilder().setName(c.name);
        for (Project p : c.projects) {
            pc.addProjects(GraphProtos.Project.newBuilder().setCode(p.code).setName(p.name).setBudgetCents(p.budgetCents));
        }
        for (Department d : c.departments) {
            pc.addDepartments(GraphProtos.Department.newBuilder().setCode(d.code).setName(d.name).setHead(rows.head(d)));
        }
        for (Employee e : rows.employees()) {
            GraphProtos.Employee.Builder pe = GraphProtos.Employee.newBuilder().setId(e.id).setName(e.name)
                .setEmail(e.email).setSalaryCents(e.salaryCents).setDepartment(rows.department(e));
            int manager = rows.manager(e);
            if (manager != GraphRows.NONE) pe.setManager(manager);
            for (int p : rows.projects(e)) pe.addProjects(p);
            pc.addEmployees(pe);
        }
        return pc.build();
    }

    static Company read(GraphProtos.Company pc) {
        GraphRelink graph = new GraphRelink();
        for (GraphProtos.Project p : pc.getProjectsList()) graph.project(p.getCode(), p.getName(), p.getBudgetCents());
        for (GraphProtos.Department d : pc.getDepartmentsList()) graph.department(d.getCode(), d.getName(), d.getHead());
        for (GraphProtos.Employee e : pc.getEmployeesList()) {
            int[] projects = new int[e.getProjectsCount()];
            for (int i = 0; i < projects.length; i++) projects[i] = e.getProjects(i);
            graph.employee(e.getId(), e.getName(), e.getEmail(), e.getSalaryCents(), e.getDepartment(),
                e.hasManager() ? e.getManager() : GraphRows.NONE, projects);
        }
        return graph.company(pc.getName());
    }
}
