package serbench.data.graph;

import serbench.model.ModelObject;

/** A project several employees work on: shared, so a codec either keeps it one object or writes it once per employee. */
public class Project extends ModelObject {
    public String code;
    public String name;
    public long budgetCents;
}
