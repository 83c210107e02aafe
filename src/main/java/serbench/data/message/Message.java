package serbench.data.message;

import java.util.List;
import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** Every protobuf scalar type; Java has no unsigned types, so uint32/uint64 keep their bits in int/long. */
public class Message extends ModelObject {
    public String strObj;
    public int int32Obj;
    public long int64Obj;
    public int uint32Obj;
    public long uint64Obj;
    public int sint32Obj;
    public long sint64Obj;
    public int fixed32Obj;
    public long fixed64Obj;
    public int sfixed32Obj;
    public long sfixed64Obj;
    public boolean boolObj;
    public byte[] bytesObj;
    public float folatObj;
    public List<Double> doubleObj;
    public @Nullable InnerMessage innerMessage;
}
