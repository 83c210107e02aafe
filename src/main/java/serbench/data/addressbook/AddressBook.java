package serbench.data.addressbook;

import java.util.List;
import serbench.model.ModelObject;

public class AddressBook extends ModelObject {
    public String name;
    public List<Person> persons;
}
