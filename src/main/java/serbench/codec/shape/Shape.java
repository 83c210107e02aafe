package serbench.codec.shape;

import java.util.EnumSet;
import java.util.Set;
import serbench.codec.Codec;
import serbench.codec.Profile;
import serbench.codec.Trait;
import serbench.codec.Traits;

/**
 * The I/O shape of an opt-in codec variant (docs/codecs.md, "I/O-shape variants"): how a caller hands bytes to the
 * library and takes them back, beside the standard rows' "a new exact-size byte[]". A variant is its base codec's
 * configuration with one shape, its own id ({@code <base>-<suffix>}) and the shape's trait, so its figures are never
 * read as the base's.
 */
public enum Shape {
    STREAM("stream", Trait.STREAM),
    BYTE_BUFFER("bytebuffer", Trait.BYTE_BUFFER),
    STRING("string", Trait.STRING);

    private final String suffix;
    private final Trait trait;

    Shape(String suffix, Trait trait) {
        this.suffix = suffix;
        this.trait = trait;
    }

    public Trait trait() {
        return trait;
    }

    /** The variant's profile: the base's family and library, its traits plus this shape's, and its own set-up. */
    public Profile profileOf(Codec base, String setup) {
        Set<Trait> traits = EnumSet.of(trait);
        traits.addAll(base.traits().traits());
        Profile p = base.profile();
        return new Profile(p.id() + "-" + suffix, p.family(), new Traits(p.traits().schema(), traits), p.library(), setup, false, p.jvmOptions());
    }
}
