package serbench.data.twitter;

import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** A tweet; a retweet holds the tweet it retweets, itself a status. */
public class Status extends ModelObject {
    public Metadata metadata;
    public String created_at;
    public long id;
    public String id_str;
    public String text;
    public String source;
    public boolean truncated;
    public @Nullable Long in_reply_to_status_id;
    public @Nullable String in_reply_to_status_id_str;
    public @Nullable Long in_reply_to_user_id;
    public @Nullable String in_reply_to_user_id_str;
    public @Nullable String in_reply_to_screen_name;
    public TwitterUser user;
    public @Nullable String geo;
    public @Nullable String coordinates;
    public @Nullable String place;
    public @Nullable String contributors;
    public @Nullable Status retweeted_status;
    public int retweet_count;
    public int favorite_count;
    public Entities entities;
    public boolean favorited;
    public boolean retweeted;
    public @Nullable Boolean possibly_sensitive;
    public String lang;
}
