package serbench.model;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A value of the same shape as a shared-model value, with other contents: what a service sends from one call to the
 * next. Every field keeps its type, presence (null stays null) and list lengths; strings keep their characters'
 * classes (a letter becomes another letter of the same case, a digit another digit, anything else stays) and vary in
 * length by up to a quarter; numbers keep their sign and vary between half and twice their size, never beyond their
 * own bit length (so an unsigned or narrow field stays in its range); enums and booleans are drawn anew; bytes keep
 * their length; an array (double[], long[]...) keeps its length, each element varied as a number field is; a map keeps
 * its keys and their order, each value varied. So the encoded sizes stay near the original's for every codec, while the branches a codec takes on
 * the contents (string lengths, varint widths, enum cases, flags) differ from value to value, and no codec is timed
 * on one value the CPU's branch predictor and caches could learn (JMH's sample on branch prediction).
 *
 * <p>An object graph keeps its shape too: an object met twice (shared, or on a cycle) is varied once, and both
 * places get the one copy, so the variation has the original's shared objects and cycles.
 *
 * <p>{@link java.util.Random}, whose algorithm its specification fixes, draws every choice, so a seed gives the same
 * values on every JDK.
 */
public final class ModelVariation {
    private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
    private static final String UPPER = LOWER.toUpperCase(java.util.Locale.ROOT);
    private static final String DIGITS = "0123456789";
    /** How far a string's length may move, as a share of it. */
    private static final double LENGTH_SPREAD = 0.25;

    private final Random random;
    /** Each model object varied so far, with its copy. */
    private final Map<ModelObject, Object> copies = new IdentityHashMap<>();

    private ModelVariation(long seed) {
        random = new Random(seed);
    }

    /**
     * A new value of {@code value}'s shape, drawn from {@code seed}; {@code value} is left alone.
     *
     * @throws IllegalArgumentException for a field of a type the shared model does not use (say which)
     */
    @SuppressWarnings("unchecked")
    public static <T extends ModelObject> T of(T value, long seed) {
        return (T) new ModelVariation(seed).vary("value", value);
    }

    private Object vary(String path, Object v) {
        if (v == null) return null;
        if (v instanceof String s) return text(s);
        if (v instanceof Integer i) return (int) number(i, 31);
        if (v instanceof Long l) return number(l, 63);
        if (v instanceof Double d) return real(d);
        if (v instanceof Float f) return Float.parseFloat(Double.toString(real(Double.parseDouble(Float.toString(f)))));
        if (v instanceof Boolean) return random.nextBoolean();
        if (v instanceof Enum<?> e) return e.getDeclaringClass().getEnumConstants()[random.nextInt(e.getDeclaringClass().getEnumConstants().length)];
        if (v instanceof byte[] b) {
            byte[] copy = new byte[b.length];
            random.nextBytes(copy);
            return copy;
        }
        if (v.getClass().isArray()) return array(path, v);
        if (v instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            for (int i = 0; i < list.size(); i++) copy.add(vary(path + "[" + i + "]", list.get(i)));
            return copy;
        }
        if (v instanceof Map<?, ?> map) {
            // the keys stay (they name the entries, often by another value's id, and a varied key could collide)
            Map<Object, Object> copy = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : map.entrySet()) copy.put(e.getKey(), vary(path + "[" + e.getKey() + "]", e.getValue()));
            return copy;
        }
        if (v instanceof ModelObject m) return object(path, m);
        throw new IllegalArgumentException(path + ": no variation for a " + v.getClass().getName());
    }

    /** A primitive array (double[], long[]...) or an array of objects: the same length, each element varied as a list's. */
    private Object array(String path, Object array) {
        int length = Array.getLength(array);
        Object copy = Array.newInstance(array.getClass().getComponentType(), length);
        for (int i = 0; i < length; i++) Array.set(copy, i, vary(path + "[" + i + "]", Array.get(array, i)));
        return copy;
    }

    private Object object(String path, ModelObject m) {
        Object known = copies.get(m);
        if (known != null) return known;
        try {
            Object copy = m.getClass().getDeclaredConstructor().newInstance();
            copies.put(m, copy);   // before its fields, so a cycle back to it finds the copy
            for (Field f : ModelDiff.fields(m.getClass())) f.set(copy, vary(path + "." + f.getName(), f.get(m)));
            return copy;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(path + ": " + e, e);
        }
    }

    /** The same classes of characters, a length within a quarter of the original's; empty stays empty. */
    private String text(String s) {
        if (s.isEmpty()) return s;
        int[] points = s.codePoints().toArray();
        int spread = (int) Math.floor(points.length * LENGTH_SPREAD);
        int length = Math.max(1, points.length - spread + random.nextInt(2 * spread + 1));
        StringBuilder out = new StringBuilder(length + 4);
        // shorter: the first characters; longer: the characters again from the start
        for (int i = 0; i < length; i++) out.appendCodePoint(like(points[i % points.length]));
        return out.toString();
    }

    private int like(int c) {
        if (c >= 'a' && c <= 'z') return LOWER.charAt(random.nextInt(LOWER.length()));
        if (c >= 'A' && c <= 'Z') return UPPER.charAt(random.nextInt(UPPER.length()));
        if (c >= '0' && c <= '9') return DIGITS.charAt(random.nextInt(DIGITS.length()));
        return c;
    }

    /**
     * The same sign, a magnitude between half and twice the original's but within its bit length (and within
     * {@code maxBits}, the type's): zero stays zero, and the type's most negative value stays as it is.
     */
    private long number(long v, int maxBits) {
        if (v == 0 || v == Long.MIN_VALUE || maxBits == 31 && v == Integer.MIN_VALUE) return v;
        long magnitude = Math.abs(v);
        int bits = 64 - Long.numberOfLeadingZeros(magnitude);
        long ceiling = bits >= maxBits ? (maxBits == 63 ? Long.MAX_VALUE : Integer.MAX_VALUE) : (1L << bits) - 1;
        long low = Math.max(1, magnitude / 2);
        long high = magnitude > ceiling / 2 ? ceiling : magnitude * 2;
        long drawn = low + Math.floorMod(random.nextLong(), high - low + 1);
        return v < 0 ? -drawn : drawn;
    }

    /**
     * Between half and twice the original, with as many significant digits as it has (two at least); zero, NaN and the
     * infinities stay. The posts' values have short decimals, and a value of seventeen digits is one that a text codec
     * writing doubles its own way may not round-trip, a finding for edge-cases, not for a timed pool.
     */
    private double real(double v) {
        if (v == 0 || Double.isNaN(v) || Double.isInfinite(v)) return v;
        int digits = Math.max(2, new BigDecimal(Double.toString(v)).stripTrailingZeros().precision());
        return new BigDecimal(v * Math.pow(2, 2 * random.nextDouble() - 1)).round(new MathContext(digits)).doubleValue();
    }
}
