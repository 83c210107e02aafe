package serbench.data.twitter.convert;

import java.util.Arrays;
import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;

/** The users of twitter.json to Colfer's classes and back, for TwitterColfer. */
final class TwitterUserColfer {
    private TwitterUserColfer() {}

    static serbench.gen.colfer.twitter.TwitterUser buildTwitterUser(TwitterUser m) {
        serbench.gen.colfer.twitter.TwitterUser c = new serbench.gen.colfer.twitter.TwitterUser();
        c.id = m.id;
        c.idStr = m.id_str;
        c.name = m.name;
        c.screenName = m.screen_name;
        c.location = m.location;
        c.description = m.description;
        c.hasUrl = m.url != null;
        if (c.hasUrl) c.url = m.url;
        c.entities = buildUserEntities(m.entities);
        c.isProtected = m.is_protected;
        c.followersCount = m.followers_count;
        c.friendsCount = m.friends_count;
        c.listedCount = m.listed_count;
        c.createdAt = m.created_at;
        c.favouritesCount = m.favourites_count;
        c.hasUtcOffset = m.utc_offset != null;
        if (c.hasUtcOffset) c.utcOffset = m.utc_offset;
        c.hasTimeZone = m.time_zone != null;
        if (c.hasTimeZone) c.timeZone = m.time_zone;
        c.geoEnabled = m.geo_enabled;
        c.verified = m.verified;
        c.statusesCount = m.statuses_count;
        c.lang = m.lang;
        c.contributorsEnabled = m.contributors_enabled;
        c.isTranslator = m.is_translator;
        c.isTranslationEnabled = m.is_translation_enabled;
        c.profileBackgroundColor = m.profile_background_color;
        c.profileBackgroundImageUrl = m.profile_background_image_url;
        c.profileBackgroundImageUrlHttps = m.profile_background_image_url_https;
        c.profileBackgroundTile = m.profile_background_tile;
        c.profileImageUrl = m.profile_image_url;
        c.profileImageUrlHttps = m.profile_image_url_https;
        c.hasProfileBannerUrl = m.profile_banner_url != null;
        if (c.hasProfileBannerUrl) c.profileBannerUrl = m.profile_banner_url;
        c.profileLinkColor = m.profile_link_color;
        c.profileSidebarBorderColor = m.profile_sidebar_border_color;
        c.profileSidebarFillColor = m.profile_sidebar_fill_color;
        c.profileTextColor = m.profile_text_color;
        c.profileUseBackgroundImage = m.profile_use_background_image;
        c.defaultProfile = m.default_profile;
        c.defaultProfileImage = m.default_profile_image;
        c.following = m.following;
        c.followRequestSent = m.follow_request_sent;
        c.notifications = m.notifications;
        return c;
    }

    static TwitterUser readTwitterUser(serbench.gen.colfer.twitter.TwitterUser c) {
        TwitterUser m = new TwitterUser();
        m.id = c.id;
        m.id_str = c.idStr;
        m.name = c.name;
        m.screen_name = c.screenName;
        m.location = c.location;
        m.description = c.description;
        m.url = c.hasUrl ? c.url : null;
        m.entities = readUserEntities(c.entities);
        m.is_protected = c.isProtected;
        m.followers_count = c.followersCount;
        m.friends_count = c.friendsCount;
        m.listed_count = c.listedCount;
        m.created_at = c.createdAt;
        m.favourites_count = c.favouritesCount;
        m.utc_offset = c.hasUtcOffset ? c.utcOffset : null;
        m.time_zone = c.hasTimeZone ? c.timeZone : null;
        m.geo_enabled = c.geoEnabled;
        m.verified = c.verified;
        m.statuses_count = c.statusesCount;
        m.lang = c.lang;
        m.contributors_enabled = c.contributorsEnabled;
        m.is_translator = c.isTranslator;
        m.is_translation_enabled = c.isTranslationEnabled;
        m.profile_background_color = c.profileBackgroundColor;
        m.profile_background_image_url = c.profileBackgroundImageUrl;
        m.profile_background_image_url_https = c.profileBackgroundImageUrlHttps;
        m.profile_background_tile = c.profileBackgroundTile;
        m.profile_image_url = c.profileImageUrl;
        m.profile_image_url_https = c.profileImageUrlHttps;
        m.profile_banner_url = c.hasProfileBannerUrl ? c.profileBannerUrl : null;
        m.profile_link_color = c.profileLinkColor;
        m.profile_sidebar_border_color = c.profileSidebarBorderColor;
        m.profile_sidebar_fill_color = c.profileSidebarFillColor;
        m.profile_text_color = c.profileTextColor;
        m.profile_use_background_image = c.profileUseBackgroundImage;
        m.default_profile = c.defaultProfile;
        m.default_profile_image = c.defaultProfileImage;
        m.following = c.following;
        m.follow_request_sent = c.followRequestSent;
        m.notifications = c.notifications;
        return m;
    }

    static serbench.gen.colfer.twitter.UserEntities buildUserEntities(UserEntities m) {
        serbench.gen.colfer.twitter.UserEntities c = new serbench.gen.colfer.twitter.UserEntities();
        if (m.url != null) c.url = buildUrlEntities(m.url);
        c.description = buildUrlEntities(m.description);
        return c;
    }

    static UserEntities readUserEntities(serbench.gen.colfer.twitter.UserEntities c) {
        UserEntities m = new UserEntities();
        m.url = c.url == null ? null : readUrlEntities(c.url);
        m.description = readUrlEntities(c.description);
        return m;
    }

    static serbench.gen.colfer.twitter.UrlEntities buildUrlEntities(UrlEntities m) {
        serbench.gen.colfer.twitter.UrlEntities c = new serbench.gen.colfer.twitter.UrlEntities();
        c.urls = TwitterColfer.array(m.urls, serbench.gen.colfer.twitter.Url[]::new, TwitterEntitiesColfer::buildUrl);
        return c;
    }

    static UrlEntities readUrlEntities(serbench.gen.colfer.twitter.UrlEntities c) {
        UrlEntities m = new UrlEntities();
        m.urls = Elements.map(Arrays.asList(c.urls), TwitterEntitiesColfer::readUrl);
        return m;
    }
}
