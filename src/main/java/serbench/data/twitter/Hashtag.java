package serbench.data.twitter;

import serbench.model.ModelObject;

/** A hashtag (or a cashtag, a symbol) and where it is in the text. */
public class Hashtag extends ModelObject {
    public String text;
    public int[] indices;
}
