package serbench.report;

import serbench.report.view.ReportTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import serbench.report.chart.SvgChart;
import serbench.report.section.CalculatorHtml;
import serbench.report.section.CompressionMarkdown;
import serbench.report.section.EvolutionMarkdown;
import serbench.report.section.FigureTable;
import serbench.report.section.FirstCallHtml;
import serbench.report.section.FirstCallMarkdown;
import serbench.report.section.Heatmap;
import serbench.report.section.HtmlCharts;
import serbench.report.section.InteropMarkdown;
import serbench.report.section.NeedFilter;
import serbench.report.section.PlatformMarkdown;
import serbench.report.section.ReportAppendix;
import serbench.report.section.ReportHeading;
import serbench.report.section.SafetyMarkdown;
import serbench.report.section.ScalingReport;
import serbench.report.section.Scorecard;
import serbench.report.section.ScorecardHtml;
import serbench.report.view.HtmlMarkdown;
import serbench.report.view.HtmlTable;
import serbench.report.view.OutcomeGrid;
import serbench.report.view.ReportTables.Section;
import serbench.report.view.ReportTables.Table;
import serbench.report.view.Standings;
import serbench.results.Results;

/**
 * report.html: one self-contained page (inline CSS, SVG and a small script; nothing fetched) that answers
 * first: the title, what qualifies the figures and, per data set, the best codec of each like-for-like column
 * beside a chart of size against time; with several data sets, codec × data set grids before them. Then the
 * bar charts and the sortable tables, the matrices, the codecs, and the environment and method folded away.
 * Every table is complete without the script, which only sorts and filters.
 */
public final class HtmlReport {
    private HtmlReport() {}

    /** @param presetMarkdown the classic post's tables for a preset run, or null */
    public static String render(Results r, String presetMarkdown) {
        List<Section> sections = ReportTables.sections(r);
        Map<String, List<String>> traits = NeedFilter.rowTokens(r);
        StringBuilder body = new StringBuilder("<header><h1>").append(SvgChart.esc(ReportHeading.title(r))).append("</h1>\n<p class='lede'>")
            .append(HtmlMarkdown.inline(ReportHeading.lede(r))).append("</p>\n");
        for (String q : ReportHeading.qualifiers(r)) {
            body.append("<p class='qualifier").append(q.contains("Warning") || q.contains("smoke run") ? " warn" : "").append("'>")
                .append(HtmlMarkdown.inline(q)).append("</p>\n");
        }
        body.append("<p class='read'>").append(HtmlMarkdown.inline(ReportHeading.howToRead(r))).append("</p></header>\n");
        String missing = ReportAppendix.notMeasured(r), details = ReportAppendix.figureDetails(r);
        body.append("<div class='bar'>").append(nav(r, sections, !missing.isEmpty(), !details.isEmpty())).append(filters(r)).append("</div>\n");
        for (int i = 0; i < sections.size(); i++) {
            Section s = sections.get(i);
            List<Table> tables = ReportTables.tables(r, s);
            body.append("<section><h2 id='s").append(i).append("'>").append(SvgChart.esc(s.title())).append("</h2>\n");
            if (tables.size() > 1) body.append(overview(r, tables, traits));
            for (int k = 0; k < tables.size(); k++) body.append(dataset(r, tables.get(k), "s" + i + "-" + k));
            body.append(HtmlCharts.treeCharts(s, tables)).append("</section>\n");
        }
        String jvms = JvmComparison.markdown(r);
        if (!jvms.isEmpty()) body.append("<div class='figures'>").append(HtmlMarkdown.md(jvms)).append("</div>\n");
        body.append(ScalingReport.html(r));
        String compression = CompressionMarkdown.markdown(r);
        if (!compression.isEmpty()) {
            body.append("<h2 id='").append(CompressionMarkdown.ID).append("'>").append(CompressionMarkdown.TITLE).append("</h2>\n<div class='figures'>")
                .append(HtmlMarkdown.md(compression)).append("</div>\n");
        }
        body.append(ScorecardHtml.section(r));
        body.append(CalculatorHtml.section(r));
        if (!missing.isEmpty()) body.append("<h2 id='missing'>Not measured</h2>\n").append(HtmlMarkdown.md(missing));
        if (r.safety != null) {
            body.append(matrix("safety", MarkdownReport.SAFETY, MarkdownReport.SAFETY_INTRO, SafetyMarkdown.grid(r.safety),
                SafetyMarkdown.explanation(r.safety)));
        }
        if (r.evolution != null) {
            body.append(matrix("evolution", MarkdownReport.EVOLUTION, MarkdownReport.EVOLUTION_INTRO, EvolutionMarkdown.grid(r.evolution),
                EvolutionMarkdown.explanation(r.evolution)));
        }
        if (r.interop != null) {
            body.append(matrix("interop", MarkdownReport.INTEROP, MarkdownReport.INTEROP_INTRO, InteropMarkdown.grid(r.interop),
                InteropMarkdown.explanation(r.interop)));
        }
        if (r.platform != null) {
            body.append(matrix("platform", MarkdownReport.PLATFORM, MarkdownReport.PLATFORM_INTRO,
                PlatformMarkdown.grid(r.platform, PlatformMarkdown.declared(r)), PlatformMarkdown.explanation(r.platform)));
        }
        if (r.firstCall != null) body.append(FirstCallHtml.section(r));
        if (presetMarkdown != null) {
            body.append("<h2 id='preset'>The classic post, then and now</h2>\n<div class='preset'>").append(HtmlMarkdown.md(presetMarkdown)).append("</div>");
        }
        body.append("<h2 id='codecs'>Codecs</h2>\n").append(codecs(r, traits));
        if (!details.isEmpty()) {
            body.append("<details id='details'><summary>Figure details: what each re-measured or disturbed figure discounted</summary>")
                .append("<div class='figures'>").append(HtmlMarkdown.md(details)).append("</div></details>\n");
        }
        body.append("<details id='environment'><summary>Environment: the machine, the JVM, how noisy the run was</summary>")
            .append("<div class='env'>").append(HtmlMarkdown.md(ReportAppendix.environment(r))).append("</div></details>\n");
        body.append("<details id='method'><summary>Method: how each figure and its ± were made</summary>")
            .append(HtmlMarkdown.md(MarkdownReport.METHOD)).append("</details>\n");
        return page(ReportHeading.title(r), body);
    }

