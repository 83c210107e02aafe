package serbench.data.scale;

import java.util.ArrayList;
import serbench.data.media.Image;
import serbench.data.media.Media;
import serbench.data.media.MediaContent;
import serbench.data.media.Player;
import serbench.data.media.Size;

/**
 * MediaContent with n images: the media's title, bitrate and copyright and each image's title present or absent,
 * one to six persons; the fields the base always sets are always set.
 */
final class MediaValues implements ListValues<MediaContent> {
    private static final String[] FORMATS = {"video/mpg4", "video/webm", "video/quicktime", "audio/ogg"};
    private static final Player[] PLAYERS = Player.values();
    private static final Size[] SIZES = Size.values();

    private static String uri(Variety v) {
        return "http://" + v.text(3, 60).replace(' ', '/');
    }

    @Override
    public MediaContent value(Variety v, int entries) {
        Media m = new Media();
        m.uri = uri(v);
        m.title = v.chance(0.8) ? v.text(3, 60) : null;
        m.width = v.int32(false);
        m.height = v.int32(false);
        m.format = v.pick(FORMATS);
        m.duration = v.int64(false);
        m.size = v.int64(false);
        m.bitrate = v.chance(0.7) ? v.int32(false) : null;
        int persons = v.between(1, 7);
        m.persons = new ArrayList<>(persons);
        for (int i = 0; i < persons; i++) m.persons.add(v.text(3, 30));
        m.player = v.pick(PLAYERS);
        m.copyright = v.chance(0.5) ? v.text(3, 40) : null;
        MediaContent c = new MediaContent();
        c.media = m;
        c.images = new ArrayList<>(entries);
        for (int i = 0; i < entries; i++) {
            Image image = new Image();
            image.uri = uri(v);
            image.title = v.chance(0.7) ? v.text(3, 50) : null;
            image.width = v.int32(false);
            image.height = v.int32(false);
            image.size = v.pick(SIZES);
            c.images.add(image);
        }
        return c;
    }

    @Override
    public String entries() {
        return "images";
    }
}
