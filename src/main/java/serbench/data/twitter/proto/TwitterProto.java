package serbench.data.twitter.proto;

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
import serbench.gen.proto.twitter.TwitterProtos;

/**
 * twitter.json's model to protoc's classes of twitter.proto and back; has_media says whether a status has media.
 */
public final class TwitterProto {
    public static final Conversion<SearchResult, TwitterProtos.SearchResult> CONVERSION =
        new Conversion<>(TwitterProtos.SearchResult.class, TwitterProto::buildSearchResult, TwitterProto::readSearchResult);

    private TwitterProto() {}

    static TwitterProtos.SearchResult buildSearchResult(SearchResult m) {
        TwitterProtos.SearchResult.Builder p = TwitterProtos.SearchResult.newBuilder();
        for (Status e : m.statuses) p.addStatuses(buildStatus(e));
        p.setSearchMetadata(buildSearchMetadata(m.search_metadata));
        return p.build();
    }

    static SearchResult readSearchResult(TwitterProtos.SearchResult p) {
        SearchResult m = new SearchResult();
        m.statuses = Elements.map(p.getStatusesList(), TwitterProto::readStatus);
        m.search_metadata = readSearchMetadata(p.getSearchMetadata());
        return m;
    }

    static TwitterProtos.SearchMetadata buildSearchMetadata(SearchMetadata m) {
        TwitterProtos.SearchMetadata.Builder p = TwitterProtos.SearchMetadata.newBuilder();
        p.setCompletedIn(m.completed_in);
        p.setMaxId(m.max_id);
        p.setMaxIdStr(m.max_id_str);
        p.setNextResults(m.next_results);
        p.setQuery(m.query);
        p.setRefreshUrl(m.refresh_url);
        p.setCount(m.count);
        p.setSinceId(m.since_id);
        p.setSinceIdStr(m.since_id_str);
        return p.build();
    }

