package serbench.data.twitter.convert;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntBiFunction;
import serbench.data.Conversion;
import serbench.data.Fbs;
import serbench.data.twitter.Metadata;
import serbench.data.twitter.SearchMetadata;
import serbench.data.twitter.SearchResult;
import serbench.data.twitter.Status;

/**
 * twitter.json's model to flatc's tables of twitter.fbs and back; a null string, list or table is a field left out.
 */
public final class TwitterFbs {
    public static final Conversion<SearchResult, serbench.gen.flatbuffers.twitter.SearchResult> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.twitter.SearchResult.class, TwitterFbs::build, TwitterFbs::readSearchResult);

    private TwitterFbs() {}

    static serbench.gen.flatbuffers.twitter.SearchResult build(SearchResult m) {
        FlatBufferBuilder b = Fbs.builder();
        b.finish(buildSearchResult(b, m));
        return serbench.gen.flatbuffers.twitter.SearchResult.getRootAsSearchResult(b.dataBuffer());
    }

    /** A vector of the elements' tables, or 0 (the field left out) for a null list. */
    static <T> int vector(FlatBufferBuilder b, List<T> list, ToIntBiFunction<FlatBufferBuilder, T> table) {
        if (list == null) return 0;
        int[] offsets = new int[list.size()];
        for (int j = 0; j < offsets.length; j++) offsets[j] = table.applyAsInt(b, list.get(j));
        return b.createVectorOfTables(offsets);
    }

    static int buildSearchResult(FlatBufferBuilder b, SearchResult m) {
        int statuses = TwitterFbs.vector(b, m.statuses, TwitterFbs::buildStatus);
        int searchMetadata = buildSearchMetadata(b, m.search_metadata);
        serbench.gen.flatbuffers.twitter.SearchResult.startSearchResult(b);
        serbench.gen.flatbuffers.twitter.SearchResult.addStatuses(b, statuses);
        serbench.gen.flatbuffers.twitter.SearchResult.addSearchMetadata(b, searchMetadata);
        return serbench.gen.flatbuffers.twitter.SearchResult.endSearchResult(b);
    }

    static SearchResult readSearchResult(serbench.gen.flatbuffers.twitter.SearchResult f) {
        SearchResult m = new SearchResult();
        m.statuses = new ArrayList<>(f.statusesLength());
        for (int j = 0; j < f.statusesLength(); j++) m.statuses.add(readStatus(f.statuses(j)));
        m.search_metadata = readSearchMetadata(f.searchMetadata());
        return m;
    }

    static int buildSearchMetadata(FlatBufferBuilder b, SearchMetadata m) {
        int maxIdStr = Fbs.string(b, m.max_id_str);
        int nextResults = Fbs.string(b, m.next_results);
        int query = Fbs.string(b, m.query);
        int refreshUrl = Fbs.string(b, m.refresh_url);
        int sinceIdStr = Fbs.string(b, m.since_id_str);
        serbench.gen.flatbuffers.twitter.SearchMetadata.startSearchMetadata(b);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addCompletedIn(b, m.completed_in);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addMaxId(b, m.max_id);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addMaxIdStr(b, maxIdStr);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addNextResults(b, nextResults);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addQuery(b, query);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addRefreshUrl(b, refreshUrl);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addCount(b, m.count);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addSinceId(b, m.since_id);
        serbench.gen.flatbuffers.twitter.SearchMetadata.addSinceIdStr(b, sinceIdStr);
        return serbench.gen.flatbuffers.twitter.SearchMetadata.endSearchMetadata(b);
    }

    static SearchMetadata readSearchMetadata(serbench.gen.flatbuffers.twitter.SearchMetadata f) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = f.completedIn();
        m.max_id = f.maxId();
        m.max_id_str = f.maxIdStr();
        m.next_results = f.nextResults();
        m.query = f.query();
        m.refresh_url = f.refreshUrl();
        m.count = f.count();
        m.since_id = f.sinceId();
        m.since_id_str = f.sinceIdStr();
        return m;
    }

    static int buildStatus(FlatBufferBuilder b, Status m) {
        int metadata = buildMetadata(b, m.metadata);
        int createdAt = Fbs.string(b, m.created_at);
        int idStr = Fbs.string(b, m.id_str);
        int text = Fbs.string(b, m.text);
        int source = Fbs.string(b, m.source);
        int inReplyToStatusIdStr = Fbs.string(b, m.in_reply_to_status_id_str);
        int inReplyToUserIdStr = Fbs.string(b, m.in_reply_to_user_id_str);
        int inReplyToScreenName = Fbs.string(b, m.in_reply_to_screen_name);
        int user = TwitterUserFbs.buildTwitterUser(b, m.user);
        int geo = Fbs.string(b, m.geo);
        int coordinates = Fbs.string(b, m.coordinates);
        int place = Fbs.string(b, m.place);
        int contributors = Fbs.string(b, m.contributors);
        int retweetedStatus = m.retweeted_status == null ? 0 : buildStatus(b, m.retweeted_status);
        int entities = TwitterEntitiesFbs.buildEntities(b, m.entities);
        int lang = Fbs.string(b, m.lang);
        serbench.gen.flatbuffers.twitter.Status.startStatus(b);
        serbench.gen.flatbuffers.twitter.Status.addMetadata(b, metadata);
        serbench.gen.flatbuffers.twitter.Status.addCreatedAt(b, createdAt);
        serbench.gen.flatbuffers.twitter.Status.addId(b, m.id);
        serbench.gen.flatbuffers.twitter.Status.addIdStr(b, idStr);
        serbench.gen.flatbuffers.twitter.Status.addText(b, text);
        serbench.gen.flatbuffers.twitter.Status.addSource(b, source);
        serbench.gen.flatbuffers.twitter.Status.addTruncated(b, m.truncated);
        if (m.in_reply_to_status_id != null) {
            b.forceDefaults(true);   // a present 0 or false must be written (see Fbs)
            serbench.gen.flatbuffers.twitter.Status.addInReplyToStatusId(b, m.in_reply_to_status_id);
            b.forceDefaults(false);
        }
        serbench.gen.flatbuffers.twitter.Status.addInReplyToStatusIdStr(b, inReplyToStatusIdStr);
        if (m.in_reply_to_user_id != null) {
            b.forceDefaults(true);   // a present 0 or false must be written (see Fbs)
            serbench.gen.flatbuffers.twitter.Status.addInReplyToUserId(b, m.in_reply_to_user_id);
            b.forceDefaults(false);
        }
        serbench.gen.flatbuffers.twitter.Status.addInReplyToUserIdStr(b, inReplyToUserIdStr);
        serbench.gen.flatbuffers.twitter.Status.addInReplyToScreenName(b, inReplyToScreenName);
        serbench.gen.flatbuffers.twitter.Status.addUser(b, user);
        serbench.gen.flatbuffers.twitter.Status.addGeo(b, geo);
        serbench.gen.flatbuffers.twitter.Status.addCoordinates(b, coordinates);
        serbench.gen.flatbuffers.twitter.Status.addPlace(b, place);
        serbench.gen.flatbuffers.twitter.Status.addContributors(b, contributors);
        serbench.gen.flatbuffers.twitter.Status.addRetweetedStatus(b, retweetedStatus);
        serbench.gen.flatbuffers.twitter.Status.addRetweetCount(b, m.retweet_count);
        serbench.gen.flatbuffers.twitter.Status.addFavoriteCount(b, m.favorite_count);
        serbench.gen.flatbuffers.twitter.Status.addEntities(b, entities);
        serbench.gen.flatbuffers.twitter.Status.addFavorited(b, m.favorited);
        serbench.gen.flatbuffers.twitter.Status.addRetweeted(b, m.retweeted);
        if (m.possibly_sensitive != null) {
            b.forceDefaults(true);   // a present 0 or false must be written (see Fbs)
            serbench.gen.flatbuffers.twitter.Status.addPossiblySensitive(b, m.possibly_sensitive);
            b.forceDefaults(false);
        }
        serbench.gen.flatbuffers.twitter.Status.addLang(b, lang);
        return serbench.gen.flatbuffers.twitter.Status.endStatus(b);
    }

    static Status readStatus(serbench.gen.flatbuffers.twitter.Status f) {
        Status m = new Status();
        m.metadata = readMetadata(f.metadata());
        m.created_at = f.createdAt();
        m.id = f.id();
        m.id_str = f.idStr();
        m.text = f.text();
        m.source = f.source();
        m.truncated = f.truncated();
        m.in_reply_to_status_id = f.hasInReplyToStatusId() ? f.inReplyToStatusId() : null;
        m.in_reply_to_status_id_str = f.inReplyToStatusIdStr();
        m.in_reply_to_user_id = f.hasInReplyToUserId() ? f.inReplyToUserId() : null;
        m.in_reply_to_user_id_str = f.inReplyToUserIdStr();
        m.in_reply_to_screen_name = f.inReplyToScreenName();
        m.user = TwitterUserFbs.readTwitterUser(f.user());
        m.geo = f.geo();
        m.coordinates = f.coordinates();
        m.place = f.place();
        m.contributors = f.contributors();
        m.retweeted_status = f.retweetedStatus() == null ? null : readStatus(f.retweetedStatus());
        m.retweet_count = f.retweetCount();
        m.favorite_count = f.favoriteCount();
        m.entities = TwitterEntitiesFbs.readEntities(f.entities());
        m.favorited = f.favorited();
        m.retweeted = f.retweeted();
        m.possibly_sensitive = f.hasPossiblySensitive() ? f.possiblySensitive() : null;
        m.lang = f.lang();
        return m;
    }

    static int buildMetadata(FlatBufferBuilder b, Metadata m) {
        int resultType = Fbs.string(b, m.result_type);
        int isoLanguageCode = Fbs.string(b, m.iso_language_code);
        serbench.gen.flatbuffers.twitter.Metadata.startMetadata(b);
        serbench.gen.flatbuffers.twitter.Metadata.addResultType(b, resultType);
        serbench.gen.flatbuffers.twitter.Metadata.addIsoLanguageCode(b, isoLanguageCode);
        return serbench.gen.flatbuffers.twitter.Metadata.endMetadata(b);
    }

    static Metadata readMetadata(serbench.gen.flatbuffers.twitter.Metadata f) {
        Metadata m = new Metadata();
        m.result_type = f.resultType();
        m.iso_language_code = f.isoLanguageCode();
        return m;
    }
}
