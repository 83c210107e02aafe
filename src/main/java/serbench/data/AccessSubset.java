package serbench.data;

import java.util.function.Function;
import java.util.function.ObjLongConsumer;

/**
 * A data set's fixed subset of fields for the zero-copy {@code access} op, and the one numeric field {@code update}
 * changes in place: defined once per data set, so every format that offers the ops reads and writes the same fields
 * (docs/method.md, "Zero-copy access and update").
 *
 * @param fields  the subset, in words, for the docs and reports
 * @param of      the subset of a model: what each format's reader must give back
 * @param updated the field {@code update} sets
 * @param update  sets that field on a model, so a checked update can be compared with the model it should give
 */
public record AccessSubset<M, A>(String fields, Function<M, A> of, String updated, ObjLongConsumer<M> update) {}
