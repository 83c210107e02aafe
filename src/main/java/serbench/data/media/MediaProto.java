package serbench.data.media;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.proto.media.MediaProtos;

final class MediaProto {
    static final Conversion<MediaContent, MediaProtos.MediaContent> CONVERSION =
        new Conversion<>(MediaProtos.MediaContent.class, MediaProto::build, MediaProto::read);

    private MediaProto() {}

    static MediaProtos.MediaContent build(MediaContent c) {
        MediaProtos.MediaContent.Builder b = MediaProtos.MediaContent.newBuilder();
        for (Image i : c.images) {
            MediaProtos.Image.Builder ib = MediaProtos.Image.newBuilder()
                .setUri(i.uri).setWidth(i.width).setHeight(i.height)
                .setSize(MediaProtos.Image.Size.forNumber(i.size.ordinal()));
            if (i.title != null) ib.setTitle(i.title);
            b.addImages(ib);
        }
        Media m = c.media;
        MediaProtos.Media.Builder mb = MediaProtos.Media.newBuilder()
            .setUri(m.uri).setWidth(m.width).setHeight(m.height).setFormat(m.format)
            .setDuration(m.duration).setSize(m.size).addAllPersons(m.persons)
            .setPlayer(MediaProtos.Media.Player.forNumber(m.player.ordinal()));
        if (m.title != null) mb.setTitle(m.title);
        if (m.bitrate != null) mb.setBitrate(m.bitrate);
        if (m.copyright != null) mb.setCopyright(m.copyright);
        return b.setMedia(mb).build();
    }

    static MediaContent read(MediaProtos.MediaContent p) {
        MediaContent c = new MediaContent();
        c.images = new ArrayList<>(p.getImagesCount());
        for (MediaProtos.Image pi : p.getImagesList()) {
            Image i = new Image();
            i.uri = pi.getUri();
            i.title = pi.hasTitle() ? pi.getTitle() : null;
            i.width = pi.getWidth();
            i.height = pi.getHeight();
            i.size = Size.values()[pi.getSize().getNumber()];
            c.images.add(i);
        }
        MediaProtos.Media pm = p.getMedia();
        Media m = new Media();
        m.uri = pm.getUri();
        m.title = pm.hasTitle() ? pm.getTitle() : null;
        m.width = pm.getWidth();
        m.height = pm.getHeight();
        m.format = pm.getFormat();
        m.duration = pm.getDuration();
        m.size = pm.getSize();
        m.bitrate = pm.hasBitrate() ? pm.getBitrate() : null;
        m.persons = new ArrayList<>(pm.getPersonsList());
        m.player = Player.values()[pm.getPlayer().getNumber()];
        m.copyright = pm.hasCopyright() ? pm.getCopyright() : null;
        c.media = m;
        return c;
    }
}
