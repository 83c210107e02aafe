package serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import serbench.report.ReportTables.Row;
import serbench.report.ReportTables.Section;
import serbench.report.ReportTables.Table;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * report.html: one self-contained page (inline CSS, SVG and a small script; nothing fetched) that answers
 * first: the title, what qualifies the figures and, per data set, the best codec of each like-for-like column
 * beside a chart of size against time; with several data sets, codec × data set grids before them. Then the
 * bar charts and the sortable tables, the matrices, the codecs, and the environment and method folded away.
 * Every table is complete without the script, which only sorts and filters.
 */
public final class HtmlReport {
    private static final Pattern TREE = Pattern.compile("tree-(\\d+)");
    private static final List<org.commonmark.Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    private static final HtmlRenderer HTML = HtmlRenderer.builder().extensions(EXTENSIONS).escapeHtml(true)
        .sanitizeUrls(true).build();

    private HtmlReport() {}

    /** @param presetMarkdown the classic post's tables for a preset run, or null */
    public static String render(Results r, String presetMarkdown) {
        List<Section> sections = ReportTables.sections(r);
        Map<String, List<String>> traits = ReportTables.traits(r);
        StringBuilder body = new StringBuilder("<header><h1>").append(SvgChart.esc(MarkdownReport.title(r))).append("</h1>\n<p class='lede'>")
            .append(inline(MarkdownReport.lede(r))).append("</p>\n");
        for (String q : MarkdownReport.qualifiers(r)) {
            body.append("<p class='qualifier").append(q.contains("Warning") || q.contains("smoke run") ? " warn" : "").append("'>")
                .append(inline(q)).append("</p>\n");
        }
        body.append("<p class='read'>").append(inline(MarkdownReport.HOW_TO_READ)).append("</p></header>\n");
        String missing = MarkdownReport.notMeasured(r), details = MarkdownReport.figureDetails(r);
        body.append("<div class='bar'>").append(nav(r, sections, !missing.isEmpty(), !details.isEmpty())).append(filters(r)).append("</div>\n");
        for (int i = 0; i < sections.size(); i++) {
            Section s = sections.get(i);
            List<Table> tables = ReportTables.tables(r, s);
            body.append("<section><h2 id='s").append(i).append("'>").append(SvgChart.esc(s.title())).append("</h2>\n");
            if (tables.size() > 1) body.append(overview(r, tables, traits));
            for (int k = 0; k < tables.size(); k++) body.append(dataset(r, tables.get(k), "s" + i + "-" + k));
            body.append(treeCharts(s, tables)).append("</section>\n");
        }
        String jvms = MarkdownReport.jvmComparison(r);
        if (!jvms.isEmpty()) body.append("<div class='figures'>").append(md(jvms)).append("</div>\n");
        if (!missing.isEmpty()) body.append("<h2 id='missing'>Not measured</h2>\n").append(md(missing));
        if (r.safety != null) {
            body.append(matrix(MarkdownReport.SAFETY, MarkdownReport.SAFETY_INTRO, SafetyMarkdown.grid(r.safety),
                SafetyMarkdown.explanation(r.safety)));
        }
        if (r.evolution != null) {
            body.append(matrix(MarkdownReport.EVOLUTION, MarkdownReport.EVOLUTION_INTRO, EvolutionMarkdown.grid(r.evolution),
                EvolutionMarkdown.explanation(r.evolution)));
        }
        if (presetMarkdown != null) {
            body.append("<h2 id='preset'>The classic post, then and now</h2>\n<div class='preset'>").append(md(presetMarkdown)).append("</div>");
        }
        body.append("<h2 id='codecs'>Codecs</h2>\n").append(codecs(r, traits));
        if (!details.isEmpty()) {
            body.append("<details id='details'><summary>Figure details: what each re-measured or disturbed figure discounted</summary>")
                .append("<div class='figures'>").append(md(details)).append("</div></details>\n");
        }
        body.append("<details id='environment'><summary>Environment: the machine, the JVM, how noisy the run was</summary>")
            .append("<div class='env'>").append(md(MarkdownReport.environment(r))).append("</div></details>\n");
        body.append("<details id='method'><summary>Method: how each figure and its ± were made</summary>")
            .append(md(MarkdownReport.METHOD)).append("</details>\n");
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,"
            + " initial-scale=1\">\n<title>" + SvgChart.esc(MarkdownReport.title(r)) + "</title>\n<style>\n" + PageAssets.CSS
            + "</style></head><body>\n" + body + "<script>\n" + PageAssets.SCRIPT + "</script>\n</body></html>\n";
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
        if (missing) links.add("<a href='#missing'>Not measured</a>");
        if (r.safety != null) links.add("<a href='#safety'>Safety</a>");
        if (r.evolution != null) links.add("<a href='#evolution'>Schema evolution</a>");
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
            List.of("references-tracked"), List.of("unsafe-memory"));
        java.util.Set<String> present = new java.util.HashSet<>();
        r.codecs.values().forEach(c -> { if (c.traits() != null) present.addAll(c.traits()); });
        StringBuilder h = new StringBuilder("<div id='filters' hidden><span>Show only:</span>");
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
        Heatmap time = Heatmap.time(tables), size = Heatmap.size(tables);
        return "<h3>Best per data set</h3>\n" + bestPerDataset(r, tables)
            + "<div class='heats'><div><h3>" + SvgChart.esc(MarkdownReport.capitalised(time.title())) + "</h3>" + time.html(traits)
            + "</div><div><h3>" + SvgChart.esc(MarkdownReport.capitalised(size.title())) + "</h3>" + size.html(traits) + "</div></div>\n"
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

