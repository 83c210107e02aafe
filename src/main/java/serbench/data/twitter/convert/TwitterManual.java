package serbench.data.twitter.convert;

import java.util.function.BiConsumer;
import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;
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

/**
 * twitter.json's hand-written format: fields in order, integers as zig-zag varints, a nullable number or struct behind a presence flag.
 */
public final class TwitterManual {
    public static final ManualFormat<SearchResult> FORMAT =
        new ManualFormat<>((m, o) -> writeSearchResult(o, m), TwitterManual::readSearchResult);

    private TwitterManual() {}

    static <T> void writeNullable(ByteSink o, T value, BiConsumer<ByteSink, T> write) {
        o.writeBoolean(value != null);
        if (value != null) write.accept(o, value);
    }

    static void writeNullableLong(ByteSink o, Long v) {
        o.writeBoolean(v != null);
        if (v != null) o.writeLong(v);
    }

    static Long readNullableLong(ByteSource i) {
        return i.readBoolean() ? i.readLong() : null;
    }

    /** Null, false and true as 0, 1 and 2 in one byte. */
    static void writeNullableBoolean(ByteSink o, Boolean v) {
        o.writeVarLong(v == null ? 0 : v ? 2 : 1);
    }

    static Boolean readNullableBoolean(ByteSource i) {
        long v = i.readVarLong();
        return v == 0 ? null : v == 2;
    }

    static void writeInts(ByteSink o, int[] values) {
        o.writeVarLong(values.length);
        for (int v : values) o.writeInt(v);
    }

    static int[] readInts(ByteSource i) {
        int[] values = new int[(int) i.readVarLong()];
        for (int k = 0; k < values.length; k++) values[k] = i.readInt();
        return values;
    }

    static void writeSearchResult(ByteSink o, SearchResult m) {
        o.writeList(m.statuses, TwitterManual::writeStatus);
        writeSearchMetadata(o, m.search_metadata);
    }

    static SearchResult readSearchResult(ByteSource i) {
        SearchResult m = new SearchResult();
        m.statuses = i.readList(TwitterManual::readStatus);
        m.search_metadata = readSearchMetadata(i);
        return m;
    }

    static void writeSearchMetadata(ByteSink o, SearchMetadata m) {
        o.writeDouble(m.completed_in);
        o.writeLong(m.max_id);
        o.writeString(m.max_id_str);
        o.writeString(m.next_results);
        o.writeString(m.query);
        o.writeString(m.refresh_url);
        o.writeInt(m.count);
        o.writeLong(m.since_id);
        o.writeString(m.since_id_str);
    }

