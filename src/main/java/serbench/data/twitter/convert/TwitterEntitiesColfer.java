package serbench.data.twitter.convert;

import java.util.Arrays;
import serbench.data.twitter.Entities;
import serbench.data.twitter.Hashtag;
import serbench.data.twitter.MediaEntity;
import serbench.data.twitter.Size;
import serbench.data.twitter.Sizes;
import serbench.data.twitter.Url;
import serbench.data.twitter.UserMention;

/** The entities of twitter.json to Colfer's classes and back, for TwitterColfer. */
final class TwitterEntitiesColfer {
    private TwitterEntitiesColfer() {}

    static serbench.gen.colfer.twitter.Entities buildEntities(Entities m) {
        serbench.gen.colfer.twitter.Entities c = new serbench.gen.colfer.twitter.Entities();
        c.hashtags = TwitterColfer.array(m.hashtags, serbench.gen.colfer.twitter.Hashtag[]::new, TwitterEntitiesColfer::buildHashtag);
        c.symbols = TwitterColfer.array(m.symbols, serbench.gen.colfer.twitter.Hashtag[]::new, TwitterEntitiesColfer::buildHashtag);
        c.urls = TwitterColfer.array(m.urls, serbench.gen.colfer.twitter.Url[]::new, TwitterEntitiesColfer::buildUrl);
        c.userMentions = TwitterColfer.array(m.user_mentions, serbench.gen.colfer.twitter.UserMention[]::new, TwitterEntitiesColfer::buildUserMention);
        c.hasMedia = m.media != null;
        if (c.hasMedia) c.media = TwitterColfer.array(m.media, serbench.gen.colfer.twitter.MediaEntity[]::new, TwitterEntitiesColfer::buildMediaEntity);
        return c;
    }

    static Entities readEntities(serbench.gen.colfer.twitter.Entities c) {
        Entities m = new Entities();
        m.hashtags = Elements.map(Arrays.asList(c.hashtags), TwitterEntitiesColfer::readHashtag);
        m.symbols = Elements.map(Arrays.asList(c.symbols), TwitterEntitiesColfer::readHashtag);
        m.urls = Elements.map(Arrays.asList(c.urls), TwitterEntitiesColfer::readUrl);
        m.user_mentions = Elements.map(Arrays.asList(c.userMentions), TwitterEntitiesColfer::readUserMention);
        m.media = c.hasMedia ? Elements.map(Arrays.asList(c.media), TwitterEntitiesColfer::readMediaEntity) : null;
        return m;
    }

    static serbench.gen.colfer.twitter.Hashtag buildHashtag(Hashtag m) {
        serbench.gen.colfer.twitter.Hashtag c = new serbench.gen.colfer.twitter.Hashtag();
        c.text = m.text;
        c.indices = TwitterColfer.indices(m.indices);
        return c;
    }

    static Hashtag readHashtag(serbench.gen.colfer.twitter.Hashtag c) {
        Hashtag m = new Hashtag();
        m.text = c.text;
        m.indices = TwitterColfer.ints(c.indices);
        return m;
    }

    static serbench.gen.colfer.twitter.Url buildUrl(Url m) {
        serbench.gen.colfer.twitter.Url c = new serbench.gen.colfer.twitter.Url();
        c.url = m.url;
        c.expandedUrl = m.expanded_url;
        c.displayUrl = m.display_url;
        c.indices = TwitterColfer.indices(m.indices);
        return c;
    }

    static Url readUrl(serbench.gen.colfer.twitter.Url c) {
        Url m = new Url();
        m.url = c.url;
        m.expanded_url = c.expandedUrl;
        m.display_url = c.displayUrl;
        m.indices = TwitterColfer.ints(c.indices);
        return m;
    }

    static serbench.gen.colfer.twitter.UserMention buildUserMention(UserMention m) {
        serbench.gen.colfer.twitter.UserMention c = new serbench.gen.colfer.twitter.UserMention();
        c.screenName = m.screen_name;
        c.name = m.name;
        c.id = m.id;
        c.idStr = m.id_str;
        c.indices = TwitterColfer.indices(m.indices);
        return c;
    }

    static UserMention readUserMention(serbench.gen.colfer.twitter.UserMention c) {
        UserMention m = new UserMention();
        m.screen_name = c.screenName;
        m.name = c.name;
        m.id = c.id;
        m.id_str = c.idStr;
        m.indices = TwitterColfer.ints(c.indices);
        return m;
    }

    static serbench.gen.colfer.twitter.MediaEntity buildMediaEntity(MediaEntity m) {
        serbench.gen.colfer.twitter.MediaEntity c = new serbench.gen.colfer.twitter.MediaEntity();
        c.id = m.id;
        c.idStr = m.id_str;
        c.indices = TwitterColfer.indices(m.indices);
        c.mediaUrl = m.media_url;
        c.mediaUrlHttps = m.media_url_https;
        c.url = m.url;
        c.displayUrl = m.display_url;
        c.expandedUrl = m.expanded_url;
        c.mediaType = m.type;
        c.sizes = buildSizes(m.sizes);
        c.hasSourceStatusId = m.source_status_id != null;
        if (c.hasSourceStatusId) c.sourceStatusId = m.source_status_id;
        c.hasSourceStatusIdStr = m.source_status_id_str != null;
        if (c.hasSourceStatusIdStr) c.sourceStatusIdStr = m.source_status_id_str;
        return c;
    }

    static MediaEntity readMediaEntity(serbench.gen.colfer.twitter.MediaEntity c) {
        MediaEntity m = new MediaEntity();
        m.id = c.id;
        m.id_str = c.idStr;
        m.indices = TwitterColfer.ints(c.indices);
        m.media_url = c.mediaUrl;
        m.media_url_https = c.mediaUrlHttps;
        m.url = c.url;
        m.display_url = c.displayUrl;
        m.expanded_url = c.expandedUrl;
        m.type = c.mediaType;
        m.sizes = readSizes(c.sizes);
        m.source_status_id = c.hasSourceStatusId ? c.sourceStatusId : null;
        m.source_status_id_str = c.hasSourceStatusIdStr ? c.sourceStatusIdStr : null;
        return m;
    }

    static serbench.gen.colfer.twitter.Sizes buildSizes(Sizes m) {
        serbench.gen.colfer.twitter.Sizes c = new serbench.gen.colfer.twitter.Sizes();
        c.medium = buildSize(m.medium);
        c.small = buildSize(m.small);
        c.thumb = buildSize(m.thumb);
        c.large = buildSize(m.large);
        return c;
    }

    static Sizes readSizes(serbench.gen.colfer.twitter.Sizes c) {
        Sizes m = new Sizes();
        m.medium = readSize(c.medium);
        m.small = readSize(c.small);
        m.thumb = readSize(c.thumb);
        m.large = readSize(c.large);
        return m;
    }

    static serbench.gen.colfer.twitter.Size buildSize(Size m) {
        serbench.gen.colfer.twitter.Size c = new serbench.gen.colfer.twitter.Size();
        c.w = m.w;
        c.h = m.h;
        c.resize = m.resize;
        return c;
    }

    static Size readSize(serbench.gen.colfer.twitter.Size c) {
        Size m = new Size();
        m.w = c.w;
        m.h = c.h;
        m.resize = c.resize;
        return m;
    }
}
