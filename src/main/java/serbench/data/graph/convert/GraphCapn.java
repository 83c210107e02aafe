package serbench.data.graph.convert;

import org.capnproto.MessageBuilder;
import org.capnproto.PrimitiveList;
import org.capnproto.StructList;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;
import serbench.gen.capnproto.graph.GraphSchema;

/**
 * The graph's rows as the Cap'n Proto message of graph.capnp, written and read in place: each list a list of structs,
 * an employee's project ids a list of Int32; no manager is -1, the field's default.
 */
public final class GraphCapn {
    public static final Conversion<Company, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, GraphCapn::build, GraphCapn::read);

    private GraphCapn() {}

    static CapnMessage build(Company c) {
        GraphRows rows = new GraphRows(c);
        MessageBuilder message = new MessageBuilder();
        GraphSchema.Company.Builder root = message.initRoot(GraphSchema.Company.factory);
        root.setName(c.name);
        StructList.Builder<GraphSchema.Project.Builder> projects = root.initProjects(c.projects.size());
        for (int i = 0; i < c.projects.size(); i++) {
            Project p = c.projects.get(i);
            GraphSchema.Project.Builder b = projects.get(i);
            b.setCode(p.code);
            b.setName(p.name);
            b.setBudgetCents(p.budgetCents);
        }
        StructList.Builder<GraphSchema.Department.Builder> departments = root.initDepartments(c.departments.size());
        for (int i = 0; i < c.departments.size(); i++) {
            Department d = c.departments.get(i);
            GraphSchema.Department.Builder b = departments.get(i);
            b.setCode(d.code);
            b.setName(d.name);
            b.setHead(rows.head(d));
        }
        StructList.Builder<GraphSchema.Employee.Builder> employees = root.initEmployees(rows.employees().size());
        for (int i = 0; i < rows.employees().size(); i++) {
            Employee e = rows.employees().get(i);
            GraphSchema.Employee.Builder b = employees.get(i);
            b.setId(e.id);
            b.setName(e.name);
            b.setEmail(e.email);
            b.setSalaryCents(e.salaryCents);
            b.setDepartment(rows.department(e));
            b.setManager(rows.manager(e));
            int[] ids = rows.projects(e);
            PrimitiveList.Int.Builder projectIds = b.initProjects(ids.length);
            for (int j = 0; j < ids.length; j++) projectIds.set(j, ids[j]);
        }
        return CapnMessage.built(message);
    }

    static Company read(CapnMessage message) {
        GraphSchema.Company.Reader r = message.root(GraphSchema.Company.factory);
        GraphRelink graph = new GraphRelink();
        for (GraphSchema.Project.Reader p : r.getProjects()) {
            graph.project(p.getCode().toString(), p.getName().toString(), p.getBudgetCents());
        }
        for (GraphSchema.Department.Reader d : r.getDepartments()) {
            graph.department(d.getCode().toString(), d.getName().toString(), d.getHead());
        }
        for (GraphSchema.Employee.Reader e : r.getEmployees()) {
            PrimitiveList.Int.Reader projectIds = e.getProjects();
            int[] ids = new int[projectIds.size()];
            for (int j = 0; j < ids.length; j++) ids[j] = projectIds.get(j);
            graph.employee(e.getId(), e.getName().toString(), e.getEmail().toString(), e.getSalaryCents(),
                e.getDepartment(), e.getManager(), ids);
        }
        return graph.company(r.getName().toString());
    }
}
