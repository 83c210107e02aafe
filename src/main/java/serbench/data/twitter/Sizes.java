package serbench.data.twitter;

import serbench.model.ModelObject;

/** The sizes a picture is served in. */
public class Sizes extends ModelObject {
    public Size medium;
    public Size small;
    public Size thumb;
    public Size large;
}
