package serbench.data.twitter.convert;

import serbench.data.twitter.TwitterUser;
import serbench.gen.sbe.twitter.SearchResultDecoder.StatusesDecoder;
import serbench.gen.sbe.twitter.SearchResultEncoder.StatusesEncoder;
import serbench.gen.sbe.twitter.UserFlagsDecoder;

/** A status's user in its SBE entry, for TwitterSbe: numbers and flags in the block, strings at the end. */
final class TwitterUserSbe {
    private TwitterUserSbe() {}

    static void writeBlock(StatusesEncoder e, TwitterUser u) {
        if (u.utc_offset != null && u.utc_offset == StatusesEncoder.utcOffsetNullValue()) {
            throw new IllegalArgumentException("a utc_offset of " + u.utc_offset + " is SBE's null value");
        }
        e.userId(u.id).followersCount(u.followers_count).friendsCount(u.friends_count).listedCount(u.listed_count)
            .favouritesCount(u.favourites_count).userStatusesCount(u.statuses_count)
            .utcOffset(u.utc_offset == null ? StatusesEncoder.utcOffsetNullValue() : u.utc_offset);
        e.userFlags().clear().isProtected(u.is_protected).geoEnabled(u.geo_enabled).verified(u.verified)
            .contributorsEnabled(u.contributors_enabled).isTranslator(u.is_translator)
            .isTranslationEnabled(u.is_translation_enabled).profileBackgroundTile(u.profile_background_tile)
            .profileUseBackgroundImage(u.profile_use_background_image).defaultProfile(u.default_profile)
            .defaultProfileImage(u.default_profile_image).following(u.following).followRequestSent(u.follow_request_sent)
            .notifications(u.notifications).hasUrl(u.url != null).hasTimeZone(u.time_zone != null)
            .hasProfileBannerUrl(u.profile_banner_url != null).hasEntitiesUrl(u.entities.url != null);
    }

    static void writeStrings(StatusesEncoder e, TwitterUser u) {
        e.userIdStr(u.id_str).userName(u.name).screenName(u.screen_name).location(u.location).description(u.description)
            .userUrl(u.url).userCreatedAt(u.created_at).timeZone(u.time_zone).userLang(u.lang)
            .profileBackgroundColor(u.profile_background_color).profileBackgroundImageUrl(u.profile_background_image_url)
            .profileBackgroundImageUrlHttps(u.profile_background_image_url_https).profileImageUrl(u.profile_image_url)
            .profileImageUrlHttps(u.profile_image_url_https).profileBannerUrl(u.profile_banner_url)
            .profileLinkColor(u.profile_link_color).profileSidebarBorderColor(u.profile_sidebar_border_color)
            .profileSidebarFillColor(u.profile_sidebar_fill_color).profileTextColor(u.profile_text_color);
    }

    static TwitterUser readBlock(StatusesDecoder d) {
        TwitterUser u = new TwitterUser();
        u.id = d.userId();
        u.followers_count = d.followersCount();
        u.friends_count = d.friendsCount();
        u.listed_count = d.listedCount();
        u.favourites_count = d.favouritesCount();
        u.statuses_count = d.userStatusesCount();
        int utcOffset = d.utcOffset();
        u.utc_offset = utcOffset == StatusesDecoder.utcOffsetNullValue() ? null : utcOffset;
        UserFlagsDecoder f = d.userFlags();
        u.is_protected = f.isProtected();
        u.geo_enabled = f.geoEnabled();
        u.verified = f.verified();
        u.contributors_enabled = f.contributorsEnabled();
        u.is_translator = f.isTranslator();
        u.is_translation_enabled = f.isTranslationEnabled();
        u.profile_background_tile = f.profileBackgroundTile();
        u.profile_use_background_image = f.profileUseBackgroundImage();
        u.default_profile = f.defaultProfile();
        u.default_profile_image = f.defaultProfileImage();
        u.following = f.following();
        u.follow_request_sent = f.followRequestSent();
        u.notifications = f.notifications();
        return u;
    }

    /** After the entry's groups; the presence bits are the block's, still readable. */
    static void readStrings(StatusesDecoder d, TwitterUser u) {
        UserFlagsDecoder f = d.userFlags();
        boolean url = f.hasUrl();
        boolean timeZone = f.hasTimeZone();
        boolean banner = f.hasProfileBannerUrl();
        u.id_str = d.userIdStr();
        u.name = d.userName();
        u.screen_name = d.screenName();
        u.location = d.location();
        u.description = d.description();
        u.url = TwitterSbe.present(url, d.userUrl());
        u.created_at = d.userCreatedAt();
        u.time_zone = TwitterSbe.present(timeZone, d.timeZone());
        u.lang = d.userLang();
        u.profile_background_color = d.profileBackgroundColor();
        u.profile_background_image_url = d.profileBackgroundImageUrl();
        u.profile_background_image_url_https = d.profileBackgroundImageUrlHttps();
        u.profile_image_url = d.profileImageUrl();
        u.profile_image_url_https = d.profileImageUrlHttps();
        u.profile_banner_url = TwitterSbe.present(banner, d.profileBannerUrl());
        u.profile_link_color = d.profileLinkColor();
        u.profile_sidebar_border_color = d.profileSidebarBorderColor();
        u.profile_sidebar_fill_color = d.profileSidebarFillColor();
        u.profile_text_color = d.profileTextColor();
    }
}
