package serbench.data.twitter;

import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** The author of a status (not User: avaje-jsonb names its generated adapters by simple name, and user has a User). */
public class TwitterUser extends ModelObject {
    public long id;
    public String id_str;
    public String name;
    public String screen_name;
    public String location;
    public String description;
    public @Nullable String url;
    public UserEntities entities;
    /** The document's "protected", a keyword in Java. */
    public boolean is_protected;
    public int followers_count;
    public int friends_count;
    public int listed_count;
    public String created_at;
    public int favourites_count;
    public @Nullable Integer utc_offset;
    public @Nullable String time_zone;
    public boolean geo_enabled;
    public boolean verified;
    public int statuses_count;
    public String lang;
    public boolean contributors_enabled;
    public boolean is_translator;
    public boolean is_translation_enabled;
    public String profile_background_color;
    public String profile_background_image_url;
    public String profile_background_image_url_https;
    public boolean profile_background_tile;
    public String profile_image_url;
    public String profile_image_url_https;
    public @Nullable String profile_banner_url;
    public String profile_link_color;
    public String profile_sidebar_border_color;
    public String profile_sidebar_fill_color;
    public String profile_text_color;
    public boolean profile_use_background_image;
    public boolean default_profile;
    public boolean default_profile_image;
    public boolean following;
    public boolean follow_request_sent;
    public boolean notifications;
}
