package serbench.data.media;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

final class MediaThrift {
    static final Conversion<MediaContent, serbench.gen.thrift.media.MediaContent> CONVERSION =
        new Conversion<>(serbench.gen.thrift.media.MediaContent.class, MediaThrift::build, MediaThrift::read);

    private MediaThrift() {}

    static serbench.gen.thrift.media.MediaContent build(MediaContent c) {
        List<serbench.gen.thrift.media.Image> images = new ArrayList<>(c.images.size());
        for (Image i : c.images) {
            images.add(new serbench.gen.thrift.media.Image().setUri(i.uri).setTitle(i.title).setWidth(i.width)
                .setHeight(i.height).setSize(serbench.gen.thrift.media.Size.findByValue(i.size.ordinal())));
        }
        Media m = c.media;
        serbench.gen.thrift.media.Media tm = new serbench.gen.thrift.media.Media()
            .setUri(m.uri).setTitle(m.title).setWidth(m.width).setHeight(m.height).setFormat(m.format)
            .setDuration(m.duration).setSize(m.size).setPersons(m.persons)
            .setPlayer(serbench.gen.thrift.media.Player.findByValue(m.player.ordinal())).setCopyright(m.copyright);
        if (m.bitrate != null) tm.setBitrate(m.bitrate);
        return new serbench.gen.thrift.media.MediaContent().setImages(images).setMedia(tm);
    }

    static MediaContent read(serbench.gen.thrift.media.MediaContent t) {
        MediaContent c = new MediaContent();
        c.images = new ArrayList<>(t.getImagesSize());
        for (serbench.gen.thrift.media.Image ti : t.getImages()) {
            Image i = new Image();
            i.uri = ti.getUri();
            i.title = ti.getTitle();
            i.width = ti.getWidth();
            i.height = ti.getHeight();
            i.size = Size.values()[ti.getSize().getValue()];
            c.images.add(i);
        }
        serbench.gen.thrift.media.Media tm = t.getMedia();
        Media m = new Media();
        m.uri = tm.getUri();
        m.title = tm.getTitle();
        m.width = tm.getWidth();
        m.height = tm.getHeight();
        m.format = tm.getFormat();
        m.duration = tm.getDuration();
        m.size = tm.getSize();
        m.bitrate = tm.isSetBitrate() ? tm.getBitrate() : null;
        m.persons = new ArrayList<>(tm.getPersons());
        m.player = Player.values()[tm.getPlayer().getValue()];
        m.copyright = tm.getCopyright();
        c.media = m;
        return c;
    }
}
