package serbench.data.media;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

final class MediaManual {
    static final ManualFormat<MediaContent> FORMAT = new ManualFormat<>(MediaManual::write, MediaManual::read);
    private static final Size[] SIZES = Size.values();
    private static final Player[] PLAYERS = Player.values();

    private MediaManual() {}

    static void write(MediaContent c, ByteSink out) {
        out.writeList(c.images, (o, i) -> {
            o.writeString(i.uri);
            o.writeString(i.title);
            o.writeInt(i.width);
            o.writeInt(i.height);
            o.writeEnum(i.size);
        });
        Media m = c.media;
        out.writeString(m.uri);
        out.writeString(m.title);
        out.writeInt(m.width);
        out.writeInt(m.height);
        out.writeString(m.format);
        out.writeLong(m.duration);
        out.writeLong(m.size);
        out.writeNullableInt(m.bitrate);
        out.writeList(m.persons, ByteSink::writeString);
        out.writeEnum(m.player);
        out.writeString(m.copyright);
    }

    static MediaContent read(ByteSource in) {
        MediaContent c = new MediaContent();
        c.images = in.readList(i -> {
            Image image = new Image();
            image.uri = i.readString();
            image.title = i.readString();
            image.width = i.readInt();
            image.height = i.readInt();
            image.size = i.readEnum(SIZES);
            return image;
        });
        Media m = new Media();
        m.uri = in.readString();
        m.title = in.readString();
        m.width = in.readInt();
        m.height = in.readInt();
        m.format = in.readString();
        m.duration = in.readLong();
        m.size = in.readLong();
        m.bitrate = in.readNullableInt();
        m.persons = in.readList(ByteSource::readString);
        m.player = in.readEnum(PLAYERS);
        m.copyright = in.readString();
        c.media = m;
        return c;
    }
}
