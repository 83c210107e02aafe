package serbench.data.testonly;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

final class TestOnlyManual {
    static final ManualFormat<Basket> FORMAT = new ManualFormat<>(TestOnlyManual::write, TestOnlyManual::read);
    private static final Colour[] COLOURS = Colour.values();

    private TestOnlyManual() {}

    static void write(Basket b, ByteSink out) {
        out.writeString(b.owner);
        out.writeList(b.fruits, ByteSink::writeString);
        out.writeEnum(b.colour);
    }

    static Basket read(ByteSource in) {
        Basket b = new Basket();
        b.owner = in.readString();
        b.fruits = in.readList(ByteSource::readString);
        b.colour = in.readEnum(COLOURS);
        return b;
    }
}
