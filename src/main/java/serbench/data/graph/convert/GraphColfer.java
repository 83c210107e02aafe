package serbench.data.graph.convert;

import serbench.data.Conversion;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;
import serbench.gen.colfer.graph.ProjectId;

/** The graph's rows as colf's classes; an employee's project ids are one-field structs (see graph.colf). */
public final class GraphColfer {
    public static final Conversion<Company, serbench.gen.colfer.graph.Company> CONVERSION =
        new Conversion<>(serbench.gen.colfer.graph.Company.class, GraphColfer::build, GraphColfer::read);

    private GraphColfer() {}

    static serbench.gen.colfer.graph.Company build(Company c) {
        GraphRows rows = new GraphRows(c);
        serbench.gen.colfer.graph.Company cc = new serbench.gen.colfer.graph.Company();
        cc.name = c.name;
        cc.projects = new serbench.gen.colfer.graph.Project[c.projects.size()];
        for (int i = 0; i < cc.projects.length; i++) {
            Project p = c.projects.get(i);
            serbench.gen.colfer.graph.Project cp = cc.projects[i] = new serbench.gen.colfer.graph.Project();
            cp.code = p.code;
            cp.name = p.name;
            cp.budgetCents = p.budgetCents;
        }
        cc.departments = new serbench.gen.colfer.graph.Department[c.departments.size()];
        for (int i = 0; i < cc.departments.length; i++) {
            Department d = c.departments.get(i);
            serbench.gen.colfer.graph.Department cd = cc.departments[i] = new serbench.gen.colfer.graph.Department();
            cd.code = d.code;
            cd.name = d.name;
            cd.head = rows.head(d);
        }
        cc.employees = new serbench.gen.colfer.graph.Employee[rows.employees().size()];
        for (int i = 0; i < cc.employees.length; i++) {
            Employee e = rows.employees().get(i);
            serbench.gen.colfer.graph.Employee ce = cc.employees[i] = new serbench.gen.colfer.graph.Employee();
            ce.id = e.id;
            ce.name = e.name;
            ce.email = e.email;
            ce.salaryCents = e.salaryCents;
            ce.department = rows.department(e);
            ce.manager = rows.manager(e);
            int[] ids = rows.projects(e);
            ce.projects = new ProjectId[ids.length];
            for (int j = 0; j < ids.length; j++) {
                ce.projects[j] = new ProjectId();
                ce.projects[j].id = ids[j];
            }
        }
        return cc;
    }

    static Company read(serbench.gen.colfer.graph.Company cc) {
        GraphRelink graph = new GraphRelink();
        for (serbench.gen.colfer.graph.Project p : cc.projects) graph.project(p.code, p.name, p.budgetCents);
        for (serbench.gen.colfer.graph.Department d : cc.departments) graph.department(d.code, d.name, d.head);
        for (serbench.gen.colfer.graph.Employee e : cc.employees) {
            int[] ids = new int[e.projects.length];
            for (int j = 0; j < ids.length; j++) ids[j] = e.projects[j].id;
            graph.employee(e.id, e.name, e.email, e.salaryCents, e.department, e.manager, ids);
        }
        return graph.company(cc.name);
    }
}
