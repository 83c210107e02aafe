package serbench.data.citm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The conversions' shared moves between the model's maps and lists and a format's: every map comes out in its
 * order (a LinkedHashMap), and a format without a map holds each as a list of key-value entries. Public: the
 * protobuf versioned rows' copies of CitmProto (build/era-protobuf.xml) call it from their own package.
 */
public final class Mapped {
    private Mapped() {}

    /** Each value converted, the keys and their order kept. */
    public static <A, B> Map<String, B> values(Map<String, A> map, Function<? super A, ? extends B> convert) {
        Map<String, B> out = new LinkedHashMap<>();
        for (Map.Entry<String, A> e : map.entrySet()) out.put(e.getKey(), convert.apply(e.getValue()));
        return out;
    }

    public static <A, B> List<B> list(List<A> list, Function<? super A, ? extends B> convert) {
        List<B> out = new ArrayList<>(list.size());
        for (A a : list) out.add(convert.apply(a));
        return out;
    }

    /** A map as a list of a format's entries, in its order. */
    static <V, E> List<E> entries(Map<String, V> map, BiFunction<String, V, E> entry) {
        List<E> out = new ArrayList<>(map.size());
        for (Map.Entry<String, V> e : map.entrySet()) out.add(entry.apply(e.getKey(), e.getValue()));
        return out;
    }

    /** Back from {@link #entries}. */
    static <V, E> Map<String, V> map(Iterable<E> entries, Function<E, String> key, Function<E, V> value) {
        Map<String, V> out = new LinkedHashMap<>();
        for (E e : entries) out.put(key.apply(e), value.apply(e));
        return out;
    }
}
