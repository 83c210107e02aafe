package serbench.data.graph;

import java.util.List;
import serbench.model.ModelObject;

/** The root of the object graph, as an ORM loads it: the departments with their staff, and the projects they share. */
public class Company extends ModelObject {
    public String name;
    public List<Department> departments;
    /** Every project, each also referenced by the employees working on it. */
    public List<Project> projects;
}
