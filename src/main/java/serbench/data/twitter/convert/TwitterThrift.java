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

/** twitter.json's model to Thrift's classes of twitter.thrift and back; a null is an unset optional field. */
public final class TwitterThrift {
    public static final Conversion<SearchResult, serbench.gen.thrift.twitter.SearchResult> CONVERSION =
        new Conversion<>(serbench.gen.thrift.twitter.SearchResult.class, TwitterThrift::buildSearchResult, TwitterThrift::readSearchResult);

    private TwitterThrift() {}

    static serbench.gen.thrift.twitter.SearchResult buildSearchResult(SearchResult m) {
        serbench.gen.thrift.twitter.SearchResult t = new serbench.gen.thrift.twitter.SearchResult();
        t.setStatuses(Elements.map(m.statuses, TwitterThrift::buildStatus));
        t.setSearch_metadata(buildSearchMetadata(m.search_metadata));
        return t;
    }

    static SearchResult readSearchResult(serbench.gen.thrift.twitter.SearchResult t) {
        SearchResult m = new SearchResult();
        m.statuses = Elements.map(t.getStatuses(), TwitterThrift::readStatus);
        m.search_metadata = readSearchMetadata(t.getSearch_metadata());
        return m;
    }

    static serbench.gen.thrift.twitter.SearchMetadata buildSearchMetadata(SearchMetadata m) {
        serbench.gen.thrift.twitter.SearchMetadata t = new serbench.gen.thrift.twitter.SearchMetadata();
        t.setCompleted_in(m.completed_in);
        t.setMax_id(m.max_id);
        t.setMax_id_str(m.max_id_str);
        t.setNext_results(m.next_results);
        t.setQuery(m.query);
        t.setRefresh_url(m.refresh_url);
        t.setCount(m.count);
        t.setSince_id(m.since_id);
        t.setSince_id_str(m.since_id_str);
        return t;
    }

    static SearchMetadata readSearchMetadata(serbench.gen.thrift.twitter.SearchMetadata t) {
        SearchMetadata m = new SearchMetadata();
        m.completed_in = t.getCompleted_in();
        m.max_id = t.getMax_id();
        m.max_id_str = t.getMax_id_str();
        m.next_results = t.getNext_results();
        m.query = t.getQuery();
        m.refresh_url = t.getRefresh_url();
        m.count = t.getCount();
        m.since_id = t.getSince_id();
        m.since_id_str = t.getSince_id_str();
        return m;
    }

    static serbench.gen.thrift.twitter.Status buildStatus(Status m) {
        serbench.gen.thrift.twitter.Status t = new serbench.gen.thrift.twitter.Status();
        t.setMetadata(buildMetadata(m.metadata));
        t.setCreated_at(m.created_at);
        t.setId(m.id);
        t.setId_str(m.id_str);
        t.setText(m.text);
        t.setSource(m.source);
        t.setTruncated(m.truncated);
        if (m.in_reply_to_status_id != null) t.setIn_reply_to_status_id(m.in_reply_to_status_id);
        if (m.in_reply_to_status_id_str != null) t.setIn_reply_to_status_id_str(m.in_reply_to_status_id_str);
        if (m.in_reply_to_user_id != null) t.setIn_reply_to_user_id(m.in_reply_to_user_id);
        if (m.in_reply_to_user_id_str != null) t.setIn_reply_to_user_id_str(m.in_reply_to_user_id_str);
        if (m.in_reply_to_screen_name != null) t.setIn_reply_to_screen_name(m.in_reply_to_screen_name);
        t.setUser(TwitterUserThrift.buildTwitterUser(m.user));
        if (m.geo != null) t.setGeo(m.geo);
        if (m.coordinates != null) t.setCoordinates(m.coordinates);
        if (m.place != null) t.setPlace(m.place);
        if (m.contributors != null) t.setContributors(m.contributors);
        if (m.retweeted_status != null) t.setRetweeted_status(buildStatus(m.retweeted_status));
        t.setRetweet_count(m.retweet_count);
        t.setFavorite_count(m.favorite_count);
        t.setEntities(buildEntities(m.entities));
        t.setFavorited(m.favorited);
        t.setRetweeted(m.retweeted);
        if (m.possibly_sensitive != null) t.setPossibly_sensitive(m.possibly_sensitive);
        t.setLang(m.lang);
        return t;
    }

