package serbench.data.graph.convert;

import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;
import serbench.gen.sbe.graph.CompanyDecoder;
import serbench.gen.sbe.graph.CompanyEncoder;
import serbench.gen.sbe.graph.MessageHeaderDecoder;
import serbench.gen.sbe.graph.MessageHeaderEncoder;

/**
 * The graph's rows as an SBE frame of graph.sbe.xml: each list a repeating group, an employee's project ids a group
 * of its own, no manager the optional field's null value; written and read in schema order, as SBE requires.
 */
public final class GraphSbe {
    public static final Conversion<Company, CompanyDecoder> CONVERSION =
        new Conversion<>(CompanyDecoder.class, GraphSbe::build, GraphSbe::read);
    /** A row's fixed block and group and string headers, with room to spare. */
    private static final int OVERHEAD = 64;

    private GraphSbe() {}

    static CompanyDecoder build(Company c) {
        GraphRows rows = new GraphRows(c);
        return Sbe.frame(capacity(c, rows), buffer -> {
            CompanyEncoder e = new CompanyEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder());
            CompanyEncoder.ProjectsEncoder projects = e.projectsCount(c.projects.size());
            for (Project p : c.projects) projects.next().budgetCents(p.budgetCents).code(p.code).name(p.name);
            CompanyEncoder.DepartmentsEncoder departments = e.departmentsCount(c.departments.size());
            for (Department d : c.departments) departments.next().head(rows.head(d)).code(d.code).name(d.name);
            CompanyEncoder.EmployeesEncoder employees = e.employeesCount(rows.employees().size());
            for (Employee em : rows.employees()) {
                int manager = rows.manager(em);
                employees.next().id(em.id).salaryCents(em.salaryCents).department(rows.department(em))
                    .manager(manager == GraphRows.NONE ? CompanyEncoder.EmployeesEncoder.managerNullValue() : manager);
                int[] ids = rows.projects(em);
                CompanyEncoder.EmployeesEncoder.ProjectIdsEncoder projectIds = employees.projectIdsCount(ids.length);
                for (int id : ids) projectIds.next().project(id);
                employees.name(em.name).email(em.email);
            }
            return e.name(c.name);
        }, frame -> new CompanyDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** Room for the whole value, so the buffer never grows while encoding. */
    private static int capacity(Company c, GraphRows rows) {
        int bytes = OVERHEAD + utf8(c.name);
        for (Project p : c.projects) bytes += OVERHEAD + utf8(p.code) + utf8(p.name);
        for (Department d : c.departments) bytes += OVERHEAD + utf8(d.code) + utf8(d.name);
        for (Employee e : rows.employees()) bytes += 2 * OVERHEAD + e.projects.size() * Integer.BYTES + utf8(e.name) + utf8(e.email);
        return bytes;
    }

    /** At most three UTF-8 bytes a char, without encoding the string twice. */
    private static int utf8(String s) {
        return 3 * s.length();
    }

    /** In schema order: each entry's block, its groups, its strings; the company's name last. */
    static Company read(CompanyDecoder d) {
        d.sbeRewind();
        GraphRelink graph = new GraphRelink();
        for (CompanyDecoder.ProjectsDecoder p : d.projects()) {
            long budgetCents = p.budgetCents();
            graph.project(p.code(), p.name(), budgetCents);
        }
        for (CompanyDecoder.DepartmentsDecoder dd : d.departments()) {
            int head = dd.head();
            graph.department(dd.code(), dd.name(), head);
        }
        for (CompanyDecoder.EmployeesDecoder e : d.employees()) {
            int id = e.id(), department = e.department(), manager = e.manager();
            long salaryCents = e.salaryCents();
            CompanyDecoder.EmployeesDecoder.ProjectIdsDecoder projectIds = e.projectIds();
            int[] projects = new int[projectIds.count()];
            for (int i = 0; i < projects.length; i++) projects[i] = projectIds.next().project();
            graph.employee(id, e.name(), e.email(), salaryCents, department,
                manager == CompanyDecoder.EmployeesDecoder.managerNullValue() ? GraphRows.NONE : manager, projects);
        }
        return graph.company(d.name());
    }
}
