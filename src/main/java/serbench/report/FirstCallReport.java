package serbench.report;

import java.io.IOException;
import java.nio.file.Path;
import serbench.report.chart.SvgChart;
import serbench.report.section.FirstCallHtml;
import serbench.report.section.FirstCallMarkdown;
import serbench.report.section.ReportAppendix;
import serbench.report.section.ReportHeading;
import serbench.report.view.HtmlMarkdown;
import serbench.report.view.MarkdownText;
import serbench.results.FirstCallFigures;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * The reports of {@code serbench first-call}, which measures nothing else: results.csv of its figures, and report.md
 * and report.html holding the first-call section and the environment, each written atomically.
 */
public final class FirstCallReport {
    private FirstCallReport() {}

    /** True for the results of {@code serbench first-call}: first-call figures and no run behind them. */
    public static boolean only(Results r) {
        return r.firstCall != null && r.settings == null;
    }

    public static void writeAll(Results r, Path dir) throws IOException {
        ResultsStore.writeAtomically(dir.resolve("results.csv"), FirstCallFigures.csv(r.firstCall));
        ResultsStore.writeAtomically(dir.resolve("report.md"), markdown(r));
        ResultsStore.writeAtomically(dir.resolve("report.html"), html(r));
    }

    static String title(Results r) {
        return ReportHeading.title(r) + ": first call";
    }

    static String markdown(Results r) {
        return "# " + MarkdownText.plain(title(r)) + "\n\n" + ReportHeading.lede(r) + "\n\n"
            + (r.environment.complete ? "" : "> " + unfinished(r) + "\n\n") + FirstCallMarkdown.markdown(r)
            + "\n## Environment\n\n" + ReportAppendix.environment(r);
    }

    /** An interrupted measurement's reports hold the JVMs it finished: first of all, they say so, and how to finish it. */
    private static String unfinished(Results r) {
        return "**Warning, unfinished:** it was interrupted with the figures of " + r.firstCall.samples().size() + " fresh JVMs;"
            + " the JVMs it had not reached are missing. `serbench first-call --resume` on its folder measures the rest.";
    }

    static String html(Results r) {
        return HtmlReport.page(title(r), "<header><h1>" + SvgChart.esc(title(r)) + "</h1>\n<p class='lede'>"
            + HtmlMarkdown.inline(ReportHeading.lede(r)) + "</p>\n"
            + (r.environment.complete ? "" : "<p class='qualifier warn'>" + HtmlMarkdown.inline(unfinished(r)) + "</p>\n")
            + "</header>\n" + FirstCallHtml.section(r)
            + "<details id='environment'><summary>Environment: the machine and the JVM</summary><div class='env'>"
            + HtmlMarkdown.md(ReportAppendix.environment(r)) + "</div></details>\n");
    }
}
