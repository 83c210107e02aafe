package serbench.data.twitter.proto;

import java.util.List;
import serbench.data.Conversion;
import serbench.data.twitter.Entities;
import serbench.data.twitter.Hashtag;
import serbench.data.twitter.MediaEntity;
import serbench.data.twitter.Metadata;
import serbench.data.twitter.SearchMetadata;
import serbench.data.twitter.SearchResult;
import serbench.data.twitter.Size;
import serbench.data.twitter.Sizes;
import serbench.data.twitter.Status;
import serbench.data.twitter.Url;
import serbench.data.twitter.UserMention;
import serbench.data.twitter.convert.Elements;

/** twitter.json's model to Square Wire's classes of twitter.proto and back; has_media as in TwitterProto. */
public final class TwitterWire {
    public static final Conversion<SearchResult, serbench.gen.proto.twitter.SearchResult> CONVERSION =
        new Conversion<>(serbench.gen.proto.twitter.SearchResult.class, TwitterWire::buildSearchResult, TwitterWire::readSearchResult);

    private TwitterWire() {}

    static serbench.gen.proto.twitter.SearchResult buildSearchResult(SearchResult m) {
        return new serbench.gen.proto.twitter.SearchResult.Builder()
            .statuses(Elements.map(m.statuses, TwitterWire::buildStatus))
            .search_metadata(buildSearchMetadata(m.search_metadata))
            .build();
    }

    static SearchResult readSearchResult(serbench.gen.proto.twitter.SearchResult w) {
        SearchResult m = new SearchResult();
        m.statuses = Elements.map(w.statuses, TwitterWire::readStatus);
        m.search_metadata = readSearchMetadata(w.search_metadata);
        return m;
    }

    static serbench.gen.proto.twitter.SearchMetadata buildSearchMetadata(SearchMetadata m) {
        return new serbench.gen.proto.twitter.SearchMetadata.Builder()
            .completed_in(m.completed_in)
            .max_id(m.max_id)
            .max_id_str(m.max_id_str)
            .next_results(m.next_results)
            .query(m.query)
            .refresh_url(m.refresh_url)
            .count(m.count)
            .since_id(m.since_id)
            .since_id_str(m.since_id_str)
            .build();
    }

