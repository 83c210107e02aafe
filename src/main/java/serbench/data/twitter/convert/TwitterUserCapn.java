package serbench.data.twitter.convert;

import org.capnproto.StructList;
import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;
import serbench.gen.capnproto.twitter.TwitterSchema;

/** The users of twitter.json to Cap'n Proto builders and back, for TwitterCapn. */
final class TwitterUserCapn {
    private TwitterUserCapn() {}

    static void fillTwitterUser(TwitterSchema.TwitterUser.Builder c, TwitterUser m) {
        c.setId(m.id);
        c.setIdStr(m.id_str);
        c.setName(m.name);
        c.setScreenName(m.screen_name);
        c.setLocation(m.location);
        c.setDescription(m.description);
        if (m.url != null) c.setUrl(m.url);
        fillUserEntities(c.initEntities(), m.entities);
        c.setIsProtected(m.is_protected);
        c.setFollowersCount(m.followers_count);
        c.setFriendsCount(m.friends_count);
        c.setListedCount(m.listed_count);
        c.setCreatedAt(m.created_at);
        c.setFavouritesCount(m.favourites_count);
        if (m.utc_offset != null) c.getUtcOffset().setValue(m.utc_offset);
        if (m.time_zone != null) c.setTimeZone(m.time_zone);
        c.setGeoEnabled(m.geo_enabled);
        c.setVerified(m.verified);
        c.setStatusesCount(m.statuses_count);
        c.setLang(m.lang);
        c.setContributorsEnabled(m.contributors_enabled);
        c.setIsTranslator(m.is_translator);
        c.setIsTranslationEnabled(m.is_translation_enabled);
        c.setProfileBackgroundColor(m.profile_background_color);
        c.setProfileBackgroundImageUrl(m.profile_background_image_url);
        c.setProfileBackgroundImageUrlHttps(m.profile_background_image_url_https);
        c.setProfileBackgroundTile(m.profile_background_tile);
        c.setProfileImageUrl(m.profile_image_url);
        c.setProfileImageUrlHttps(m.profile_image_url_https);
        if (m.profile_banner_url != null) c.setProfileBannerUrl(m.profile_banner_url);
        c.setProfileLinkColor(m.profile_link_color);
        c.setProfileSidebarBorderColor(m.profile_sidebar_border_color);
        c.setProfileSidebarFillColor(m.profile_sidebar_fill_color);
        c.setProfileTextColor(m.profile_text_color);
        c.setProfileUseBackgroundImage(m.profile_use_background_image);
        c.setDefaultProfile(m.default_profile);
        c.setDefaultProfileImage(m.default_profile_image);
        c.setFollowing(m.following);
        c.setFollowRequestSent(m.follow_request_sent);
        c.setNotifications(m.notifications);
    }

    static TwitterUser readTwitterUser(TwitterSchema.TwitterUser.Reader r) {
        TwitterUser m = new TwitterUser();
        m.id = r.getId();
        m.id_str = r.getIdStr().toString();
        m.name = r.getName().toString();
        m.screen_name = r.getScreenName().toString();
        m.location = r.getLocation().toString();
        m.description = r.getDescription().toString();
        m.url = r.hasUrl() ? r.getUrl().toString() : null;
        m.entities = readUserEntities(r.getEntities());
        m.is_protected = r.getIsProtected();
        m.followers_count = r.getFollowersCount();
        m.friends_count = r.getFriendsCount();
        m.listed_count = r.getListedCount();
        m.created_at = r.getCreatedAt().toString();
        m.favourites_count = r.getFavouritesCount();
        m.utc_offset = r.getUtcOffset().isValue() ? r.getUtcOffset().getValue() : null;
        m.time_zone = r.hasTimeZone() ? r.getTimeZone().toString() : null;
        m.geo_enabled = r.getGeoEnabled();
        m.verified = r.getVerified();
        m.statuses_count = r.getStatusesCount();
        m.lang = r.getLang().toString();
        m.contributors_enabled = r.getContributorsEnabled();
        m.is_translator = r.getIsTranslator();
        m.is_translation_enabled = r.getIsTranslationEnabled();
        m.profile_background_color = r.getProfileBackgroundColor().toString();
        m.profile_background_image_url = r.getProfileBackgroundImageUrl().toString();
        m.profile_background_image_url_https = r.getProfileBackgroundImageUrlHttps().toString();
        m.profile_background_tile = r.getProfileBackgroundTile();
        m.profile_image_url = r.getProfileImageUrl().toString();
        m.profile_image_url_https = r.getProfileImageUrlHttps().toString();
        m.profile_banner_url = r.hasProfileBannerUrl() ? r.getProfileBannerUrl().toString() : null;
        m.profile_link_color = r.getProfileLinkColor().toString();
        m.profile_sidebar_border_color = r.getProfileSidebarBorderColor().toString();
        m.profile_sidebar_fill_color = r.getProfileSidebarFillColor().toString();
        m.profile_text_color = r.getProfileTextColor().toString();
        m.profile_use_background_image = r.getProfileUseBackgroundImage();
        m.default_profile = r.getDefaultProfile();
        m.default_profile_image = r.getDefaultProfileImage();
        m.following = r.getFollowing();
        m.follow_request_sent = r.getFollowRequestSent();
        m.notifications = r.getNotifications();
        return m;
    }

    static void fillUserEntities(TwitterSchema.UserEntities.Builder c, UserEntities m) {
        if (m.url != null) fillUrlEntities(c.initUrl(), m.url);
        fillUrlEntities(c.initDescription(), m.description);
    }

    static UserEntities readUserEntities(TwitterSchema.UserEntities.Reader r) {
        UserEntities m = new UserEntities();
        m.url = r.hasUrl() ? readUrlEntities(r.getUrl()) : null;
        m.description = readUrlEntities(r.getDescription());
        return m;
    }

    static void fillUrlEntities(TwitterSchema.UrlEntities.Builder c, UrlEntities m) {
        StructList.Builder<TwitterSchema.Url.Builder> urls = c.initUrls(m.urls.size());
        for (int i = 0; i < m.urls.size(); i++) TwitterEntitiesCapn.fillUrl(urls.get(i), m.urls.get(i));
    }

    static UrlEntities readUrlEntities(TwitterSchema.UrlEntities.Reader r) {
        UrlEntities m = new UrlEntities();
        m.urls = TwitterCapn.list(r.getUrls(), TwitterEntitiesCapn::readUrl);
        return m;
    }
}
