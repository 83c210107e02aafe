package serbench.data.twitter.convert;

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

/** twitter.json's model to Avro's specific classes of twitter.avsc and back; a null is the union's null. */
public final class TwitterAvro {
    public static final Conversion<SearchResult, serbench.gen.avro.twitter.SearchResult> CONVERSION =
        new Conversion<>(serbench.gen.avro.twitter.SearchResult.class, TwitterAvro::buildSearchResult, TwitterAvro::readSearchResult);

    private TwitterAvro() {}

    static serbench.gen.avro.twitter.SearchResult buildSearchResult(SearchResult m) {
        serbench.gen.avro.twitter.SearchResult a = new serbench.gen.avro.twitter.SearchResult();
        a.setStatuses(Elements.map(m.statuses, TwitterAvro::buildStatus));
        a.setSearchMetadata(buildSearchMetadata(m.search_metadata));
        return a;
    }

    static SearchResult readSearchResult(serbench.gen.avro.twitter.SearchResult a) {
        SearchResult m = new SearchResult();
        m.statuses = Elements.map(a.getStatuses(), TwitterAvro::readStatus);
        m.search_metadata = readSearchMetadata(a.getSearchMetadata());
        return m;
    }

    static serbench.gen.avro.twitter.SearchMetadata buildSearchMetadata(SearchMetadata m) {
        serbench.gen.avro.twitter.SearchMetadata a = new serbench.gen.avro.twitter.SearchMetadata();
        a.setCompletedIn(m.completed_in);
        a.setMaxId(m.max_id);
        a.setMaxIdStr(m.max_id_str);
        a.setNextResults(m.next_results);
        a.setQuery(m.query);
        a.setRefreshUrl(m.refresh_url);
        a.setCount(m.count);
        a.setSinceId(m.since_id);
        a.setSinceIdStr(m.since_id_str);
        return a;
    }