    static SearchMetadata readSearchMetadata(serbench.gen.proto.twitter.SearchMetadata w) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = w.completed_in;
        m.max_id = w.max_id;
        m.max_id_str = w.max_id_str;
        m.next_results = w.next_results;
        m.query = w.query;
        m.refresh_url = w.refresh_url;
        m.count = w.count;
        m.since_id = w.since_id;
        m.since_id_str = w.since_id_str;
        return m;
    }

    static serbench.gen.proto.twitter.Status buildStatus(Status m) {
        return new serbench.gen.proto.twitter.Status.Builder()
            .metadata(buildMetadata(m.metadata))
            .created_at(m.created_at)
            .id(m.id)
            .id_str(m.id_str)
            .text(m.text)
            .source(m.source)
            .truncated(m.truncated)
            .in_reply_to_status_id(m.in_reply_to_status_id)
            .in_reply_to_status_id_str(m.in_reply_to_status_id_str)
            .in_reply_to_user_id(m.in_reply_to_user_id)
            .in_reply_to_user_id_str(m.in_reply_to_user_id_str)
            .in_reply_to_screen_name(m.in_reply_to_screen_name)
            .user(TwitterUserWire.buildTwitterUser(m.user))
            .geo(m.geo)
            .coordinates(m.coordinates)
            .place(m.place)
            .contributors(m.contributors)
            .retweeted_status(m.retweeted_status == null ? null : buildStatus(m.retweeted_status))
            .retweet_count(m.retweet_count)
            .favorite_count(m.favorite_count)
            .entities(buildEntities(m.entities))
            .favorited(m.favorited)
            .retweeted(m.retweeted)
            .possibly_sensitive(m.possibly_sensitive)
            .lang(m.lang)
            .build();
    }

    static Status readStatus(serbench.gen.proto.twitter.Status w) {
        Status m = new Status();
        m.metadata = readMetadata(w.metadata);
        m.created_at = w.created_at;
        m.id = w.id;
        m.id_str = w.id_str;
        m.text = w.text;
        m.source = w.source;
        m.truncated = w.truncated;
        m.in_reply_to_status_id = w.in_reply_to_status_id;
        m.in_reply_to_status_id_str = w.in_reply_to_status_id_str;
        m.in_reply_to_user_id = w.in_reply_to_user_id;
        m.in_reply_to_user_id_str = w.in_reply_to_user_id_str;
        m.in_reply_to_screen_name = w.in_reply_to_screen_name;
        m.user = TwitterUserWire.readTwitterUser(w.user);
        m.geo = w.geo;
        m.coordinates = w.coordinates;
        m.place = w.place;
        m.contributors = w.contributors;
        m.retweeted_status = w.retweeted_status == null ? null : readStatus(w.retweeted_status);
        m.retweet_count = w.retweet_count;
        m.favorite_count = w.favorite_count;
        m.entities = readEntities(w.entities);
        m.favorited = w.favorited;
        m.retweeted = w.retweeted;
        m.possibly_sensitive = w.possibly_sensitive;
        m.lang = w.lang;
        return m;
    }

    static serbench.gen.proto.twitter.Metadata buildMetadata(Metadata m) {
        return new serbench.gen.proto.twitter.Metadata.Builder()
            .result_type(m.result_type)
            .iso_language_code(m.iso_language_code)
            .build();
    }

    static Metadata readMetadata(serbench.gen.proto.twitter.Metadata w) {
        Metadata m = new Metadata();
        m.result_type = w.result_type;
        m.iso_language_code = w.iso_language_code;
        return m;
    }

    static serbench.gen.proto.twitter.Entities buildEntities(Entities m) {
        return new serbench.gen.proto.twitter.Entities.Builder()
            .hashtags(Elements.map(m.hashtags, TwitterWire::buildHashtag))
            .symbols(Elements.map(m.symbols, TwitterWire::buildHashtag))
            .urls(Elements.map(m.urls, TwitterWire::buildUrl))
            .user_mentions(Elements.map(m.user_mentions, TwitterWire::buildUserMention))
            .media(m.media == null ? List.of() : Elements.map(m.media, TwitterWire::buildMediaEntity)).has_media(m.media != null ? true : null)
            .build();
    }

    static Entities readEntities(serbench.gen.proto.twitter.Entities w) {
        Entities m = new Entities();
        m.hashtags = Elements.map(w.hashtags, TwitterWire::readHashtag);
        m.symbols = Elements.map(w.symbols, TwitterWire::readHashtag);
        m.urls = Elements.map(w.urls, TwitterWire::readUrl);
        m.user_mentions = Elements.map(w.user_mentions, TwitterWire::readUserMention);
        m.media = Boolean.TRUE.equals(w.has_media) ? Elements.map(w.media, TwitterWire::readMediaEntity) : null;
        return m;
    }

    static serbench.gen.proto.twitter.Hashtag buildHashtag(Hashtag m) {
        return new serbench.gen.proto.twitter.Hashtag.Builder()
            .text(m.text)
            .indices(Elements.boxed(m.indices))
            .build();
    }

    static Hashtag readHashtag(serbench.gen.proto.twitter.Hashtag w) {
        Hashtag m = new Hashtag();
        m.text = w.text;
        m.indices = Elements.ints(w.indices);
        return m;
    }

    static serbench.gen.proto.twitter.Url buildUrl(Url m) {
        return new serbench.gen.proto.twitter.Url.Builder()
            .url(m.url)
            .expanded_url(m.expanded_url)
            .display_url(m.display_url)
            .indices(Elements.boxed(m.indices))
            .build();
    }

    static Url readUrl(serbench.gen.proto.twitter.Url w) {
        Url m = new Url();
        m.url = w.url;
        m.expanded_url = w.expanded_url;
        m.display_url = w.display_url;
        m.indices = Elements.ints(w.indices);
        return m;
    }

    static serbench.gen.proto.twitter.UserMention buildUserMention(UserMention m) {
        return new serbench.gen.proto.twitter.UserMention.Builder()
            .screen_name(m.screen_name)
            .name(m.name)
            .id(m.id)
            .id_str(m.id_str)
            .indices(Elements.boxed(m.indices))
            .build();
    }

    static UserMention readUserMention(serbench.gen.proto.twitter.UserMention w) {
        UserMention m = new UserMention();
        m.screen_name = w.screen_name;
        m.name = w.name;
        m.id = w.id;
        m.id_str = w.id_str;
        m.indices = Elements.ints(w.indices);
        return m;
    }

    static serbench.gen.proto.twitter.MediaEntity buildMediaEntity(MediaEntity m) {
        return new serbench.gen.proto.twitter.MediaEntity.Builder()
            .id(m.id)
            .id_str(m.id_str)
            .indices(Elements.boxed(m.indices))
            .media_url(m.media_url)
            .media_url_https(m.media_url_https)
            .url(m.url)
            .display_url(m.display_url)
            .expanded_url(m.expanded_url)
            .type(m.type)
            .sizes(buildSizes(m.sizes))
            .source_status_id(m.source_status_id)
            .source_status_id_str(m.source_status_id_str)
            .build();
    }

    static MediaEntity readMediaEntity(serbench.gen.proto.twitter.MediaEntity w) {
        MediaEntity m = new MediaEntity();
        m.id = w.id;
        m.id_str = w.id_str;
        m.indices = Elements.ints(w.indices);
        m.media_url = w.media_url;
        m.media_url_https = w.media_url_https;
        m.url = w.url;
        m.display_url = w.display_url;
        m.expanded_url = w.expanded_url;
        m.type = w.type;
        m.sizes = readSizes(w.sizes);
        m.source_status_id = w.source_status_id;
        m.source_status_id_str = w.source_status_id_str;
        return m;
    }

    static serbench.gen.proto.twitter.Sizes buildSizes(Sizes m) {
        return new serbench.gen.proto.twitter.Sizes.Builder()
            .medium(buildSize(m.medium))
            .small(buildSize(m.small))
            .thumb(buildSize(m.thumb))
            .large(buildSize(m.large))
            .build();
    }

    static Sizes readSizes(serbench.gen.proto.twitter.Sizes w) {
        Sizes m = new Sizes();
        m.medium = readSize(w.medium);
        m.small = readSize(w.small);
        m.thumb = readSize(w.thumb);
        m.large = readSize(w.large);
        return m;
    }

    static serbench.gen.proto.twitter.Size buildSize(Size m) {
        return new serbench.gen.proto.twitter.Size.Builder()
            .w(m.w)
            .h(m.h)
            .resize(m.resize)
            .build();
    }

    static Size readSize(serbench.gen.proto.twitter.Size w) {
        Size m = new Size();
        m.w = w.w;
        m.h = w.h;
        m.resize = w.resize;
        return m;
    }
}