    static SearchMetadata readSearchMetadata(TwitterProtos.SearchMetadata p) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = p.getCompletedIn();
        m.max_id = p.getMaxId();
        m.max_id_str = p.getMaxIdStr();
        m.next_results = p.getNextResults();
        m.query = p.getQuery();
        m.refresh_url = p.getRefreshUrl();
        m.count = p.getCount();
        m.since_id = p.getSinceId();
        m.since_id_str = p.getSinceIdStr();
        return m;
    }

    static TwitterProtos.Status buildStatus(Status m) {
        TwitterProtos.Status.Builder p = TwitterProtos.Status.newBuilder();
        p.setMetadata(buildMetadata(m.metadata));
        p.setCreatedAt(m.created_at);
        p.setId(m.id);
        p.setIdStr(m.id_str);
        p.setText(m.text);
        p.setSource(m.source);
        p.setTruncated(m.truncated);
        if (m.in_reply_to_status_id != null) p.setInReplyToStatusId(m.in_reply_to_status_id);
        if (m.in_reply_to_status_id_str != null) p.setInReplyToStatusIdStr(m.in_reply_to_status_id_str);
        if (m.in_reply_to_user_id != null) p.setInReplyToUserId(m.in_reply_to_user_id);
        if (m.in_reply_to_user_id_str != null) p.setInReplyToUserIdStr(m.in_reply_to_user_id_str);
        if (m.in_reply_to_screen_name != null) p.setInReplyToScreenName(m.in_reply_to_screen_name);
        p.setUser(TwitterUserProto.buildTwitterUser(m.user));
        if (m.geo != null) p.setGeo(m.geo);
        if (m.coordinates != null) p.setCoordinates(m.coordinates);
        if (m.place != null) p.setPlace(m.place);
        if (m.contributors != null) p.setContributors(m.contributors);
        if (m.retweeted_status != null) p.setRetweetedStatus(buildStatus(m.retweeted_status));
        p.setRetweetCount(m.retweet_count);
        p.setFavoriteCount(m.favorite_count);
        p.setEntities(buildEntities(m.entities));
        p.setFavorited(m.favorited);
        p.setRetweeted(m.retweeted);
        if (m.possibly_sensitive != null) p.setPossiblySensitive(m.possibly_sensitive);
        p.setLang(m.lang);
        return p.build();
    }

    static Status readStatus(TwitterProtos.Status p) {
        Status m = new Status();
        m.metadata = readMetadata(p.getMetadata());
        m.created_at = p.getCreatedAt();
        m.id = p.getId();
        m.id_str = p.getIdStr();
        m.text = p.getText();
        m.source = p.getSource();
        m.truncated = p.getTruncated();
        m.in_reply_to_status_id = p.hasInReplyToStatusId() ? p.getInReplyToStatusId() : null;
        m.in_reply_to_status_id_str = p.hasInReplyToStatusIdStr() ? p.getInReplyToStatusIdStr() : null;
        m.in_reply_to_user_id = p.hasInReplyToUserId() ? p.getInReplyToUserId() : null;
        m.in_reply_to_user_id_str = p.hasInReplyToUserIdStr() ? p.getInReplyToUserIdStr() : null;
        m.in_reply_to_screen_name = p.hasInReplyToScreenName() ? p.getInReplyToScreenName() : null;
        m.user = TwitterUserProto.readTwitterUser(p.getUser());
        m.geo = p.hasGeo() ? p.getGeo() : null;
        m.coordinates = p.hasCoordinates() ? p.getCoordinates() : null;
        m.place = p.hasPlace() ? p.getPlace() : null;
        m.contributors = p.hasContributors() ? p.getContributors() : null;
        m.retweeted_status = p.hasRetweetedStatus() ? readStatus(p.getRetweetedStatus()) : null;
        m.retweet_count = p.getRetweetCount();
        m.favorite_count = p.getFavoriteCount();
        m.entities = readEntities(p.getEntities());
        m.favorited = p.getFavorited();
        m.retweeted = p.getRetweeted();
        m.possibly_sensitive = p.hasPossiblySensitive() ? p.getPossiblySensitive() : null;
        m.lang = p.getLang();
        return m;
    }

    static TwitterProtos.Metadata buildMetadata(Metadata m) {
        TwitterProtos.Metadata.Builder p = TwitterProtos.Metadata.newBuilder();
        p.setResultType(m.result_type);
        p.setIsoLanguageCode(m.iso_language_code);
        return p.build();
    }

    static Metadata readMetadata(TwitterProtos.Metadata p) {
        Metadata m = new Metadata();
        m.result_type = p.getResultType();
        m.iso_language_code = p.getIsoLanguageCode();
        return m;
    }

    static TwitterProtos.Entities buildEntities(Entities m) {
        TwitterProtos.Entities.Builder p = TwitterProtos.Entities.newBuilder();
        for (Hashtag e : m.hashtags) p.addHashtags(buildHashtag(e));
        for (Hashtag e : m.symbols) p.addSymbols(buildHashtag(e));
        for (Url e : m.urls) p.addUrls(buildUrl(e));
        for (UserMention e : m.user_mentions) p.addUserMentions(buildUserMention(e));
        if (m.media != null) {
            p.setHasMedia(true);
            for (MediaEntity e : m.media) p.addMedia(buildMediaEntity(e));
        }
        return p.build();
    }

    static Entities readEntities(TwitterProtos.Entities p) {
        Entities m = new Entities();
        m.hashtags = Elements.map(p.getHashtagsList(), TwitterProto::readHashtag);
        m.symbols = Elements.map(p.getSymbolsList(), TwitterProto::readHashtag);
        m.urls = Elements.map(p.getUrlsList(), TwitterProto::readUrl);
        m.user_mentions = Elements.map(p.getUserMentionsList(), TwitterProto::readUserMention);
        m.media = p.getHasMedia() ? Elements.map(p.getMediaList(), TwitterProto::readMediaEntity) : null;
        return m;
    }

    static TwitterProtos.Hashtag buildHashtag(Hashtag m) {
        TwitterProtos.Hashtag.Builder p = TwitterProtos.Hashtag.newBuilder();
        p.setText(m.text);
        for (int i : m.indices) p.addIndices(i);
        return p.build();
    }

    static Hashtag readHashtag(TwitterProtos.Hashtag p) {
        Hashtag m = new Hashtag();
        m.text = p.getText();
        m.indices = Elements.ints(p.getIndicesList());
        return m;
    }

    static TwitterProtos.Url buildUrl(Url m) {
        TwitterProtos.Url.Builder p = TwitterProtos.Url.newBuilder();
        p.setUrl(m.url);
        p.setExpandedUrl(m.expanded_url);
        p.setDisplayUrl(m.display_url);
        for (int i : m.indices) p.addIndices(i);
        return p.build();
    }

    static Url readUrl(TwitterProtos.Url p) {
        Url m = new Url();
        m.url = p.getUrl();
        m.expanded_url = p.getExpandedUrl();
        m.display_url = p.getDisplayUrl();
        m.indices = Elements.ints(p.getIndicesList());
        return m;
    }

    static TwitterProtos.UserMention buildUserMention(UserMention m) {
        TwitterProtos.UserMention.Builder p = TwitterProtos.UserMention.newBuilder();
        p.setScreenName(m.screen_name);
        p.setName(m.name);
        p.setId(m.id);
        p.setIdStr(m.id_str);
        for (int i : m.indices) p.addIndices(i);
        return p.build();
    }

    static UserMention readUserMention(TwitterProtos.UserMention p) {
        UserMention m = new UserMention();
        m.screen_name = p.getScreenName();
        m.name = p.getName();
        m.id = p.getId();
        m.id_str = p.getIdStr();
        m.indices = Elements.ints(p.getIndicesList());
        return m;
    }

    static TwitterProtos.MediaEntity buildMediaEntity(MediaEntity m) {
        TwitterProtos.MediaEntity.Builder p = TwitterProtos.MediaEntity.newBuilder();
        p.setId(m.id);
        p.setIdStr(m.id_str);
        for (int i : m.indices) p.addIndices(i);
        p.setMediaUrl(m.media_url);
        p.setMediaUrlHttps(m.media_url_https);
        p.setUrl(m.url);
        p.setDisplayUrl(m.display_url);
        p.setExpandedUrl(m.expanded_url);
        p.setType(m.type);
        p.setSizes(buildSizes(m.sizes));
        if (m.source_status_id != null) p.setSourceStatusId(m.source_status_id);
        if (m.source_status_id_str != null) p.setSourceStatusIdStr(m.source_status_id_str);
        return p.build();
    }

    static MediaEntity readMediaEntity(TwitterProtos.MediaEntity p) {
        MediaEntity m = new MediaEntity();
        m.id = p.getId();
        m.id_str = p.getIdStr();
        m.indices = Elements.ints(p.getIndicesList());
        m.media_url = p.getMediaUrl();
        m.media_url_https = p.getMediaUrlHttps();
        m.url = p.getUrl();
        m.display_url = p.getDisplayUrl();
        m.expanded_url = p.getExpandedUrl();
        m.type = p.getType();
        m.sizes = readSizes(p.getSizes());
        m.source_status_id = p.hasSourceStatusId() ? p.getSourceStatusId() : null;
        m.source_status_id_str = p.hasSourceStatusIdStr() ? p.getSourceStatusIdStr() : null;
        return m;
    }

    static TwitterProtos.Sizes buildSizes(Sizes m) {
        TwitterProtos.Sizes.Builder p = TwitterProtos.Sizes.newBuilder();
        p.setMedium(buildSize(m.medium));
        p.setSmall(buildSize(m.small));
        p.setThumb(buildSize(m.thumb));
        p.setLarge(buildSize(m.large));
        return p.build();
    }

    static Sizes readSizes(TwitterProtos.Sizes p) {
        Sizes m = new Sizes();
        m.medium = readSize(p.getMedium());
        m.small = readSize(p.getSmall());
        m.thumb = readSize(p.getThumb());
        m.large = readSize(p.getLarge());
        return m;
    }

    static TwitterProtos.Size buildSize(Size m) {
        TwitterProtos.Size.Builder p = TwitterProtos.Size.newBuilder();
        p.setW(m.w);
        p.setH(m.h);
        p.setResize(m.resize);
        return p.build();
    }

    static Size readSize(TwitterProtos.Size p) {
        Size m = new Size();
        m.w = p.getW();
        m.h = p.getH();
        m.resize = p.getResize();
        return m;
    }
}
