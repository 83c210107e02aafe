package serbench.data.media;

import java.util.List;
import serbench.model.ModelObject;

/** Optional fields (title, bitrate, copyright) are null when absent. */
public class Media extends ModelObject {
    public String uri;
    public String title;
    public int width;
    public int height;
    public String format;
    public long duration;
    public long size;
    public Integer bitrate;
    public List<String> persons;
    public Player player;
    public String copyright;
}