    static SearchMetadata readSearchMetadata(ByteSource i) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = i.readDouble();
        m.max_id = i.readLong();
        m.max_id_str = i.readString();
        m.next_results = i.readString();
        m.query = i.readString();
        m.refresh_url = i.readString();
        m.count = i.readInt();
        m.since_id = i.readLong();
        m.since_id_str = i.readString();
        return m;
    }

    static void writeStatus(ByteSink o, Status m) {
        writeMetadata(o, m.metadata);
        o.writeString(m.created_at);
        o.writeLong(m.id);
        o.writeString(m.id_str);
        o.writeString(m.text);
        o.writeString(m.source);
        o.writeBoolean(m.truncated);
        writeNullableLong(o, m.in_reply_to_status_id);
        o.writeString(m.in_reply_to_status_id_str);
        writeNullableLong(o, m.in_reply_to_user_id);
        o.writeString(m.in_reply_to_user_id_str);
        o.writeString(m.in_reply_to_screen_name);
        TwitterUserManual.writeTwitterUser(o, m.user);
        o.writeString(m.geo);
        o.writeString(m.coordinates);
        o.writeString(m.place);
        o.writeString(m.contributors);
        TwitterManual.writeNullable(o, m.retweeted_status, TwitterManual::writeStatus);
        o.writeInt(m.retweet_count);
        o.writeInt(m.favorite_count);
        writeEntities(o, m.entities);
        o.writeBoolean(m.favorited);
        o.writeBoolean(m.retweeted);
        writeNullableBoolean(o, m.possibly_sensitive);
        o.writeString(m.lang);
    }

    static Status readStatus(ByteSource i) {
        Status m = new Status();
        m.metadata = readMetadata(i);
        m.created_at = i.readString();
        m.id = i.readLong();
        m.id_str = i.readString();
        m.text = i.readString();
        m.source = i.readString();
        m.truncated = i.readBoolean();
        m.in_reply_to_status_id = readNullableLong(i);
        m.in_reply_to_status_id_str = i.readString();
        m.in_reply_to_user_id = readNullableLong(i);
        m.in_reply_to_user_id_str = i.readString();
        m.in_reply_to_screen_name = i.readString();
        m.user = TwitterUserManual.readTwitterUser(i);
        m.geo = i.readString();
        m.coordinates = i.readString();
        m.place = i.readString();
        m.contributors = i.readString();
        m.retweeted_status = i.readBoolean() ? readStatus(i) : null;
        m.retweet_count = i.readInt();
        m.favorite_count = i.readInt();
        m.entities = readEntities(i);
        m.favorited = i.readBoolean();
        m.retweeted = i.readBoolean();
        m.possibly_sensitive = readNullableBoolean(i);
        m.lang = i.readString();
        return m;
    }

    static void writeMetadata(ByteSink o, Metadata m) {
        o.writeString(m.result_type);
        o.writeString(m.iso_language_code);
    }

    static Metadata readMetadata(ByteSource i) {
        Metadata m = new Metadata();
        m.result_type = i.readString();
        m.iso_language_code = i.readString();
        return m;
    }

    static void writeEntities(ByteSink o, Entities m) {
        o.writeList(m.hashtags, TwitterManual::writeHashtag);
        o.writeList(m.symbols, TwitterManual::writeHashtag);
        o.writeList(m.urls, TwitterManual::writeUrl);
        o.writeList(m.user_mentions, TwitterManual::writeUserMention);
        o.writeList(m.media, TwitterManual::writeMediaEntity);
    }

    static Entities readEntities(ByteSource i) {
        Entities m = new Entities();
        m.hashtags = i.readList(TwitterManual::readHashtag);
        m.symbols = i.readList(TwitterManual::readHashtag);
        m.urls = i.readList(TwitterManual::readUrl);
        m.user_mentions = i.readList(TwitterManual::readUserMention);
        m.media = i.readList(TwitterManual::readMediaEntity);
        return m;
    }

    static void writeHashtag(ByteSink o, Hashtag m) {
        o.writeString(m.text);
        writeInts(o, m.indices);
    }

    static Hashtag readHashtag(ByteSource i) {
        Hashtag m = new Hashtag();
        m.text = i.readString();
        m.indices = readInts(i);
        return m;
    }

    static void writeUrl(ByteSink o, Url m) {
        o.writeString(m.url);
        o.writeString(m.expanded_url);
        o.writeString(m.display_url);
        writeInts(o, m.indices);
    }

    static Url readUrl(ByteSource i) {
        Url m = new Url();
        m.url = i.readString();
        m.expanded_url = i.readString();
        m.display_url = i.readString();
        m.indices = readInts(i);
        return m;
    }

    static void writeUserMention(ByteSink o, UserMention m) {
        o.writeString(m.screen_name);
        o.writeString(m.name);
        o.writeLong(m.id);
        o.writeString(m.id_str);
        writeInts(o, m.indices);
    }

    static UserMention readUserMention(ByteSource i) {
        UserMention m = new UserMention();
        m.screen_name = i.readString();
        m.name = i.readString();
        m.id = i.readLong();
        m.id_str = i.readString();
        m.indices = readInts(i);
        return m;
    }

    static void writeMediaEntity(ByteSink o, MediaEntity m) {
        o.writeLong(m.id);
        o.writeString(m.id_str);
        writeInts(o, m.indices);
        o.writeString(m.media_url);
        o.writeString(m.media_url_https);
        o.writeString(m.url);
        o.writeString(m.display_url);
        o.writeString(m.expanded_url);
        o.writeString(m.type);
        writeSizes(o, m.sizes);
        writeNullableLong(o, m.source_status_id);
        o.writeString(m.source_status_id_str);
    }

    static MediaEntity readMediaEntity(ByteSource i) {
        MediaEntity m = new MediaEntity();
        m.id = i.readLong();
        m.id_str = i.readString();
        m.indices = readInts(i);
        m.media_url = i.readString();
        m.media_url_https = i.readString();
        m.url = i.readString();
        m.display_url = i.readString();
        m.expanded_url = i.readString();
        m.type = i.readString();
        m.sizes = readSizes(i);
        m.source_status_id = readNullableLong(i);
        m.source_status_id_str = i.readString();
        return m;
    }

    static void writeSizes(ByteSink o, Sizes m) {
        writeSize(o, m.medium);
        writeSize(o, m.small);
        writeSize(o, m.thumb);
        writeSize(o, m.large);
    }

    static Sizes readSizes(ByteSource i) {
        Sizes m = new Sizes();
        m.medium = readSize(i);
        m.small = readSize(i);
        m.thumb = readSize(i);
        m.large = readSize(i);
        return m;
    }

    static void writeSize(ByteSink o, Size m) {
        o.writeInt(m.w);
        o.writeInt(m.h);
        o.writeString(m.resize);
    }

    static Size readSize(ByteSource i) {
        Size m = new Size();
        m.w = i.readInt();
        m.h = i.readInt();
        m.resize = i.readString();
        return m;
    }
}
