package serbench.data.testonly;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.quickbuf.testonly.TestOnlyProtos;

final class TestOnlyQuickbuf {
    static final Conversion<Basket, TestOnlyProtos.Basket> CONVERSION =
        new Conversion<>(TestOnlyProtos.Basket.class, TestOnlyQuickbuf::build, TestOnlyQuickbuf::read);

    private TestOnlyQuickbuf() {}

    static TestOnlyProtos.Basket build(Basket b) {
        TestOnlyProtos.Basket q = TestOnlyProtos.Basket.newInstance().setOwner(b.owner).setColourValue(b.colour.ordinal());
        for (String fruit : b.fruits) q.addFruits(fruit);
        return q;
    }

    static Basket read(TestOnlyProtos.Basket q) {
        Basket b = new Basket();
        b.owner = q.getOwner();
        b.fruits = new ArrayList<>(q.getFruits().length());
        for (int f = 0; f < q.getFruits().length(); f++) b.fruits.add(q.getFruits().get(f));
        b.colour = Colour.values()[q.getColourValue()];
        return b;
    }
}
