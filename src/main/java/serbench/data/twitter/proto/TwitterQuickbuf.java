package serbench.data.twitter.proto;

import java.util.ArrayList;
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
import serbench.gen.quickbuf.twitter.TwitterProtos;

/**
 * twitter.json's model to QuickBuffers' messages of twitter.proto and back, filled in place; has_media as in TwitterProto.
 */
public final class TwitterQuickbuf {
    public static final Conversion<SearchResult, TwitterProtos.SearchResult> CONVERSION =
        new Conversion<>(TwitterProtos.SearchResult.class, TwitterQuickbuf::build, TwitterQuickbuf::readSearchResult);

    private TwitterQuickbuf() {}

    static TwitterProtos.SearchResult build(SearchResult m) {
        TwitterProtos.SearchResult q = TwitterProtos.SearchResult.newInstance();
        fillSearchResult(q, m);
        return q;
    }

    static void fillSearchResult(TwitterProtos.SearchResult q, SearchResult m) {
        for (Status e : m.statuses) fillStatus(q.getMutableStatuses().next(), e);
        fillSearchMetadata(q.getMutableSearchMetadata(), m.search_metadata);
    }

    static SearchResult readSearchResult(TwitterProtos.SearchResult q) {
        SearchResult m = new SearchResult();
        m.statuses = new ArrayList<>(q.getStatuses().length());
        for (TwitterProtos.Status e : q.getStatuses()) m.statuses.add(readStatus(e));
        m.search_metadata = readSearchMetadata(q.getSearchMetadata());
        return m;
    }

    static void fillSearchMetadata(TwitterProtos.SearchMetadata q, SearchMetadata m) {
        q.setCompletedIn(m.completed_in);
        q.setMaxId(m.max_id);
        q.setMaxIdStr(m.max_id_str);
        q.setNextResults(m.next_results);
        q.setQuery(m.query);
        q.setRefreshUrl(m.refresh_url);
        q.setCount(m.count);
        q.setSinceId(m.since_id);
        q.setSinceIdStr(m.since_id_str);
    }

