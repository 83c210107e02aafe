package serbench.data.addressbook;

import serbench.model.ModelObject;

public class PhoneNumber extends ModelObject {
    public String number;
    public PhoneType type;
}
