package serbench.data.twitter;

import serbench.model.ModelObject;

/** A link, as written and expanded, and where it is in the text. */
public class Url extends ModelObject {
    public String url;
    public String expanded_url;
    public String display_url;
    public int[] indices;
}