    static SearchMetadata readSearchMetadata(serbench.gen.avro.twitter.SearchMetadata a) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = a.getCompletedIn();
        m.max_id = a.getMaxId();
        m.max_id_str = a.getMaxIdStr();
        m.next_results = a.getNextResults();
        m.query = a.getQuery();
        m.refresh_url = a.getRefreshUrl();
        m.count = a.getCount();
        m.since_id = a.getSinceId();
        m.since_id_str = a.getSinceIdStr();
        return m;
    }

    static serbench.gen.avro.twitter.Status buildStatus(Status m) {
        serbench.gen.avro.twitter.Status a = new serbench.gen.avro.twitter.Status();
        a.setMetadata(buildMetadata(m.metadata));
        a.setCreatedAt(m.created_at);
        a.setId(m.id);
        a.setIdStr(m.id_str);
        a.setText(m.text);
        a.setSource(m.source);
        a.setTruncated(m.truncated);
        a.setInReplyToStatusId(m.in_reply_to_status_id);
        a.setInReplyToStatusIdStr(m.in_reply_to_status_id_str);
        a.setInReplyToUserId(m.in_reply_to_user_id);
        a.setInReplyToUserIdStr(m.in_reply_to_user_id_str);
        a.setInReplyToScreenName(m.in_reply_to_screen_name);
        a.setUser(TwitterUserAvro.buildTwitterUser(m.user));
        a.setGeo(m.geo);
        a.setCoordinates(m.coordinates);
        a.setPlace(m.place);
        a.setContributors(m.contributors);
        a.setRetweetedStatus(m.retweeted_status == null ? null : buildStatus(m.retweeted_status));
        a.setRetweetCount(m.retweet_count);
        a.setFavoriteCount(m.favorite_count);
        a.setEntities(buildEntities(m.entities));
        a.setFavorited(m.favorited);
        a.setRetweeted(m.retweeted);
        a.setPossiblySensitive(m.possibly_sensitive);
        a.setLang(m.lang);
        return a;
    }

    static Status readStatus(serbench.gen.avro.twitter.Status a) {
        Status m = new Status();
        m.metadata = readMetadata(a.getMetadata());
        m.created_at = a.getCreatedAt();
        m.id = a.getId();
        m.id_str = a.getIdStr();
        m.text = a.getText();
        m.source = a.getSource();
        m.truncated = a.getTruncated();
        m.in_reply_to_status_id = a.getInReplyToStatusId();
        m.in_reply_to_status_id_str = a.getInReplyToStatusIdStr();
        m.in_reply_to_user_id = a.getInReplyToUserId();
        m.in_reply_to_user_id_str = a.getInReplyToUserIdStr();
        m.in_reply_to_screen_name = a.getInReplyToScreenName();
        m.user = TwitterUserAvro.readTwitterUser(a.getUser());
        m.geo = a.getGeo();
        m.coordinates = a.getCoordinates();
        m.place = a.getPlace();
        m.contributors = a.getContributors();
        m.retweeted_status = a.getRetweetedStatus() == null ? null : readStatus(a.getRetweetedStatus());
        m.retweet_count = a.getRetweetCount();
        m.favorite_count = a.getFavoriteCount();
        m.entities = readEntities(a.getEntities());
        m.favorited = a.getFavorited();
        m.retweeted = a.getRetweeted();
        m.possibly_sensitive = a.getPossiblySensitive();
        m.lang = a.getLang();
        return m;
    }

    static serbench.gen.avro.twitter.Metadata buildMetadata(Metadata m) {
        serbench.gen.avro.twitter.Metadata a = new serbench.gen.avro.twitter.Metadata();
        a.setResultType(m.result_type);
        a.setIsoLanguageCode(m.iso_language_code);
        return a;
    }

    static Metadata readMetadata(serbench.gen.avro.twitter.Metadata a) {
        Metadata m = new Metadata();
        m.result_type = a.getResultType();
        m.iso_language_code = a.getIsoLanguageCode();
        return m;
    }

    static serbench.gen.avro.twitter.Entities buildEntities(Entities m) {
        serbench.gen.avro.twitter.Entities a = new serbench.gen.avro.twitter.Entities();
        a.setHashtags(Elements.map(m.hashtags, TwitterAvro::buildHashtag));
        a.setSymbols(Elements.map(m.symbols, TwitterAvro::buildHashtag));
        a.setUrls(Elements.map(m.urls, TwitterAvro::buildUrl));
        a.setUserMentions(Elements.map(m.user_mentions, TwitterAvro::buildUserMention));
        a.setMedia(m.media == null ? null : Elements.map(m.media, TwitterAvro::buildMediaEntity));
        return a;
    }

    static Entities readEntities(serbench.gen.avro.twitter.Entities a) {
        Entities m = new Entities();
        m.hashtags = Elements.map(a.getHashtags(), TwitterAvro::readHashtag);
        m.symbols = Elements.map(a.getSymbols(), TwitterAvro::readHashtag);
        m.urls = Elements.map(a.getUrls(), TwitterAvro::readUrl);
        m.user_mentions = Elements.map(a.getUserMentions(), TwitterAvro::readUserMention);
        m.media = a.getMedia() == null ? null : Elements.map(a.getMedia(), TwitterAvro::readMediaEntity);
        return m;
    }

    static serbench.gen.avro.twitter.Hashtag buildHashtag(Hashtag m) {
        serbench.gen.avro.twitter.Hashtag a = new serbench.gen.avro.twitter.Hashtag();
        a.setText(m.text);
        a.setIndices(Elements.boxed(m.indices));
        return a;
    }

    static Hashtag readHashtag(serbench.gen.avro.twitter.Hashtag a) {
        Hashtag m = new Hashtag();
        m.text = a.getText();
        m.indices = Elements.ints(a.getIndices());
        return m;
    }

    static serbench.gen.avro.twitter.Url buildUrl(Url m) {
        serbench.gen.avro.twitter.Url a = new serbench.gen.avro.twitter.Url();
        a.setUrl(m.url);
        a.setExpandedUrl(m.expanded_url);
        a.setDisplayUrl(m.display_url);
        a.setIndices(Elements.boxed(m.indices));
        return a;
    }

    static Url readUrl(serbench.gen.avro.twitter.Url a) {
        Url m = new Url();
        m.url = a.getUrl();
        m.expanded_url = a.getExpandedUrl();
        m.display_url = a.getDisplayUrl();
        m.indices = Elements.ints(a.getIndices());
        return m;
    }

    static serbench.gen.avro.twitter.UserMention buildUserMention(UserMention m) {
        serbench.gen.avro.twitter.UserMention a = new serbench.gen.avro.twitter.UserMention();
        a.setScreenName(m.screen_name);
        a.setName(m.name);
        a.setId(m.id);
        a.setIdStr(m.id_str);
        a.setIndices(Elements.boxed(m.indices));
        return a;
    }

    static UserMention readUserMention(serbench.gen.avro.twitter.UserMention a) {
        UserMention m = new UserMention();
        m.screen_name = a.getScreenName();
        m.name = a.getName();
        m.id = a.getId();
        m.id_str = a.getIdStr();
        m.indices = Elements.ints(a.getIndices());
        return m;
    }

    static serbench.gen.avro.twitter.MediaEntity buildMediaEntity(MediaEntity m) {
        serbench.gen.avro.twitter.MediaEntity a = new serbench.gen.avro.twitter.MediaEntity();
        a.setId(m.id);
        a.setIdStr(m.id_str);
        a.setIndices(Elements.boxed(m.indices));
        a.setMediaUrl(m.media_url);
        a.setMediaUrlHttps(m.media_url_https);
        a.setUrl(m.url);
        a.setDisplayUrl(m.display_url);
        a.setExpandedUrl(m.expanded_url);
        a.setType(m.type);
        a.setSizes(buildSizes(m.sizes));
        a.setSourceStatusId(m.source_status_id);
        a.setSourceStatusIdStr(m.source_status_id_str);
        return a;
    }

    static MediaEntity readMediaEntity(serbench.gen.avro.twitter.MediaEntity a) {
        MediaEntity m = new MediaEntity();
        m.id = a.getId();
        m.id_str = a.getIdStr();
        m.indices = Elements.ints(a.getIndices());
        m.media_url = a.getMediaUrl();
        m.media_url_https = a.getMediaUrlHttps();
        m.url = a.getUrl();
        m.display_url = a.getDisplayUrl();
        m.expanded_url = a.getExpandedUrl();
        m.type = a.getType();
        m.sizes = readSizes(a.getSizes());
        m.source_status_id = a.getSourceStatusId();
        m.source_status_id_str = a.getSourceStatusIdStr();
        return m;
    }

    static serbench.gen.avro.twitter.Sizes buildSizes(Sizes m) {
        serbench.gen.avro.twitter.Sizes a = new serbench.gen.avro.twitter.Sizes();
        a.setMedium(buildSize(m.medium));
        a.setSmall(buildSize(m.small));
        a.setThumb(buildSize(m.thumb));
        a.setLarge(buildSize(m.large));
        return a;
    }

    static Sizes readSizes(serbench.gen.avro.twitter.Sizes a) {
        Sizes m = new Sizes();
        m.medium = readSize(a.getMedium());
        m.small = readSize(a.getSmall());
        m.thumb = readSize(a.getThumb());
        m.large = readSize(a.getLarge());
        return m;
    }

    static serbench.gen.avro.twitter.Size buildSize(Size m) {
        serbench.gen.avro.twitter.Size a = new serbench.gen.avro.twitter.Size();
        a.setW(m.w);
        a.setH(m.h);
        a.setResize(m.resize);
        return a;
    }

    static Size readSize(serbench.gen.avro.twitter.Size a) {
        Size m = new Size();
        m.w = a.getW();
        m.h = a.getH();
        m.resize = a.getResize();
        return m;
    }
}
