package serbench.codec;

/** A codec carrying the {@link Profile} its row in {@link Codecs} gives it; the subclass says only how it works. */
public abstract class ProfiledCodec implements Codec {
    private final Profile profile;

    protected ProfiledCodec(Profile profile) {
        this.profile = profile;
    }

    @Override
    public final Profile profile() {
        return profile;
    }
}
