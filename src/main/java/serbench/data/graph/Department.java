package serbench.data.graph;

import java.util.List;
import serbench.model.ModelObject;

/** A department and its staff; each employee points back here (the graph's cycle), its head is one of them. */
public class Department extends ModelObject {
    public String code;
    public String name;
    /** One of {@link #employees}, the same object. */
    public Employee head;
    public List<Employee> employees;
}
