package serbench.data.tree;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/** A leaf leaves the optional children list unset, as the model's null says. */
final class TreeThrift {
    static final Conversion<Foo, serbench.gen.thrift.tree.Foo> CONVERSION =
        new Conversion<>(serbench.gen.thrift.tree.Foo.class, TreeThrift::build, TreeThrift::read);

    private TreeThrift() {}

    static serbench.gen.thrift.tree.Foo build(Foo f) {
        serbench.gen.thrift.tree.Foo t = new serbench.gen.thrift.tree.Foo()
            .setFlag(f.flag).setNum32(f.num32).setNum64(f.num64).setStr(f.str);
        if (f.type != null) t.setType(serbench.gen.thrift.tree.Type.findByValue(f.type.ordinal()));
        if (f.children != null) {
            List<serbench.gen.thrift.tree.Foo> children = new ArrayList<>(f.children.size());
            for (Foo child : f.children) children.add(build(child));
            t.setChildren(children);
        }
        return t;
    }

    static Foo read(serbench.gen.thrift.tree.Foo t) {
        Foo f = new Foo();
        f.type = t.isSetType() ? Type.values()[t.getType().getValue()] : null;
        f.flag = t.isFlag();
        f.num32 = t.getNum32();
        f.num64 = t.getNum64();
        f.str = t.getStr();
        if (t.isSetChildren()) {
            f.children = new ArrayList<>(t.getChildrenSize());
            for (serbench.gen.thrift.tree.Foo child : t.getChildren()) f.children.add(read(child));
        }
        return f;
    }
}
