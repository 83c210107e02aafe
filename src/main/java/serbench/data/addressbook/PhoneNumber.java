package serbench.data.addressbook;

import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

public class PhoneNumber extends ModelObject {
    public String number;
    public @Nullable PhoneType type;
}
