package serbench.data.twitter.convert;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;

/** The users of twitter.json in the hand-written format, for TwitterManual. */
final class TwitterUserManual {
    private TwitterUserManual() {}

    static void writeTwitterUser(ByteSink o, TwitterUser m) {
        o.writeLong(m.id);
        o.writeString(m.id_str);
        o.writeString(m.name);
        o.writeString(m.screen_name);
        o.writeString(m.location);
        o.writeString(m.description);
        o.writeString(m.url);
        writeUserEntities(o, m.entities);
        o.writeBoolean(m.is_protected);
        o.writeInt(m.followers_count);
        o.writeInt(m.friends_count);
        o.writeInt(m.listed_count);
        o.writeString(m.created_at);
        o.writeInt(m.favourites_count);
        o.writeNullableInt(m.utc_offset);
        o.writeString(m.time_zone);
        o.writeBoolean(m.geo_enabled);
        o.writeBoolean(m.verified);
        o.writeInt(m.statuses_count);
        o.writeString(m.lang);
        o.writeBoolean(m.contributors_enabled);
        o.writeBoolean(m.is_translator);
        o.writeBoolean(m.is_translation_enabled);
        o.writeString(m.profile_background_color);
        o.writeString(m.profile_background_image_url);
        o.writeString(m.profile_background_image_url_https);
        o.writeBoolean(m.profile_background_tile);
        o.writeString(m.profile_image_url);
        o.writeString(m.profile_image_url_https);
        o.writeString(m.profile_banner_url);
        o.writeString(m.profile_link_color);
        o.writeString(m.profile_sidebar_border_color);
        o.writeString(m.profile_sidebar_fill_color);
        o.writeString(m.profile_text_color);
        o.writeBoolean(m.profile_use_background_image);
        o.writeBoolean(m.default_profile);
        o.writeBoolean(m.default_profile_image);
        o.writeBoolean(m.following);
        o.writeBoolean(m.follow_request_sent);
        o.writeBoolean(m.notifications);
    }

    static TwitterUser readTwitterUser(ByteSource i) {
        TwitterUser m = new TwitterUser();
        m.id = i.readLong();
        m.id_str = i.readString();
        m.name = i.readString();
        m.screen_name = i.readString();
        m.location = i.readString();
        m.description = i.readString();
        m.url = i.readString();
        m.entities = readUserEntities(i);
        m.is_protected = i.readBoolean();
        m.followers_count = i.readInt();
        m.friends_count = i.readInt();
        m.listed_count = i.readInt();
        m.created_at = i.readString();
        m.favourites_count = i.readInt();
        m.utc_offset = i.readNullableInt();
        m.time_zone = i.readString();
        m.geo_enabled = i.readBoolean();
        m.verified = i.readBoolean();
        m.statuses_count = i.readInt();
        m.lang = i.readString();
        m.contributors_enabled = i.readBoolean();
        m.is_translator = i.readBoolean();
        m.is_translation_enabled = i.readBoolean();
        m.profile_background_color = i.readString();
        m.profile_background_image_url = i.readString();
        m.profile_background_image_url_https = i.readString();
        m.profile_background_tile = i.readBoolean();
        m.profile_image_url = i.readString();
        m.profile_image_url_https = i.readString();
        m.profile_banner_url = i.readString();
        m.profile_link_color = i.readString();
        m.profile_sidebar_border_color = i.readString();
        m.profile_sidebar_fill_color = i.readString();
        m.profile_text_color = i.readString();
        m.profile_use_background_image = i.readBoolean();
        m.default_profile = i.readBoolean();
        m.default_profile_image = i.readBoolean();
        m.following = i.readBoolean();
        m.follow_request_sent = i.readBoolean();
        m.notifications = i.readBoolean();
        return m;
    }

    static void writeUserEntities(ByteSink o, UserEntities m) {
        TwitterManual.writeNullable(o, m.url, TwitterUserManual::writeUrlEntities);
        writeUrlEntities(o, m.description);
    }

    static UserEntities readUserEntities(ByteSource i) {
        UserEntities m = new UserEntities();
        m.url = i.readBoolean() ? readUrlEntities(i) : null;
        m.description = readUrlEntities(i);
        return m;
    }

    static void writeUrlEntities(ByteSink o, UrlEntities m) {
        o.writeList(m.urls, TwitterManual::writeUrl);
    }

    static UrlEntities readUrlEntities(ByteSource i) {
        UrlEntities m = new UrlEntities();
        m.urls = i.readList(TwitterManual::readUrl);
        return m;
    }
}
