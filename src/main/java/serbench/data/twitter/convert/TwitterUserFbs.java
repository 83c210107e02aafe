package serbench.data.twitter.convert;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import serbench.data.Fbs;
import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;

/** The users of twitter.json to flatc's tables and back, for TwitterFbs. */
final class TwitterUserFbs {
    private TwitterUserFbs() {}

    static int buildTwitterUser(FlatBufferBuilder b, TwitterUser m) {
        int idStr = Fbs.string(b, m.id_str);
        int name = Fbs.string(b, m.name);
        int screenName = Fbs.string(b, m.screen_name);
        int location = Fbs.string(b, m.location);
        int description = Fbs.string(b, m.description);
        int url = Fbs.string(b, m.url);
        int entities = buildUserEntities(b, m.entities);
        int createdAt = Fbs.string(b, m.created_at);
        int timeZone = Fbs.string(b, m.time_zone);
        int lang = Fbs.string(b, m.lang);
        int profileBackgroundColor = Fbs.string(b, m.profile_background_color);
        int profileBackgroundImageUrl = Fbs.string(b, m.profile_background_image_url);
        int profileBackgroundImageUrlHttps = Fbs.string(b, m.profile_background_image_url_https);
        int profileImageUrl = Fbs.string(b, m.profile_image_url);
        int profileImageUrlHttps = Fbs.string(b, m.profile_image_url_https);
        int profileBannerUrl = Fbs.string(b, m.profile_banner_url);
        int profileLinkColor = Fbs.string(b, m.profile_link_color);
        int profileSidebarBorderColor = Fbs.string(b, m.profile_sidebar_border_color);
        int profileSidebarFillColor = Fbs.string(b, m.profile_sidebar_fill_color);
        int profileTextColor = Fbs.string(b, m.profile_text_color);
        serbench.gen.flatbuffers.twitter.TwitterUser.startTwitterUser(b);
        serbench.gen.flatbuffers.twitter.TwitterUser.addId(b, m.id);
        serbench.gen.flatbuffers.twitter.TwitterUser.addIdStr(b, idStr);
        serbench.gen.flatbuffers.twitter.TwitterUser.addName(b, name);
        serbench.gen.flatbuffers.twitter.TwitterUser.addScreenName(b, screenName);
        serbench.gen.flatbuffers.twitter.TwitterUser.addLocation(b, location);
        serbench.gen.flatbuffers.twitter.TwitterUser.addDescription(b, description);
        serbench.gen.flatbuffers.twitter.TwitterUser.addUrl(b, url);
        serbench.gen.flatbuffers.twitter.TwitterUser.addEntities(b, entities);
        serbench.gen.flatbuffers.twitter.TwitterUser.addIsProtected(b, m.is_protected);
        serbench.gen.flatbuffers.twitter.TwitterUser.addFollowersCount(b, m.followers_count);
        serbench.gen.flatbuffers.twitter.TwitterUser.addFriendsCount(b, m.friends_count);
        serbench.gen.flatbuffers.twitter.TwitterUser.addListedCount(b, m.listed_count);
        serbench.gen.flatbuffers.twitter.TwitterUser.addCreatedAt(b, createdAt);
        serbench.gen.flatbuffers.twitter.TwitterUser.addFavouritesCount(b, m.favourites_count);
        if (m.utc_offset != null) {
            b.forceDefaults(true);   // a present 0 or false must be written (see Fbs)
            serbench.gen.flatbuffers.twitter.TwitterUser.addUtcOffset(b, m.utc_offset);
            b.forceDefaults(false);
        }
        serbench.gen.flatbuffers.twitter.TwitterUser.addTimeZone(b, timeZone);
        serbench.gen.flatbuffers.twitter.TwitterUser.addGeoEnabled(b, m.geo_enabled);
        serbench.gen.flatbuffers.twitter.TwitterUser.addVerified(b, m.verified);
        serbench.gen.flatbuffers.twitter.TwitterUser.addStatusesCount(b, m.statuses_count);
        serbench.gen.flatbuffers.twitter.TwitterUser.addLang(b, lang);
        serbench.gen.flatbuffers.twitter.TwitterUser.addContributorsEnabled(b, m.contributors_enabled);
        serbench.gen.flatbuffers.twitter.TwitterUser.addIsTranslator(b, m.is_translator);
        serbench.gen.flatbuffers.twitter.TwitterUser.addIsTranslationEnabled(b, m.is_translation_enabled);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileBackgroundColor(b, profileBackgroundColor);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileBackgroundImageUrl(b, profileBackgroundImageUrl);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileBackgroundImageUrlHttps(b, profileBackgroundImageUrlHttps);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileBackgroundTile(b, m.profile_background_tile);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileImageUrl(b, profileImageUrl);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileImageUrlHttps(b, profileImageUrlHttps);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileBannerUrl(b, profileBannerUrl);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileLinkColor(b, profileLinkColor);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileSidebarBorderColor(b, profileSidebarBorderColor);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileSidebarFillColor(b, profileSidebarFillColor);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileTextColor(b, profileTextColor);
        serbench.gen.flatbuffers.twitter.TwitterUser.addProfileUseBackgroundImage(b, m.profile_use_background_image);
        serbench.gen.flatbuffers.twitter.TwitterUser.addDefaultProfile(b, m.default_profile);
        serbench.gen.flatbuffers.twitter.TwitterUser.addDefaultProfileImage(b, m.default_profile_image);
        serbench.gen.flatbuffers.twitter.TwitterUser.addFollowing(b, m.following);
        serbench.gen.flatbuffers.twitter.TwitterUser.addFollowRequestSent(b, m.follow_request_sent);
        serbench.gen.flatbuffers.twitter.TwitterUser.addNotifications(b, m.notifications);
        return serbench.gen.flatbuffers.twitter.TwitterUser.endTwitterUser(b);
    }

