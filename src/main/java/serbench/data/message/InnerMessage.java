package serbench.data.message;

import serbench.model.ModelObject;

public class InnerMessage extends ModelObject {
    public String name;
    public int id;
    public EnumType type;
}
