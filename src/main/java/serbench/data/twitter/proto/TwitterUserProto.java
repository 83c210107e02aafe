package serbench.data.twitter.proto;

import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.Url;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;
import serbench.data.twitter.convert.Elements;
import serbench.gen.proto.twitter.TwitterProtos;

/** The users of twitter.json to protoc's classes and back, for TwitterProto. */
final class TwitterUserProto {
    private TwitterUserProto() {}

    static TwitterProtos.TwitterUser buildTwitterUser(TwitterUser m) {
        TwitterProtos.TwitterUser.Builder p = TwitterProtos.TwitterUser.newBuilder();
        p.setId(m.id);
        p.setIdStr(m.id_str);
        p.setName(m.name);
        p.setScreenName(m.screen_name);
        p.setLocation(m.location);
        p.setDescription(m.description);
        if (m.url != null) p.setUrl(m.url);
        p.setEntities(buildUserEntities(m.entities));
        p.setIsProtected(m.is_protected);
        p.setFollowersCount(m.followers_count);
        p.setFriendsCount(m.friends_count);
        p.setListedCount(m.listed_count);
        p.setCreatedAt(m.created_at);
        p.setFavouritesCount(m.favourites_count);
        if (m.utc_offset != null) p.setUtcOffset(m.utc_offset);
        if (m.time_zone != null) p.setTimeZone(m.time_zone);
        p.setGeoEnabled(m.geo_enabled);
        p.setVerified(m.verified);
        p.setStatusesCount(m.statuses_count);
        p.setLang(m.lang);
        p.setContributorsEnabled(m.contributors_enabled);
        p.setIsTranslator(m.is_translator);
        p.setIsTranslationEnabled(m.is_translation_enabled);
        p.setProfileBackgroundColor(m.profile_background_color);
        p.setProfileBackgroundImageUrl(m.profile_background_image_url);
        p.setProfileBackgroundImageUrlHttps(m.profile_background_image_url_https);
        p.setProfileBackgroundTile(m.profile_background_tile);
        p.setProfileImageUrl(m.profile_image_url);
        p.setProfileImageUrlHttps(m.profile_image_url_https);
        if (m.profile_banner_url != null) p.setProfileBannerUrl(m.profile_banner_url);
        p.setProfileLinkColor(m.profile_link_color);
        p.setProfileSidebarBorderColor(m.profile_sidebar_border_color);
        p.setProfileSidebarFillColor(m.profile_sidebar_fill_color);
        p.setProfileTextColor(m.profile_text_color);
        p.setProfileUseBackgroundImage(m.profile_use_background_image);
        p.setDefaultProfile(m.default_profile);
        p.setDefaultProfileImage(m.default_profile_image);
        p.setFollowing(m.following);
        p.setFollowRequestSent(m.follow_request_sent);
        p.setNotifications(m.notifications);
        return p.build();
    }

    static TwitterUser readTwitterUser(TwitterProtos.TwitterUser p) {
        TwitterUser m = new TwitterUser();
        m.id = p.getId();
        m.id_str = p.getIdStr();
        m.name = p.getName();
        m.screen_name = p.getScreenName();
        m.location = p.getLocation();
        m.description = p.getDescription();
        m.url = p.hasUrl() ? p.getUrl() : null;
        m.entities = readUserEntities(p.getEntities());
        m.is_protected = p.getIsProtected();
        m.followers_count = p.getFollowersCount();
        m.friends_count = p.getFriendsCount();
        m.listed_count = p.getListedCount();
        m.created_at = p.getCreatedAt();
        m.favourites_count = p.getFavouritesCount();
        m.utc_offset = p.hasUtcOffset() ? p.getUtcOffset() : null;
        m.time_zone = p.hasTimeZone() ? p.getTimeZone() : null;
        m.geo_enabled = p.getGeoEnabled();
        m.verified = p.getVerified();
        m.statuses_count = p.getStatusesCount();
        m.lang = p.getLang();
        m.contributors_enabled = p.getContributorsEnabled();
        m.is_translator = p.getIsTranslator();
        m.is_translation_enabled = p.getIsTranslationEnabled();
        m.profile_background_color = p.getProfileBackgroundColor();
        m.profile_background_image_url = p.getProfileBackgroundImageUrl();
        m.profile_background_image_url_https = p.getProfileBackgroundImageUrlHttps();
        m.profile_background_tile = p.getProfileBackgroundTile();
        m.profile_image_url = p.getProfileImageUrl();
        m.profile_image_url_https = p.getProfileImageUrlHttps();
        m.profile_banner_url = p.hasProfileBannerUrl() ? p.getProfileBannerUrl() : null;
        m.profile_link_color = p.getProfileLinkColor();
        m.profile_sidebar_border_color = p.getProfileSidebarBorderColor();
        m.profile_sidebar_fill_color = p.getProfileSidebarFillColor();
        m.profile_text_color = p.getProfileTextColor();
        m.profile_use_background_image = p.getProfileUseBackgroundImage();
        m.default_profile = p.getDefaultProfile();
        m.default_profile_image = p.getDefaultProfileImage();
        m.following = p.getFollowing();
        m.follow_request_sent = p.getFollowRequestSent();
        m.notifications = p.getNotifications();
        return m;
    }

    static TwitterProtos.UserEntities buildUserEntities(UserEntities m) {
        TwitterProtos.UserEntities.Builder p = TwitterProtos.UserEntities.newBuilder();
        if (m.url != null) p.setUrl(buildUrlEntities(m.url));
        p.setDescription(buildUrlEntities(m.description));
        return p.build();
    }

    static UserEntities readUserEntities(TwitterProtos.UserEntities p) {
        UserEntities m = new UserEntities();
        m.url = p.hasUrl() ? readUrlEntities(p.getUrl()) : null;
        m.description = readUrlEntities(p.getDescription());
        return m;
    }

    static TwitterProtos.UrlEntities buildUrlEntities(UrlEntities m) {
        TwitterProtos.UrlEntities.Builder p = TwitterProtos.UrlEntities.newBuilder();
        for (Url e : m.urls) p.addUrls(TwitterProto.buildUrl(e));
        return p.build();
    }

    static UrlEntities readUrlEntities(TwitterProtos.UrlEntities p) {
        UrlEntities m = new UrlEntities();
        m.urls = Elements.map(p.getUrlsList(), TwitterProto::readUrl);
        return m;
    }
}
