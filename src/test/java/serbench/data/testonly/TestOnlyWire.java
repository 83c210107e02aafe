package serbench.data.testonly;

import java.util.ArrayList;
import serbench.data.Conversion;

/** The model to Square Wire's classes generated from testonly.proto, and back. */
final class TestOnlyWire {
    static final Conversion<Basket, serbench.gen.proto.testonly.Basket> CONVERSION =
        new Conversion<>(serbench.gen.proto.testonly.Basket.class, TestOnlyWire::build, TestOnlyWire::read);

    private TestOnlyWire() {}

    static serbench.gen.proto.testonly.Basket build(Basket b) {
        return new serbench.gen.proto.testonly.Basket.Builder().owner(b.owner).fruits(b.fruits)
            .colour(serbench.gen.proto.testonly.Basket.Colour.fromValue(b.colour.ordinal())).build();
    }

    static Basket read(serbench.gen.proto.testonly.Basket w) {
        Basket b = new Basket();
        b.owner = w.owner;
        b.fruits = new ArrayList<>(w.fruits);
        b.colour = Colour.values()[w.colour.getValue()];
        return b;
    }
}
