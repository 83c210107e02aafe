package serbench.data.media;

import java.util.List;
import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** Optional fields (title, bitrate, copyright) are null when absent. */
public class Media extends ModelObject {
    public String uri;
    public @Nullable String title;
    public int width;
    public int height;
    public String format;
    public long duration;
    public long size;
    public @Nullable Integer bitrate;
    public List<String> persons;
    public Player player;
    public @Nullable String copyright;
}
