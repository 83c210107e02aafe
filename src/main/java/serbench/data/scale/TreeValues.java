package serbench.data.scale;

import java.util.ArrayList;
import serbench.data.tree.Foo;
import serbench.data.tree.Type;

/**
 * Trees of a parent with n leaf children, as the object-size post's: numbers over every varint width, either flag,
 * a string absent one time in ten. The type is always set: protobuf's conversion reads an absent one back as UNKNOWN.
 */
final class TreeValues implements ListValues<Foo> {
    private static final Type[] TYPES = Type.values();

    @Override
    public Foo value(Variety v, int entries) {
        Foo parent = node(v);
        parent.children = new ArrayList<>(entries);
        for (int i = 0; i < entries; i++) parent.children.add(node(v));
        return parent;
    }

    private static Foo node(Variety v) {
        Foo f = new Foo();
        f.type = v.pick(TYPES);
        f.flag = v.chance(0.5);
        f.num32 = v.int32(true);
        f.num64 = v.int64(true);
        f.str = v.chance(0.9) ? v.text(1, 40) : null;
        return f;
    }

    @Override
    public String entries() {
        return "children";
    }
}
