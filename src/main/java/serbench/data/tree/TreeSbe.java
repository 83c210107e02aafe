package serbench.data.tree;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.tree.BooleanType;
import serbench.gen.sbe.tree.FooDecoder;
import serbench.gen.sbe.tree.FooEncoder;
import serbench.gen.sbe.tree.MessageHeaderDecoder;
import serbench.gen.sbe.tree.MessageHeaderEncoder;

/**
 * The model to an SBE frame of tree.sbe.xml (its decoder: SBE has no message object) and back. SBE cannot
 * nest a message in itself, so the tree is one group of nodes in pre-order, each with its child count.
 */
final class TreeSbe {
    static final Conversion<Foo, FooDecoder> CONVERSION =
        new Conversion<>(FooDecoder.class, TreeSbe::build, TreeSbe::read);
    /** Room for a node of the data set (about 35 bytes), so the buffer never grows while encoding. */
    private static final int NODE_CAPACITY = 48;

    private TreeSbe() {}

    static FooDecoder build(Foo root) {
        int nodes = count(root);
        return Sbe.frame(16 + NODE_CAPACITY * nodes, buffer -> {
            FooEncoder e = new FooEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder());
            write(e.nodesCount(nodes), root);
            return e;
        }, frame -> new FooDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    private static int count(Foo f) {
        int n = 1;
        if (f.children != null) {
            for (Foo child : f.children) n += count(child);
        }
        return n;
    }

    private static void write(FooEncoder.NodesEncoder nodes, Foo f) {
        nodes.next()
            .nodeType(f.type == null ? serbench.gen.sbe.tree.Type.NULL_VAL
                : serbench.gen.sbe.tree.Type.get((short) f.type.ordinal()))
            .flag(f.flag ? BooleanType.T : BooleanType.F).num32(f.num32).num64(f.num64)
            .childCount(f.children == null ? FooEncoder.NodesEncoder.childCountNullValue() : f.children.size())
            .present().clear().str(f.str != null);
        nodes.str(f.str);
        if (f.children != null) {
            for (Foo child : f.children) write(nodes, child);
        }
    }

    /** Every node in schema order, as SBE requires: its block, then its string. */
    static Foo read(FooDecoder d) {
        d.sbeRewind();
        return read(d.nodes());
    }

    private static Foo read(FooDecoder.NodesDecoder nodes) {
        nodes.next();
        Foo f = new Foo();
        serbench.gen.sbe.tree.Type type = nodes.nodeType();
        f.type = type == serbench.gen.sbe.tree.Type.NULL_VAL ? null : Type.values()[type.value()];
        f.flag = nodes.flag() == BooleanType.T;
        f.num32 = nodes.num32();
        f.num64 = nodes.num64();
        int children = nodes.childCount();
        boolean str = nodes.present().str();
        String value = nodes.str(); // an absent string was written empty and must be read past
        f.str = str ? value : null;
        if (children != FooDecoder.NodesDecoder.childCountNullValue()) {
            f.children = new ArrayList<>(children);
            for (int i = 0; i < children; i++) f.children.add(read(nodes));
        }
        return f;
    }
}
