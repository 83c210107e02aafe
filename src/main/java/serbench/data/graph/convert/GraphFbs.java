package serbench.data.graph.convert;

import com.google.flatbuffers.FlatBufferBuilder;
import serbench.data.Conversion;
import serbench.data.Fbs;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;

/**
 * The graph's rows as flatc's tables from graph.fbs: each list a vector of tables, an employee's project ids a vector
 * of ints read in bulk from its view of the buffer; no manager is -1, the field's default, which the builder leaves out.
 */
public final class GraphFbs {
    public static final Conversion<Company, serbench.gen.flatbuffers.graph.Company> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.graph.Company.class, GraphFbs::build, GraphFbs::read);

    private GraphFbs() {}

    static serbench.gen.flatbuffers.graph.Company build(Company c) {
        GraphRows rows = new GraphRows(c);
        FlatBufferBuilder b = Fbs.builder();
        int[] projects = new int[c.projects.size()];
        for (int i = 0; i < projects.length; i++) {
            Project p = c.projects.get(i);
            projects[i] = serbench.gen.flatbuffers.graph.Project.createProject(b, Fbs.string(b, p.code), Fbs.string(b, p.name),
                p.budgetCents);
        }
        int[] departments = new int[c.departments.size()];
        for (int i = 0; i < departments.length; i++) {
            Department d = c.departments.get(i);
            departments[i] = serbench.gen.flatbuffers.graph.Department.createDepartment(b, Fbs.string(b, d.code),
                Fbs.string(b, d.name), rows.head(d));
        }
        int[] employees = new int[rows.employees().size()];
        for (int i = 0; i < employees.length; i++) {
            Employee e = rows.employees().get(i);
            int name = Fbs.string(b, e.name), email = Fbs.string(b, e.email);
            int ids = serbench.gen.flatbuffers.graph.Employee.createProjectsVector(b, rows.projects(e));
            employees[i] = serbench.gen.flatbuffers.graph.Employee.createEmployee(b, e.id, name, email, e.salaryCents,
                rows.department(e), rows.manager(e), ids);
        }
        int projectVector = serbench.gen.flatbuffers.graph.Company.createProjectsVector(b, projects);
        int departmentVector = serbench.gen.flatbuffers.graph.Company.createDepartmentsVector(b, departments);
        int employeeVector = serbench.gen.flatbuffers.graph.Company.createEmployeesVector(b, employees);
        b.finish(serbench.gen.flatbuffers.graph.Company.createCompany(b, Fbs.string(b, c.name), projectVector,
            departmentVector, employeeVector));
        return serbench.gen.flatbuffers.graph.Company.getRootAsCompany(b.dataBuffer());
    }

    /** One accessor per table type, moved along its vector, as FlatBuffers' own examples read one. */
    static Company read(serbench.gen.flatbuffers.graph.Company f) {
        GraphRelink graph = new GraphRelink();
        serbench.gen.flatbuffers.graph.Project.Vector projects = f.projectsVector();
        serbench.gen.flatbuffers.graph.Project p = new serbench.gen.flatbuffers.graph.Project();
        for (int i = 0; i < projects.length(); i++) {
            projects.get(p, i);
            graph.project(p.code(), p.name(), p.budgetCents());
        }
        serbench.gen.flatbuffers.graph.Department.Vector departments = f.departmentsVector();
        serbench.gen.flatbuffers.graph.Department d = new serbench.gen.flatbuffers.graph.Department();
        for (int i = 0; i < departments.length(); i++) {
            departments.get(d, i);
            graph.department(d.code(), d.name(), d.head());
        }
        serbench.gen.flatbuffers.graph.Employee.Vector employees = f.employeesVector();
        serbench.gen.flatbuffers.graph.Employee e = new serbench.gen.flatbuffers.graph.Employee();
        for (int i = 0; i < employees.length(); i++) {
            employees.get(e, i);
            int[] ids = new int[e.projectsLength()];
            e.projectsAsByteBuffer().asIntBuffer().get(ids);
            graph.employee(e.id(), e.name(), e.email(), e.salaryCents(), e.department(), e.manager(), ids);
        }
        return graph.company(f.name());
    }
}
