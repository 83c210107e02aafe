package serbench.data.media;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.quickbuf.media.MediaProtos;

final class MediaQuickbuf {
    static final Conversion<MediaContent, MediaProtos.MediaContent> CONVERSION =
        new Conversion<>(MediaProtos.MediaContent.class, MediaQuickbuf::build, MediaQuickbuf::read);

    private MediaQuickbuf() {}

    static MediaProtos.MediaContent build(MediaContent c) {
        MediaProtos.MediaContent q = MediaProtos.MediaContent.newInstance();
        for (Image i : c.images) {
            MediaProtos.Image qi = q.getMutableImages().next()
                .setUri(i.uri).setWidth(i.width).setHeight(i.height).setSizeValue(i.size.ordinal());
            if (i.title != null) qi.setTitle(i.title);
        }
        Media m = c.media;
        MediaProtos.Media qm = q.getMutableMedia()
            .setUri(m.uri).setWidth(m.width).setHeight(m.height).setFormat(m.format)
            .setDuration(m.duration).setSize(m.size).setPlayerValue(m.player.ordinal());
        for (String person : m.persons) qm.addPersons(person);
        if (m.title != null) qm.setTitle(m.title);
        if (m.bitrate != null) qm.setBitrate(m.bitrate);
        if (m.copyright != null) qm.setCopyright(m.copyright);
        return q;
    }

    static MediaContent read(MediaProtos.MediaContent q) {
        MediaContent c = new MediaContent();
        c.images = new ArrayList<>(q.getImages().length());
        for (MediaProtos.Image qi : q.getImages()) {
            Image i = new Image();
            i.uri = qi.getUri();
            i.title = qi.hasTitle() ? qi.getTitle() : null;
            i.width = qi.getWidth();
            i.height = qi.getHeight();
            i.size = Size.values()[qi.getSizeValue()];
            c.images.add(i);
        }
        MediaProtos.Media qm = q.getMedia();
        Media m = new Media();
        m.uri = qm.getUri();
        m.title = qm.hasTitle() ? qm.getTitle() : null;
        m.width = qm.getWidth();
        m.height = qm.getHeight();
        m.format = qm.getFormat();
        m.duration = qm.getDuration();
        m.size = qm.getSize();
        m.bitrate = qm.hasBitrate() ? qm.getBitrate() : null;
        m.persons = new ArrayList<>(qm.getPersons().length());
        for (int p = 0; p < qm.getPersons().length(); p++) m.persons.add(qm.getPersons().get(p));
        m.player = Player.values()[qm.getPlayerValue()];
        m.copyright = qm.hasCopyright() ? qm.getCopyright() : null;
        c.media = m;
        return c;
    }
}
