package serbench.data.twitter.convert;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import serbench.data.Fbs;
import serbench.data.twitter.Entities;
import serbench.data.twitter.Hashtag;
import serbench.data.twitter.MediaEntity;
import serbench.data.twitter.Size;
import serbench.data.twitter.Sizes;
import serbench.data.twitter.Url;
import serbench.data.twitter.UserMention;

/** The entities of twitter.json to flatc's tables and back, for TwitterFbs. */
final class TwitterEntitiesFbs {
    private TwitterEntitiesFbs() {}

    static int buildEntities(FlatBufferBuilder b, Entities m) {
        int hashtags = TwitterFbs.vector(b, m.hashtags, TwitterEntitiesFbs::buildHashtag);
        int symbols = TwitterFbs.vector(b, m.symbols, TwitterEntitiesFbs::buildHashtag);
        int urls = TwitterFbs.vector(b, m.urls, TwitterEntitiesFbs::buildUrl);
        int userMentions = TwitterFbs.vector(b, m.user_mentions, TwitterEntitiesFbs::buildUserMention);
        int media = TwitterFbs.vector(b, m.media, TwitterEntitiesFbs::buildMediaEntity);
        serbench.gen.flatbuffers.twitter.Entities.startEntities(b);
        serbench.gen.flatbuffers.twitter.Entities.addHashtags(b, hashtags);
        serbench.gen.flatbuffers.twitter.Entities.addSymbols(b, symbols);
        serbench.gen.flatbuffers.twitter.Entities.addUrls(b, urls);
        serbench.gen.flatbuffers.twitter.Entities.addUserMentions(b, userMentions);
        serbench.gen.flatbuffers.twitter.Entities.addMedia(b, media);
        return serbench.gen.flatbuffers.twitter.Entities.endEntities(b);
    }

    static Entities readEntities(serbench.gen.flatbuffers.twitter.Entities f) {
        Entities m = new Entities();
        m.hashtags = new ArrayList<>(f.hashtagsLength());
        for (int j = 0; j < f.hashtagsLength(); j++) m.hashtags.add(readHashtag(f.hashtags(j)));
        m.symbols = new ArrayList<>(f.symbolsLength());
        for (int j = 0; j < f.symbolsLength(); j++) m.symbols.add(readHashtag(f.symbols(j)));
        m.urls = new ArrayList<>(f.urlsLength());
        for (int j = 0; j < f.urlsLength(); j++) m.urls.add(readUrl(f.urls(j)));
        m.user_mentions = new ArrayList<>(f.userMentionsLength());
        for (int j = 0; j < f.userMentionsLength(); j++) m.user_mentions.add(readUserMention(f.userMentions(j)));
        if (f.mediaVector() != null) {
            m.media = new ArrayList<>(f.mediaLength());
            for (int j = 0; j < f.mediaLength(); j++) m.media.add(readMediaEntity(f.media(j)));
        }
        return m;
    }

    static int buildHashtag(FlatBufferBuilder b, Hashtag m) {
        int text = Fbs.string(b, m.text);
        int indices = serbench.gen.flatbuffers.twitter.Hashtag.createIndicesVector(b, m.indices);
        serbench.gen.flatbuffers.twitter.Hashtag.startHashtag(b);
        serbench.gen.flatbuffers.twitter.Hashtag.addText(b, text);
        serbench.gen.flatbuffers.twitter.Hashtag.addIndices(b, indices);
        return serbench.gen.flatbuffers.twitter.Hashtag.endHashtag(b);
    }

    static Hashtag readHashtag(serbench.gen.flatbuffers.twitter.Hashtag f) {
        Hashtag m = new Hashtag();
        m.text = f.text();
        m.indices = new int[f.indicesLength()];
        for (int j = 0; j < m.indices.length; j++) m.indices[j] = f.indices(j);
        return m;
    }

    static int buildUrl(FlatBufferBuilder b, Url m) {
        int url = Fbs.string(b, m.url);
        int expandedUrl = Fbs.string(b, m.expanded_url);
        int displayUrl = Fbs.string(b, m.display_url);
        int indices = serbench.gen.flatbuffers.twitter.Url.createIndicesVector(b, m.indices);
        serbench.gen.flatbuffers.twitter.Url.startUrl(b);
        serbench.gen.flatbuffers.twitter.Url.addUrl(b, url);
        serbench.gen.flatbuffers.twitter.Url.addExpandedUrl(b, expandedUrl);
        serbench.gen.flatbuffers.twitter.Url.addDisplayUrl(b, displayUrl);
        serbench.gen.flatbuffers.twitter.Url.addIndices(b, indices);
        return serbench.gen.flatbuffers.twitter.Url.endUrl(b);
    }

    static Url readUrl(serbench.gen.flatbuffers.twitter.Url f) {
        Url m = new Url();
        m.url = f.url();
        m.expanded_url = f.expandedUrl();
        m.display_url = f.displayUrl();
        m.indices = new int[f.indicesLength()];
        for (int j = 0; j < m.indices.length; j++) m.indices[j] = f.indices(j);
        return m;
    }

    static int buildUserMention(FlatBufferBuilder b, UserMention m) {
        int screenName = Fbs.string(b, m.screen_name);
        int name = Fbs.string(b, m.name);
        int idStr = Fbs.string(b, m.id_str);
        int indices = serbench.gen.flatbuffers.twitter.UserMention.createIndicesVector(b, m.indices);
        serbench.gen.flatbuffers.twitter.UserMention.startUserMention(b);
        serbench.gen.flatbuffers.twitter.UserMention.addScreenName(b, screenName);
        serbench.gen.flatbuffers.twitter.UserMention.addName(b, name);
        serbench.gen.flatbuffers.twitter.UserMention.addId(b, m.id);
        serbench.gen.flatbuffers.twitter.UserMention.addIdStr(b, idStr);
        serbench.gen.flatbuffers.twitter.UserMention.addIndices(b, indices);
        return serbench.gen.flatbuffers.twitter.UserMention.endUserMention(b);
    }

