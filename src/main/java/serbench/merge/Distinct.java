package serbench.merge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import serbench.results.Results;

/**
 * A pair's round trip and sizes once in a merge: every shard (and machine) that measured the pair on one of its
 * JVMs checked it, and the encoding is the same everywhere.
 */
final class Distinct {
    private Distinct() {}

    static void keep(Results r) {
        r.verification = distinct(r.verification, v -> v.dataset() + "/" + v.codec());
        r.sizes = distinct(r.sizes, s -> s.dataset() + "/" + s.codec());
    }

    private static <T> List<T> distinct(List<T> items, Function<T, String> key) {
        Map<String, T> first = new LinkedHashMap<>();
        items.forEach(i -> first.putIfAbsent(key.apply(i), i));
        return new ArrayList<>(first.values());
    }
}
