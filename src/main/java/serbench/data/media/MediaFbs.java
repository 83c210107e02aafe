package serbench.data.media;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.StringVector;
import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.data.Fbs;

/** The model to flatc's tables from media.fbs and back; null strings and lists are fields left out. */
final class MediaFbs {
    static final Conversion<MediaContent, serbench.gen.flatbuffers.media.MediaContent> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.media.MediaContent.class, MediaFbs::build, MediaFbs::read)
            .withZeroCopy(MediaAccess.SUBSET, MediaFbs::access, (f, duration) -> Fbs.mutated(f.media().mutateDuration(duration)));

    private MediaFbs() {}

    static serbench.gen.flatbuffers.media.MediaContent build(MediaContent c) {
        FlatBufferBuilder b = Fbs.builder();
        int images = 0;
        if (c.images != null) {
            int[] offsets = new int[c.images.size()];
            for (int j = 0; j < offsets.length; j++) offsets[j] = image(b, c.images.get(j));
            images = serbench.gen.flatbuffers.media.MediaContent.createImagesVector(b, offsets);
        }
        int media = c.media == null ? 0 : media(b, c.media);
        b.finish(serbench.gen.flatbuffers.media.MediaContent.createMediaContent(b, images, media));
        return serbench.gen.flatbuffers.media.MediaContent.getRootAsMediaContent(b.dataBuffer());
    }

    private static int image(FlatBufferBuilder b, Image i) {
        return serbench.gen.flatbuffers.media.Image.createImage(b, Fbs.string(b, i.uri), Fbs.string(b, i.title),
            i.width, i.height, (byte) i.size.ordinal());
    }

    /** Field by field, since the generated createMedia always writes bitrate; largest fields first, as it would. */
    private static int media(FlatBufferBuilder b, Media m) {
        int uri = Fbs.string(b, m.uri);
        int title = Fbs.string(b, m.title);
        int format = Fbs.string(b, m.format);
        int copyright = Fbs.string(b, m.copyright);
        int persons = 0;
        if (m.persons != null) {
            int[] offsets = new int[m.persons.size()];
            for (int j = 0; j < offsets.length; j++) offsets[j] = b.createString(m.persons.get(j));
            persons = serbench.gen.flatbuffers.media.Media.createPersonsVector(b, offsets);
        }
        serbench.gen.flatbuffers.media.Media.startMedia(b);
        serbench.gen.flatbuffers.media.Media.addSize(b, m.size);
        serbench.gen.flatbuffers.media.Media.addDuration(b, m.duration);
        serbench.gen.flatbuffers.media.Media.addCopyright(b, copyright);
        serbench.gen.flatbuffers.media.Media.addPersons(b, persons);
        if (m.bitrate != null) {
            b.forceDefaults(true);   // a present 0 must be written (see Fbs)
            serbench.gen.flatbuffers.media.Media.addBitrate(b, m.bitrate);
            b.forceDefaults(false);
        }
        serbench.gen.flatbuffers.media.Media.addFormat(b, format);
        serbench.gen.flatbuffers.media.Media.addHeight(b, m.height);
        serbench.gen.flatbuffers.media.Media.addWidth(b, m.width);
        serbench.gen.flatbuffers.media.Media.addTitle(b, title);
        serbench.gen.flatbuffers.media.Media.addUri(b, uri);
        serbench.gen.flatbuffers.media.Media.addPlayer(b, (byte) m.player.ordinal());
        return serbench.gen.flatbuffers.media.Media.endMedia(b);
    }

    /** The access subset straight from the buffer: only the fields it names are decoded. */
    static MediaAccess access(serbench.gen.flatbuffers.media.MediaContent f) {
        serbench.gen.flatbuffers.media.Media m = f.media();
        return new MediaAccess(m.uri(), m.width(), m.duration(), f.images(0).title());
    }

    static MediaContent read(serbench.gen.flatbuffers.media.MediaContent f) {
        MediaContent c = new MediaContent();
        serbench.gen.flatbuffers.media.Image.Vector images = f.imagesVector();
        if (images != null) {
            c.images = new ArrayList<>(images.length());
            // one accessor, moved along the vector, as FlatBuffers' own examples read one
            serbench.gen.flatbuffers.media.Image fi = new serbench.gen.flatbuffers.media.Image();
            for (int j = 0; j < images.length(); j++) {
                images.get(fi, j);
                Image i = new Image();
                i.uri = fi.uri();
                i.title = fi.title();
                i.width = fi.width();
                i.height = fi.height();
                i.size = Size.values()[fi.size()];
                c.images.add(i);
            }
        }
        serbench.gen.flatbuffers.media.Media fm = f.media();
        if (fm != null) c.media = read(fm);
        return c;
    }

    private static Media read(serbench.gen.flatbuffers.media.Media fm) {
        Media m = new Media();
        m.uri = fm.uri();
        m.title = fm.title();
        m.width = fm.width();
        m.height = fm.height();
        m.format = fm.format();
        m.duration = fm.duration();
        m.size = fm.size();
        m.bitrate = fm.hasBitrate() ? fm.bitrate() : null;
        StringVector persons = fm.personsVector();
        if (persons != null) {
            List<String> list = new ArrayList<>(persons.length());
            for (int j = 0; j < persons.length(); j++) list.add(persons.get(j));
            m.persons = list;
        }
        m.player = Player.values()[fm.player()];
        m.copyright = fm.copyright();
        return m;
    }
}
