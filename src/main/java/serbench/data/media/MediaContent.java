package serbench.data.media;

import java.util.List;
import serbench.model.ModelObject;

public class MediaContent extends ModelObject {
    public List<Image> images;
    public Media media;
}
