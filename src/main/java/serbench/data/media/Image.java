package serbench.data.media;

import serbench.model.ModelObject;

public class Image extends ModelObject {
    public String uri;
    public String title;
    public int width;
    public int height;
    public Size size;
}
