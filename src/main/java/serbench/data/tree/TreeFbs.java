package serbench.data.tree;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Fbs;

/** A leaf leaves the children vector out, as the model's null says; an empty list would be an empty vector. */
final class TreeFbs {
    static final Conversion<Foo, serbench.gen.flatbuffers.tree.Foo> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.tree.Foo.class, TreeFbs::build, TreeFbs::read);

    private TreeFbs() {}

    static serbench.gen.flatbuffers.tree.Foo build(Foo f) {
        FlatBufferBuilder b = Fbs.builder();
        b.finish(foo(b, f));
        return serbench.gen.flatbuffers.tree.Foo.getRootAsFoo(b.dataBuffer());
    }

    /**
     * Children first (a table cannot be written inside another), then the node field by field, since the
     * generated createFoo always writes the optional type; largest fields first, as createFoo would.
     */
    private static int foo(FlatBufferBuilder b, Foo f) {
        int children = 0;
        if (f.children != null) {
            int[] offsets = new int[f.children.size()];
            for (int j = 0; j < offsets.length; j++) offsets[j] = foo(b, f.children.get(j));
            children = serbench.gen.flatbuffers.tree.Foo.createChildrenVector(b, offsets);
        }
        int str = Fbs.string(b, f.str);
        serbench.gen.flatbuffers.tree.Foo.startFoo(b);
        serbench.gen.flatbuffers.tree.Foo.addNum64(b, f.num64);
        serbench.gen.flatbuffers.tree.Foo.addChildren(b, children);
        serbench.gen.flatbuffers.tree.Foo.addStr(b, str);
        serbench.gen.flatbuffers.tree.Foo.addNum32(b, f.num32);
        serbench.gen.flatbuffers.tree.Foo.addFlag(b, f.flag);
        if (f.type != null) {
            b.forceDefaults(true);   // a present UNKNOWN (0) must be written (see Fbs)
            serbench.gen.flatbuffers.tree.Foo.addType(b, (byte) f.type.ordinal());
            b.forceDefaults(false);
        }
        return serbench.gen.flatbuffers.tree.Foo.endFoo(b);
    }

    static Foo read(serbench.gen.flatbuffers.tree.Foo t) {
        Foo f = new Foo();
        f.type = t.hasType() ? Type.values()[t.type()] : null;
        f.flag = t.flag();
        f.num32 = t.num32();
        f.num64 = t.num64();
        f.str = t.str();
        serbench.gen.flatbuffers.tree.Foo.Vector children = t.childrenVector();
        if (children != null) {
            f.children = new ArrayList<>(children.length());
            // one accessor per level, moved along its vector, as FlatBuffers' own examples read one
            serbench.gen.flatbuffers.tree.Foo child = new serbench.gen.flatbuffers.tree.Foo();
            for (int j = 0; j < children.length(); j++) f.children.add(read(children.get(child, j)));
        }
        return f;
    }
}
