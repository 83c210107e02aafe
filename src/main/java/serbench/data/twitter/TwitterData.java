package serbench.data.twitter;

import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;
import serbench.data.twitter.convert.TwitterAvro;
import serbench.data.twitter.convert.TwitterCapn;
import serbench.data.twitter.convert.TwitterColfer;
import serbench.data.twitter.convert.TwitterFbs;
import serbench.data.twitter.convert.TwitterManual;
import serbench.data.twitter.convert.TwitterSbe;
import serbench.data.twitter.convert.TwitterThrift;
import serbench.data.twitter.proto.TwitterProto;
import serbench.data.twitter.proto.TwitterProtoLite;
import serbench.data.twitter.proto.TwitterQuickbuf;
import serbench.data.twitter.proto.TwitterWire;

/**
 * twitter.json, the public corpus of the JSON parsing benchmarks (nativejson-benchmark, simdjson,
 * kotlinx.serialization's): one page of 100 statuses of Twitter's search API, a real document rather than a value
 * made up for a post, with CJK text. The model holds every field of it; the conversions, one per schema format,
 * are in {@code proto} (protobuf, Square Wire, QuickBuffers) and {@code convert} (the others), the schemas beside
 * this file.
 */
public final class TwitterData {
    /** SearchResult to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<SearchResult, ?>> CONVERSIONS = List.of(
        TwitterProto.CONVERSION, TwitterThrift.CONVERSION, TwitterAvro.CONVERSION, TwitterWire.CONVERSION,
        TwitterQuickbuf.CONVERSION, TwitterProtoLite.CONVERSION,
        TwitterCapn.CONVERSION, TwitterColfer.CONVERSION, TwitterSbe.CONVERSION, TwitterFbs.CONVERSION,
        TwitterKotlin.CONVERSION);
    /** The hand-written baseline's format of SearchResult. */
    public static final ManualFormat<SearchResult> MANUAL = TwitterManual.FORMAT;
    public static final int STATUSES = 100;

    private TwitterData() {}

    /** The document as published, a fresh copy on every call. */
    public static SearchResult searchResult() {
        return TwitterDocument.copy();
    }
}
