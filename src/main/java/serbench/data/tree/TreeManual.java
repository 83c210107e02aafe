package serbench.data.tree;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

final class TreeManual {
    static final ManualFormat<Foo> FORMAT = new ManualFormat<>(TreeManual::write, TreeManual::read);
    private static final Type[] TYPES = Type.values();

    private TreeManual() {}

    static void write(Foo f, ByteSink out) {
        out.writeEnum(f.type);
        out.writeBoolean(f.flag);
        out.writeInt(f.num32);
        out.writeLong(f.num64);
        out.writeString(f.str);
        out.writeList(f.children, (o, child) -> write(child, o));
    }

    static Foo read(ByteSource in) {
        Foo f = new Foo();
        f.type = in.readEnum(TYPES);
        f.flag = in.readBoolean();
        f.num32 = in.readInt();
        f.num64 = in.readLong();
        f.str = in.readString();
        f.children = in.readList(TreeManual::read);
        return f;
    }
}
