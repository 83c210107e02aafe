package serbench.codec;

import java.util.ArrayList;
import java.util.List;

/** What kind of codec this is, for the reader choosing one. */
public record Traits(boolean schema, boolean binary, boolean crossLanguage, boolean registration) {

    public static Traits of(boolean schema, boolean binary, boolean crossLanguage, boolean registration) {
        return new Traits(schema, binary, crossLanguage, registration);
    }

    /** e.g. {@code schema, binary, cross-language}. */
    public List<String> labels() {
        List<String> labels = new ArrayList<>();
        labels.add(schema ? "schema" : "reflection");
        labels.add(binary ? "binary" : "text");
        labels.add(crossLanguage ? "cross-language" : "java-only");
        if (registration) labels.add("needs-registration");
        return labels;
    }

    @Override
    public String toString() {
        return String.join(", ", labels());
    }
}
