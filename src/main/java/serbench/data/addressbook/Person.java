package serbench.data.addressbook;

import java.util.List;
import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

public class Person extends ModelObject {
    public String name;
    public int id;
    public @Nullable String email;
    public List<PhoneNumber> phones;
}
