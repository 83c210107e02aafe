package serbench.data.media;

import serbench.data.AccessSubset;

/**
 * The fixed subset of media's fields that the zero-copy {@code access} op reads, the same in every format that
 * offers the op: a string and a scalar of the root's media, a long, and a string inside the first image, so a
 * format must follow one nested table or group to answer.
 */
public record MediaAccess(String uri, int width, long duration, String firstImageTitle) {
    /** The subset, and the media's duration as the field {@code update} changes: a long in the nested media. */
    public static final AccessSubset<MediaContent, MediaAccess> SUBSET = new AccessSubset<>(
        "media.uri, media.width, media.duration, images[0].title", MediaAccess::of, "media.duration",
        (c, duration) -> c.media.duration = duration);

    /** What the subset holds for the model, the value each format's reader must give back. */
    public static MediaAccess of(MediaContent c) {
        return new MediaAccess(c.media.uri, c.media.width, c.media.duration, c.images.get(0).title);
    }
}