    static UserMention readUserMention(serbench.gen.flatbuffers.twitter.UserMention f) {
        UserMention m = new UserMention();
        m.screen_name = f.screenName();
        m.name = f.name();
        m.id = f.id();
        m.id_str = f.idStr();
        m.indices = new int[f.indicesLength()];
        for (int j = 0; j < m.indices.length; j++) m.indices[j] = f.indices(j);
        return m;
    }

    static int buildMediaEntity(FlatBufferBuilder b, MediaEntity m) {
        int idStr = Fbs.string(b, m.id_str);
        int indices = serbench.gen.flatbuffers.twitter.MediaEntity.createIndicesVector(b, m.indices);
        int mediaUrl = Fbs.string(b, m.media_url);
        int mediaUrlHttps = Fbs.string(b, m.media_url_https);
        int url = Fbs.string(b, m.url);
        int displayUrl = Fbs.string(b, m.display_url);
        int expandedUrl = Fbs.string(b, m.expanded_url);
        int type = Fbs.string(b, m.type);
        int sizes = buildSizes(b, m.sizes);
        int sourceStatusIdStr = Fbs.string(b, m.source_status_id_str);
        serbench.gen.flatbuffers.twitter.MediaEntity.startMediaEntity(b);
        serbench.gen.flatbuffers.twitter.MediaEntity.addId(b, m.id);
        serbench.gen.flatbuffers.twitter.MediaEntity.addIdStr(b, idStr);
        serbench.gen.flatbuffers.twitter.MediaEntity.addIndices(b, indices);
        serbench.gen.flatbuffers.twitter.MediaEntity.addMediaUrl(b, mediaUrl);
        serbench.gen.flatbuffers.twitter.MediaEntity.addMediaUrlHttps(b, mediaUrlHttps);
        serbench.gen.flatbuffers.twitter.MediaEntity.addUrl(b, url);
        serbench.gen.flatbuffers.twitter.MediaEntity.addDisplayUrl(b, displayUrl);
        serbench.gen.flatbuffers.twitter.MediaEntity.addExpandedUrl(b, expandedUrl);
        serbench.gen.flatbuffers.twitter.MediaEntity.addType(b, type);
        serbench.gen.flatbuffers.twitter.MediaEntity.addSizes(b, sizes);
        if (m.source_status_id != null) {
            b.forceDefaults(true);   // a present 0 or false must be written (see Fbs)
            serbench.gen.flatbuffers.twitter.MediaEntity.addSourceStatusId(b, m.source_status_id);
            b.forceDefaults(false);
        }
        serbench.gen.flatbuffers.twitter.MediaEntity.addSourceStatusIdStr(b, sourceStatusIdStr);
        return serbench.gen.flatbuffers.twitter.MediaEntity.endMediaEntity(b);
    }

    static MediaEntity readMediaEntity(serbench.gen.flatbuffers.twitter.MediaEntity f) {
        MediaEntity m = new MediaEntity();
        m.id = f.id();
        m.id_str = f.idStr();
        m.indices = new int[f.indicesLength()];
        for (int j = 0; j < m.indices.length; j++) m.indices[j] = f.indices(j);
        m.media_url = f.mediaUrl();
        m.media_url_https = f.mediaUrlHttps();
        m.url = f.url();
        m.display_url = f.displayUrl();
        m.expanded_url = f.expandedUrl();
        m.type = f.type();
        m.sizes = readSizes(f.sizes());
        m.source_status_id = f.hasSourceStatusId() ? f.sourceStatusId() : null;
        m.source_status_id_str = f.sourceStatusIdStr();
        return m;
    }

    static int buildSizes(FlatBufferBuilder b, Sizes m) {
        int medium = buildSize(b, m.medium);
        int small = buildSize(b, m.small);
        int thumb = buildSize(b, m.thumb);
        int large = buildSize(b, m.large);
        serbench.gen.flatbuffers.twitter.Sizes.startSizes(b);
        serbench.gen.flatbuffers.twitter.Sizes.addMedium(b, medium);
        serbench.gen.flatbuffers.twitter.Sizes.addSmall(b, small);
        serbench.gen.flatbuffers.twitter.Sizes.addThumb(b, thumb);
        serbench.gen.flatbuffers.twitter.Sizes.addLarge(b, large);
        return serbench.gen.flatbuffers.twitter.Sizes.endSizes(b);
    }

    static Sizes readSizes(serbench.gen.flatbuffers.twitter.Sizes f) {
        Sizes m = new Sizes();
        m.medium = readSize(f.medium());
        m.small = readSize(f.small());
        m.thumb = readSize(f.thumb());
        m.large = readSize(f.large());
        return m;
    }

    static int buildSize(FlatBufferBuilder b, Size m) {
        int resize = Fbs.string(b, m.resize);
        serbench.gen.flatbuffers.twitter.Size.startSize(b);
        serbench.gen.flatbuffers.twitter.Size.addW(b, m.w);
        serbench.gen.flatbuffers.twitter.Size.addH(b, m.h);
        serbench.gen.flatbuffers.twitter.Size.addResize(b, resize);
        return serbench.gen.flatbuffers.twitter.Size.endSize(b);
    }

    static Size readSize(serbench.gen.flatbuffers.twitter.Size f) {
        Size m = new Size();
        m.w = f.w();
        m.h = f.h();
        m.resize = f.resize();
        return m;
    }
}
