package serbench.cli.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.bench.run.FirstCallRun;
import serbench.cli.shared.CodecChoice;
import serbench.interop.InteropMatrix;
import serbench.interop.PeerUnavailableException;
import serbench.results.Op;
import serbench.size.Compression;

/**
 * What {@code run} measures beside the codecs' times: the matrices it computes first, the first calls next, the
 * compressors it times; and {@code --all-aspects}, every one of them, for the scorecard's whole answer.
 */
final class Aspects {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE) CommandLine.Model.CommandSpec spec;

    @Option(names = "--safety", description = "Also compute the safety matrix (as 'serbench safety') of the run's codecs and"
        + " data sets before measuring, into the results and reports (about 1 s per codec and data set).")
    boolean safety;

    @Option(names = "--evolution", description = "Also compute the schema evolution matrix (as 'serbench evolution') of the"
        + " run's codecs before measuring, into the results and reports.")
    boolean evolution;

    @Option(names = "--interop", description = "Also compute the cross-language matrix (as 'serbench interop') of the run's"
        + " codecs and data sets before measuring, into the results and reports (needs python3; see docs/interop.md).")
    boolean interop;

    @Option(names = "--platform", description = "Also compute the platform matrix (as 'serbench platform') of the run's codecs"
        + " and built-in data sets on the run's JDKs and the newest JDK installed beside serbench's, before measuring, into the"
        + " results and reports (a few seconds per codec and JDK; docs/platform.md).")
    boolean platform;

    @Option(names = "--first-call", arity = "0..1", fallbackValue = "" + FirstCallRun.DEFAULT_JVMS, paramLabel = "JVMS",
        description = "Also measure first calls (as 'serbench first-call') of the run's codecs on its built-in data sets, in JVMS"
            + " fresh JVMs each (default " + FirstCallRun.DEFAULT_JVMS + "), before measuring and inside --time-limit, into the"
            + " results and reports.")
    Integer firstCall;

    @Option(names = "--compressors", split = ",", paramLabel = "NAME",
        description = "Also time these compressors compressing and decompressing each codec's bytes: zstd, lz4, snappy, gzip,"
            + " deflate, or all (docs/calculator.md).")
    List<String> compressors;

    @Option(names = "--all-aspects", description = "The whole answer, for the report's scorecard: like-for-like times (build+ser,"
        + " deser-read), the compressors " + ALL_ASPECTS_COMPRESSORS + ", the safety, evolution, cross-language (where Python 3"
        + " is here) and platform matrices, and first calls in " + ALL_ASPECTS_FIRST_CALLS + " JVMs each; the other options"
        + " of these aspects, given too, take precedence.")
    boolean allAspects;

    /** The compressors --all-aspects times: the fastest and the best-ratio of today's services' choices (docs/calculator.md). */
    static final String ALL_ASPECTS_COMPRESSORS = "zstd,lz4";
    /**
     * Fresh JVMs per pair for --all-aspects' first calls: two, not first-call's five, to keep the whole answer near a
     * quarter of an hour here. First calls of the codecs span a factor of 300 (4 ms to 1 s on media); the mean of two
     * JVMs was within 2.8% of three's median at the median codec and within 9.8% for 90% of them (51 pairs).
     */
    static final int ALL_ASPECTS_FIRST_CALLS = 2;
    /** The ops --all-aspects times of the codecs: the like-for-like ones the scorecard and the calculator read. */
    static final List<String> ALL_ASPECTS_OPS = List.of(Op.BUILD_SER.id(), Op.DESER_READ.id());

    boolean safety() {
        return safety || allAspects;
    }

    boolean evolution() {
        return evolution || allAspects;
    }

    boolean platform() {
        return platform || allAspects;
    }

    /** --interop, or --all-aspects where the peers can run (else it says why not, on {@code console}). */
    boolean interop(PrintWriter console) {
        if (interop) {
            try {
                InteropMatrix.requirePeers();
            } catch (PeerUnavailableException | IOException e) {
                throw usage("--interop: " + e.getMessage());
            }
            return true;
        }
        if (!allAspects) return false;
        String missing = pythonMissing();
        if (missing != null) console.println("serbench: --all-aspects without the cross-language matrix: " + missing);
        return missing == null;
    }

    Integer firstCall() {
        if (firstCall != null && (firstCall < 1 || firstCall > 100)) throw usage("--first-call " + firstCall + ": give 1 to 100 fresh JVMs");
        return firstCall != null ? firstCall : allAspects ? Integer.valueOf(ALL_ASPECTS_FIRST_CALLS) : null;
    }

    /** The ops to time: {@code ops} (or --all-aspects' own, unless --ops was given), then the compressors' two each. */
    List<String> ops(List<String> ops, boolean opsGiven) {
        List<String> all = new ArrayList<>(allAspects && !opsGiven ? ALL_ASPECTS_OPS : ops);
        List<String> names = compressors != null ? compressors
            : allAspects ? List.of(ALL_ASPECTS_COMPRESSORS.split(",")) : List.of();
        for (Compression c : CodecChoice.resolve(spec.commandLine(), "--compressors", "compressor", names, List.of(),
                Compression::key, Aspects::compression, Arrays.asList(Compression.values()))) {
            for (Op op : List.of(Op.of(c, false), Op.of(c, true))) if (!all.contains(op.id())) all.add(op.id());
        }
        return all;
    }

    private static java.util.Optional<Compression> compression(String key) {
        return Arrays.stream(Compression.values()).filter(c -> c.key().equals(key)).findFirst();
    }

    /** Why the Python peer cannot run here, or null: the peer's own test of its interpreter (interop/python/peer). */
    private static String pythonMissing() {
        String python = System.getenv().getOrDefault("SERBENCH_PYTHON", "python3");
        try {
            InteropMatrix.requirePeers();
            Process p = new ProcessBuilder(python, "-c", "import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 9))")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                return python + " did not answer within 30 s";
            }
            return p.exitValue() == 0 ? null : python + " is older than 3.9 or lacks venv (docs/interop.md)";
        } catch (IOException e) {
            return python + " not found (docs/interop.md)";
        } catch (PeerUnavailableException e) {
            return e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
