package serbench.data.twitter.convert;

import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;

/** The users of twitter.json to Avro's classes and back, for TwitterAvro. */
final class TwitterUserAvro {
    private TwitterUserAvro() {}

    static serbench.gen.avro.twitter.TwitterUser buildTwitterUser(TwitterUser m) {
        serbench.gen.avro.twitter.TwitterUser a = new serbench.gen.avro.twitter.TwitterUser();
        a.setId(m.id);
        a.setIdStr(m.id_str);
        a.setName(m.name);
        a.setScreenName(m.screen_name);
        a.setLocation(m.location);
        a.setDescription(m.description);
        a.setUrl(m.url);
        a.setEntities(buildUserEntities(m.entities));
        a.setIsProtected(m.is_protected);
        a.setFollowersCount(m.followers_count);
        a.setFriendsCount(m.friends_count);
        a.setListedCount(m.listed_count);
        a.setCreatedAt(m.created_at);
        a.setFavouritesCount(m.favourites_count);
        a.setUtcOffset(m.utc_offset);
        a.setTimeZone(m.time_zone);
        a.setGeoEnabled(m.geo_enabled);
        a.setVerified(m.verified);
        a.setStatusesCount(m.statuses_count);
        a.setLang(m.lang);
        a.setContributorsEnabled(m.contributors_enabled);
        a.setIsTranslator(m.is_translator);
        a.setIsTranslationEnabled(m.is_translation_enabled);
        a.setProfileBackgroundColor(m.profile_background_color);
        a.setProfileBackgroundImageUrl(m.profile_background_image_url);
        a.setProfileBackgroundImageUrlHttps(m.profile_background_image_url_https);
        a.setProfileBackgroundTile(m.profile_background_tile);
        a.setProfileImageUrl(m.profile_image_url);
        a.setProfileImageUrlHttps(m.profile_image_url_https);
        a.setProfileBannerUrl(m.profile_banner_url);
        a.setProfileLinkColor(m.profile_link_color);
        a.setProfileSidebarBorderColor(m.profile_sidebar_border_color);
        a.setProfileSidebarFillColor(m.profile_sidebar_fill_color);
        a.setProfileTextColor(m.profile_text_color);
        a.setProfileUseBackgroundImage(m.profile_use_background_image);
        a.setDefaultProfile(m.default_profile);
        a.setDefaultProfileImage(m.default_profile_image);
        a.setFollowing(m.following);
        a.setFollowRequestSent(m.follow_request_sent);
        a.setNotifications(m.notifications);
        return a;
    }

    static TwitterUser readTwitterUser(serbench.gen.avro.twitter.TwitterUser a) {
        TwitterUser m = new TwitterUser();
        m.id = a.getId();
        m.id_str = a.getIdStr();
        m.name = a.getName();
        m.screen_name = a.getScreenName();
        m.location = a.getLocation();
        m.description = a.getDescription();
        m.url = a.getUrl();
        m.entities = readUserEntities(a.getEntities());
        m.is_protected = a.getIsProtected();
        m.followers_count = a.getFollowersCount();
        m.friends_count = a.getFriendsCount();
        m.listed_count = a.getListedCount();
        m.created_at = a.getCreatedAt();
        m.favourites_count = a.getFavouritesCount();
        m.utc_offset = a.getUtcOffset();
        m.time_zone = a.getTimeZone();
        m.geo_enabled = a.getGeoEnabled();
        m.verified = a.getVerified();
        m.statuses_count = a.getStatusesCount();
        m.lang = a.getLang();
        m.contributors_enabled = a.getContributorsEnabled();
        m.is_translator = a.getIsTranslator();
        m.is_translation_enabled = a.getIsTranslationEnabled();
        m.profile_background_color = a.getProfileBackgroundColor();
        m.profile_background_image_url = a.getProfileBackgroundImageUrl();
        m.profile_background_image_url_https = a.getProfileBackgroundImageUrlHttps();
        m.profile_background_tile = a.getProfileBackgroundTile();
        m.profile_image_url = a.getProfileImageUrl();
        m.profile_image_url_https = a.getProfileImageUrlHttps();
        m.profile_banner_url = a.getProfileBannerUrl();
        m.profile_link_color = a.getProfileLinkColor();
        m.profile_sidebar_border_color = a.getProfileSidebarBorderColor();
        m.profile_sidebar_fill_color = a.getProfileSidebarFillColor();
        m.profile_text_color = a.getProfileTextColor();
        m.profile_use_background_image = a.getProfileUseBackgroundImage();
        m.default_profile = a.getDefaultProfile();
        m.default_profile_image = a.getDefaultProfileImage();
        m.following = a.getFollowing();
        m.follow_request_sent = a.getFollowRequestSent();
        m.notifications = a.getNotifications();
        return m;
    }

    static serbench.gen.avro.twitter.UserEntities buildUserEntities(UserEntities m) {
        serbench.gen.avro.twitter.UserEntities a = new serbench.gen.avro.twitter.UserEntities();
        a.setUrl(m.url == null ? null : buildUrlEntities(m.url));
        a.setDescription(buildUrlEntities(m.description));
        return a;
    }

    static UserEntities readUserEntities(serbench.gen.avro.twitter.UserEntities a) {
        UserEntities m = new UserEntities();
        m.url = a.getUrl() == null ? null : readUrlEntities(a.getUrl());
        m.description = readUrlEntities(a.getDescription());
        return m;
    }

    static serbench.gen.avro.twitter.UrlEntities buildUrlEntities(UrlEntities m) {
        serbench.gen.avro.twitter.UrlEntities a = new serbench.gen.avro.twitter.UrlEntities();
        a.setUrls(Elements.map(m.urls, TwitterAvro::buildUrl));
        return a;
    }

    static UrlEntities readUrlEntities(serbench.gen.avro.twitter.UrlEntities a) {
        UrlEntities m = new UrlEntities();
        m.urls = Elements.map(a.getUrls(), TwitterAvro::readUrl);
        return m;
    }
}
