package serbench.data.testonly;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.testonly.BasketDecoder;
import serbench.gen.sbe.testonly.BasketEncoder;
import serbench.gen.sbe.testonly.MessageHeaderDecoder;
import serbench.gen.sbe.testonly.MessageHeaderEncoder;

/** The model to an SBE frame of testonly.sbe.xml (its decoder: SBE has no message object) and back. */
final class TestOnlySbe {
    static final Conversion<Basket, BasketDecoder> CONVERSION =
        new Conversion<>(BasketDecoder.class, TestOnlySbe::build, TestOnlySbe::read);
    private static final int CAPACITY = 128;

    private TestOnlySbe() {}

    static BasketDecoder build(Basket b) {
        return Sbe.frame(CAPACITY, buffer -> {
            BasketEncoder e = new BasketEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
                .colour(serbench.gen.sbe.testonly.Colour.get((short) b.colour.ordinal()));
            BasketEncoder.FruitsEncoder fruits = e.fruitsCount(b.fruits.size());
            for (String fruit : b.fruits) fruits.next().fruit(fruit);
            e.owner(b.owner);
            return e;
        }, frame -> new BasketDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** In schema order, as SBE requires: the root block, the group, then the string. */
    static Basket read(BasketDecoder d) {
        d.sbeRewind();
        Basket b = new Basket();
        b.colour = Colour.values()[d.colour().value()];
        BasketDecoder.FruitsDecoder fruits = d.fruits();
        b.fruits = new ArrayList<>(fruits.count());
        for (BasketDecoder.FruitsDecoder f : fruits) b.fruits.add(f.fruit());
        b.owner = d.owner();
        return b;
    }
}
