package serbench.data.twitter;

import java.util.List;
import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** What a status's text holds: media is absent from a status without any. */
public class Entities extends ModelObject {
    public List<Hashtag> hashtags;
    public List<Hashtag> symbols;
    public List<Url> urls;
    public List<UserMention> user_mentions;
    public @Nullable List<MediaEntity> media;
}
