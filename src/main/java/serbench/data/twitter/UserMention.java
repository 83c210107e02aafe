package serbench.data.twitter;

import serbench.model.ModelObject;

/** A user named in the text, and where. */
public class UserMention extends ModelObject {
    public String screen_name;
    public String name;
    public long id;
    public String id_str;
    public int[] indices;
}
