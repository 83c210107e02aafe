package serbench.data.tree;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/** A leaf's children are null, which the schema's ["null", array] union keeps apart from empty. */
final class TreeAvro {
    static final Conversion<Foo, serbench.gen.avro.tree.Foo> CONVERSION =
        new Conversion<>(serbench.gen.avro.tree.Foo.class, TreeAvro::build, TreeAvro::read);

    private TreeAvro() {}

    static serbench.gen.avro.tree.Foo build(Foo f) {
        List<serbench.gen.avro.tree.Foo> children = null;
        if (f.children != null) {
            children = new ArrayList<>(f.children.size());
            for (Foo child : f.children) children.add(build(child));
        }
        return new serbench.gen.avro.tree.Foo(serbench.gen.avro.tree.Type.values()[f.type.ordinal()], f.flag, f.num32,
            f.num64, f.str, children);
    }

    static Foo read(serbench.gen.avro.tree.Foo a) {
        Foo f = new Foo();
        f.type = Type.values()[a.getType().ordinal()];
        f.flag = a.getFlag();
        f.num32 = a.getNum32();
        f.num64 = a.getNum64();
        f.str = a.getStr();
        if (a.getChildren() != null) {
            f.children = new ArrayList<>(a.getChildren().size());
            for (serbench.gen.avro.tree.Foo child : a.getChildren()) f.children.add(read(child));
        }
        return f;
    }
}
