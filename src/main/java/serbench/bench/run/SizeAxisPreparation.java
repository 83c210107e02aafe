package serbench.bench.run;

import java.util.ArrayList;
import java.util.List;
import serbench.codec.Binding;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.scale.Pool;
import serbench.data.scale.SizeAxis;
import serbench.results.Results;
import serbench.results.Scaling;

/** What results.json keeps of a run's size axis: the seed, the pools, and each value's exact size per passing codec. */
final class SizeAxisPreparation {
    private SizeAxisPreparation() {}

    /** Null when none of the run's data sets is on the size axis. */
    static Scaling describe(Results r) throws Exception {
        List<Scaling.Variant> variants = new ArrayList<>();
        List<Scaling.Sizes> sizes = new ArrayList<>();
        for (String id : r.datasets.keySet()) {
            Pool<?> pool = SizeAxis.pool(id).orElse(null);
            if (pool == null) continue;
            variants.add(new Scaling.Variant(id, pool.baseId(), pool.size().label(), pool.size().bytes(),
                java.util.Arrays.stream(pool.entries()).boxed().toList()));
            for (Results.Check check : r.verification) {
                if (check.dataset().equals(id) && check.status() == Results.Check.Status.PASS) {
                    sizes.add(new Scaling.Sizes(id, check.codec(), encodedSizes(check.codec(), pool)));
                }
            }
        }
        return variants.isEmpty() ? null : new Scaling(SizeAxis.seed(), "protobuf", variants, sizes);
    }

    @SuppressWarnings("unchecked")
    private static List<Integer> encodedSizes(String codec, Pool<?> pool) throws Exception {
        Binding<Object, Object> binding = (Binding<Object, Object>) Codecs.byId(codec).orElseThrow().binding(pool.dataset());
        List<Integer> bytes = new ArrayList<>();
        for (Dataset<?> value : pool.valueDatasets()) bytes.add(binding.encode(binding.build(value.build())).length);
        return bytes;
    }
}
