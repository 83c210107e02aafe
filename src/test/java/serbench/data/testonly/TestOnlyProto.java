package serbench.data.testonly;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.proto.testonly.TestOnlyProtos;

final class TestOnlyProto {
    static final Conversion<Basket, TestOnlyProtos.Basket> CONVERSION =
        new Conversion<>(TestOnlyProtos.Basket.class, TestOnlyProto::build, TestOnlyProto::read);

    private TestOnlyProto() {}

    static TestOnlyProtos.Basket build(Basket b) {
        return TestOnlyProtos.Basket.newBuilder().setOwner(b.owner).addAllFruits(b.fruits)
            .setColour(TestOnlyProtos.Basket.Colour.forNumber(b.colour.ordinal())).build();
    }

    static Basket read(TestOnlyProtos.Basket p) {
        Basket b = new Basket();
        b.owner = p.getOwner();
        b.fruits = new ArrayList<>(p.getFruitsList());
        b.colour = Colour.values()[p.getColour().getNumber()];
        return b;
    }
}