    static Status readStatus(serbench.gen.thrift.twitter.Status t) {
        Status m = new Status();
        m.metadata = readMetadata(t.getMetadata());
        m.created_at = t.getCreated_at();
        m.id = t.getId();
        m.id_str = t.getId_str();
        m.text = t.getText();
        m.source = t.getSource();
        m.truncated = t.isTruncated();
        m.in_reply_to_status_id = t.isSetIn_reply_to_status_id() ? t.getIn_reply_to_status_id() : null;
        m.in_reply_to_status_id_str = t.isSetIn_reply_to_status_id_str() ? t.getIn_reply_to_status_id_str() : null;
        m.in_reply_to_user_id = t.isSetIn_reply_to_user_id() ? t.getIn_reply_to_user_id() : null;
        m.in_reply_to_user_id_str = t.isSetIn_reply_to_user_id_str() ? t.getIn_reply_to_user_id_str() : null;
        m.in_reply_to_screen_name = t.isSetIn_reply_to_screen_name() ? t.getIn_reply_to_screen_name() : null;
        m.user = TwitterUserThrift.readTwitterUser(t.getUser());
        m.geo = t.isSetGeo() ? t.getGeo() : null;
        m.coordinates = t.isSetCoordinates() ? t.getCoordinates() : null;
        m.place = t.isSetPlace() ? t.getPlace() : null;
        m.contributors = t.isSetContributors() ? t.getContributors() : null;
        m.retweeted_status = t.isSetRetweeted_status() ? readStatus(t.getRetweeted_status()) : null;
        m.retweet_count = t.getRetweet_count();
        m.favorite_count = t.getFavorite_count();
        m.entities = readEntities(t.getEntities());
        m.favorited = t.isFavorited();
        m.retweeted = t.isRetweeted();
        m.possibly_sensitive = t.isSetPossibly_sensitive() ? t.isPossibly_sensitive() : null;
        m.lang = t.getLang();
        return m;
    }

    static serbench.gen.thrift.twitter.Metadata buildMetadata(Metadata m) {
        serbench.gen.thrift.twitter.Metadata t = new serbench.gen.thrift.twitter.Metadata();
        t.setResult_type(m.result_type);
        t.setIso_language_code(m.iso_language_code);
        return t;
    }

    static Metadata readMetadata(serbench.gen.thrift.twitter.Metadata t) {
        Metadata m = new Metadata();
        m.result_type = t.getResult_type();
        m.iso_language_code = t.getIso_language_code();
        return m;
    }

    static serbench.gen.thrift.twitter.Entities buildEntities(Entities m) {
        serbench.gen.thrift.twitter.Entities t = new serbench.gen.thrift.twitter.Entities();
        t.setHashtags(Elements.map(m.hashtags, TwitterThrift::buildHashtag));
        t.setSymbols(Elements.map(m.symbols, TwitterThrift::buildHashtag));
        t.setUrls(Elements.map(m.urls, TwitterThrift::buildUrl));
        t.setUser_mentions(Elements.map(m.user_mentions, TwitterThrift::buildUserMention));
        if (m.media != null) t.setMedia(Elements.map(m.media, TwitterThrift::buildMediaEntity));
        return t;
    }

    static Entities readEntities(serbench.gen.thrift.twitter.Entities t) {
        Entities m = new Entities();
        m.hashtags = Elements.map(t.getHashtags(), TwitterThrift::readHashtag);
        m.symbols = Elements.map(t.getSymbols(), TwitterThrift::readHashtag);
        m.urls = Elements.map(t.getUrls(), TwitterThrift::readUrl);
        m.user_mentions = Elements.map(t.getUser_mentions(), TwitterThrift::readUserMention);
        m.media = t.isSetMedia() ? Elements.map(t.getMedia(), TwitterThrift::readMediaEntity) : null;
        return m;
    }

    static serbench.gen.thrift.twitter.Hashtag buildHashtag(Hashtag m) {
        serbench.gen.thrift.twitter.Hashtag t = new serbench.gen.thrift.twitter.Hashtag();
        t.setText(m.text);
        t.setIndices(Elements.boxed(m.indices));
        return t;
    }

    static Hashtag readHashtag(serbench.gen.thrift.twitter.Hashtag t) {
        Hashtag m = new Hashtag();
        m.text = t.getText();
        m.indices = Elements.ints(t.getIndices());
        return m;
    }

