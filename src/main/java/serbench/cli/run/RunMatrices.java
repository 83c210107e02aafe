package serbench.cli.run;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import serbench.bench.run.BenchRun;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.scale.SizeAxis;
import serbench.evolution.Cell;
import serbench.evolution.EvolutionMatrix;
import serbench.interop.InteropMatrix;
import serbench.platform.Jdks;
import serbench.platform.PlatformRun;
import serbench.results.InteropCell;
import serbench.results.Results;
import serbench.safety.Attack;
import serbench.safety.SafetyRun;

/**
 * The matrices {@code run --safety}, {@code run --evolution}, {@code run --interop} and {@code run --platform} compute
 * before measuring, for the run's own codecs (and, but for evolution, data sets), as the commands of those names would.
 */
final class RunMatrices {
    private RunMatrices() {}

    /** All four, safety first; each runs only when the run's settings ask for it and results.json lacks it. */
    static List<BenchRun.Prelude> all() {
        return List.of(new Safety(), new Evolution(), new Interop(), new Platform());
    }

    /** The run's codecs, without the baselines every run adds: they are no formats to attack or evolve. */
    static List<Codec> codecs(Results r) {
        return r.settings.plans().stream().flatMap(p -> p.codecs().stream()).distinct()
            .map(id -> Codecs.byId(id).orElseThrow()).filter(c -> !c.baseline()).toList();
    }

    /** The run's built-in data sets: a Python peer has no model of the user's own classes nor of the size axis's. */
    static List<Dataset<?>> builtInDatasets(Results r) {
        return Datasets.registered(r.settings.plans().stream().flatMap(p -> p.datasets().stream()).toList());
    }

    /** The run's built-in data sets and the user's own (which the safety JVM is given): not the size axis's. */
    static List<Dataset<?>> safetyDatasets(Results r) {
        List<String> own = r.settings.plans().stream().flatMap(p -> p.datasets().stream()).distinct()
            .filter(id -> Datasets.registered(List.of(id)).isEmpty() && SizeAxis.pool(id).isEmpty()).toList();
        return java.util.stream.Stream.concat(builtInDatasets(r).stream(), own.stream().map(id -> Datasets.byId(id).orElseThrow())).toList();
    }

    static final class Safety implements BenchRun.Prelude {
        @Override public String name() {
            return "safety matrix (" + SafetyRun.DEFAULT_TRIALS + " trials per attack)";
        }

        @Override public boolean missing(Results r) {
            return r.settings.safety() && r.safety == null;
        }

        @Override public void compute(Results r, PrintWriter out, List<String> jvmOptions) throws Exception {
            r.safety = SafetyRun.run(codecs(r), safetyDatasets(r), Arrays.asList(Attack.values()), SafetyRun.DEFAULT_TRIALS,
                SafetyRun.DEFAULT_SEED, jvmOptions, done -> {
                    out.println("[safety] " + done);
                    out.flush();
                });
        }
    }

    static final class Evolution implements BenchRun.Prelude {
        @Override public String name() {
            return "schema evolution matrix";
        }

        @Override public boolean missing(Results r) {
            return r.settings.evolution() && r.evolution == null;
        }

        @Override public void compute(Results r, PrintWriter out, List<String> jvmOptions) {
            r.evolution = EvolutionMatrix.run(codecs(r)).stream().map(Cell::stored).toList();
        }
    }

    static final class Interop implements BenchRun.Prelude {
        @Override public String name() {
            return "cross-language matrix";
        }

        @Override public boolean missing(Results r) {
            return r.settings.interop() && r.interop == null;
        }

        @Override public void compute(Results r, PrintWriter out, List<String> jvmOptions) throws Exception {
            r.interop = InteropMatrix.run(codecs(r), builtInDatasets(r), line -> {
                out.println(line);
                out.flush();
            }).stream().map(c -> new InteropCell(c.codec(), c.dataset(), c.language(), c.direction(), c.outcome(), c.note())).toList();
        }
    }

    static final class Platform implements BenchRun.Prelude {
        @Override public String name() {
            return "platform matrix";
        }

        @Override public boolean missing(Results r) {
            return r.settings.platform() && r.platform == null;
        }

        /** On the run's JDKs, not with the run's class data archive: each JDK maps only an archive of its own. */
        @Override public void compute(Results r, PrintWriter out, List<String> jvmOptions) throws Exception {
            r.platform = PlatformRun.run(codecs(r), builtInDatasets(r), Jdks.of(r.settings.jvms().stream().map(Path::of).toList()),
                line -> {
                    out.println("[platform] " + line);
                    out.flush();
                });
        }
    }
}
