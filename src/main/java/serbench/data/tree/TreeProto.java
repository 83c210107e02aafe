package serbench.data.tree;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.proto.tree.TreeProtos;

final class TreeProto {
    static final Conversion<Foo, TreeProtos.Foo> CONVERSION =
        new Conversion<>(TreeProtos.Foo.class, TreeProto::build, TreeProto::read);

    private TreeProto() {}

    static TreeProtos.Foo build(Foo f) {
        TreeProtos.Foo.Builder b = TreeProtos.Foo.newBuilder()
            .setFlag(f.flag).setNum32(f.num32).setNum64(f.num64);
        if (f.type != null) b.setType(TreeProtos.Type.forNumber(f.type.ordinal()));
        if (f.str != null) b.setStr(f.str);
        if (f.children != null) {
            for (Foo child : f.children) b.addChildren(build(child));
        }
        return b.build();
    }

    /** A repeated field cannot tell "empty" from "absent": none is read as absent, the model's leaf. */
    static Foo read(TreeProtos.Foo p) {
        Foo f = new Foo();
        f.type = Type.values()[p.getType().getNumber()];
        f.flag = p.getFlag();
        f.num32 = p.getNum32();
        f.num64 = p.getNum64();
        f.str = p.hasStr() ? p.getStr() : null;
        if (p.getChildrenCount() > 0) {
            f.children = new ArrayList<>(p.getChildrenCount());
            for (TreeProtos.Foo child : p.getChildrenList()) f.children.add(read(child));
        }
        return f;
    }
}
