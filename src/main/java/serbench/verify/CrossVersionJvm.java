package serbench.verify;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.ChildJvm;
import serbench.bench.fork.ForkMain;
import serbench.codec.Codecs;
import serbench.data.Datasets;
import serbench.data.scale.SizeAxis;
import serbench.results.version.VersionCell;

/**
 * The cross-version reads of pairs whose rows need JVM options, in a JVM started with them:
 * {@code CrossVersionJvm SEED (DATASET TODAY ROW)...} says each pair's two cells ({@link CrossVersion#cells}), a line each.
 */
public final class CrossVersionJvm {
    private CrossVersionJvm() {}

    /** Each pair's cells, from one JVM started with {@code options}; those it did not say fail with how it ended. */
    static Map<CrossVersion.Pair, List<VersionCell>> cells(List<CrossVersion.Pair> pairs, List<String> options) {
        List<String> args = new ArrayList<>(List.of(String.valueOf(SizeAxis.seed())));
        pairs.forEach(p -> args.addAll(List.of(p.dataset().id(), p.today().id(), p.row().id())));
        List<VersionCell> said = new ArrayList<>();
        ChildJvm.Ending end = CodecJvm.said(options, CrossVersionJvm.class, args, VersionCell.class, said);
        Map<CrossVersion.Pair, List<VersionCell>> cells = new LinkedHashMap<>();
        for (int i = 0; i < pairs.size(); i++) {
            CrossVersion.Pair p = pairs.get(i);
            // a read that ended the JVM fails, and so do those after it: the JVM said nothing of them
            List<VersionCell> fallen = CrossVersion.both(p, VersionCell.FAILS,
                "its JVM (" + String.join(" ", options) + ") " + end.describe() + " before this read ended");
            cells.put(p, List.of(2 * i < said.size() ? said.get(2 * i) : fallen.get(0),
                2 * i + 1 < said.size() ? said.get(2 * i + 1) : fallen.get(1)));
        }
        return cells;
    }

    public static void main(String[] args) throws IOException {
        ForkMain.exitWithOrchestrator();
        PrintStream out = CodecJvm.stdout();
        SizeAxis.useSeed(Long.parseLong(args[0]));
        for (int i = 1; i + 2 < args.length; i += 3) {
            for (VersionCell cell : CrossVersion.cells(Codecs.byId(args[i + 1]).orElseThrow(), Codecs.byId(args[i + 2]).orElseThrow(),
                    Datasets.byId(args[i]).orElseThrow())) {
                CodecJvm.say(out, cell);
            }
        }
        // a library's threads may still run: this JVM's work is done
        System.exit(0);
    }
}
