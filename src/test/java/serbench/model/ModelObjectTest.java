package serbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Value equality, hash and description of a model object reach into its primitive arrays, element by element. */
class ModelObjectTest {
    /** A model object with the primitive arrays numeric code holds. */
    public static final class Arrays extends ModelObject {
        public long[] longs = {1_767_225_600_000L, -3};
        public double[] doubles = {35.80910136237572, -2.5};
        public float[] floats = {0.1f, -0.0f};
        public int[] ints = {7};
    }

    @Test
    void equalArraysInOtherInstancesAreEqualAndHashAlike() {
        Arrays a = new Arrays(), b = new Arrays();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }

    @Test
    void aDifferentElementIsNamedByItsIndex() {
        Arrays a = new Arrays(), b = new Arrays();
        b.doubles[0] = Math.nextUp(b.doubles[0]);
        assertNotEquals(a, b);
        assertEquals("doubles[0]: expected 35.80910136237572, got 35.80910136237573", ModelDiff.firstDifference(a, b));
        b = new Arrays();
        b.floats[1] = 0.0f;
        assertEquals("floats[1]: expected -0.0, got 0.0", ModelDiff.firstDifference(a, b), "-0.0 is not 0.0, as Float.equals says");
        b = new Arrays();
        b.longs = new long[] {1};
        assertEquals("longs: expected 2 elements, got 1", ModelDiff.firstDifference(a, b));
    }

    @Test
    void theDescriptionListsTheElements() {
        String described = new Arrays().toString();
        assertTrue(described.contains("doubles=[35.80910136237572, -2.5]") && described.contains("longs=[1767225600000, -3]"),
            described);
    }
}
