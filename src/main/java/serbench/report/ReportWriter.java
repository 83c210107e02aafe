package serbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import serbench.results.Csv;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** Writes a run's reports beside its results.json, each file atomically, all from the results alone. */
public final class ReportWriter {
    public static final String CSV_HEADER = "jvm,dataset,codec,op,threads,mode,score,error,unit,alloc_bytes_per_op,samples,min,max,gc_nanos_per_op,same_as,same_bytes";

    private ReportWriter() {}

    /** @param presetMarkdown the classic post's tables for a preset run, or null */
    public static void writeAll(Results results, Path dir, String presetMarkdown) throws IOException {
        // every report made before any is written: one that cannot be made leaves the others as they were, not half new
        Map<String, String> reports = new LinkedHashMap<>();
        reports.put("results.csv", csv(results));
        reports.put("report.md", MarkdownReport.render(results));
        reports.put("report.html", HtmlReport.render(results, presetMarkdown));
        reports.put(JmhJson.FILE, JmhJson.render(results));
        for (Map.Entry<String, String> e : reports.entrySet()) ResultsStore.writeAtomically(dir.resolve(e.getKey()), e.getValue());
    }

    /** The measurement records of results.json, one per line. */
    static String csv(Results results) {
        StringBuilder sb = new StringBuilder(CSV_HEADER).append('\n');
        for (Measurement m : results.results) {
            sb.append(Csv.line(m.jvm(), m.dataset(), m.codec(), m.op(), m.threads(),
                m.mode(), number(m.score()), m.error() == null ? "" : number(m.error()), m.unit(),
                m.allocBytesPerOp() == null ? "" : number(m.allocBytesPerOp()), m.samples(),
                number(m.min()), number(m.max()), m.gcNanosPerOp() == null ? "" : number(m.gcNanosPerOp()),
                m.sameAs() == null ? "" : m.sameAs(), m.sameBytes() == null ? "" : m.sameBytes())).append('\n');
        }
        return sb.toString();
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%.6g", v);
    }
}
