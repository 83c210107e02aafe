package serbench.codec.fory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.apache.fory.annotation.Nullable;
import org.junit.jupiter.api.Test;
import serbench.codec.Binding;
import serbench.codec.Codecs;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;
import serbench.model.ModelObject;

/**
 * fory-xlang turns away a value with null in a field its format holds non-nullable, at bind, before anything is
 * written: written, such a null crashes the JVM (fory-core 1.6.0, generated serializer, SIGSEGV), so this
 * test never encodes the refused value.
 */
class ForyXlangNullsTest {
    public static class Inner extends ModelObject {
        public String required;
    }

    public static class Outer extends ModelObject {
        public @Nullable String optional;
        public List<Inner> inners;
    }

    private static Outer outer(String required) {
        Inner inner = new Inner();
        inner.required = required;
        Outer outer = new Outer();
        outer.inners = List.of(inner);
        return outer;
    }

    private static Binding<Outer, ?> bind(Outer value) throws UnsupportedDatasetException {
        return Codecs.byId("fory-xlang").orElseThrow().binding(new Dataset<>("outer", "test", Outer.class, () -> value, List.of()));
    }

    @Test
    void aNullInARequiredFieldIsRefusedNamingTheField() {
        UnsupportedDatasetException e = assertThrows(UnsupportedDatasetException.class, () -> bind(outer(null)));
        assertEquals("Fory's xlang fields are non-nullable unless typed @Nullable or Optional, and Inner.required is null",
            e.getMessage());
    }

    @Test
    void aNullInANullableFieldRoundTrips() throws Exception {
        Outer value = outer("present");
        assertEquals(value, roundTrip(bind(value), value));
    }

    private static <N> Object roundTrip(Binding<Outer, N> binding, Outer value) throws Exception {
        return binding.read(binding.decode(binding.encode(binding.build(value))));
    }
}
