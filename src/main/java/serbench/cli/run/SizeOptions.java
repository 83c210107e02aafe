package serbench.cli.run;

import java.util.List;
import picocli.CommandLine.Option;
import serbench.data.scale.SizeAxis;
import serbench.data.scale.SizeClass;

/** run's size axis: {@code --sizes} measures the chosen list-bearing data sets at those sizes, from {@code --seed}. */
final class SizeOptions {
    @Option(names = "--sizes", split = ",", paramLabel = "SIZE",
        description = "Measure the chosen data sets at these sizes instead, e.g. 1KB,10KB,100KB,1MB (1KB to 1MB): each a pool"
            + " of 8 generated values near that size in protobuf's encoding (docs/scaling.md). Only data sets that hold a"
            + " list: addressbook, dns-response, tree-1024, media, numeric ('all': every one of them).")
    List<String> sizes;

    @Option(names = "--seed", paramLabel = "N", description = "The seed of the --sizes values: the same seed, the same"
        + " values (default: " + SizeAxis.DEFAULT_SEED + ").")
    Long seed;

    /**
     * The data sets to measure: {@code chosen} without --sizes, else each of them at every size ({@code all}: every
     * data set with a size axis); the process then generates them from the seed.
     *
     * @throws IllegalArgumentException in one line: a bad size, a data set without a list, --seed without --sizes
     */
    List<String> datasets(List<String> chosen, boolean all) {
        if (sizes == null) {
            if (seed != null) throw new IllegalArgumentException("--seed needs --sizes: it seeds the values of the size axis");
            return chosen;
        }
        List<String> ids = SizeAxis.ids(all ? SizeAxis.bases() : chosen, SizeClass.parseAll(sizes));
        SizeAxis.useSeed(seed == null ? SizeAxis.DEFAULT_SEED : seed);
        return ids;
    }
}
