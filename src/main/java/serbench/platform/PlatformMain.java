package serbench.platform;

import java.util.ArrayList;
import java.util.List;
import serbench.bench.fork.ForkMain;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * A JVM of the platform matrix: {@code PlatformMain CODEC DATASET...}, one codec's round trip on each data set, a line
 * each on standard output ({@link ChildReport}). Its standard error is the JDK's and the codec's alone: serbench's own
 * part (the data sets' values) is done and said before the codec's first class loads.
 */
public final class PlatformMain {
    private PlatformMain() {}

    public static void main(String[] args) {
        ForkMain.exitWithOrchestrator();
        Codec codec = Codecs.byId(args[0]).orElseThrow();
        List<Dataset<?>> datasets = new ArrayList<>();
        for (int i = 1; i < args.length; i++) datasets.add(Datasets.byId(args[i]).orElseThrow());
        datasets.forEach(Dataset::build);
        System.err.println(ChildReport.CODEC_STARTS);
        System.err.flush();
        for (Dataset<?> d : datasets) {
            Verdict v = RoundTrip.check(codec, d);
            System.out.println(ChildReport.line(v));
            System.out.flush();
        }
        // a library's threads may still run: this JVM's work is done
        System.exit(0);
    }
}