    /** The self-contained page around a report's body. */
    static String page(String title, CharSequence body) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,"
            + " initial-scale=1\">\n<title>" + SvgChart.esc(title) + "</title>\n<style>\n" + PageAssets.CSS
            + "</style></head><body>\n" + body + "<script>\n" + PageAssets.SCRIPT + "(function () {\n" + CalculatorHtml.SCRIPT
            + "})();\n</script>\n</body></html>\n";
    }

    /** Links to every part of the page, in one line. */
    private static String nav(Results r, List<Section> sections, boolean missing, boolean details) {
        List<String> links = new ArrayList<>();
        boolean several = sections.size() > 1;
        for (int i = 0; i < sections.size(); i++) {
            List<Table> tables = ReportTables.tables(r, sections.get(i));
            if (several) links.add("<a href='#s" + i + "'>" + SvgChart.esc(sections.get(i).title()) + "</a>");
            if (tables.size() <= 12) {
                for (int k = 0; k < tables.size(); k++) {
                    links.add("<a href='#s" + i + "-" + k + "'>" + SvgChart.esc(tables.get(k).dataset()) + "</a>");
                }
            }
        }
        if (r.scaling != null) links.add("<a href='#scaling'>" + ScalingReport.TITLE + "</a>");
        if (!CompressionMarkdown.markdown(r).isEmpty()) links.add("<a href='#" + CompressionMarkdown.ID + "'>" + CompressionMarkdown.TITLE + "</a>");
        if (!ReportTables.oneThread(r).isEmpty()) {
            links.add("<a href='#scorecard'>" + Scorecard.TITLE + "</a>");
            links.add("<a href='#" + CalculatorHtml.ID + "'>Cost calculator</a>");
        }
        if (missing) links.add("<a href='#missing'>Not measured</a>");
        if (r.safety != null) links.add("<a href='#safety'>Safety</a>");
        if (r.evolution != null) links.add("<a href='#evolution'>Schema evolution</a>");
        if (r.interop != null) links.add("<a href='#interop'>Cross-language</a>");
        if (r.platform != null) links.add("<a href='#platform'>" + MarkdownReport.PLATFORM + "</a>");
        if (r.firstCall != null) links.add("<a href='#" + FirstCallHtml.ID + "'>" + FirstCallMarkdown.TITLE + "</a>");
        links.add("<a href='#codecs'>Codecs</a>");
        if (details) links.add("<a href='#details'>Figure details</a>");
        links.add("<a href='#environment'>Environment</a>");
        links.add("<a href='#method'>Method</a>");
        return "<nav>" + String.join(" · ", links) + "</nav>\n";
    }

    /**
     * Buttons that show only the codecs with chosen traits, in every table on the page; hidden until the script
     * shows them, since without it they could do nothing.
     */
    private static String filters(Results r) {
        List<List<String>> groups = List.of(List.of("schema", "reflection"), List.of("binary", "text"),
            List.of("cross-language", "java-only"), List.of("lazy-access"), List.of("needs-registration"), List.of("buffer-reused"),
            List.of("references-tracked"), List.of("unsafe-memory"), List.of("stream", "bytebuffer", "string"));
        java.util.Set<String> present = new java.util.HashSet<>();
        r.codecs.values().forEach(c -> { if (c.traits() != null) present.addAll(c.traits()); });
        StringBuilder h = new StringBuilder("<div id='filters' hidden><span>Show only:</span>").append(NeedFilter.buttons(r));
        for (int g = 0; g < groups.size(); g++) {
            for (String t : groups.get(g)) {
                if (!present.contains(t)) continue;
                h.append("<button type='button' aria-pressed='false' data-group='").append(g).append("' data-trait='").append(t).append("'>")
                    .append(t).append("</button>");
            }
        }
        return h.append("<span id='shown'></span></div>\n").toString();
    }

    /** With several data sets: the best codec per data set, then codec × data set grids of time and size. */
    private static String overview(Results r, List<Table> tables, Map<String, List<String>> traits) {
        StringBuilder heats = new StringBuilder();
        for (Heatmap h : Heatmap.of(tables)) {
            heats.append("<div><h3>").append(SvgChart.esc(MarkdownReport.capitalised(h.title()))).append("</h3>").append(h.html(traits)).append("</div>");
        }
        return "<h3>Best per data set</h3>\n" + bestPerDataset(r, tables) + "<div class='heats'>" + heats + "</div>\n"
            + "<p class='note'>Green is the best, red 32 times the best or worse (colours on a log scale); codecs sorted by"
            + " their geometric mean over the data sets; a dash: no figure (hover for why).</p>\n";
    }

    /** One row per data set, the best real codec of each like-for-like column in its cell, the ties under it. */
    private static String bestPerDataset(Results r, List<Table> tables) {
        List<String> columns = Standings.of(tables.get(0)).bests().stream().map(Standings.Best::column).toList();
        StringBuilder h = new StringBuilder("<div class='table-wrap'><table class='bests per-dataset'><thead><tr><th>data set</th>");
        columns.forEach(c -> h.append("<th>").append(SvgChart.esc(c)).append("</th>"));
        h.append("</tr></thead><tbody>");
        for (Table t : tables) {
            h.append("<tr><td>").append(SvgChart.esc(t.dataset())).append("</td>");
            List<Standings.Best> bests = Standings.of(t).bests();
            for (String c : columns) {
                h.append("<td>");
                bests.stream().filter(b -> b.column().equals(c)).findFirst().ifPresentOrElse(b -> h.append(best(r, b)), () -> h.append("—"));
                h.append("</td>");
            }
            h.append("</tr>");
        }
        return h.append("</tbody></table></div>\n").toString();
    }

    /** The best codec, its figure and the codecs within its errors, for a summary cell. */
    private static String best(Results r, Standings.Best b) {
        return "<b>" + SvgChart.esc(b.best().codec()) + "</b> " + SvgChart.esc(MarkdownReport.bestFigure(r, b)) + ties(b);
    }

    /** The codecs tied with the best, the first few by name, so that the summary keeps to the first screen. */
    private static String ties(Standings.Best b) {
        if (b.ties().isEmpty()) return "";
        List<String> tied = b.ties().stream().map(Standings.Standing::codec).toList();
        String shown = tied.size() <= TIES_NAMED ? String.join(", ", tied)
            : String.join(", ", tied.subList(0, TIES_NAMED)) + " and " + (tied.size() - TIES_NAMED) + " more";
        return "<div class='ties' title='" + SvgChart.esc(Standings.TIES + ": " + String.join(", ", tied)) + "'>tied: "
            + SvgChart.esc(shown) + "</div>";
    }

    /** Tied codecs named in a summary cell; the rest are counted (all of them in its title and in the table below). */
    static final int TIES_NAMED = 3;

    /** One data set: the best per column beside the size-against-time chart, then the bar charts and the table. */
    private static String dataset(Results r, Table t, String id) {
        Standings s = Standings.of(t);
        StringBuilder h = new StringBuilder("<h3 id='").append(id).append("'>").append(SvgChart.esc(t.dataset()))
            .append(" <span class='desc'>").append(SvgChart.esc(t.description())).append("</span></h3>\n<div class='summary'><div class='best'>")
            .append(bests(r, s)).append(t.section().threads() == 1 ? needs(Scorecard.of(r, t)) : "").append("</div>").append(HtmlCharts.scatter(t, s)).append("</div>\n<div class='charts'>")
            .append(HtmlCharts.timeChart(t, s)).append(HtmlCharts.allocChart(t, s)).append(HtmlCharts.sizeChart(t)).append("</div>\n").append(FigureTable.of(r, t).html());
        return h.toString();
    }

    private static String bests(Results r, Standings s) {
        StringBuilder h = new StringBuilder("<table class='bests'><thead><tr><th>best</th><th>codec</th><th>figure</th></tr></thead><tbody>");
        for (Standings.Best b : s.bests()) {
            h.append("<tr><td>").append(SvgChart.esc(b.column())).append("</td><td><b>").append(SvgChart.esc(b.best().codec()))
                .append("</b>").append(ties(b)).append("</td><td class='num'>").append(SvgChart.esc(MarkdownReport.bestFigure(r, b))).append("</td></tr>");
        }
        h.append("</tbody></table>");
        if (!s.timed()) {
            h.append("<p class='note'>This run timed no encode or decode op (build+ser, ser, deser-read, deser): the codecs are ranked")
                .append(" by size only; the table has the times of the ops it measured.</p>");
        } else if (!s.likeForLike()) {
            h.append("<p class='note'>This run measured ").append(SvgChart.esc(s.timeDefinition()))
                .append(", not both like-for-like ops (build+ser, deser-read): lazy and zero-copy codecs may look faster than they are.</p>");
        }
        return h.toString();
    }

    /** The scorecard's needs in brief, under the bests: per need the fastest and smallest codec that qualify. */
    private static String needs(Scorecard card) {
        StringBuilder h = new StringBuilder("<table class='bests needs'><thead><tr><th>for <a href='#scorecard'>(scorecard)</a></th>"
            + "<th>fastest</th><th>smallest</th></tr></thead><tbody>");
        for (Scorecard.Pick p : card.picks()) {
            h.append("<tr><td>").append(SvgChart.esc(p.need().label())).append("</td>");
            String why = card.whyNone(p);
            if (why != null) h.append("<td colspan='2' class='muted'>").append(SvgChart.esc(why)).append("</td>");
            else h.append("<td><b>").append(p.fastest() == null ? "—" : SvgChart.esc(p.fastest().codec())).append("</b></td><td>")
                .append(p.smallest() == null ? "—" : SvgChart.esc(p.smallest().codec())).append("</td>");
            h.append("</tr>");
        }
        return h.append("</tbody></table>").toString();
    }

    /** Every codec with its traits, library and set-up; sortable and filtered like the figures. */
    private static String codecs(Results r, Map<String, List<String>> traits) {
        HtmlTable t = new HtmlTable("codecs").column("codec", null).column("family", null).column("library", null)
            .column("version", null).column("traits", null).column("set up as", null);
        r.codecs.forEach((id, c) -> t.row(c.baseline(), false, traits.get(id), List.of(
            new HtmlTable.Cell(SvgChart.esc(id) + (c.baseline() ? " <i>(baseline)</i>" : ""), id),
            new HtmlTable.Cell(SvgChart.esc(c.family()), null), new HtmlTable.Cell(SvgChart.esc(c.library()), null),
            new HtmlTable.Cell(SvgChart.esc(c.version()), null),
            new HtmlTable.Cell(SvgChart.esc(String.join(", ", c.traits() == null ? List.of() : c.traits())), null), new HtmlTable.Cell(SvgChart.esc(c.setup()), null))));
        return t.toString();
    }

    /** A matrix section: the grid with its cells coloured by outcome, then its legend and notes. */
    private static String matrix(String id, String title, String intro, OutcomeGrid grid, String explanation) {
        return "<h2 id='" + id + "'>" + SvgChart.esc(title) + "</h2>\n" + HtmlMarkdown.md(intro) + "<div class='matrix-wrap'>" + grid.html() + "</div>\n"
            + HtmlMarkdown.md(explanation);
    }
}
