package serbench.platform;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.ChildJvm;
import serbench.results.PlatformCell;
import serbench.verify.Verdict;

/**
 * What a JVM of the platform matrix said, read into its cells: a line per data set on its standard output
 * ({@code platform-cell pass DATASET}, {@code platform-cell fail DATASET REASON}, {@code platform-cell unsupported
 * DATASET REASON}), and on its standard error what the JDK and the libraries printed, verbatim.
 */
final class ChildReport {
    private static final String PREFIX = "platform-cell ";
    /** What the JVM prints on its standard error once serbench's own part is done, before the codec's first class loads. */
    static final String CODEC_STARTS = "serbench-platform: the codec starts";
    /** Lines kept of a JVM's standard error: a stack trace a library prints (msgpack's) is long, and its start says it. */
    static final int MAX_LINES = 40;

    private ChildReport() {}

    /** A verdict as the JVM prints it. */
    static String line(Verdict v) {
        return PREFIX + switch (v.status()) {
            case PASS -> "pass " + v.dataset();
            case FAIL -> "fail " + v.dataset() + " " + oneLine(v.reason());
            case UNSUPPORTED -> "unsupported " + v.dataset() + " " + oneLine(v.reason());
        };
    }

    /**
     * The cells of one JVM, a data set each, in {@code datasets}' order. A round trip that passed is {@code warns} when
     * the JVM printed anything on its standard error; a data set the JVM never reached (it died, or was stopped) fails
     * with the exception the JVM named on its way out, or how it ended.
     */
    static List<PlatformCell> cells(String codec, String jdk, Mode mode, List<String> datasets, List<String> out, List<String> err,
                                    ChildJvm.Ending end) {
        Map<String, String[]> said = new LinkedHashMap<>();
        for (String line : out) {
            if (!line.startsWith(PREFIX)) continue;   // the codec's own prints
            String[] parts = line.substring(PREFIX.length()).split(" ", 3);
            if (parts.length >= 2) said.putIfAbsent(parts[1], parts);
        }
        List<String> warnings = warnings(err);
        List<PlatformCell> cells = new ArrayList<>();
        for (String d : datasets) {
            String[] p = said.get(d);
            String why = p == null || p.length < 3 ? null : p[2];
            String outcome = p == null ? PlatformCell.FAILS : switch (p[0]) {
                case "pass" -> warnings.isEmpty() ? PlatformCell.PASS : PlatformCell.WARNS;
                case "unsupported" -> PlatformCell.UNSUPPORTED;
                default -> PlatformCell.FAILS;
            };
            if (p == null) why = ending(err, end);
            cells.add(new PlatformCell(codec, d, jdk, mode.id(), outcome, why, warnings));
        }
        return cells;
    }

    /**
     * What the JVM printed on its standard error, but serbench's marker and the launcher's "Picked up JAVA_TOOL_OPTIONS"
     * (the environment's, not the codec's); at most {@link #MAX_LINES} lines, then how many more there were.
     */
    static List<String> warnings(List<String> err) {
        List<String> lines = err.stream().filter(l -> !l.equals(CODEC_STARTS) && !l.startsWith("Picked up ") && !l.isBlank()).toList();
        if (lines.size() <= MAX_LINES) return lines;
        List<String> kept = new ArrayList<>(lines.subList(0, MAX_LINES));
        kept.add("... (" + (lines.size() - MAX_LINES) + " more lines)");
        return kept;
    }

    /** Why a JVM gave no verdict on a data set: the exception it died of, as it named it, or how it ended. */
    private static String ending(List<String> err, ChildJvm.Ending end) {
        if (end.stopped()) return "the JVM " + end.describe();
        String uncaught = "Exception in thread \"main\" ";
        return err.stream().filter(l -> l.startsWith(uncaught)).map(l -> l.substring(uncaught.length())).findFirst()
            .or(() -> err.stream().filter(l -> l.startsWith("Error") || l.startsWith("Unrecognized option")).findFirst())
            .orElse("the JVM " + end.describe() + " before this data set");
    }

    private static String oneLine(String reason) {
        return reason == null ? "" : reason.replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }
}
