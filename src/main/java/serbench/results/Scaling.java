package serbench.results;

import java.util.List;

/**
 * The size axis of a run ({@code run --sizes}): the seed its values were generated from, the encoding their sizes
 * were aimed with, each data set's pool and every value's exact encoded size per codec.
 */
public record Scaling(long seed, String reference, List<Variant> variants, List<Sizes> sizes) {
    /** A data set on the size axis: its base data set, nominal size, and the list entries of each value of its pool. */
    public record Variant(String dataset, String base, String size, int nominalBytes, List<Integer> entries) {}

    /** The exact encoded size of each value of a pool, in pool order, for one codec. */
    public record Sizes(String dataset, String codec, List<Integer> bytes) {
        /** The mean over the pool: the bytes an op handles on average, as a figure averages the pool's values. */
        public double mean() {
            return bytes.stream().mapToInt(Integer::intValue).average().orElse(Double.NaN);
        }
    }

    public java.util.Optional<Sizes> sizes(String dataset, String codec) {
        return sizes.stream().filter(s -> s.dataset().equals(dataset) && s.codec().equals(codec)).findFirst();
    }
}
