package serbench.data.twitter.convert;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import serbench.data.Conversion;
import serbench.data.twitter.Metadata;
import serbench.data.twitter.SearchMetadata;
import serbench.data.twitter.SearchResult;
import serbench.data.twitter.Status;
import serbench.gen.colfer.twitter.Index;

/**
 * twitter.json's model to Colfer's classes of twitter.colf and back: a nullable field other than a struct travels with its has-flag, and each of indices is a one-field struct (see twitter.colf).
 */
public final class TwitterColfer {
    public static final Conversion<SearchResult, serbench.gen.colfer.twitter.SearchResult> CONVERSION =
        new Conversion<>(serbench.gen.colfer.twitter.SearchResult.class, TwitterColfer::buildSearchResult, TwitterColfer::readSearchResult);

    private TwitterColfer() {}

    static <T, C> C[] array(List<T> list, IntFunction<C[]> array, Function<T, C> build) {
        C[] out = array.apply(list.size());
        for (int k = 0; k < out.length; k++) out[k] = build.apply(list.get(k));
        return out;
    }

    /** A one-field struct each: colf's Java generator has no list of integers. */
    static Index[] indices(int[] values) {
        Index[] out = new Index[values.length];
        for (int k = 0; k < out.length; k++) {
            out[k] = new Index();
            out[k].value = values[k];
        }
        return out;
    }

    static int[] ints(Index[] indices) {
        int[] out = new int[indices.length];
        for (int k = 0; k < out.length; k++) out[k] = indices[k].value;
        return out;
    }

    static serbench.gen.colfer.twitter.SearchResult buildSearchResult(SearchResult m) {
        serbench.gen.colfer.twitter.SearchResult c = new serbench.gen.colfer.twitter.SearchResult();
        c.statuses = TwitterColfer.array(m.statuses, serbench.gen.colfer.twitter.Status[]::new, TwitterColfer::buildStatus);
        c.searchMetadata = buildSearchMetadata(m.search_metadata);
        return c;
    }

    static SearchResult readSearchResult(serbench.gen.colfer.twitter.SearchResult c) {
        SearchResult m = new SearchResult();
        m.statuses = Elements.map(Arrays.asList(c.statuses), TwitterColfer::readStatus);
        m.search_metadata = readSearchMetadata(c.searchMetadata);
        return m;
    }

    static serbench.gen.colfer.twitter.SearchMetadata buildSearchMetadata(SearchMetadata m) {
        serbench.gen.colfer.twitter.SearchMetadata c = new serbench.gen.colfer.twitter.SearchMetadata();
        c.completedIn = m.completed_in;
        c.maxId = m.max_id;
        c.maxIdStr = m.max_id_str;
        c.nextResults = m.next_results;
        c.query = m.query;
        c.refreshUrl = m.refresh_url;
        c.count = m.count;
        c.sinceId = m.since_id;
        c.sinceIdStr = m.since_id_str;
        return c;
    }

