package serbench.data.user;

import serbench.model.ModelObject;

/** The simple object of the "Protobuf vs Thrift" post. */
public class User extends ModelObject {
    public String id;
    public int weight;
    public int age;
    public String name;
    public String title;
    public String desc;
}
