package serbench.data.message;

import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

public class InnerMessage extends ModelObject {
    public @Nullable String name;
    public int id;
    public EnumType type;
}
