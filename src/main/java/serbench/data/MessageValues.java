package serbench.data;

import java.util.ArrayList;
import java.util.List;
import serbench.model.message.EnumType;
import serbench.model.message.InnerMessage;
import serbench.model.message.Message;

/** The all-types post's message (seed 002), field for field. */
final class MessageValues {
    private MessageValues() {}

    static Message message() {
        Message m = new Message();
        m.strObj = "message";
        m.folatObj = 1f;
        m.doubleObj = new ArrayList<>(List.of(1d, 2d));
        m.boolObj = true;
        m.bytesObj = new byte[] {1, 2, 3};
        m.int32Obj = 32;
        m.int64Obj = 64L;
        m.sint32Obj = 232;
        m.sint64Obj = 264;
        m.fixed32Obj = 532;
        m.fixed64Obj = 564;
        m.sfixed32Obj = 2532;
        m.sfixed64Obj = 2564;
        m.uint32Obj = 632;
        m.uint64Obj = 664;
        InnerMessage inner = new InnerMessage();
        inner.id = 1;
        inner.name = "inner";
        inner.type = EnumType.PRODUCTS;
        m.innerMessage = inner;
        return m;
    }
}
