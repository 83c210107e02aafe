package serbench.data;

import java.util.function.Function;
import java.util.function.ObjLongConsumer;

/**
 * One format's zero-copy ops on one data set, beside its conversion: {@code access} reads the data set's subset from
 * the format's view over the bytes (the view its decode gives: a FlatBuffers root table, Cap'n Proto's readers, an SBE
 * decoder), {@code update} writes the subset's updated field into the very bytes the view is over, nothing re-encoded.
 */
public record ZeroCopy<M, N, A>(AccessSubset<M, A> subset, Function<N, A> access, ObjLongConsumer<N> update) {}
