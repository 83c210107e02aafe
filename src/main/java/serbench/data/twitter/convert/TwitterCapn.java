package serbench.data.twitter.convert;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.capnproto.MessageBuilder;
import org.capnproto.PrimitiveList;
import org.capnproto.StructList;
import org.capnproto.StructReader;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.data.twitter.Metadata;
import serbench.data.twitter.SearchMetadata;
import serbench.data.twitter.SearchResult;
import serbench.data.twitter.Status;
import serbench.gen.capnproto.twitter.TwitterSchema;

/**
 * twitter.json's model to the Cap'n Proto message of twitter.capnp and back: an unset pointer is a null string, list or struct, a nullable number's union unset its null.
 */
public final class TwitterCapn {
    public static final Conversion<SearchResult, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, TwitterCapn::build, TwitterCapn::read);

    private TwitterCapn() {}

    static CapnMessage build(SearchResult m) {
        MessageBuilder message = new MessageBuilder();
        fillSearchResult(message.initRoot(TwitterSchema.SearchResult.factory), m);
        return CapnMessage.built(message);
    }

    static SearchResult read(CapnMessage message) {
        return readSearchResult(message.root(TwitterSchema.SearchResult.factory));
    }

    static <R extends StructReader, T> List<T> list(StructList.Reader<R> list, Function<R, T> read) {
        List<T> out = new ArrayList<>(list.size());
        for (R r : list) out.add(read.apply(r));
        return out;
    }

    static void ints(PrimitiveList.Int.Builder list, int[] values) {
        for (int i = 0; i < values.length; i++) list.set(i, values[i]);
    }

    static int[] ints(PrimitiveList.Int.Reader list) {
        int[] values = new int[list.size()];
        for (int i = 0; i < values.length; i++) values[i] = list.get(i);
        return values;
    }

    static void fillSearchResult(TwitterSchema.SearchResult.Builder c, SearchResult m) {
        StructList.Builder<TwitterSchema.Status.Builder> statuses = c.initStatuses(m.statuses.size());
        for (int i = 0; i < m.statuses.size(); i++) fillStatus(statuses.get(i), m.statuses.get(i));
        fillSearchMetadata(c.initSearchMetadata(), m.search_metadata);
    }

    static SearchResult readSearchResult(TwitterSchema.SearchResult.Reader r) {
        SearchResult m = new SearchResult();
        m.statuses = TwitterCapn.list(r.getStatuses(), TwitterCapn::readStatus);
        m.search_metadata = readSearchMetadata(r.getSearchMetadata());
        return m;
    }

    static void fillSearchMetadata(TwitterSchema.SearchMetadata.Builder c, SearchMetadata m) {
        c.setCompletedIn(m.completed_in);
        c.setMaxId(m.max_id);
        c.setMaxIdStr(m.max_id_str);
        c.setNextResults(m.next_results);
        c.setQuery(m.query);
        c.setRefreshUrl(m.refresh_url);
        c.setCount(m.count);
        c.setSinceId(m.since_id);
        c.setSinceIdStr(m.since_id_str);
    }

    static SearchMetadata readSearchMetadata(TwitterSchema.SearchMetadata.Reader r) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = r.getCompletedIn();
        m.max_id = r.getMaxId();
        m.max_id_str = r.getMaxIdStr().toString();
        m.next_results = r.getNextResults().toString();
        m.query = r.getQuery().toString();
        m.refresh_url = r.getRefreshUrl().toString();
        m.count = r.getCount();
        m.since_id = r.getSinceId();
        m.since_id_str = r.getSinceIdStr().toString();
        return m;
    }

    static void fillStatus(TwitterSchema.Status.Builder c, Status m) {
        fillMetadata(c.initMetadata(), m.metadata);
        c.setCreatedAt(m.created_at);
        c.setId(m.id);
        c.setIdStr(m.id_str);
        c.setText(m.text);
        c.setSource(m.source);
        c.setTruncated(m.truncated);
        if (m.in_reply_to_status_id != null) c.getInReplyToStatusId().setValue(m.in_reply_to_status_id);
        if (m.in_reply_to_status_id_str != null) c.setInReplyToStatusIdStr(m.in_reply_to_status_id_str);
        if (m.in_reply_to_user_id != null) c.getInReplyToUserId().setValue(m.in_reply_to_user_id);
        if (m.in_reply_to_user_id_str != null) c.setInReplyToUserIdStr(m.in_reply_to_user_id_str);
        if (m.in_reply_to_screen_name != null) c.setInReplyToScreenName(m.in_reply_to_screen_name);
        TwitterUserCapn.fillTwitterUser(c.initUser(), m.user);
        if (m.geo != null) c.setGeo(m.geo);
        if (m.coordinates != null) c.setCoordinates(m.coordinates);
        if (m.place != null) c.setPlace(m.place);
        if (m.contributors != null) c.setContributors(m.contributors);
        if (m.retweeted_status != null) fillStatus(c.initRetweetedStatus(), m.retweeted_status);
        c.setRetweetCount(m.retweet_count);
        c.setFavoriteCount(m.favorite_count);
        TwitterEntitiesCapn.fillEntities(c.initEntities(), m.entities);
        c.setFavorited(m.favorited);
        c.setRetweeted(m.retweeted);
        if (m.possibly_sensitive != null) c.getPossiblySensitive().setValue(m.possibly_sensitive);
        c.setLang(m.lang);
    }

    static Status readStatus(TwitterSchema.Status.Reader r) {
        Status m = new Status();
        m.metadata = readMetadata(r.getMetadata());
        m.created_at = r.getCreatedAt().toString();
        m.id = r.getId();
        m.id_str = r.getIdStr().toString();
        m.text = r.getText().toString();
        m.source = r.getSource().toString();
        m.truncated = r.getTruncated();
        m.in_reply_to_status_id = r.getInReplyToStatusId().isValue() ? r.getInReplyToStatusId().getValue() : null;
        m.in_reply_to_status_id_str = r.hasInReplyToStatusIdStr() ? r.getInReplyToStatusIdStr().toString() : null;
        m.in_reply_to_user_id = r.getInReplyToUserId().isValue() ? r.getInReplyToUserId().getValue() : null;
        m.in_reply_to_user_id_str = r.hasInReplyToUserIdStr() ? r.getInReplyToUserIdStr().toString() : null;
        m.in_reply_to_screen_name = r.hasInReplyToScreenName() ? r.getInReplyToScreenName().toString() : null;
        m.user = TwitterUserCapn.readTwitterUser(r.getUser());
        m.geo = r.hasGeo() ? r.getGeo().toString() : null;
        m.coordinates = r.hasCoordinates() ? r.getCoordinates().toString() : null;
        m.place = r.hasPlace() ? r.getPlace().toString() : null;
        m.contributors = r.hasContributors() ? r.getContributors().toString() : null;
        m.retweeted_status = r.hasRetweetedStatus() ? readStatus(r.getRetweetedStatus()) : null;
        m.retweet_count = r.getRetweetCount();
        m.favorite_count = r.getFavoriteCount();
        m.entities = TwitterEntitiesCapn.readEntities(r.getEntities());
        m.favorited = r.getFavorited();
        m.retweeted = r.getRetweeted();
        m.possibly_sensitive = r.getPossiblySensitive().isValue() ? r.getPossiblySensitive().getValue() : null;
        m.lang = r.getLang().toString();
        return m;
    }

    static void fillMetadata(TwitterSchema.Metadata.Builder c, Metadata m) {
        c.setResultType(m.result_type);
        c.setIsoLanguageCode(m.iso_language_code);
    }

    static Metadata readMetadata(TwitterSchema.Metadata.Reader r) {
        Metadata m = new Metadata();
        m.result_type = r.getResultType().toString();
        m.iso_language_code = r.getIsoLanguageCode().toString();
        return m;
    }
}
