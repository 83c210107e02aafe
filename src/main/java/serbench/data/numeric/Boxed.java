package serbench.data.numeric;

import java.util.ArrayList;
import java.util.List;

/**
 * The arrays to and from lists of boxed values, for the formats whose classes hold a repeated number that way. Public:
 * the avro versioned rows' copies of NumericAvro (build/era-avro.xml) call it from their own package.
 */
public final class Boxed {
    private Boxed() {}

    public static List<Long> longs(long[] array) {
        List<Long> list = new ArrayList<>(array.length);
        for (long v : array) list.add(v);
        return list;
    }

    public static List<Double> doubles(double[] array) {
        List<Double> list = new ArrayList<>(array.length);
        for (double v : array) list.add(v);
        return list;
    }

    public static List<Float> floats(float[] array) {
        List<Float> list = new ArrayList<>(array.length);
        for (float v : array) list.add(v);
        return list;
    }

    /** Floats as doubles, for a format without a 32-bit float: every float is a double exactly. */
    public static List<Double> widened(float[] array) {
        List<Double> list = new ArrayList<>(array.length);
        for (float v : array) list.add((double) v);
        return list;
    }

    public static long[] longs(List<Long> list) {
        long[] array = new long[list.size()];
        for (int i = 0; i < array.length; i++) array[i] = list.get(i);
        return array;
    }

    public static double[] doubles(List<Double> list) {
        double[] array = new double[list.size()];
        for (int i = 0; i < array.length; i++) array[i] = list.get(i);
        return array;
    }

    public static float[] floats(List<Float> list) {
        float[] array = new float[list.size()];
        for (int i = 0; i < array.length; i++) array[i] = list.get(i);
        return array;
    }

    /** Back from {@link #widened}: each double was a float. */
    public static float[] narrowed(List<Double> list) {
        float[] array = new float[list.size()];
        for (int i = 0; i < array.length; i++) array[i] = list.get(i).floatValue();
        return array;
    }
}