    static SearchMetadata readSearchMetadata(serbench.gen.colfer.twitter.SearchMetadata c) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = c.completedIn;
        m.max_id = c.maxId;
        m.max_id_str = c.maxIdStr;
        m.next_results = c.nextResults;
        m.query = c.query;
        m.refresh_url = c.refreshUrl;
        m.count = c.count;
        m.since_id = c.sinceId;
        m.since_id_str = c.sinceIdStr;
        return m;
    }

    static serbench.gen.colfer.twitter.Status buildStatus(Status m) {
        serbench.gen.colfer.twitter.Status c = new serbench.gen.colfer.twitter.Status();
        c.metadata = buildMetadata(m.metadata);
        c.createdAt = m.created_at;
        c.id = m.id;
        c.idStr = m.id_str;
        c.text = m.text;
        c.source = m.source;
        c.truncated = m.truncated;
        c.hasInReplyToStatusId = m.in_reply_to_status_id != null;
        if (c.hasInReplyToStatusId) c.inReplyToStatusId = m.in_reply_to_status_id;
        c.hasInReplyToStatusIdStr = m.in_reply_to_status_id_str != null;
        if (c.hasInReplyToStatusIdStr) c.inReplyToStatusIdStr = m.in_reply_to_status_id_str;
        c.hasInReplyToUserId = m.in_reply_to_user_id != null;
        if (c.hasInReplyToUserId) c.inReplyToUserId = m.in_reply_to_user_id;
        c.hasInReplyToUserIdStr = m.in_reply_to_user_id_str != null;
        if (c.hasInReplyToUserIdStr) c.inReplyToUserIdStr = m.in_reply_to_user_id_str;
        c.hasInReplyToScreenName = m.in_reply_to_screen_name != null;
        if (c.hasInReplyToScreenName) c.inReplyToScreenName = m.in_reply_to_screen_name;
        c.user = TwitterUserColfer.buildTwitterUser(m.user);
        c.hasGeo = m.geo != null;
        if (c.hasGeo) c.geo = m.geo;
        c.hasCoordinates = m.coordinates != null;
        if (c.hasCoordinates) c.coordinates = m.coordinates;
        c.hasPlace = m.place != null;
        if (c.hasPlace) c.place = m.place;
        c.hasContributors = m.contributors != null;
        if (c.hasContributors) c.contributors = m.contributors;
        if (m.retweeted_status != null) c.retweetedStatus = buildStatus(m.retweeted_status);
        c.retweetCount = m.retweet_count;
        c.favoriteCount = m.favorite_count;
        c.entities = TwitterEntitiesColfer.buildEntities(m.entities);
        c.favorited = m.favorited;
        c.retweeted = m.retweeted;
        c.hasPossiblySensitive = m.possibly_sensitive != null;
        if (c.hasPossiblySensitive) c.possiblySensitive = m.possibly_sensitive;
        c.lang = m.lang;
        return c;
    }

    static Status readStatus(serbench.gen.colfer.twitter.Status c) {
        Status m = new Status();
        m.metadata = readMetadata(c.metadata);
        m.created_at = c.createdAt;
        m.id = c.id;
        m.id_str = c.idStr;
        m.text = c.text;
        m.source = c.source;
        m.truncated = c.truncated;
        m.in_reply_to_status_id = c.hasInReplyToStatusId ? c.inReplyToStatusId : null;
        m.in_reply_to_status_id_str = c.hasInReplyToStatusIdStr ? c.inReplyToStatusIdStr : null;
        m.in_reply_to_user_id = c.hasInReplyToUserId ? c.inReplyToUserId : null;
        m.in_reply_to_user_id_str = c.hasInReplyToUserIdStr ? c.inReplyToUserIdStr : null;
        m.in_reply_to_screen_name = c.hasInReplyToScreenName ? c.inReplyToScreenName : null;
        m.user = TwitterUserColfer.readTwitterUser(c.user);
        m.geo = c.hasGeo ? c.geo : null;
        m.coordinates = c.hasCoordinates ? c.coordinates : null;
        m.place = c.hasPlace ? c.place : null;
        m.contributors = c.hasContributors ? c.contributors : null;
        m.retweeted_status = c.retweetedStatus == null ? null : readStatus(c.retweetedStatus);
        m.retweet_count = c.retweetCount;
        m.favorite_count = c.favoriteCount;
        m.entities = TwitterEntitiesColfer.readEntities(c.entities);
        m.favorited = c.favorited;
        m.retweeted = c.retweeted;
        m.possibly_sensitive = c.hasPossiblySensitive ? c.possiblySensitive : null;
        m.lang = c.lang;
        return m;
    }

    static serbench.gen.colfer.twitter.Metadata buildMetadata(Metadata m) {
        serbench.gen.colfer.twitter.Metadata c = new serbench.gen.colfer.twitter.Metadata();
        c.resultType = m.result_type;
        c.isoLanguageCode = m.iso_language_code;
        return c;
    }

    static Metadata readMetadata(serbench.gen.colfer.twitter.Metadata c) {
        Metadata m = new Metadata();
        m.result_type = c.resultType;
        m.iso_language_code = c.isoLanguageCode;
        return m;
    }
}
