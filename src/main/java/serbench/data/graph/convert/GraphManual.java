package serbench.data.graph.convert;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;

/**
 * The hand-written format: the graph's rows (projects, departments, employees), each list its count and then its
 * rows, each reference an id written as a varint ({@link GraphRows#NONE}, -1, for no manager), as a careful engineer writes a graph without a framework.
 */
public final class GraphManual {
    public static final ManualFormat<Company> FORMAT = new ManualFormat<>(GraphManual::write, GraphManual::read);

    private GraphManual() {}

    static void write(Company c, ByteSink out) {
        GraphRows rows = new GraphRows(c);
        out.writeString(c.name);
        out.writeInt(c.projects.size());
        for (Project p : c.projects) {
            out.writeString(p.code);
            out.writeString(p.name);
            out.writeLong(p.budgetCents);
        }
        out.writeInt(c.departments.size());
        for (Department d : c.departments) {
            out.writeString(d.code);
            out.writeString(d.name);
            out.writeInt(rows.head(d));
        }
        out.writeInt(rows.employees().size());
        for (Employee e : rows.employees()) {
            out.writeInt(e.id);
            out.writeString(e.name);
            out.writeString(e.email);
            out.writeLong(e.salaryCents);
            out.writeInt(rows.department(e));
            out.writeInt(rows.manager(e));
            int[] projects = rows.projects(e);
            out.writeInt(projects.length);
            for (int p : projects) out.writeInt(p);
        }
    }

    static Company read(ByteSource in) {
        String company = in.readString();
        GraphRelink graph = new GraphRelink();
        // Java evaluates arguments left to right: each call reads its row's fields in the order they were written
        for (int n = in.readInt(); n > 0; n--) graph.project(in.readString(), in.readString(), in.readLong());
        for (int n = in.readInt(); n > 0; n--) graph.department(in.readString(), in.readString(), in.readInt());
        for (int n = in.readInt(); n > 0; n--) {
            int id = in.readInt();
            String name = in.readString(), email = in.readString();
            long salaryCents = in.readLong();
            int department = in.readInt(), manager = in.readInt();
            int[] projects = new int[in.readInt()];
            for (int i = 0; i < projects.length; i++) projects[i] = in.readInt();
            graph.employee(id, name, email, salaryCents, department, manager, projects);
        }
        return graph.company(company);
    }
}
