package serbench.data.media;

import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

public class Image extends ModelObject {
    public String uri;
    public @Nullable String title;
    public int width;
    public int height;
    public Size size;
}
