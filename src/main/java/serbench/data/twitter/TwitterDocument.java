package serbench.data.twitter;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategy;
import com.fasterxml.jackson.databind.cfg.MapperConfig;
import com.fasterxml.jackson.databind.introspect.AnnotatedField;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import serbench.model.ModelDiff;
import serbench.model.ModelObject;

/**
 * The shipped twitter.json, read once into the model; each {@link #copy()} is a deep copy of that value, so every
 * caller gets a fresh one without parsing 617 KiB again. The mapper is strict, so the model provably holds the whole
 * document: a key the model lacks, a null in a primitive field or a fraction in an integer one fails the read.
 */
final class TwitterDocument {
    static final String RESOURCE = "/serbench/data/twitter/twitter.json";

    private TwitterDocument() {}

    /** The value as read, when first asked for (a run that never names twitter never reads it). */
    private static final class Parsed {
        static final SearchResult VALUE = read();
    }

    static SearchResult copy() {
        return (SearchResult) copy(Parsed.VALUE);
    }

    private static SearchResult read() {
        ObjectMapper mapper = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .setPropertyNamingStrategy(new KeywordNames());
        try (InputStream in = TwitterDocument.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException(RESOURCE + " is not on the class path");
            return mapper.readValue(in, SearchResult.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /** TwitterUser.is_protected is the document's "protected", a keyword in Java; every other field has its key's name. */
    private static final class KeywordNames extends PropertyNamingStrategy {
        @Override
        public String nameForField(MapperConfig<?> config, AnnotatedField field, String name) {
            return name.equals("is_protected") ? "protected" : name;
        }
    }

    /** Strings and boxed numbers are immutable and shared; lists, arrays and model objects are copied. */
    private static Object copy(Object v) {
        if (v instanceof int[] ints) return ints.clone();
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object e : list) out.add(copy(e));
            return out;
        }
        if (!(v instanceof ModelObject m)) return v;
        try {
            Object out = m.getClass().getDeclaredConstructor().newInstance();
            for (Field f : ModelDiff.fields(m.getClass())) f.set(out, copy(f.get(m)));
            return out;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
