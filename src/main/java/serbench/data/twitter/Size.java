package serbench.data.twitter;

import serbench.model.ModelObject;

/** One size of a picture: width, height and how it was resized ("fit", "crop"). */
public class Size extends ModelObject {
    public int w;
    public int h;
    public String resize;
}
