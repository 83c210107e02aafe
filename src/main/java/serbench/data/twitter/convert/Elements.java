package serbench.data.twitter.convert;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Lists and arrays between the model and the formats' classes, for every conversion of twitter.json. */
public final class Elements {
    private Elements() {}

    /** Each element converted, in a new list of the model's (an ArrayList, as every model list is). */
    public static <A, B> List<B> map(List<A> list, Function<A, B> convert) {
        List<B> out = new ArrayList<>(list.size());
        for (A a : list) out.add(convert.apply(a));
        return out;
    }

    /** The model's int[] as the boxed list Wire's, Thrift's and Avro's classes hold. */
    public static List<Integer> boxed(int[] values) {
        List<Integer> out = new ArrayList<>(values.length);
        for (int v : values) out.add(v);
        return out;
    }

    public static int[] ints(List<Integer> values) {
        int[] out = new int[values.size()];
        for (int i = 0; i < out.length; i++) out[i] = values.get(i);
        return out;
    }
}