    static SearchMetadata readSearchMetadata(TwitterProtos.SearchMetadata q) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = q.getCompletedIn();
        m.max_id = q.getMaxId();
        m.max_id_str = q.getMaxIdStr();
        m.next_results = q.getNextResults();
        m.query = q.getQuery();
        m.refresh_url = q.getRefreshUrl();
        m.count = q.getCount();
        m.since_id = q.getSinceId();
        m.since_id_str = q.getSinceIdStr();
        return m;
    }

    static void fillStatus(TwitterProtos.Status q, Status m) {
        fillMetadata(q.getMutableMetadata(), m.metadata);
        q.setCreatedAt(m.created_at);
        q.setId(m.id);
        q.setIdStr(m.id_str);
        q.setText(m.text);
        q.setSource(m.source);
        q.setTruncated(m.truncated);
        if (m.in_reply_to_status_id != null) q.setInReplyToStatusId(m.in_reply_to_status_id);
        if (m.in_reply_to_status_id_str != null) q.setInReplyToStatusIdStr(m.in_reply_to_status_id_str);
        if (m.in_reply_to_user_id != null) q.setInReplyToUserId(m.in_reply_to_user_id);
        if (m.in_reply_to_user_id_str != null) q.setInReplyToUserIdStr(m.in_reply_to_user_id_str);
        if (m.in_reply_to_screen_name != null) q.setInReplyToScreenName(m.in_reply_to_screen_name);
        TwitterUserQuickbuf.fillTwitterUser(q.getMutableUser(), m.user);
        if (m.geo != null) q.setGeo(m.geo);
        if (m.coordinates != null) q.setCoordinates(m.coordinates);
        if (m.place != null) q.setPlace(m.place);
        if (m.contributors != null) q.setContributors(m.contributors);
        if (m.retweeted_status != null) fillStatus(q.getMutableRetweetedStatus(), m.retweeted_status);
        q.setRetweetCount(m.retweet_count);
        q.setFavoriteCount(m.favorite_count);
        fillEntities(q.getMutableEntities(), m.entities);
        q.setFavorited(m.favorited);
        q.setRetweeted(m.retweeted);
        if (m.possibly_sensitive != null) q.setPossiblySensitive(m.possibly_sensitive);
        q.setLang(m.lang);
    }

    static Status readStatus(TwitterProtos.Status q) {
        Status m = new Status();
        m.metadata = readMetadata(q.getMetadata());
        m.created_at = q.getCreatedAt();
        m.id = q.getId();
        m.id_str = q.getIdStr();
        m.text = q.getText();
        m.source = q.getSource();
        m.truncated = q.getTruncated();
        m.in_reply_to_status_id = q.hasInReplyToStatusId() ? q.getInReplyToStatusId() : null;
        m.in_reply_to_status_id_str = q.hasInReplyToStatusIdStr() ? q.getInReplyToStatusIdStr() : null;
        m.in_reply_to_user_id = q.hasInReplyToUserId() ? q.getInReplyToUserId() : null;
        m.in_reply_to_user_id_str = q.hasInReplyToUserIdStr() ? q.getInReplyToUserIdStr() : null;
        m.in_reply_to_screen_name = q.hasInReplyToScreenName() ? q.getInReplyToScreenName() : null;
        m.user = TwitterUserQuickbuf.readTwitterUser(q.getUser());
        m.geo = q.hasGeo() ? q.getGeo() : null;
        m.coordinates = q.hasCoordinates() ? q.getCoordinates() : null;
        m.place = q.hasPlace() ? q.getPlace() : null;
        m.contributors = q.hasContributors() ? q.getContributors() : null;
        m.retweeted_status = q.hasRetweetedStatus() ? readStatus(q.getRetweetedStatus()) : null;
        m.retweet_count = q.getRetweetCount();
        m.favorite_count = q.getFavoriteCount();
        m.entities = readEntities(q.getEntities());
        m.favorited = q.getFavorited();
        m.retweeted = q.getRetweeted();
        m.possibly_sensitive = q.hasPossiblySensitive() ? q.getPossiblySensitive() : null;
        m.lang = q.getLang();
        return m;
    }

    static void fillMetadata(TwitterProtos.Metadata q, Metadata m) {
        q.setResultType(m.result_type);
        q.setIsoLanguageCode(m.iso_language_code);
    }

    static Metadata readMetadata(TwitterProtos.Metadata q) {
        Metadata m = new Metadata();
        m.result_type = q.getResultType();
        m.iso_language_code = q.getIsoLanguageCode();
        return m;
    }

    static void fillEntities(TwitterProtos.Entities q, Entities m) {
        for (Hashtag e : m.hashtags) fillHashtag(q.getMutableHashtags().next(), e);
        for (Hashtag e : m.symbols) fillHashtag(q.getMutableSymbols().next(), e);
        for (Url e : m.urls) fillUrl(q.getMutableUrls().next(), e);
        for (UserMention e : m.user_mentions) fillUserMention(q.getMutableUserMentions().next(), e);
        if (m.media != null) {
            q.setHasMedia(true);
            for (MediaEntity e : m.media) fillMediaEntity(q.getMutableMedia().next(), e);
        }
    }

    static Entities readEntities(TwitterProtos.Entities q) {
        Entities m = new Entities();
        m.hashtags = new ArrayList<>(q.getHashtags().length());
        for (TwitterProtos.Hashtag e : q.getHashtags()) m.hashtags.add(readHashtag(e));
        m.symbols = new ArrayList<>(q.getSymbols().length());
        for (TwitterProtos.Hashtag e : q.getSymbols()) m.symbols.add(readHashtag(e));
        m.urls = new ArrayList<>(q.getUrls().length());
        for (TwitterProtos.Url e : q.getUrls()) m.urls.add(readUrl(e));
        m.user_mentions = new ArrayList<>(q.getUserMentions().length());
        for (TwitterProtos.UserMention e : q.getUserMentions()) m.user_mentions.add(readUserMention(e));
        if (q.getHasMedia()) {
            m.media = new ArrayList<>(q.getMedia().length());
            for (TwitterProtos.MediaEntity e : q.getMedia()) m.media.add(readMediaEntity(e));
        }
        return m;
    }

    static void fillHashtag(TwitterProtos.Hashtag q, Hashtag m) {
        q.setText(m.text);
        q.addAllIndices(m.indices);
    }

    static Hashtag readHashtag(TwitterProtos.Hashtag q) {
        Hashtag m = new Hashtag();
        m.text = q.getText();
        m.indices = q.getIndices().toArray();
        return m;
    }

    static void fillUrl(TwitterProtos.Url q, Url m) {
        q.setUrl(m.url);
        q.setExpandedUrl(m.expanded_url);
        q.setDisplayUrl(m.display_url);
        q.addAllIndices(m.indices);
    }

    static Url readUrl(TwitterProtos.Url q) {
        Url m = new Url();
        m.url = q.getUrl();
        m.expanded_url = q.getExpandedUrl();
        m.display_url = q.getDisplayUrl();
        m.indices = q.getIndices().toArray();
        return m;
    }

    static void fillUserMention(TwitterProtos.UserMention q, UserMention m) {
        q.setScreenName(m.screen_name);
        q.setName(m.name);
        q.setId(m.id);
        q.setIdStr(m.id_str);
        q.addAllIndices(m.indices);
    }

    static UserMention readUserMention(TwitterProtos.UserMention q) {
        UserMention m = new UserMention();
        m.screen_name = q.getScreenName();
        m.name = q.getName();
        m.id = q.getId();
        m.id_str = q.getIdStr();
        m.indices = q.getIndices().toArray();
        return m;
    }

    static void fillMediaEntity(TwitterProtos.MediaEntity q, MediaEntity m) {
        q.setId(m.id);
        q.setIdStr(m.id_str);
        q.addAllIndices(m.indices);
        q.setMediaUrl(m.media_url);
        q.setMediaUrlHttps(m.media_url_https);
        q.setUrl(m.url);
        q.setDisplayUrl(m.display_url);
        q.setExpandedUrl(m.expanded_url);
        q.setType(m.type);
        fillSizes(q.getMutableSizes(), m.sizes);
        if (m.source_status_id != null) q.setSourceStatusId(m.source_status_id);
        if (m.source_status_id_str != null) q.setSourceStatusIdStr(m.source_status_id_str);
    }

    static MediaEntity readMediaEntity(TwitterProtos.MediaEntity q) {
        MediaEntity m = new MediaEntity();
        m.id = q.getId();
        m.id_str = q.getIdStr();
        m.indices = q.getIndices().toArray();
        m.media_url = q.getMediaUrl();
        m.media_url_https = q.getMediaUrlHttps();
        m.url = q.getUrl();
        m.display_url = q.getDisplayUrl();
        m.expanded_url = q.getExpandedUrl();
        m.type = q.getType();
        m.sizes = readSizes(q.getSizes());
        m.source_status_id = q.hasSourceStatusId() ? q.getSourceStatusId() : null;
        m.source_status_id_str = q.hasSourceStatusIdStr() ? q.getSourceStatusIdStr() : null;
        return m;
    }

    static void fillSizes(TwitterProtos.Sizes q, Sizes m) {
        fillSize(q.getMutableMedium(), m.medium);
        fillSize(q.getMutableSmall(), m.small);
        fillSize(q.getMutableThumb(), m.thumb);
        fillSize(q.getMutableLarge(), m.large);
    }

    static Sizes readSizes(TwitterProtos.Sizes q) {
        Sizes m = new Sizes();
        m.medium = readSize(q.getMedium());
        m.small = readSize(q.getSmall());
        m.thumb = readSize(q.getThumb());
        m.large = readSize(q.getLarge());
        return m;
    }

    static void fillSize(TwitterProtos.Size q, Size m) {
        q.setW(m.w);
        q.setH(m.h);
        q.setResize(m.resize);
    }

    static Size readSize(TwitterProtos.Size q) {
        Size m = new Size();
        m.w = q.getW();
        m.h = q.getH();
        m.resize = q.getResize();
        return m;
    }
}
