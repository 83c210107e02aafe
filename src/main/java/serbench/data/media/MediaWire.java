package serbench.data.media;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/** The model to Square Wire's classes generated from media.proto, and back. */
final class MediaWire {
    static final Conversion<MediaContent, serbench.gen.proto.media.MediaContent> CONVERSION =
        new Conversion<>(serbench.gen.proto.media.MediaContent.class, MediaWire::build, MediaWire::read);

    private MediaWire() {}

    static serbench.gen.proto.media.MediaContent build(MediaContent c) {
        List<serbench.gen.proto.media.Image> images = new ArrayList<>(c.images.size());
        for (Image i : c.images) {
            images.add(new serbench.gen.proto.media.Image.Builder().uri(i.uri).title(i.title).width(i.width)
                .height(i.height).size(serbench.gen.proto.media.Image.Size.fromValue(i.size.ordinal())).build());
        }
        Media m = c.media;
        serbench.gen.proto.media.Media media = new serbench.gen.proto.media.Media.Builder()
            .uri(m.uri).title(m.title).width(m.width).height(m.height).format(m.format).duration(m.duration)
            .size(m.size).bitrate(m.bitrate).persons(m.persons)
            .player(serbench.gen.proto.media.Media.Player.fromValue(m.player.ordinal())).copyright(m.copyright)
            .build();
        return new serbench.gen.proto.media.MediaContent.Builder().images(images).media(media).build();
    }

    static MediaContent read(serbench.gen.proto.media.MediaContent w) {
        MediaContent c = new MediaContent();
        c.images = new ArrayList<>(w.images.size());
        for (serbench.gen.proto.media.Image wi : w.images) {
            Image i = new Image();
            i.uri = wi.uri;
            i.title = wi.title;
            i.width = wi.width;
            i.height = wi.height;
            i.size = Size.values()[wi.size.getValue()];
            c.images.add(i);
        }
        serbench.gen.proto.media.Media wm = w.media;
        Media m = new Media();
        m.uri = wm.uri;
        m.title = wm.title;
        m.width = wm.width;
        m.height = wm.height;
        m.format = wm.format;
        m.duration = wm.duration;
        m.size = wm.size;
        m.bitrate = wm.bitrate;
        m.persons = new ArrayList<>(wm.persons);
        m.player = Player.values()[wm.player.getValue()];
        m.copyright = wm.copyright;
        c.media = m;
        return c;
    }
}
