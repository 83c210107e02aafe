package serbench.data.tree;

import java.util.List;
import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** A node of the object-size scaling tree; {@code children} is null (absent) for a leaf. */
public class Foo extends ModelObject {
    public Type type;
    public boolean flag;
    public int num32;
    public long num64;
    public @Nullable String str;
    public @Nullable List<Foo> children;
}
