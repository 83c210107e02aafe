package serbench.codec.shape;

import serbench.codec.Codec;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;

/**
 * An I/O-shape variant of a registered codec: the base's configuration ({@code base}, whose class says how to set it
 * up) with one {@link Shape}, under the variant's own profile ({@link Shape#profileOf}).
 */
public abstract class ShapedCodec<B extends Codec> extends ProfiledCodec {
    /** How a variant's class is made from its profile, its base and its shape: the registry's one line per variant. */
    public interface Factory<B extends Codec> {
        Codec make(Profile profile, B base, Shape shape);
    }

    protected final B base;
    protected final Shape shape;

    protected ShapedCodec(Profile profile, B base, Shape shape) {
        super(profile);
        this.base = base;
        this.shape = shape;
    }
}
