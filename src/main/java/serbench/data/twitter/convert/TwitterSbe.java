package serbench.data.twitter.convert;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.data.twitter.Metadata;
import serbench.data.twitter.SearchMetadata;
import serbench.data.twitter.SearchResult;
import serbench.data.twitter.Status;
import serbench.gen.sbe.twitter.MessageHeaderDecoder;
import serbench.gen.sbe.twitter.MessageHeaderEncoder;
import serbench.gen.sbe.twitter.SearchResultDecoder;
import serbench.gen.sbe.twitter.SearchResultDecoder.StatusesDecoder;
import serbench.gen.sbe.twitter.SearchResultEncoder;
import serbench.gen.sbe.twitter.SearchResultEncoder.StatusesEncoder;
import serbench.gen.sbe.twitter.StatusFlagsDecoder;

/**
 * twitter.json's model to an SBE frame of twitter.sbe.xml and back: search_metadata in the root block, each status
 * an entry of the statuses group with its user's fields, a retweet's retweeted_status the entry after it (pre-order,
 * see twitter.sbe.xml); the user's fields and the entities' groups are in TwitterUserSbe and TwitterEntitiesSbe.
 */
public final class TwitterSbe {
    public static final Conversion<SearchResult, SearchResultDecoder> CONVERSION =
        new Conversion<>(SearchResultDecoder.class, TwitterSbe::build, TwitterSbe::read);
    /** Room for one status entry: the document's take about 1.5 KB each, so its buffer never grows while encoding. */
    private static final int ENTRY = 3 * 1024;

    private TwitterSbe() {}

