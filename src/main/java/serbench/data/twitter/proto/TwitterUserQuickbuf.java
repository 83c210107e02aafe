package serbench.data.twitter.proto;

import java.util.ArrayList;
import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.Url;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;
import serbench.gen.quickbuf.twitter.TwitterProtos;

/** The users of twitter.json to QuickBuffers' messages and back, for TwitterQuickbuf. */
final class TwitterUserQuickbuf {
    private TwitterUserQuickbuf() {}

    static void fillTwitterUser(TwitterProtos.TwitterUser q, TwitterUser m) {
        q.setId(m.id);
        q.setIdStr(m.id_str);
        q.setName(m.name);
        q.setScreenName(m.screen_name);
        q.setLocation(m.location);
        q.setDescription(m.description);
        if (m.url != null) q.setUrl(m.url);
        fillUserEntities(q.getMutableEntities(), m.entities);
        q.setIsProtected(m.is_protected);
        q.setFollowersCount(m.followers_count);
        q.setFriendsCount(m.friends_count);
        q.setListedCount(m.listed_count);
        q.setCreatedAt(m.created_at);
        q.setFavouritesCount(m.favourites_count);
        if (m.utc_offset != null) q.setUtcOffset(m.utc_offset);
        if (m.time_zone != null) q.setTimeZone(m.time_zone);
        q.setGeoEnabled(m.geo_enabled);
        q.setVerified(m.verified);
        q.setStatusesCount(m.statuses_count);
        q.setLang(m.lang);
        q.setContributorsEnabled(m.contributors_enabled);
        q.setIsTranslator(m.is_translator);
        q.setIsTranslationEnabled(m.is_translation_enabled);
        q.setProfileBackgroundColor(m.profile_background_color);
        q.setProfileBackgroundImageUrl(m.profile_background_image_url);
        q.setProfileBackgroundImageUrlHttps(m.profile_background_image_url_https);
        q.setProfileBackgroundTile(m.profile_background_tile);
        q.setProfileImageUrl(m.profile_image_url);
        q.setProfileImageUrlHttps(m.profile_image_url_https);
        if (m.profile_banner_url != null) q.setProfileBannerUrl(m.profile_banner_url);
        q.setProfileLinkColor(m.profile_link_color);
        q.setProfileSidebarBorderColor(m.profile_sidebar_border_color);
        q.setProfileSidebarFillColor(m.profile_sidebar_fill_color);
        q.setProfileTextColor(m.profile_text_color);
        q.setProfileUseBackgroundImage(m.profile_use_background_image);
        q.setDefaultProfile(m.default_profile);
        q.setDefaultProfileImage(m.default_profile_image);
        q.setFollowing(m.following);
        q.setFollowRequestSent(m.follow_request_sent);
        q.setNotifications(m.notifications);
    }

    static TwitterUser readTwitterUser(TwitterProtos.TwitterUser q) {
        TwitterUser m = new TwitterUser();
        m.id = q.getId();
        m.id_str = q.getIdStr();
        m.name = q.getName();
        m.screen_name = q.getScreenName();
        m.location = q.getLocation();
        m.description = q.getDescription();
        m.url = q.hasUrl() ? q.getUrl() : null;
        m.entities = readUserEntities(q.getEntities());
        m.is_protected = q.getIsProtected();
        m.followers_count = q.getFollowersCount();
        m.friends_count = q.getFriendsCount();
        m.listed_count = q.getListedCount();
        m.created_at = q.getCreatedAt();
        m.favourites_count = q.getFavouritesCount();
        m.utc_offset = q.hasUtcOffset() ? q.getUtcOffset() : null;
        m.time_zone = q.hasTimeZone() ? q.getTimeZone() : null;
        m.geo_enabled = q.getGeoEnabled();
        m.verified = q.getVerified();
        m.statuses_count = q.getStatusesCount();
        m.lang = q.getLang();
        m.contributors_enabled = q.getContributorsEnabled();
        m.is_translator = q.getIsTranslator();
        m.is_translation_enabled = q.getIsTranslationEnabled();
        m.profile_background_color = q.getProfileBackgroundColor();
        m.profile_background_image_url = q.getProfileBackgroundImageUrl();
        m.profile_background_image_url_https = q.getProfileBackgroundImageUrlHttps();
        m.profile_background_tile = q.getProfileBackgroundTile();
        m.profile_image_url = q.getProfileImageUrl();
        m.profile_image_url_https = q.getProfileImageUrlHttps();
        m.profile_banner_url = q.hasProfileBannerUrl() ? q.getProfileBannerUrl() : null;
        m.profile_link_color = q.getProfileLinkColor();
        m.profile_sidebar_border_color = q.getProfileSidebarBorderColor();
        m.profile_sidebar_fill_color = q.getProfileSidebarFillColor();
        m.profile_text_color = q.getProfileTextColor();
        m.profile_use_background_image = q.getProfileUseBackgroundImage();
        m.default_profile = q.getDefaultProfile();
        m.default_profile_image = q.getDefaultProfileImage();
        m.following = q.getFollowing();
        m.follow_request_sent = q.getFollowRequestSent();
        m.notifications = q.getNotifications();
        return m;
    }

    static void fillUserEntities(TwitterProtos.UserEntities q, UserEntities m) {
        if (m.url != null) fillUrlEntities(q.getMutableUrl(), m.url);
        fillUrlEntities(q.getMutableDescription(), m.description);
    }

    static UserEntities readUserEntities(TwitterProtos.UserEntities q) {
        UserEntities m = new UserEntities();
        m.url = q.hasUrl() ? readUrlEntities(q.getUrl()) : null;
        m.description = readUrlEntities(q.getDescription());
        return m;
    }

    static void fillUrlEntities(TwitterProtos.UrlEntities q, UrlEntities m) {
        for (Url e : m.urls) TwitterQuickbuf.fillUrl(q.getMutableUrls().next(), e);
    }

    static UrlEntities readUrlEntities(TwitterProtos.UrlEntities q) {
        UrlEntities m = new UrlEntities();
        m.urls = new ArrayList<>(q.getUrls().length());
        for (TwitterProtos.Url e : q.getUrls()) m.urls.add(TwitterQuickbuf.readUrl(e));
        return m;
    }
}
