package serbench.data.media;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/** The jvm-serializers MediaContent value, as that suite has always used it. */
public final class MediaData {
    /** MediaContent to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<MediaContent, ?>> CONVERSIONS = List.of(
        MediaProto.CONVERSION, MediaThrift.CONVERSION, MediaAvro.CONVERSION, MediaWire.CONVERSION,
        MediaQuickbuf.CONVERSION, MediaProtoLite.CONVERSION,
        MediaCapn.CONVERSION, MediaColfer.CONVERSION, MediaSbe.CONVERSION, MediaFbs.CONVERSION, MediaKotlin.CONVERSION);
    /** The hand-written baseline's format of MediaContent. */
    public static final ManualFormat<MediaContent> MANUAL = MediaManual.FORMAT;

    private MediaData() {}

    public static MediaContent mediaContent() {
        Media m = new Media();
        m.uri = "http://javaone.com/keynote.mpg";
        m.title = "Javaone Keynote";
        m.width = 640;
        m.height = 480;
        m.format = "video/mpg4";
        m.duration = 18_000_000L;
        m.size = 58_982_400L;
        m.bitrate = 262_144;
        m.persons = new ArrayList<>(List.of("Bill Gates", "Steve Jobs"));
        m.player = Player.JAVA;
        m.copyright = null;
        MediaContent c = new MediaContent();
        c.media = m;
        c.images = new ArrayList<>(List.of(
            image("http://javaone.com/keynote_large.jpg", 1024, 768, Size.LARGE),
            image("http://javaone.com/keynote_small.jpg", 320, 240, Size.SMALL)));
        return c;
    }

    private static Image image(String uri, int width, int height, Size size) {
        Image i = new Image();
        i.uri = uri;
        i.title = "Javaone Keynote";
        i.width = width;
        i.height = height;
        i.size = size;
        return i;
    }
}
