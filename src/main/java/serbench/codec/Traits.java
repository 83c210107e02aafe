package serbench.codec;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What kind of codec this is, for the reader choosing one, and the fairness flags a figure depends on:
 * schema-driven or reflective, then named {@link Trait}s, e.g.
 * {@code Traits.schema(Trait.CROSS_LANGUAGE, Trait.LAZY_ACCESS)}. Binary unless {@link Trait#TEXT}.
 */
public record Traits(boolean schema, Set<Trait> traits) {
    public Traits {
        traits = traits.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(traits));
    }

    /** A codec generated from or driven by a schema (.proto, .avsc, ...). */
    public static Traits schema(Trait... traits) {
        return new Traits(true, Set.of(traits));
    }

    /** A codec that works from the classes themselves, with no schema. */
    public static Traits reflection(Trait... traits) {
        return new Traits(false, Set.of(traits));
    }

    public boolean has(Trait trait) {
        return traits.contains(trait);
    }

    /** e.g. {@code schema, binary, cross-language, lazy-access}: the kind, the encoding, then every trait set. */
    public List<String> labels() {
        List<String> labels = new ArrayList<>();
        labels.add(schema ? "schema" : "reflection");
        labels.add(has(Trait.TEXT) ? "text" : "binary");
        if (!has(Trait.CROSS_LANGUAGE)) labels.add("java-only");
        for (Trait t : Trait.values()) if (t != Trait.TEXT && has(t)) labels.add(t.label());
        return labels;
    }

    @Override
    public String toString() {
        return String.join(", ", labels());
    }
}