    static TwitterUser readTwitterUser(serbench.gen.flatbuffers.twitter.TwitterUser f) {
        TwitterUser m = new TwitterUser();
        m.id = f.id();
        m.id_str = f.idStr();
        m.name = f.name();
        m.screen_name = f.screenName();
        m.location = f.location();
        m.description = f.description();
        m.url = f.url();
        m.entities = readUserEntities(f.entities());
        m.is_protected = f.isProtected();
        m.followers_count = f.followersCount();
        m.friends_count = f.friendsCount();
        m.listed_count = f.listedCount();
        m.created_at = f.createdAt();
        m.favourites_count = f.favouritesCount();
        m.utc_offset = f.hasUtcOffset() ? f.utcOffset() : null;
        m.time_zone = f.timeZone();
        m.geo_enabled = f.geoEnabled();
        m.verified = f.verified();
        m.statuses_count = f.statusesCount();
        m.lang = f.lang();
        m.contributors_enabled = f.contributorsEnabled();
        m.is_translator = f.isTranslator();
        m.is_translation_enabled = f.isTranslationEnabled();
        m.profile_background_color = f.profileBackgroundColor();
        m.profile_background_image_url = f.profileBackgroundImageUrl();
        m.profile_background_image_url_https = f.profileBackgroundImageUrlHttps();
        m.profile_background_tile = f.profileBackgroundTile();
        m.profile_image_url = f.profileImageUrl();
        m.profile_image_url_https = f.profileImageUrlHttps();
        m.profile_banner_url = f.profileBannerUrl();
        m.profile_link_color = f.profileLinkColor();
        m.profile_sidebar_border_color = f.profileSidebarBorderColor();
        m.profile_sidebar_fill_color = f.profileSidebarFillColor();
        m.profile_text_color = f.profileTextColor();
        m.profile_use_background_image = f.profileUseBackgroundImage();
        m.default_profile = f.defaultProfile();
        m.default_profile_image = f.defaultProfileImage();
        m.following = f.following();
        m.follow_request_sent = f.followRequestSent();
        m.notifications = f.notifications();
        return m;
    }

    static int buildUserEntities(FlatBufferBuilder b, UserEntities m) {
        int url = m.url == null ? 0 : buildUrlEntities(b, m.url);
        int description = buildUrlEntities(b, m.description);
        serbench.gen.flatbuffers.twitter.UserEntities.startUserEntities(b);
        serbench.gen.flatbuffers.twitter.UserEntities.addUrl(b, url);
        serbench.gen.flatbuffers.twitter.UserEntities.addDescription(b, description);
        return serbench.gen.flatbuffers.twitter.UserEntities.endUserEntities(b);
    }

    static UserEntities readUserEntities(serbench.gen.flatbuffers.twitter.UserEntities f) {
        UserEntities m = new UserEntities();
        m.url = f.url() == null ? null : readUrlEntities(f.url());
        m.description = readUrlEntities(f.description());
        return m;
    }

    static int buildUrlEntities(FlatBufferBuilder b, UrlEntities m) {
        int urls = TwitterFbs.vector(b, m.urls, TwitterEntitiesFbs::buildUrl);
        serbench.gen.flatbuffers.twitter.UrlEntities.startUrlEntities(b);
        serbench.gen.flatbuffers.twitter.UrlEntities.addUrls(b, urls);
        return serbench.gen.flatbuffers.twitter.UrlEntities.endUrlEntities(b);
    }

    static UrlEntities readUrlEntities(serbench.gen.flatbuffers.twitter.UrlEntities f) {
        UrlEntities m = new UrlEntities();
        m.urls = new ArrayList<>(f.urlsLength());
        for (int j = 0; j < f.urlsLength(); j++) m.urls.add(TwitterEntitiesFbs.readUrl(f.urls(j)));
        return m;
    }
}
