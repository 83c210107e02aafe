package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import serbench.bench.FirstCallRun;
import serbench.bench.RunLock;
import serbench.data.Dataset;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** {@code run --first-call}: after the run has measured, the first calls of its codecs, baselines too, on its built-in data sets. */
final class RunFirstCall {
    private RunFirstCall() {}

    static void add(Results r, Path dir, int jvms, PrintWriter console) throws Exception {
        List<String> datasets = RunMatrices.builtInDatasets(r).stream().map(Dataset::id).toList();
        try {
            FirstCallRun.measure(r, new ArrayList<>(r.codecs.keySet()), datasets, jvms, dir, console);
        } catch (RunLock.Held e) {
            console.println("serbench: no first-call figures: " + e.getMessage());
            return;
        }
        ResultsStore.save(r, dir.resolve(ResultsStore.FILE));
    }
}
