package serbench.data.media;

import java.util.ArrayList;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.media.MediaSchema;

/**
 * The model to the Cap'n Proto message of media.capnp. Unset Text and List pointers are the model's nulls
 * (title, copyright); a null bitrate is the bitrate union's {@code unset} member.
 */
final class MediaCapn {
    static final Conversion<MediaContent, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, MediaCapn::build, MediaCapn::read)
            .withZeroCopy(MediaAccess.SUBSET, MediaCapn::access,
                (message, duration) -> message.editable(MediaSchema.MediaContent.factory).getMedia().setDuration(duration));

    private MediaCapn() {}

    static CapnMessage build(MediaContent c) {
        MessageBuilder message = new MessageBuilder();
        MediaSchema.MediaContent.Builder b = message.initRoot(MediaSchema.MediaContent.factory);
        if (c.images != null) {
            StructList.Builder<MediaSchema.Image.Builder> images = b.initImages(c.images.size());
            for (int n = 0; n < c.images.size(); n++) {
                Image i = c.images.get(n);
                MediaSchema.Image.Builder ib = images.get(n);
                if (i.uri != null) ib.setUri(i.uri);
                if (i.title != null) ib.setTitle(i.title);
                ib.setWidth(i.width);
                ib.setHeight(i.height);
                ib.setSize(MediaSchema.Size.values()[i.size.ordinal()]);
            }
        }
        if (c.media != null) fill(b.initMedia(), c.media);
        return CapnMessage.built(message);
    }

    private static void fill(MediaSchema.Media.Builder b, Media m) {
        if (m.uri != null) b.setUri(m.uri);
        if (m.title != null) b.setTitle(m.title);
        b.setWidth(m.width);
        b.setHeight(m.height);
        if (m.format != null) b.setFormat(m.format);
        b.setDuration(m.duration);
        b.setSize(m.size);
        if (m.bitrate != null) b.getBitrate().setValue(m.bitrate);
        if (m.persons != null) {
            TextList.Builder persons = b.initPersons(m.persons.size());
            for (int i = 0; i < m.persons.size(); i++) persons.set(i, new Text.Reader(m.persons.get(i)));
        }
        b.setPlayer(MediaSchema.Player.values()[m.player.ordinal()]);
        if (m.copyright != null) b.setCopyright(m.copyright);
    }

    /** The access subset through the readers over the segments: only the fields it names are decoded. */
    static MediaAccess access(CapnMessage message) {
        MediaSchema.MediaContent.Reader r = message.root(MediaSchema.MediaContent.factory);
        MediaSchema.Media.Reader m = r.getMedia();
        MediaSchema.Image.Reader first = r.getImages().get(0);
        return new MediaAccess(m.getUri().toString(), m.getWidth(), m.getDuration(),
            first.hasTitle() ? first.getTitle().toString() : null);
    }

    static MediaContent read(CapnMessage message) {
        MediaSchema.MediaContent.Reader r = message.root(MediaSchema.MediaContent.factory);
        MediaContent c = new MediaContent();
        if (r.hasImages()) {
            StructList.Reader<MediaSchema.Image.Reader> images = r.getImages();
            c.images = new ArrayList<>(images.size());
            for (MediaSchema.Image.Reader ir : images) {
                Image i = new Image();
                i.uri = ir.hasUri() ? ir.getUri().toString() : null;
                i.title = ir.hasTitle() ? ir.getTitle().toString() : null;
                i.width = ir.getWidth();
                i.height = ir.getHeight();
                i.size = Size.values()[ir.getSize().ordinal()];
                c.images.add(i);
            }
        }
        if (r.hasMedia()) c.media = read(r.getMedia());
        return c;
    }

    private static Media read(MediaSchema.Media.Reader r) {
        Media m = new Media();
        m.uri = r.hasUri() ? r.getUri().toString() : null;
        m.title = r.hasTitle() ? r.getTitle().toString() : null;
        m.width = r.getWidth();
        m.height = r.getHeight();
        m.format = r.hasFormat() ? r.getFormat().toString() : null;
        m.duration = r.getDuration();
        m.size = r.getSize();
        m.bitrate = r.getBitrate().isValue() ? r.getBitrate().getValue() : null;
        if (r.hasPersons()) {
            TextList.Reader persons = r.getPersons();
            m.persons = new ArrayList<>(persons.size());
            for (Text.Reader person : persons) m.persons.add(person.toString());
        }
        m.player = Player.values()[r.getPlayer().ordinal()];
        m.copyright = r.hasCopyright() ? r.getCopyright().toString() : null;
        return m;
    }
}
