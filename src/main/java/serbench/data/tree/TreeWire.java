package serbench.data.tree;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/** The model to Square Wire's classes generated from tree.proto, and back. */
final class TreeWire {
    static final Conversion<Foo, serbench.gen.proto.tree.Foo> CONVERSION =
        new Conversion<>(serbench.gen.proto.tree.Foo.class, TreeWire::build, TreeWire::read);

    private TreeWire() {}

    static serbench.gen.proto.tree.Foo build(Foo f) {
        serbench.gen.proto.tree.Foo.Builder b = new serbench.gen.proto.tree.Foo.Builder()
            .flag(f.flag).num32(f.num32).num64(f.num64).str(f.str);
        if (f.type != null) b.type(serbench.gen.proto.tree.Type.fromValue(f.type.ordinal()));
        if (f.children != null) {
            List<serbench.gen.proto.tree.Foo> children = new ArrayList<>(f.children.size());
            for (Foo child : f.children) children.add(build(child));
            b.children(children);
        }
        return b.build();
    }

    /** As in protobuf: an absent enum reads as its first value, no children as the model's leaf (null). */
    static Foo read(serbench.gen.proto.tree.Foo w) {
        Foo f = new Foo();
        f.type = w.type == null ? Type.values()[0] : Type.values()[w.type.getValue()];
        f.flag = w.flag;
        f.num32 = w.num32;
        f.num64 = w.num64;
        f.str = w.str;
        if (!w.children.isEmpty()) {
            f.children = new ArrayList<>(w.children.size());
            for (serbench.gen.proto.tree.Foo child : w.children) f.children.add(read(child));
        }
        return f;
    }
}