    private static String ties(Standings.Best b) {
        return b.ties().isEmpty() ? "" : "<div class='ties'>also within the errors: "
            + SvgChart.esc(String.join(", ", b.ties().stream().map(Standings.Standing::codec).toList())) + "</div>";
    }

    /** One data set: the best per column beside the size-against-time chart, then the bar charts and the table. */
    private static String dataset(Results r, Table t, String id) {
        Standings s = Standings.of(t);
        StringBuilder h = new StringBuilder("<h3 id='").append(id).append("'>").append(SvgChart.esc(t.dataset()))
            .append(" <span class='desc'>").append(SvgChart.esc(t.description())).append("</span></h3>\n<div class='summary'><div class='best'>")
            .append(bests(r, s)).append("</div>").append(scatter(t, s)).append("</div>\n<div class='charts'>")
            .append(timeChart(t, s)).append(sizeChart(t)).append("</div>\n").append(FigureTable.of(r, t).html());
        return h.toString();
    }

    private static String bests(Results r, Standings s) {
        StringBuilder h = new StringBuilder("<table class='bests'><thead><tr><th>best</th><th>codec</th><th>figure</th></tr></thead><tbody>");
        for (Standings.Best b : s.bests()) {
            h.append("<tr><td>").append(SvgChart.esc(b.column())).append("</td><td><b>").append(SvgChart.esc(b.best().codec()))
                .append("</b>").append(ties(b)).append("</td><td class='num'>").append(SvgChart.esc(MarkdownReport.bestFigure(r, b))).append("</td></tr>");
        }
        h.append("</tbody></table>");
        if (!s.likeForLike()) {
            h.append("<p class='note'>This run measured ").append(SvgChart.esc(s.timeDefinition()))
                .append(", not both like-for-like ops (build+ser, deser-read): lazy and zero-copy codecs may look faster than they are.</p>");
        }
        return h.toString();
    }

    /** Size against like-for-like time, one labelled point per codec, the Pareto front joined. */
    private static String scatter(Table t, Standings s) {
        List<Standings.Standing> front = s.paretoFront();
        List<SvgChart.Point> points = new ArrayList<>();
        for (Standings.Standing x : s.all()) {
            if (x.time() == null || x.size() == null) continue;
            SvgChart.Mark mark = x.baseline() ? SvgChart.Mark.BASELINE : front.contains(x) ? SvgChart.Mark.FRONT : SvgChart.Mark.OTHER;
            String tip = x.codec() + ": " + s.timeName() + " " + Numbers.withError(x.time().ns(), x.time().error()) + " ns/op, "
                + Numbers.plain(x.size()) + " bytes";
            points.add(new SvgChart.Point(x.codec(), x.time().ns(), x.size(), mark, tip));
        }
        // the front's staircase is drawn in the order of the points: fastest first
        points.sort(java.util.Comparator.comparingDouble(SvgChart.Point::x));
        if (points.size() < 2) return "";
        return SvgChart.scatter(t.dataset() + ": encoded size against " + s.timeName() + " time (lower left is better)",
            s.timeName() + " time, ns/op" + (s.likeForLike() ? " (build+ser + deser-read)" : " (" + s.timeDefinition() + ")"),
            "encoded size, bytes", points);
    }

    /** The like-for-like ops as bars, codecs in the order of their like-for-like time. */
    private static String timeChart(Table t, Standings s) {
        List<String> ops = new ArrayList<>();
        if (s.encodeOp() != null) ops.add(s.encodeOp());
        if (s.decodeOp() != null) ops.add(s.decodeOp());
        List<SvgChart.BarRow> bars = new ArrayList<>();
        for (Standings.Standing x : s.all()) {
            if (x.row().missing() != null) continue;
            double[] v = new double[ops.size()], e = new double[ops.size()];
            for (int i = 0; i < v.length; i++) {
                Measurement m = x.row().byOp().get(ops.get(i));
                v[i] = m == null ? Double.NaN : m.score();
                e[i] = m == null || m.error() == null ? Double.NaN : m.error();
            }
            bars.add(new SvgChart.BarRow(x.codec(), x.baseline(), v, e));
        }
        if (bars.isEmpty() || ops.isEmpty()) return "";
        String better = t.section().mode().lowerIsBetter() ? "shorter is better" : "longer is better";
        return SvgChart.bars(t.dataset() + ": " + String.join(" and ", ops) + ", fastest " + s.timeName() + " first (" + better + ")",
            t.section().mode().unit(), ops, bars);
    }

