package serbench.data.media;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

final class MediaAvro {
    static final Conversion<MediaContent, serbench.gen.avro.media.MediaContent> CONVERSION =
        new Conversion<>(serbench.gen.avro.media.MediaContent.class, MediaAvro::build, MediaAvro::read);

    private MediaAvro() {}

    static serbench.gen.avro.media.MediaContent build(MediaContent c) {
        List<serbench.gen.avro.media.Image> images = new ArrayList<>(c.images.size());
        for (Image i : c.images) {
            images.add(new serbench.gen.avro.media.Image(i.uri, i.title, i.width, i.height,
                serbench.gen.avro.media.Size.values()[i.size.ordinal()]));
        }
        Media m = c.media;
        return new serbench.gen.avro.media.MediaContent(images, new serbench.gen.avro.media.Media(m.uri, m.title, m.width,
            m.height, m.format, m.duration, m.size, m.bitrate, m.persons,
            serbench.gen.avro.media.Player.values()[m.player.ordinal()], m.copyright));
    }

    static MediaContent read(serbench.gen.avro.media.MediaContent a) {
        MediaContent c = new MediaContent();
        c.images = new ArrayList<>(a.getImages().size());
        for (serbench.gen.avro.media.Image ai : a.getImages()) {
            Image i = new Image();
            i.uri = ai.getUri();
            i.title = ai.getTitle();
            i.width = ai.getWidth();
            i.height = ai.getHeight();
            i.size = Size.values()[ai.getSize().ordinal()];
            c.images.add(i);
        }
        serbench.gen.avro.media.Media am = a.getMedia();
        Media m = new Media();
        m.uri = am.getUri();
        m.title = am.getTitle();
        m.width = am.getWidth();
        m.height = am.getHeight();
        m.format = am.getFormat();
        m.duration = am.getDuration();
        m.size = am.getSize();
        m.bitrate = am.getBitrate();
        m.persons = new ArrayList<>(am.getPersons());
        m.player = Player.values()[am.getPlayer().ordinal()];
        m.copyright = am.getCopyright();
        c.media = m;
        return c;
    }
}
