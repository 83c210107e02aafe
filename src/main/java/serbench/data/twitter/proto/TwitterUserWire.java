package serbench.data.twitter.proto;

import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;
import serbench.data.twitter.convert.Elements;

/** The users of twitter.json to Square Wire's classes and back, for TwitterWire. */
final class TwitterUserWire {
    private TwitterUserWire() {}

    static serbench.gen.proto.twitter.TwitterUser buildTwitterUser(TwitterUser m) {
        return new serbench.gen.proto.twitter.TwitterUser.Builder()
            .id(m.id)
            .id_str(m.id_str)
            .name(m.name)
            .screen_name(m.screen_name)
            .location(m.location)
            .description(m.description)
            .url(m.url)
            .entities(buildUserEntities(m.entities))
            .is_protected(m.is_protected)
            .followers_count(m.followers_count)
            .friends_count(m.friends_count)
            .listed_count(m.listed_count)
            .created_at(m.created_at)
            .favourites_count(m.favourites_count)
            .utc_offset(m.utc_offset)
            .time_zone(m.time_zone)
            .geo_enabled(m.geo_enabled)
            .verified(m.verified)
            .statuses_count(m.statuses_count)
            .lang(m.lang)
            .contributors_enabled(m.contributors_enabled)
            .is_translator(m.is_translator)
            .is_translation_enabled(m.is_translation_enabled)
            .profile_background_color(m.profile_background_color)
            .profile_background_image_url(m.profile_background_image_url)
            .profile_background_image_url_https(m.profile_background_image_url_https)
            .profile_background_tile(m.profile_background_tile)
            .profile_image_url(m.profile_image_url)
            .profile_image_url_https(m.profile_image_url_https)
            .profile_banner_url(m.profile_banner_url)
            .profile_link_color(m.profile_link_color)
            .profile_sidebar_border_color(m.profile_sidebar_border_color)
            .profile_sidebar_fill_color(m.profile_sidebar_fill_color)
            .profile_text_color(m.profile_text_color)
            .profile_use_background_image(m.profile_use_background_image)
            .default_profile(m.default_profile)
            .default_profile_image(m.default_profile_image)
            .following(m.following)
            .follow_request_sent(m.follow_request_sent)
            .notifications(m.notifications)
            .build();
    }

    static TwitterUser readTwitterUser(serbench.gen.proto.twitter.TwitterUser w) {
        TwitterUser m = new TwitterUser();
        m.id = w.id;
        m.id_str = w.id_str;
        m.name = w.name;
        m.screen_name = w.screen_name;
        m.location = w.location;
        m.description = w.description;
        m.url = w.url;
        m.entities = readUserEntities(w.entities);
        m.is_protected = w.is_protected;
        m.followers_count = w.followers_count;
        m.friends_count = w.friends_count;
        m.listed_count = w.listed_count;
        m.created_at = w.created_at;
        m.favourites_count = w.favourites_count;
        m.utc_offset = w.utc_offset;
        m.time_zone = w.time_zone;
        m.geo_enabled = w.geo_enabled;
        m.verified = w.verified;
        m.statuses_count = w.statuses_count;
        m.lang = w.lang;
        m.contributors_enabled = w.contributors_enabled;
        m.is_translator = w.is_translator;
        m.is_translation_enabled = w.is_translation_enabled;
        m.profile_background_color = w.profile_background_color;
        m.profile_background_image_url = w.profile_background_image_url;
        m.profile_background_image_url_https = w.profile_background_image_url_https;
        m.profile_background_tile = w.profile_background_tile;
        m.profile_image_url = w.profile_image_url;
        m.profile_image_url_https = w.profile_image_url_https;
        m.profile_banner_url = w.profile_banner_url;
        m.profile_link_color = w.profile_link_color;
        m.profile_sidebar_border_color = w.profile_sidebar_border_color;
        m.profile_sidebar_fill_color = w.profile_sidebar_fill_color;
        m.profile_text_color = w.profile_text_color;
        m.profile_use_background_image = w.profile_use_background_image;
        m.default_profile = w.default_profile;
        m.default_profile_image = w.default_profile_image;
        m.following = w.following;
        m.follow_request_sent = w.follow_request_sent;
        m.notifications = w.notifications;
        return m;
    }

    static serbench.gen.proto.twitter.UserEntities buildUserEntities(UserEntities m) {
        return new serbench.gen.proto.twitter.UserEntities.Builder()
            .url(m.url == null ? null : buildUrlEntities(m.url))
            .description(buildUrlEntities(m.description))
            .build();
    }

    static UserEntities readUserEntities(serbench.gen.proto.twitter.UserEntities w) {
        UserEntities m = new UserEntities();
        m.url = w.url == null ? null : readUrlEntities(w.url);
        m.description = readUrlEntities(w.description);
        return m;
    }

    static serbench.gen.proto.twitter.UrlEntities buildUrlEntities(UrlEntities m) {
        return new serbench.gen.proto.twitter.UrlEntities.Builder()
            .urls(Elements.map(m.urls, TwitterWire::buildUrl))
            .build();
    }

    static UrlEntities readUrlEntities(serbench.gen.proto.twitter.UrlEntities w) {
        UrlEntities m = new UrlEntities();
        m.urls = Elements.map(w.urls, TwitterWire::readUrl);
        return m;
    }
}