    static SearchResultDecoder build(SearchResult r) {
        int entries = 0;
        for (Status s : r.statuses) entries += entries(s);
        int count = entries;
        return Sbe.frame(ENTRY * (count + 1), buffer -> {
            SearchResultEncoder e = new SearchResultEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder());
            SearchMetadata m = r.search_metadata;
            e.completedIn(m.completed_in).maxId(m.max_id).count(m.count).sinceId(m.since_id);
            StatusesEncoder statuses = e.statusesCount(count);
            for (Status s : r.statuses) write(statuses, s);
            e.maxIdStr(m.max_id_str).nextResults(m.next_results).query(m.query).refreshUrl(m.refresh_url)
                .sinceIdStr(m.since_id_str);
            return e;
        }, frame -> new SearchResultDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** The status's entry and its retweeted status's, and so on. */
    private static int entries(Status s) {
        return s.retweeted_status == null ? 1 : 1 + entries(s.retweeted_status);
    }

    /** In schema order, as SBE requires: the entry's block, its groups, its strings; then the retweeted status. */
    private static void write(StatusesEncoder e, Status s) {
        e.next().id(s.id).inReplyToStatusId(nullable(s.in_reply_to_status_id, StatusesEncoder.inReplyToStatusIdNullValue()))
            .inReplyToUserId(nullable(s.in_reply_to_user_id, StatusesEncoder.inReplyToUserIdNullValue()))
            .retweetCount(s.retweet_count).favoriteCount(s.favorite_count);
        e.flags().clear().truncated(s.truncated).favorited(s.favorited).retweeted(s.retweeted)
            .possiblySensitive(Boolean.TRUE.equals(s.possibly_sensitive)).hasPossiblySensitive(s.possibly_sensitive != null)
            .retweetFollows(s.retweeted_status != null).hasInReplyToStatusIdStr(s.in_reply_to_status_id_str != null)
            .hasInReplyToUserIdStr(s.in_reply_to_user_id_str != null)
            .hasInReplyToScreenName(s.in_reply_to_screen_name != null).hasGeo(s.geo != null)
            .hasCoordinates(s.coordinates != null).hasPlace(s.place != null).hasContributors(s.contributors != null)
            .hasMedia(s.entities.media != null);
        TwitterUserSbe.writeBlock(e, s.user);
        TwitterEntitiesSbe.write(e, s.entities, s.user.entities);
        e.createdAt(s.created_at).idStr(s.id_str).text(s.text).source(s.source)
            .inReplyToStatusIdStr(s.in_reply_to_status_id_str).inReplyToUserIdStr(s.in_reply_to_user_id_str)
            .inReplyToScreenName(s.in_reply_to_screen_name).geo(s.geo).coordinates(s.coordinates).place(s.place)
            .contributors(s.contributors).lang(s.lang).resultType(s.metadata.result_type)
            .isoLanguageCode(s.metadata.iso_language_code);
        TwitterUserSbe.writeStrings(e, s.user);
        if (s.retweeted_status != null) write(e, s.retweeted_status);
    }

    /** A nullable integer as SBE's null value, which a present one must therefore not be. */
    static long nullable(Long value, long nullValue) {
        if (value == null) return nullValue;
        if (value == nullValue) throw new IllegalArgumentException(value + " is SBE's null value");
        return value;
    }

    static SearchResult read(SearchResultDecoder d) {
        d.sbeRewind();
        SearchMetadata m = new SearchMetadata();
        m.completed_in = d.completedIn();
        m.max_id = d.maxId();
        m.count = d.count();
        m.since_id = d.sinceId();
        SearchResult r = new SearchResult();
        StatusesDecoder statuses = d.statuses();
        r.statuses = new ArrayList<>(statuses.count());
        while (statuses.hasNext()) r.statuses.add(read(statuses));
        m.max_id_str = d.maxIdStr();
        m.next_results = d.nextResults();
        m.query = d.query();
        m.refresh_url = d.refreshUrl();
        m.since_id_str = d.sinceIdStr();
        r.search_metadata = m;
        return r;
    }

    /** The next entry, in schema order, and the entry after it when it is this status's retweeted status. */
    private static Status read(StatusesDecoder d) {
        d.next();
        Status s = new Status();
        s.id = d.id();
        long replyStatus = d.inReplyToStatusId();
        s.in_reply_to_status_id = replyStatus == StatusesDecoder.inReplyToStatusIdNullValue() ? null : replyStatus;
        long replyUser = d.inReplyToUserId();
        s.in_reply_to_user_id = replyUser == StatusesDecoder.inReplyToUserIdNullValue() ? null : replyUser;
        s.retweet_count = d.retweetCount();
        s.favorite_count = d.favoriteCount();
        StatusFlagsDecoder f = d.flags();
        s.truncated = f.truncated();
        s.favorited = f.favorited();
        s.retweeted = f.retweeted();
        s.possibly_sensitive = f.hasPossiblySensitive() ? f.possiblySensitive() : null;
        boolean retweetFollows = f.retweetFollows();
        boolean replyStatusStr = f.hasInReplyToStatusIdStr();
        boolean replyUserStr = f.hasInReplyToUserIdStr();
        boolean replyName = f.hasInReplyToScreenName();
        boolean geo = f.hasGeo();
        boolean coordinates = f.hasCoordinates();
        boolean place = f.hasPlace();
        boolean contributors = f.hasContributors();
        s.user = TwitterUserSbe.readBlock(d);
        s.entities = TwitterEntitiesSbe.read(d, f.hasMedia(), s.user);
        s.created_at = d.createdAt();
        s.id_str = d.idStr();
        s.text = d.text();
        s.source = d.source();
        s.in_reply_to_status_id_str = present(replyStatusStr, d.inReplyToStatusIdStr());
        s.in_reply_to_user_id_str = present(replyUserStr, d.inReplyToUserIdStr());
        s.in_reply_to_screen_name = present(replyName, d.inReplyToScreenName());
        s.geo = present(geo, d.geo());
        s.coordinates = present(coordinates, d.coordinates());
        s.place = present(place, d.place());
        s.contributors = present(contributors, d.contributors());
        s.lang = d.lang();
        s.metadata = new Metadata();
        s.metadata.result_type = d.resultType();
        s.metadata.iso_language_code = d.isoLanguageCode();
        TwitterUserSbe.readStrings(d, s.user);
        if (retweetFollows) s.retweeted_status = read(d);
        return s;
    }

    /** An absent string was written empty (SBE reads it as "") and must be read past. */
    static String present(boolean present, String value) {
        return present ? value : null;
    }
}
