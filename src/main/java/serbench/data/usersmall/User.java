package serbench.data.usersmall;

import serbench.model.ModelObject;

/** The JMH post's entity. */
public class User extends ModelObject {
    public int age;
    public String username;
    public String address;
}
