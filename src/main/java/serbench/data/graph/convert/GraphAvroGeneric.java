package serbench.data.graph.convert;

import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import serbench.data.Conversion;
import serbench.data.graph.Company;
import serbench.data.graph.Department;
import serbench.data.graph.Employee;
import serbench.data.graph.GraphRelink;
import serbench.data.graph.GraphRows;
import serbench.data.graph.Project;

/**
 * The graph's rows as Avro generic records of graph.avsc, for {@code avro-generic}: its usual conversion copies a
 * model into records field by field by name, and the graph's model holds objects where the schema holds their ids, so
 * the rows are written here as {@link GraphAvro} writes them into specific records.
 */
public final class GraphAvroGeneric {
    public static final Conversion<Company, GenericRecord> CONVERSION =
        new Conversion<>(GenericRecord.class, GraphAvroGeneric::build, GraphAvroGeneric::read);

    private GraphAvroGeneric() {}

    /**
     * The record schemas, taken from the generated classes when first used: initialising those classes with the data
     * set (before the Avro codec tells Avro which classes it trusts) made Avro refuse them for the rest of the JVM.
     */
    private static final class Schemas {
        static final Schema COMPANY = serbench.gen.avro.graph.Company.getClassSchema();
        static final Schema PROJECT = serbench.gen.avro.graph.Project.getClassSchema();
        static final Schema DEPARTMENT = serbench.gen.avro.graph.Department.getClassSchema();
        static final Schema EMPLOYEE = serbench.gen.avro.graph.Employee.getClassSchema();
    }

    static GenericRecord build(Company c) {
        GraphRows rows = new GraphRows(c);
        List<GenericRecord> projects = new ArrayList<>(c.projects.size());
        for (Project p : c.projects) {
            GenericRecord r = new GenericData.Record(Schemas.PROJECT);
            r.put("code", p.code);
            r.put("name", p.name);
            r.put("budgetCents", p.budgetCents);
            projects.add(r);
        }
        List<GenericRecord> departments = new ArrayList<>(c.departments.size());
        for (Department d : c.departments) {
            GenericRecord r = new GenericData.Record(Schemas.DEPARTMENT);
            r.put("code", d.code);
            r.put("name", d.name);
            r.put("head", rows.head(d));
            departments.add(r);
        }
        List<GenericRecord> employees = new ArrayList<>(rows.employees().size());
        for (Employee e : rows.employees()) {
            GenericRecord r = new GenericData.Record(Schemas.EMPLOYEE);
            r.put("id", e.id);
            r.put("name", e.name);
            r.put("email", e.email);
            r.put("salaryCents", e.salaryCents);
            r.put("department", rows.department(e));
            int manager = rows.manager(e);
            r.put("manager", manager == GraphRows.NONE ? null : manager);
            List<Integer> ids = new ArrayList<>(e.projects.size());
            for (int p : rows.projects(e)) ids.add(p);
            r.put("projects", ids);
            employees.add(r);
        }
        GenericRecord company = new GenericData.Record(Schemas.COMPANY);
        company.put("name", c.name);
        company.put("projects", projects);
        company.put("departments", departments);
        company.put("employees", employees);
        return company;
    }

    static Company read(GenericRecord a) {
        GraphRelink graph = new GraphRelink();
        for (Object o : (List<?>) a.get("projects")) {
            GenericRecord p = (GenericRecord) o;
            graph.project(p.get("code").toString(), p.get("name").toString(), (Long) p.get("budgetCents"));
        }
        for (Object o : (List<?>) a.get("departments")) {
            GenericRecord d = (GenericRecord) o;
            graph.department(d.get("code").toString(), d.get("name").toString(), (Integer) d.get("head"));
        }
        for (Object o : (List<?>) a.get("employees")) {
            GenericRecord e = (GenericRecord) o;
            List<?> ids = (List<?>) e.get("projects");
            int[] projects = new int[ids.size()];
            for (int i = 0; i < projects.length; i++) projects[i] = (Integer) ids.get(i);
            Object manager = e.get("manager");
            graph.employee((Integer) e.get("id"), e.get("name").toString(), e.get("email").toString(), (Long) e.get("salaryCents"),
                (Integer) e.get("department"), manager == null ? GraphRows.NONE : (Integer) manager, projects);
        }
        return graph.company(a.get("name").toString());
    }
}
