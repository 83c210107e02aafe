package serbench.data.tree;

import java.util.ArrayList;
import serbench.data.Conversion;

/** A leaf's null children and a null str travel as has-flags (see tree.colf): an absent Colfer list reads empty. */
final class TreeColfer {
    static final Conversion<Foo, serbench.gen.colfer.tree.Foo> CONVERSION =
        new Conversion<>(serbench.gen.colfer.tree.Foo.class, TreeColfer::build, TreeColfer::read);

    private TreeColfer() {}

    static serbench.gen.colfer.tree.Foo build(Foo f) {
        serbench.gen.colfer.tree.Foo c = new serbench.gen.colfer.tree.Foo();
        c.Type = (byte) f.type.ordinal();
        c.flag = f.flag;
        c.num32 = f.num32;
        c.num64 = f.num64;
        c.hasStr = f.str != null;
        if (c.hasStr) c.str = f.str;
        c.hasChildren = f.children != null;
        if (c.hasChildren) {
            c.children = new serbench.gen.colfer.tree.Foo[f.children.size()];
            for (int k = 0; k < c.children.length; k++) c.children[k] = build(f.children.get(k));
        }
        return c;
    }

    static Foo read(serbench.gen.colfer.tree.Foo c) {
        Foo f = new Foo();
        f.type = Type.values()[c.Type];
        f.flag = c.flag;
        f.num32 = c.num32;
        f.num64 = c.num64;
        f.str = c.hasStr ? c.str : null;
        if (c.hasChildren) {
            f.children = new ArrayList<>(c.children.length);
            for (serbench.gen.colfer.tree.Foo child : c.children) f.children.add(read(child));
        }
        return f;
    }
}
