package serbench.data.addressbook;

import java.util.List;
import serbench.model.ModelObject;

public class Person extends ModelObject {
    public String name;
    public int id;
    public String email;
    public List<PhoneNumber> phones;
}
