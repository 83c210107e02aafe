package serbench.data.media;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.media.MediaContentDecoder;
import serbench.gen.sbe.media.MediaContentEncoder;
import serbench.gen.sbe.media.MessageHeaderDecoder;
import serbench.gen.sbe.media.MessageHeaderEncoder;

/**
 * The model to an SBE frame of media.sbe.xml and back. The format's own object is the decoder over the
 * frame: SBE has no message object, its encoder writes the fields straight into a buffer.
 */
final class MediaSbe {
    static final Conversion<MediaContent, MediaContentDecoder> CONVERSION =
        new Conversion<>(MediaContentDecoder.class, MediaSbe::build, MediaSbe::read)
            .withZeroCopy(MediaAccess.SUBSET, MediaSbe::access, MediaSbe::update);
    /** Room for the data set's value (about 300 bytes), so the buffer never grows while encoding. */
    private static final int CAPACITY = 512;

    private MediaSbe() {}

    static MediaContentDecoder build(MediaContent c) {
        return Sbe.frame(CAPACITY, buffer -> {
            MediaContentEncoder e = new MediaContentEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder());
            Media m = c.media;
            if (m.bitrate != null && m.bitrate == MediaContentEncoder.bitrateNullValue()) {
                throw new IllegalArgumentException("a bitrate of " + m.bitrate + " is SBE's null value");
            }
            e.width(m.width).height(m.height).duration(m.duration).size(m.size)
                .bitrate(m.bitrate == null ? MediaContentEncoder.bitrateNullValue() : m.bitrate)
                .player(serbench.gen.sbe.media.Player.get((short) m.player.ordinal()));
            e.present().clear().title(m.title != null).copyright(m.copyright != null);
            MediaContentEncoder.ImagesEncoder images = e.imagesCount(c.images.size());
            for (Image i : c.images) {
                images.next().width(i.width).height(i.height)
                    .size(serbench.gen.sbe.media.Size.get((short) i.size.ordinal()));
                images.present().clear().title(i.title != null);
                images.uri(i.uri).title(i.title);
            }
            MediaContentEncoder.PersonsEncoder persons = e.personsCount(m.persons.size());
            for (String person : m.persons) persons.next().person(person);
            e.uri(m.uri).title(m.title).format(m.format).copyright(m.copyright);
            return e;
        }, frame -> new MediaContentDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /**
     * The access subset over the frame. SBE reads in schema order, so reaching the root's uri walks past every
     * image's strings and every person (skipped, not decoded): the cost of the format's layout.
     */
    static MediaAccess access(MediaContentDecoder d) {
        d.sbeRewind();
        int width = d.width();
        long duration = d.duration();
        String firstImageTitle = null;
        boolean first = true;
        for (MediaContentDecoder.ImagesDecoder di : d.images()) {
            boolean title = di.present().title();
            di.skipUri();
            if (first) {
                firstImageTitle = present(title, di.title());
                first = false;
            } else {
                di.skipTitle();
            }
        }
        for (MediaContentDecoder.PersonsDecoder p : d.persons()) p.skipPerson();
        return new MediaAccess(d.uri(), width, duration, firstImageTitle);
    }

    /**
     * The duration sits in the root block at its generated offset, written there as the encoder's setter would (a new
     * encoder per call, with its group flyweights, allocated 168 bytes: a service reuses one, or writes at the offset).
     */
    static void update(MediaContentDecoder d, long duration) {
        Sbe.mutable(d.buffer()).putLong(d.offset() + MediaContentDecoder.durationEncodingOffset(), duration, MediaContentDecoder.BYTE_ORDER);
    }

    /** In schema order, as SBE requires: the root block, the groups, then the strings. */
    static MediaContent read(MediaContentDecoder d) {
        d.sbeRewind();
        Media m = new Media();
        m.width = d.width();
        m.height = d.height();
        m.duration = d.duration();
        m.size = d.size();
        int bitrate = d.bitrate();
        m.bitrate = bitrate == MediaContentDecoder.bitrateNullValue() ? null : bitrate;
        m.player = Player.values()[d.player().value()];
        boolean title = d.present().title();
        boolean copyright = d.present().copyright();
        MediaContent c = new MediaContent();
        MediaContentDecoder.ImagesDecoder images = d.images();
        c.images = new ArrayList<>(images.count());
        for (MediaContentDecoder.ImagesDecoder di : images) {
            Image i = new Image();
            i.width = di.width();
            i.height = di.height();
            i.size = Size.values()[di.size().value()];
            boolean imageTitle = di.present().title();
            i.uri = di.uri();
            i.title = present(imageTitle, di.title());
            c.images.add(i);
        }
        MediaContentDecoder.PersonsDecoder persons = d.persons();
        m.persons = new ArrayList<>(persons.count());
        for (MediaContentDecoder.PersonsDecoder p : persons) m.persons.add(p.person());
        m.uri = d.uri();
        m.title = present(title, d.title());
        m.format = d.format();
        m.copyright = present(copyright, d.copyright());
        c.media = m;
        return c;
    }

    /** An absent string was written empty (SBE reads it as "" without allocating) and must be read past. */
    private static String present(boolean present, String value) {
        return present ? value : null;
    }
}
