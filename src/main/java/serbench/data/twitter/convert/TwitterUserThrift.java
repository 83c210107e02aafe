package serbench.data.twitter.convert;

import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;

/** The users of twitter.json to Thrift's classes and back, for TwitterThrift. */
final class TwitterUserThrift {
    private TwitterUserThrift() {}

    static serbench.gen.thrift.twitter.TwitterUser buildTwitterUser(TwitterUser m) {
        serbench.gen.thrift.twitter.TwitterUser t = new serbench.gen.thrift.twitter.TwitterUser();
        t.setId(m.id);
        t.setId_str(m.id_str);
        t.setName(m.name);
        t.setScreen_name(m.screen_name);
        t.setLocation(m.location);
        t.setDescription(m.description);
        if (m.url != null) t.setUrl(m.url);
        t.setEntities(buildUserEntities(m.entities));
        t.setIs_protected(m.is_protected);
        t.setFollowers_count(m.followers_count);
        t.setFriends_count(m.friends_count);
        t.setListed_count(m.listed_count);
        t.setCreated_at(m.created_at);
        t.setFavourites_count(m.favourites_count);
        if (m.utc_offset != null) t.setUtc_offset(m.utc_offset);
        if (m.time_zone != null) t.setTime_zone(m.time_zone);
        t.setGeo_enabled(m.geo_enabled);
        t.setVerified(m.verified);
        t.setStatuses_count(m.statuses_count);
        t.setLang(m.lang);
        t.setContributors_enabled(m.contributors_enabled);
        t.setIs_translator(m.is_translator);
        t.setIs_translation_enabled(m.is_translation_enabled);
        t.setProfile_background_color(m.profile_background_color);
        t.setProfile_background_image_url(m.profile_background_image_url);
        t.setProfile_background_image_url_https(m.profile_background_image_url_https);
        t.setProfile_background_tile(m.profile_background_tile);
        t.setProfile_image_url(m.profile_image_url);
        t.setProfile_image_url_https(m.profile_image_url_https);
        if (m.profile_banner_url != null) t.setProfile_banner_url(m.profile_banner_url);
        t.setProfile_link_color(m.profile_link_color);
        t.setProfile_sidebar_border_color(m.profile_sidebar_border_color);
        t.setProfile_sidebar_fill_color(m.profile_sidebar_fill_color);
        t.setProfile_text_color(m.profile_text_color);
        t.setProfile_use_background_image(m.profile_use_background_image);
        t.setDefault_profile(m.default_profile);
        t.setDefault_profile_image(m.default_profile_image);
        t.setFollowing(m.following);
        t.setFollow_request_sent(m.follow_request_sent);
        t.setNotifications(m.notifications);
        return t;
    }

    static TwitterUser readTwitterUser(serbench.gen.thrift.twitter.TwitterUser t) {
        TwitterUser m = new TwitterUser();
        m.id = t.getId();
        m.id_str = t.getId_str();
        m.name = t.getName();
        m.screen_name = t.getScreen_name();
        m.location = t.getLocation();
        m.description = t.getDescription();
        m.url = t.isSetUrl() ? t.getUrl() : null;
        m.entities = readUserEntities(t.getEntities());
        m.is_protected = t.isIs_protected();
        m.followers_count = t.getFollowers_count();
        m.friends_count = t.getFriends_count();
        m.listed_count = t.getListed_count();
        m.created_at = t.getCreated_at();
        m.favourites_count = t.getFavourites_count();
        m.utc_offset = t.isSetUtc_offset() ? t.getUtc_offset() : null;
        m.time_zone = t.isSetTime_zone() ? t.getTime_zone() : null;
        m.geo_enabled = t.isGeo_enabled();
        m.verified = t.isVerified();
        m.statuses_count = t.getStatuses_count();
        m.lang = t.getLang();
        m.contributors_enabled = t.isContributors_enabled();
        m.is_translator = t.isIs_translator();
        m.is_translation_enabled = t.isIs_translation_enabled();
        m.profile_background_color = t.getProfile_background_color();
        m.profile_background_image_url = t.getProfile_background_image_url();
        m.profile_background_image_url_https = t.getProfile_background_image_url_https();
        m.profile_background_tile = t.isProfile_background_tile();
        m.profile_image_url = t.getProfile_image_url();
        m.profile_image_url_https = t.getProfile_image_url_https();
        m.profile_banner_url = t.isSetProfile_banner_url() ? t.getProfile_banner_url() : null;
        m.profile_link_color = t.getProfile_link_color();
        m.profile_sidebar_border_color = t.getProfile_sidebar_border_color();
        m.profile_sidebar_fill_color = t.getProfile_sidebar_fill_color();
        m.profile_text_color = t.getProfile_text_color();
        m.profile_use_background_image = t.isProfile_use_background_image();
        m.default_profile = t.isDefault_profile();
        m.default_profile_image = t.isDefault_profile_image();
        m.following = t.isFollowing();
        m.follow_request_sent = t.isFollow_request_sent();
        m.notifications = t.isNotifications();
        return m;
    }

    static serbench.gen.thrift.twitter.UserEntities buildUserEntities(UserEntities m) {
        serbench.gen.thrift.twitter.UserEntities t = new serbench.gen.thrift.twitter.UserEntities();
        if (m.url != null) t.setUrl(buildUrlEntities(m.url));
        t.setDescription(buildUrlEntities(m.description));
        return t;
    }

    static UserEntities readUserEntities(serbench.gen.thrift.twitter.UserEntities t) {
        UserEntities m = new UserEntities();
        m.url = t.isSetUrl() ? readUrlEntities(t.getUrl()) : null;
        m.description = readUrlEntities(t.getDescription());
        return m;
    }

    static serbench.gen.thrift.twitter.UrlEntities buildUrlEntities(UrlEntities m) {
        serbench.gen.thrift.twitter.UrlEntities t = new serbench.gen.thrift.twitter.UrlEntities();
        t.setUrls(Elements.map(m.urls, TwitterThrift::buildUrl));
        return t;
    }

    static UrlEntities readUrlEntities(serbench.gen.thrift.twitter.UrlEntities t) {
        UrlEntities m = new UrlEntities();
        m.urls = Elements.map(t.getUrls(), TwitterThrift::readUrl);
        return m;
    }
}
