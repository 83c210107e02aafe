package serbench.data.graph;

import java.util.List;
import serbench.model.ModelObject;

/** An employee: a back reference to the department, a manager and projects shared with colleagues. */
public class Employee extends ModelObject {
    public int id;
    public String name;
    public String email;
    public long salaryCents;
    /** The department whose list holds this employee: a cycle. */
    public Department department;
    /** Another employee (the department's head, or the head of the first department for a head); null for the top. */
    public Employee manager;
    /** Objects of {@link Company#projects}, not copies. */
    public List<Project> projects;
}
