package serbench.data.twitter;

import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** A picture attached to a status; a picture of a retweet names the status it came from. */
public class MediaEntity extends ModelObject {
    public long id;
    public String id_str;
    public int[] indices;
    public String media_url;
    public String media_url_https;
    public String url;
    public String display_url;
    public String expanded_url;
    public String type;
    public Sizes sizes;
    public @Nullable Long source_status_id;
    public @Nullable String source_status_id_str;
}
