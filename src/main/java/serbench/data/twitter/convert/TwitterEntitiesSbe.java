package serbench.data.twitter.convert;

import java.util.ArrayList;
import java.util.List;
import serbench.data.twitter.Entities;
import serbench.data.twitter.Hashtag;
import serbench.data.twitter.MediaEntity;
import serbench.data.twitter.Size;
import serbench.data.twitter.Sizes;
import serbench.data.twitter.TwitterUser;
import serbench.data.twitter.Url;
import serbench.data.twitter.UrlEntities;
import serbench.data.twitter.UserEntities;
import serbench.data.twitter.UserMention;
import serbench.gen.sbe.twitter.SearchResultDecoder.StatusesDecoder;
import serbench.gen.sbe.twitter.SearchResultEncoder.StatusesEncoder;
import serbench.gen.sbe.twitter.TagList;
import serbench.gen.sbe.twitter.UrlList;

/**
 * A status's entities and its user's links as the groups of its SBE entry, for TwitterSbe: hashtags and symbols in
 * one group, the status's urls and its user's in another, each entry saying which list it belongs to.
 */
final class TwitterEntitiesSbe {
    private TwitterEntitiesSbe() {}

    static void write(StatusesEncoder e, Entities n, UserEntities u) {
        StatusesEncoder.TagsEncoder tags = e.tagsCount(n.hashtags.size() + n.symbols.size());
        for (Hashtag h : n.hashtags) tag(tags, TagList.HASHTAGS, h);
        for (Hashtag h : n.symbols) tag(tags, TagList.SYMBOLS, h);
        List<Url> userUrls = u.url == null ? List.of() : u.url.urls;
        StatusesEncoder.UrlsEncoder urls = e.urlsCount(n.urls.size() + u.description.urls.size() + userUrls.size());
        for (Url url : n.urls) url(urls, UrlList.ENTITIES, url);
        for (Url url : u.description.urls) url(urls, UrlList.DESCRIPTION, url);
        for (Url url : userUrls) url(urls, UrlList.USER_URL, url);
        StatusesEncoder.UserMentionsEncoder mentions = e.userMentionsCount(n.user_mentions.size());
        for (UserMention m : n.user_mentions) {
            StatusesEncoder.UserMentionsEncoder.IndicesEncoder indices = mentions.next().id(m.id).indicesCount(m.indices.length);
            for (int i : m.indices) indices.next().value(i);
            mentions.screenName(m.screen_name).name(m.name).idStr(m.id_str);
        }
        StatusesEncoder.MediaEncoder media = e.mediaCount(n.media == null ? 0 : n.media.size());
        if (n.media != null) for (MediaEntity m : n.media) media(media, m);
    }

    private static void tag(StatusesEncoder.TagsEncoder tags, TagList list, Hashtag h) {
        StatusesEncoder.TagsEncoder.IndicesEncoder indices = tags.next().list(list).indicesCount(h.indices.length);
        for (int i : h.indices) indices.next().value(i);
        tags.text(h.text);
    }

    private static void url(StatusesEncoder.UrlsEncoder urls, UrlList list, Url u) {
        StatusesEncoder.UrlsEncoder.IndicesEncoder indices = urls.next().list(list).indicesCount(u.indices.length);
        for (int i : u.indices) indices.next().value(i);
        urls.url(u.url).expandedUrl(u.expanded_url).displayUrl(u.display_url);
    }

    private static void media(StatusesEncoder.MediaEncoder e, MediaEntity m) {
        Sizes s = m.sizes;
        e.next().id(m.id).sourceStatusId(TwitterSbe.nullable(m.source_status_id, StatusesEncoder.MediaEncoder.sourceStatusIdNullValue()))
            .mediumW(s.medium.w).mediumH(s.medium.h).smallW(s.small.w).smallH(s.small.h).thumbW(s.thumb.w).thumbH(s.thumb.h)
            .largeW(s.large.w).largeH(s.large.h).hasSourceStatusIdStr((short) (m.source_status_id_str == null ? 0 : 1));
        StatusesEncoder.MediaEncoder.IndicesEncoder indices = e.indicesCount(m.indices.length);
        for (int i : m.indices) indices.next().value(i);
        e.idStr(m.id_str).mediaUrl(m.media_url).mediaUrlHttps(m.media_url_https).url(m.url).displayUrl(m.display_url)
            .expandedUrl(m.expanded_url).mediaType(m.type).mediumResize(s.medium.resize).smallResize(s.small.resize)
            .thumbResize(s.thumb.resize).largeResize(s.large.resize).sourceStatusIdStr(m.source_status_id_str);
    }

