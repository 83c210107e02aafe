package serbench.data.tree;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.quickbuf.tree.TreeProtos;

final class TreeQuickbuf {
    static final Conversion<Foo, TreeProtos.Foo> CONVERSION =
        new Conversion<>(TreeProtos.Foo.class, f -> fill(TreeProtos.Foo.newInstance(), f), TreeQuickbuf::read);

    private TreeQuickbuf() {}

    private static TreeProtos.Foo fill(TreeProtos.Foo q, Foo f) {
        q.setFlag(f.flag).setNum32(f.num32).setNum64(f.num64);
        if (f.type != null) q.setTypeValue(f.type.ordinal());
        if (f.str != null) q.setStr(f.str);
        if (f.children != null) {
            for (Foo child : f.children) fill(q.getMutableChildren().next(), child);
        }
        return q;
    }

    /** A repeated field cannot tell "empty" from "absent": none is read as absent, the model's leaf. */
    static Foo read(TreeProtos.Foo q) {
        Foo f = new Foo();
        f.type = Type.values()[q.getTypeValue()];
        f.flag = q.getFlag();
        f.num32 = q.getNum32();
        f.num64 = q.getNum64();
        f.str = q.hasStr() ? q.getStr() : null;
        if (q.getChildren().length() > 0) {
            f.children = new ArrayList<>(q.getChildren().length());
            for (TreeProtos.Foo child : q.getChildren()) f.children.add(read(child));
        }
        return f;
    }
}