    private static String sizeChart(Table t) {
        List<Row> rows = new ArrayList<>(t.rows().stream().filter(r -> r.size() != null).toList());
        if (rows.isEmpty()) return "";
        rows.sort(Comparator.comparingInt(r -> r.size().size()));
        List<SvgChart.BarRow> bars = rows.stream().map(r -> new SvgChart.BarRow(r.codec(), r.baseline(),
            new double[] {r.size().size(), r.size().zstd()}, null)).toList();
        return SvgChart.bars(t.dataset() + ": encoded size, smallest first (shorter is better)", "bytes", List.of("raw", "zstd"), bars);
    }

    /** Every codec with its traits, library and set-up; sortable and filtered like the figures. */
    private static String codecs(Results r, Map<String, List<String>> traits) {
        HtmlTable t = new HtmlTable("codecs").column("codec", null).column("family", null).column("library", null)
            .column("version", null).column("traits", null).column("set up as", null);
        r.codecs.forEach((id, c) -> t.row(c.baseline(), false, traits.get(id), List.of(
            new HtmlTable.Cell(SvgChart.esc(id) + (c.baseline() ? " <i>(baseline)</i>" : ""), id),
            new HtmlTable.Cell(SvgChart.esc(c.family()), null), new HtmlTable.Cell(SvgChart.esc(c.library()), null),
            new HtmlTable.Cell(SvgChart.esc(c.version()), null),
            new HtmlTable.Cell(SvgChart.esc(String.join(", ", traits.get(id))), null), new HtmlTable.Cell(SvgChart.esc(c.setup()), null))));
        return t.toString();
    }

    /** One line of the report's own Markdown (bold, code, emphasis) as HTML, without the paragraph around it. */
    private static String inline(String markdown) {
        return md(markdown).trim().replaceFirst("^<p>", "").replaceFirst("</p>$", "");
    }

    /** A matrix section: the grid with its cells coloured by outcome, then its legend and notes. */
    private static String matrix(String title, String intro, OutcomeGrid grid, String explanation) {
        return "<h2 id='" + (title.equals(MarkdownReport.SAFETY) ? "safety" : "evolution") + "'>" + SvgChart.esc(title) + "</h2>\n" + md(intro) + "<div class='matrix-wrap'>" + grid.html() + "</div>\n"
            + md(explanation);
    }

    /** Cost against the number of children, one chart per op, when a section holds two or more tree-N sets. */
    private static String treeCharts(Section s, List<Table> tables) {
        List<Table> trees = tables.stream().filter(t -> TREE.matcher(t.dataset()).matches())
            .sorted(Comparator.comparingInt(t -> children(t.dataset()))).toList();
        if (trees.size() < 2) return "";
        List<String> codecs = trees.get(0).rows().stream().map(Row::codec).toList();
        List<String> x = trees.stream().map(t -> String.valueOf(children(t.dataset()))).toList();
        StringBuilder html = new StringBuilder("<h3>Cost against object size (tree-N)</h3>\n<div class='charts'>");
        for (String op : trees.get(0).ops()) {
            List<double[]> values = new ArrayList<>();
            for (String codec : codecs) {
                double[] v = new double[trees.size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = trees.get(i).rows().stream().filter(r -> r.codec().equals(codec) && r.byOp().containsKey(op))
                        .mapToDouble(r -> r.byOp().get(op).score()).findFirst().orElse(Double.NaN);
                }
                values.add(v);
            }
            html.append(SvgChart.lines(op + " against children", "children (not to scale)", s.mode().unit(), x, codecs, values));
        }
        return html.append("</div>\n").toString();
    }

    private static int children(String dataset) {
        Matcher m = TREE.matcher(dataset);
        return m.matches() ? Integer.parseInt(m.group(1)) : -1;
    }

    /**
     * The report's own Markdown has no links or images; any in it came from a results file's text, and the
     * page must fetch nothing and run nothing: they are rendered as their text.
     */
    private static String md(String markdown) {
        Node document = PARSER.parse(markdown);
        List<Node> linked = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override public void visit(Link link) { linked.add(link); visitChildren(link); }

            @Override public void visit(Image image) { linked.add(image); visitChildren(image); }
        });
        for (Node node : linked) {
            for (Node child = node.getFirstChild(); child != null; ) {
                Node next = child.getNext();
                node.insertBefore(child);
                child = next;
            }
            node.unlink();
        }
        return HTML.render(document);
    }
}