    static serbench.gen.thrift.twitter.Url buildUrl(Url m) {
        serbench.gen.thrift.twitter.Url t = new serbench.gen.thrift.twitter.Url();
        t.setUrl(m.url);
        t.setExpanded_url(m.expanded_url);
        t.setDisplay_url(m.display_url);
        t.setIndices(Elements.boxed(m.indices));
        return t;
    }

    static Url readUrl(serbench.gen.thrift.twitter.Url t) {
        Url m = new Url();
        m.url = t.getUrl();
        m.expanded_url = t.getExpanded_url();
        m.display_url = t.getDisplay_url();
        m.indices = Elements.ints(t.getIndices());
        return m;
    }

    static serbench.gen.thrift.twitter.UserMention buildUserMention(UserMention m) {
        serbench.gen.thrift.twitter.UserMention t = new serbench.gen.thrift.twitter.UserMention();
        t.setScreen_name(m.screen_name);
        t.setName(m.name);
        t.setId(m.id);
        t.setId_str(m.id_str);
        t.setIndices(Elements.boxed(m.indices));
        return t;
    }

    static UserMention readUserMention(serbench.gen.thrift.twitter.UserMention t) {
        UserMention m = new UserMention();
        m.screen_name = t.getScreen_name();
        m.name = t.getName();
        m.id = t.getId();
        m.id_str = t.getId_str();
        m.indices = Elements.ints(t.getIndices());
        return m;
    }

    static serbench.gen.thrift.twitter.MediaEntity buildMediaEntity(MediaEntity m) {
        serbench.gen.thrift.twitter.MediaEntity t = new serbench.gen.thrift.twitter.MediaEntity();
        t.setId(m.id);
        t.setId_str(m.id_str);
        t.setIndices(Elements.boxed(m.indices));
        t.setMedia_url(m.media_url);
        t.setMedia_url_https(m.media_url_https);
        t.setUrl(m.url);
        t.setDisplay_url(m.display_url);
        t.setExpanded_url(m.expanded_url);
        t.setType(m.type);
        t.setSizes(buildSizes(m.sizes));
        if (m.source_status_id != null) t.setSource_status_id(m.source_status_id);
        if (m.source_status_id_str != null) t.setSource_status_id_str(m.source_status_id_str);
        return t;
    }

    static MediaEntity readMediaEntity(serbench.gen.thrift.twitter.MediaEntity t) {
        MediaEntity m = new MediaEntity();
        m.id = t.getId();
        m.id_str = t.getId_str();
        m.indices = Elements.ints(t.getIndices());
        m.media_url = t.getMedia_url();
        m.media_url_https = t.getMedia_url_https();
        m.url = t.getUrl();
        m.display_url = t.getDisplay_url();
        m.expanded_url = t.getExpanded_url();
        m.type = t.getType();
        m.sizes = readSizes(t.getSizes());
        m.source_status_id = t.isSetSource_status_id() ? t.getSource_status_id() : null;
        m.source_status_id_str = t.isSetSource_status_id_str() ? t.getSource_status_id_str() : null;
        return m;
    }

    static serbench.gen.thrift.twitter.Sizes buildSizes(Sizes m) {
        serbench.gen.thrift.twitter.Sizes t = new serbench.gen.thrift.twitter.Sizes();
        t.setMedium(buildSize(m.medium));
        t.setSmall(buildSize(m.small));
        t.setThumb(buildSize(m.thumb));
        t.setLarge(buildSize(m.large));
        return t;
    }

    static Sizes readSizes(serbench.gen.thrift.twitter.Sizes t) {
        Sizes m = new Sizes();
        m.medium = readSize(t.getMedium());
        m.small = readSize(t.getSmall());
        m.thumb = readSize(t.getThumb());
        m.large = readSize(t.getLarge());
        return m;
    }

    static serbench.gen.thrift.twitter.Size buildSize(Size m) {
        serbench.gen.thrift.twitter.Size t = new serbench.gen.thrift.twitter.Size();
        t.setW(m.w);
        t.setH(m.h);
        t.setResize(m.resize);
        return t;
    }

    static Size readSize(serbench.gen.thrift.twitter.Size t) {
        Size m = new Size();
        m.w = t.getW();
        m.h = t.getH();
        m.resize = t.getResize();
        return m;
    }
}
