package serbench.data.twitter.convert;

import org.capnproto.StructList;
import serbench.data.twitter.Entities;
import serbench.data.twitter.Hashtag;
import serbench.data.twitter.MediaEntity;
import serbench.data.twitter.Size;
import serbench.data.twitter.Sizes;
import serbench.data.twitter.Url;
import serbench.data.twitter.UserMention;
import serbench.gen.capnproto.twitter.TwitterSchema;

/** The entities of twitter.json to Cap'n Proto builders and back, for TwitterCapn. */
final class TwitterEntitiesCapn {
    private TwitterEntitiesCapn() {}

    static void fillEntities(TwitterSchema.Entities.Builder c, Entities m) {
        StructList.Builder<TwitterSchema.Hashtag.Builder> hashtags = c.initHashtags(m.hashtags.size());
        for (int i = 0; i < m.hashtags.size(); i++) fillHashtag(hashtags.get(i), m.hashtags.get(i));
        StructList.Builder<TwitterSchema.Hashtag.Builder> symbols = c.initSymbols(m.symbols.size());
        for (int i = 0; i < m.symbols.size(); i++) fillHashtag(symbols.get(i), m.symbols.get(i));
        StructList.Builder<TwitterSchema.Url.Builder> urls = c.initUrls(m.urls.size());
        for (int i = 0; i < m.urls.size(); i++) fillUrl(urls.get(i), m.urls.get(i));
        StructList.Builder<TwitterSchema.UserMention.Builder> userMentions = c.initUserMentions(m.user_mentions.size());
        for (int i = 0; i < m.user_mentions.size(); i++) fillUserMention(userMentions.get(i), m.user_mentions.get(i));
        if (m.media != null) {
            StructList.Builder<TwitterSchema.MediaEntity.Builder> media = c.initMedia(m.media.size());
            for (int i = 0; i < m.media.size(); i++) fillMediaEntity(media.get(i), m.media.get(i));
        }
    }

    static Entities readEntities(TwitterSchema.Entities.Reader r) {
        Entities m = new Entities();
        m.hashtags = TwitterCapn.list(r.getHashtags(), TwitterEntitiesCapn::readHashtag);
        m.symbols = TwitterCapn.list(r.getSymbols(), TwitterEntitiesCapn::readHashtag);
        m.urls = TwitterCapn.list(r.getUrls(), TwitterEntitiesCapn::readUrl);
        m.user_mentions = TwitterCapn.list(r.getUserMentions(), TwitterEntitiesCapn::readUserMention);
        m.media = r.hasMedia() ? TwitterCapn.list(r.getMedia(), TwitterEntitiesCapn::readMediaEntity) : null;
        return m;
    }

    static void fillHashtag(TwitterSchema.Hashtag.Builder c, Hashtag m) {
        c.setText(m.text);
        TwitterCapn.ints(c.initIndices(m.indices.length), m.indices);
    }

    static Hashtag readHashtag(TwitterSchema.Hashtag.Reader r) {
        Hashtag m = new Hashtag();
        m.text = r.getText().toString();
        m.indices = TwitterCapn.ints(r.getIndices());
        return m;
    }

    static void fillUrl(TwitterSchema.Url.Builder c, Url m) {
        c.setUrl(m.url);
        c.setExpandedUrl(m.expanded_url);
        c.setDisplayUrl(m.display_url);
        TwitterCapn.ints(c.initIndices(m.indices.length), m.indices);
    }

    static Url readUrl(TwitterSchema.Url.Reader r) {
        Url m = new Url();
        m.url = r.getUrl().toString();
        m.expanded_url = r.getExpandedUrl().toString();
        m.display_url = r.getDisplayUrl().toString();
        m.indices = TwitterCapn.ints(r.getIndices());
        return m;
    }

    static void fillUserMention(TwitterSchema.UserMention.Builder c, UserMention m) {
        c.setScreenName(m.screen_name);
        c.setName(m.name);
        c.setId(m.id);
        c.setIdStr(m.id_str);
        TwitterCapn.ints(c.initIndices(m.indices.length), m.indices);
    }

    static UserMention readUserMention(TwitterSchema.UserMention.Reader r) {
        UserMention m = new UserMention();
        m.screen_name = r.getScreenName().toString();
        m.name = r.getName().toString();
        m.id = r.getId();
        m.id_str = r.getIdStr().toString();
        m.indices = TwitterCapn.ints(r.getIndices());
        return m;
    }

    static void fillMediaEntity(TwitterSchema.MediaEntity.Builder c, MediaEntity m) {
        c.setId(m.id);
        c.setIdStr(m.id_str);
        TwitterCapn.ints(c.initIndices(m.indices.length), m.indices);
        c.setMediaUrl(m.media_url);
        c.setMediaUrlHttps(m.media_url_https);
        c.setUrl(m.url);
        c.setDisplayUrl(m.display_url);
        c.setExpandedUrl(m.expanded_url);
        c.setType(m.type);
        fillSizes(c.initSizes(), m.sizes);
        if (m.source_status_id != null) c.getSourceStatusId().setValue(m.source_status_id);
        if (m.source_status_id_str != null) c.setSourceStatusIdStr(m.source_status_id_str);
    }

    static MediaEntity readMediaEntity(TwitterSchema.MediaEntity.Reader r) {
        MediaEntity m = new MediaEntity();
        m.id = r.getId();
        m.id_str = r.getIdStr().toString();
        m.indices = TwitterCapn.ints(r.getIndices());
        m.media_url = r.getMediaUrl().toString();
        m.media_url_https = r.getMediaUrlHttps().toString();
        m.url = r.getUrl().toString();
        m.display_url = r.getDisplayUrl().toString();
        m.expanded_url = r.getExpandedUrl().toString();
        m.type = r.getType().toString();
        m.sizes = readSizes(r.getSizes());
        m.source_status_id = r.getSourceStatusId().isValue() ? r.getSourceStatusId().getValue() : null;
        m.source_status_id_str = r.hasSourceStatusIdStr() ? r.getSourceStatusIdStr().toString() : null;
        return m;
    }

    static void fillSizes(TwitterSchema.Sizes.Builder c, Sizes m) {
        fillSize(c.initMedium(), m.medium);
        fillSize(c.initSmall(), m.small);
        fillSize(c.initThumb(), m.thumb);
        fillSize(c.initLarge(), m.large);
    }

    static Sizes readSizes(TwitterSchema.Sizes.Reader r) {
        Sizes m = new Sizes();
        m.medium = readSize(r.getMedium());
        m.small = readSize(r.getSmall());
        m.thumb = readSize(r.getThumb());
        m.large = readSize(r.getLarge());
        return m;
    }

    static void fillSize(TwitterSchema.Size.Builder c, Size m) {
        c.setW(m.w);
        c.setH(m.h);
        c.setResize(m.resize);
    }

    static Size readSize(TwitterSchema.Size.Reader r) {
        Size m = new Size();
        m.w = r.getW();
        m.h = r.getH();
        m.resize = r.getResize().toString();
        return m;
    }
}
