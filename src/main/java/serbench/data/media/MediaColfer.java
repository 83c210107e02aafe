package serbench.data.media;

import java.util.ArrayList;
import java.util.Arrays;
import serbench.data.Conversion;

/** Colfer's text and int32 have no null: each nullable field travels with its has-flag (see media.colf). */
final class MediaColfer {
    static final Conversion<MediaContent, serbench.gen.colfer.media.MediaContent> CONVERSION =
        new Conversion<>(serbench.gen.colfer.media.MediaContent.class, MediaColfer::build, MediaColfer::read);

    private MediaColfer() {}

    static serbench.gen.colfer.media.MediaContent build(MediaContent c) {
        serbench.gen.colfer.media.MediaContent cc = new serbench.gen.colfer.media.MediaContent();
        cc.images = new serbench.gen.colfer.media.Image[c.images.size()];
        for (int k = 0; k < cc.images.length; k++) cc.images[k] = build(c.images.get(k));
        Media m = c.media;
        serbench.gen.colfer.media.Media cm = new serbench.gen.colfer.media.Media();
        cm.uri = m.uri;
        cm.hasTitle = m.title != null;
        if (cm.hasTitle) cm.title = m.title;
        cm.width = m.width;
        cm.height = m.height;
        cm.format = m.format;
        cm.duration = m.duration;
        cm.size = m.size;
        cm.hasBitrate = m.bitrate != null;
        if (cm.hasBitrate) cm.bitrate = m.bitrate;
        cm.persons = m.persons.toArray(new String[0]);
        cm.player = (byte) m.player.ordinal();
        cm.hasCopyright = m.copyright != null;
        if (cm.hasCopyright) cm.copyright = m.copyright;
        cc.media = cm;
        return cc;
    }

    private static serbench.gen.colfer.media.Image build(Image i) {
        serbench.gen.colfer.media.Image ci = new serbench.gen.colfer.media.Image();
        ci.uri = i.uri;
        ci.hasTitle = i.title != null;
        if (ci.hasTitle) ci.title = i.title;
        ci.width = i.width;
        ci.height = i.height;
        ci.size = (byte) i.size.ordinal();
        return ci;
    }

    static MediaContent read(serbench.gen.colfer.media.MediaContent cc) {
        MediaContent c = new MediaContent();
        c.images = new ArrayList<>(cc.images.length);
        for (serbench.gen.colfer.media.Image ci : cc.images) {
            Image i = new Image();
            i.uri = ci.uri;
            i.title = ci.hasTitle ? ci.title : null;
            i.width = ci.width;
            i.height = ci.height;
            i.size = Size.values()[ci.size];
            c.images.add(i);
        }
        serbench.gen.colfer.media.Media cm = cc.media;
        Media m = new Media();
        m.uri = cm.uri;
        m.title = cm.hasTitle ? cm.title : null;
        m.width = cm.width;
        m.height = cm.height;
        m.format = cm.format;
        m.duration = cm.duration;
        m.size = cm.size;
        m.bitrate = cm.hasBitrate ? cm.bitrate : null;
        m.persons = new ArrayList<>(Arrays.asList(cm.persons));
        m.player = Player.values()[cm.player];
        m.copyright = cm.hasCopyright ? cm.copyright : null;
        c.media = m;
        return c;
    }
}
