package serbench.data.tree;

import java.util.ArrayList;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.tree.TreeSchema;

/**
 * The model to the Cap'n Proto message of tree.capnp. A leaf leaves the children pointer unset (not an
 * empty list), as the model's null says; a null type is the type union's {@code unset} member.
 */
final class TreeCapn {
    static final Conversion<Foo, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, TreeCapn::build, TreeCapn::read);

    private TreeCapn() {}

    static CapnMessage build(Foo f) {
        MessageBuilder message = new MessageBuilder();
        fill(message.initRoot(TreeSchema.Foo.factory), f);
        return CapnMessage.built(message);
    }

    private static void fill(TreeSchema.Foo.Builder b, Foo f) {
        if (f.type != null) b.getType().setValue(TreeSchema.Type.values()[f.type.ordinal()]);
        b.setFlag(f.flag);
        b.setNum32(f.num32);
        b.setNum64(f.num64);
        if (f.str != null) b.setStr(f.str);
        if (f.children != null) {
            StructList.Builder<TreeSchema.Foo.Builder> children = b.initChildren(f.children.size());
            for (int i = 0; i < f.children.size(); i++) fill(children.get(i), f.children.get(i));
        }
    }

    static Foo read(CapnMessage message) {
        return read(message.root(TreeSchema.Foo.factory));
    }

    private static Foo read(TreeSchema.Foo.Reader r) {
        Foo f = new Foo();
        f.type = r.getType().isValue() ? Type.values()[r.getType().getValue().ordinal()] : null;
        f.flag = r.getFlag();
        f.num32 = r.getNum32();
        f.num64 = r.getNum64();
        f.str = r.hasStr() ? r.getStr().toString() : null;
        if (r.hasChildren()) {
            StructList.Reader<TreeSchema.Foo.Reader> children = r.getChildren();
            f.children = new ArrayList<>(children.size());
            for (TreeSchema.Foo.Reader child : children) f.children.add(read(child));
        }
        return f;
    }
}
