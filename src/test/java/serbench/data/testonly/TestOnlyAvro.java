package serbench.data.testonly;

import java.util.ArrayList;
import serbench.data.Conversion;

final class TestOnlyAvro {
    static final Conversion<Basket, serbench.gen.avro.testonly.Basket> CONVERSION =
        new Conversion<>(serbench.gen.avro.testonly.Basket.class, TestOnlyAvro::build, TestOnlyAvro::read);

    private TestOnlyAvro() {}

    static serbench.gen.avro.testonly.Basket build(Basket b) {
        return new serbench.gen.avro.testonly.Basket(b.owner, b.fruits,
            serbench.gen.avro.testonly.Colour.values()[b.colour.ordinal()]);
    }

    static Basket read(serbench.gen.avro.testonly.Basket a) {
        Basket b = new Basket();
        b.owner = a.getOwner();
        b.fruits = new ArrayList<>(a.getFruits());
        b.colour = Colour.values()[a.getColour().ordinal()];
        return b;
    }
}
