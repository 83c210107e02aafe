package serbench.data.tree;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/** The object-size post's tree: a parent with N leaf children. */
public final class TreeData {
    /** Foo to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<Foo, ?>> CONVERSIONS = List.of(
        TreeProto.CONVERSION, TreeThrift.CONVERSION, TreeAvro.CONVERSION, TreeWire.CONVERSION,
        TreeQuickbuf.CONVERSION, TreeProtoLite.CONVERSION,
        TreeCapn.CONVERSION, TreeColfer.CONVERSION, TreeSbe.CONVERSION, TreeFbs.CONVERSION, TreeKotlin.CONVERSION);
    /** The hand-written baseline's format of Foo. */
    public static final ManualFormat<Foo> MANUAL = TreeManual.FORMAT;
    private TreeData() {}

    public static Foo tree(int children) {
        Foo parent = node("parent");
        if (children > 0) {
            List<Foo> list = new ArrayList<>(children);
            for (int i = 1; i <= children; i++) {
                list.add(node("child " + i));
            }
            parent.children = list;
        }
        return parent;
    }

    private static Foo node(String str) {
        Foo f = new Foo();
        f.type = Type.FOO;
        f.flag = true;
        f.num32 = Integer.MAX_VALUE;
        f.num64 = Long.MAX_VALUE;
        f.str = str;
        return f;
    }
}