    /** The status's entities, and the user's links into {@code user}, in schema order. */
    static Entities read(StatusesDecoder d, boolean hasMedia, TwitterUser user) {
        Entities n = new Entities();
        n.hashtags = new ArrayList<>();
        n.symbols = new ArrayList<>();
        for (StatusesDecoder.TagsDecoder t : d.tags()) {
            Hashtag h = new Hashtag();
            StatusesDecoder.TagsDecoder.IndicesDecoder indices = t.indices();
            h.indices = new int[indices.count()];
            for (int i = 0; i < h.indices.length; i++) h.indices[i] = indices.next().value();
            h.text = t.text();
            (t.list() == TagList.HASHTAGS ? n.hashtags : n.symbols).add(h);
        }
        user.entities = new UserEntities();
        user.entities.description = new UrlEntities();
        user.entities.description.urls = new ArrayList<>();
        if (d.userFlags().hasEntitiesUrl()) {
            user.entities.url = new UrlEntities();
            user.entities.url.urls = new ArrayList<>();
        }
        n.urls = new ArrayList<>();
        for (StatusesDecoder.UrlsDecoder u : d.urls()) {
            Url url = new Url();
            StatusesDecoder.UrlsDecoder.IndicesDecoder indices = u.indices();
            url.indices = new int[indices.count()];
            for (int i = 0; i < url.indices.length; i++) url.indices[i] = indices.next().value();
            url.url = u.url();
            url.expanded_url = u.expandedUrl();
            url.display_url = u.displayUrl();
            switch (u.list()) {
                case ENTITIES -> n.urls.add(url);
                case DESCRIPTION -> user.entities.description.urls.add(url);
                default -> user.entities.url.urls.add(url);
            }
        }
        n.user_mentions = new ArrayList<>();
        for (StatusesDecoder.UserMentionsDecoder m : d.userMentions()) {
            UserMention mention = new UserMention();
            mention.id = m.id();
            StatusesDecoder.UserMentionsDecoder.IndicesDecoder indices = m.indices();
            mention.indices = new int[indices.count()];
            for (int i = 0; i < mention.indices.length; i++) mention.indices[i] = indices.next().value();
            mention.screen_name = m.screenName();
            mention.name = m.name();
            mention.id_str = m.idStr();
            n.user_mentions.add(mention);
        }
        StatusesDecoder.MediaDecoder media = d.media();
        n.media = hasMedia ? new ArrayList<>(media.count()) : null;
        for (StatusesDecoder.MediaDecoder m : media) n.media.add(media(m));
        return n;
    }

    private static MediaEntity media(StatusesDecoder.MediaDecoder d) {
        MediaEntity m = new MediaEntity();
        m.id = d.id();
        long source = d.sourceStatusId();
        m.source_status_id = source == StatusesDecoder.MediaDecoder.sourceStatusIdNullValue() ? null : source;
        m.sizes = new Sizes();
        m.sizes.medium = size(d.mediumW(), d.mediumH());
        m.sizes.small = size(d.smallW(), d.smallH());
        m.sizes.thumb = size(d.thumbW(), d.thumbH());
        m.sizes.large = size(d.largeW(), d.largeH());
        boolean sourceStr = d.hasSourceStatusIdStr() != 0;
        StatusesDecoder.MediaDecoder.IndicesDecoder indices = d.indices();
        m.indices = new int[indices.count()];
        for (int i = 0; i < m.indices.length; i++) m.indices[i] = indices.next().value();
        m.id_str = d.idStr();
        m.media_url = d.mediaUrl();
        m.media_url_https = d.mediaUrlHttps();
        m.url = d.url();
        m.display_url = d.displayUrl();
        m.expanded_url = d.expandedUrl();
        m.type = d.mediaType();
        m.sizes.medium.resize = d.mediumResize();
        m.sizes.small.resize = d.smallResize();
        m.sizes.thumb.resize = d.thumbResize();
        m.sizes.large.resize = d.largeResize();
        m.source_status_id_str = TwitterSbe.present(sourceStr, d.sourceStatusIdStr());
        return m;
    }

    private static Size size(int w, int h) {
        Size s = new Size();
        s.w = w;
        s.h = h;
        return s;
    }
}
