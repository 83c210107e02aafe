package serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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
import serbench.results.Results;

/**
 * report.html: one self-contained page (inline CSS and SVG, no script, nothing fetched) with a time
 * and a size chart per data set, the tree-N scaling as lines, and the same tables as report.md.
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
        StringBuilder body = new StringBuilder("<h1>serbench report</h1>\n<div class='env'>").append(md(MarkdownReport.header(r))).append("</div>\n");
        List<Section> sections = ReportTables.sections(r);
        if (sections.size() > 1) {
            body.append("<nav><ul>");
            for (int i = 0; i < sections.size(); i++) {
                body.append("<li><a href='#s").append(i).append("'>").append(SvgChart.esc(sections.get(i).title())).append("</a></li>");
            }
            body.append("</ul></nav>\n");
        }
        for (int i = 0; i < sections.size(); i++) {
            Section s = sections.get(i);
            body.append("<h2 id='s").append(i).append("'>").append(SvgChart.esc(s.title())).append("</h2>\n");
            List<Table> tables = ReportTables.tables(r, s);
            for (Table t : tables) {
                body.append("<h3>").append(SvgChart.esc(t.dataset())).append("</h3>\n<p>").append(SvgChart.esc(t.description()))
                    .append("</p>\n<div class='charts'>").append(timeChart(t)).append(sizeChart(t)).append("</div>\n")
                    .append("<div class='figures'>").append(md(MarkdownReport.table(r, t))).append("</div>\n");
            }
            body.append(treeCharts(s, tables));
        }
        String jvms = MarkdownReport.jvmComparison(r);
        if (!jvms.isEmpty()) body.append("<div class='figures'>").append(md(jvms)).append("</div>\n");
        String missing = MarkdownReport.notMeasured(r);
        if (!missing.isEmpty()) body.append("<h2>Not measured</h2>\n").append(md(missing));
        if (r.safety != null) {
            body.append(matrix(MarkdownReport.SAFETY, MarkdownReport.SAFETY_INTRO, SafetyMarkdown.grid(r.safety),
                SafetyMarkdown.explanation(r.safety)));
        }
        if (r.evolution != null) {
            body.append(matrix(MarkdownReport.EVOLUTION, MarkdownReport.EVOLUTION_INTRO, EvolutionMarkdown.grid(r.evolution),
                EvolutionMarkdown.explanation(r.evolution)));
        }
        if (presetMarkdown != null) body.append("<h2>The classic post, then and now</h2>\n<div class='preset'>").append(md(presetMarkdown)).append("</div>");
        body.append("<h2>Codecs</h2>\n").append(md(MarkdownReport.codecs(r)));
        String details = MarkdownReport.figureDetails(r);
        if (!details.isEmpty()) body.append("<h2>Figure details</h2>\n<div class='figures'>").append(md(details)).append("</div>\n");
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>serbench report</title>
            <style>
            body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#222;max-width:1180px;margin:0 auto;padding:16px 24px}
            h1{margin:.2em 0 .6em}h2{margin-top:2em;border-bottom:2px solid #4e79a7;padding-bottom:4px}h3{margin:1.6em 0 .2em}
            table{border-collapse:collapse;margin:8px 0 14px;font-size:13px}th,td{padding:3px 9px;border-bottom:1px solid #e3e3e3;vertical-align:top}
            th{background:#f3f5f8;text-align:left}.figures td:not(:first-child){text-align:right;font-variant-numeric:tabular-nums}
            tr:nth-child(even) td{background:#fafbfc}code{background:#f3f3f3;padding:0 3px;border-radius:3px}
            .charts{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}.chart{max-width:100%;height:auto;background:#fff;border:1px solid #eee}
            .chart .title{font-weight:600;font-size:13px}.chart .label{font-size:11px}.chart .muted{fill:#777;font-style:italic}
            .chart .tick,.chart .value{font-size:10px;fill:#555}.chart .axis{font-size:11px;fill:#333}
            .chart .grid{stroke:#e6e6e6}.matrix-wrap{overflow-x:auto}.chart .whisker{stroke:#222;stroke-width:1}
            nav ul{columns:2;padding-left:18px}.env thead{display:none}
            .matrix th,.matrix td{white-space:nowrap}.matrix td.good{background:#dcefd9}.matrix td.warn{background:#fbe7b5}
            .matrix td.bad{background:#f6c9c4;font-weight:600}.matrix td.error{background:#e2e2e2}.matrix td.neutral{background:#fff;color:#777}
            </style></head><body>
            """ + body + "</body></html>\n";
    }

    /** A matrix section: the grid with its cells coloured by outcome, then its legend and notes. */
    private static String matrix(String title, String intro, OutcomeGrid grid, String explanation) {
        return "<h2>" + SvgChart.esc(title) + "</h2>\n" + md(intro) + "<div class='matrix-wrap'>" + grid.html() + "</div>\n"
            + md(explanation);
    }

    private static String timeChart(Table t) {
        List<Row> rows = new ArrayList<>(t.rows().stream().filter(r -> r.missing() == null).toList());
        if (rows.isEmpty()) return "";
        String first = t.ops().get(0);
        Comparator<Row> byCost = Comparator.comparingDouble(r -> r.byOp().containsKey(first) ? r.byOp().get(first).score() : Double.MAX_VALUE);
        rows.sort(t.section().mode().lowerIsBetter() ? byCost : byCost.reversed());
        List<SvgChart.BarRow> bars = new ArrayList<>();
        for (Row row : rows) {
            double[] v = new double[t.ops().size()], e = new double[t.ops().size()];
            for (int i = 0; i < v.length; i++) {
                Measurement m = row.byOp().get(t.ops().get(i));
                v[i] = m == null ? Double.NaN : m.score();
                e[i] = m == null || m.error() == null ? Double.NaN : m.error();
            }
            bars.add(new SvgChart.BarRow(row.codec(), row.baseline(), v, e));
        }
        String better = t.section().mode().lowerIsBetter() ? "shorter is better" : "longer is better";
        return SvgChart.bars(t.dataset() + ": " + t.section().mode().describe() + " (" + better + ")", t.section().mode().unit(), t.ops(), bars);
    }

    private static String sizeChart(Table t) {
        List<Row> rows = new ArrayList<>(t.rows().stream().filter(r -> r.size() != null).toList());
        if (rows.isEmpty()) return "";
        rows.sort(Comparator.comparingInt(r -> r.size().size()));
        List<SvgChart.BarRow> bars = rows.stream().map(r -> new SvgChart.BarRow(r.codec(), r.baseline(),
            new double[] {r.size().size(), r.size().zstd()}, null)).toList();
        return SvgChart.bars(t.dataset() + ": encoded size (shorter is better)", "bytes", List.of("raw", "zstd"), bars);
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
