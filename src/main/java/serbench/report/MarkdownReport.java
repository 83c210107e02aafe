package serbench.report;

import serbench.report.view.ReportTables;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import serbench.report.section.CompressionMarkdown;
import serbench.report.section.EvolutionMarkdown;
import serbench.report.section.FigureTable;
import serbench.report.section.FirstCallMarkdown;
import serbench.report.section.Heatmap;
import serbench.report.section.InteropMarkdown;
import serbench.report.section.PlatformMarkdown;
import serbench.report.section.ReportAppendix;
import serbench.report.section.ReportHeading;
import serbench.report.section.SafetyMarkdown;
import serbench.report.section.ScalingReport;
import serbench.report.section.Scorecard;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.ReportTables.Section;
import serbench.report.view.ReportTables.Table;
import serbench.report.view.Standings;
import serbench.results.Numbers;
import serbench.results.Results;

/** report.md, and the Markdown pieces the HTML page renders between its charts. */
public final class MarkdownReport {
    static final String SAFETY = "Safety";
    static final String EVOLUTION = "Schema evolution";
    static final String INTEROP = "Cross-language";
    /** What the matrices are; the same words in both reports. */
    static final String SAFETY_INTRO = """
        What decoding hostile bytes built from each data set's real encoding did (`serbench safety`, computed
        before measuring, each codec and data set in an isolated JVM).

        """;
    static final String EVOLUTION_INTRO = """
        What a reader got when the class changed between writer and reader (`serbench evolution`, computed before
        measuring).

        """;

    static final String INTEROP_INTRO = """
        Whether another language's library (Python's, at pinned versions) reads the bytes each codec writes, and
        whether the codec reads what that library writes (`serbench interop`, computed before measuring).

        """;

    static final String PLATFORM = "Platform";
    static final String PLATFORM_INTRO = """
        Whether each codec round-trips on each JDK of the run with its defaults, with `sun.misc.Unsafe`'s memory access
        denied and with native access denied, as later JDKs will by default, and what the JVM printed
        (`serbench platform`, computed before measuring, each codec, JDK and mode in a JVM of its own; docs/platform.md).

        """;

    /** How the figures were made and what they mean; the same words in both reports. */
    static final String METHOD = resource("method.md");

    private MarkdownReport() {}

    /** A text kept beside this class: prose reads better in a file of its own than in a Java string. */
    private static String resource(String name) {
        InputStream in = MarkdownReport.class.getResourceAsStream(name);
        if (in == null) throw new IllegalStateException("serbench's jar lacks serbench/report/" + name);
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String render(Results r) {
        StringBuilder md = new StringBuilder("# ").append(MarkdownText.plain(ReportHeading.title(r))).append("\n\n")
            .append(ReportHeading.lede(r)).append("\n\n");
        ReportHeading.qualifiers(r).forEach(q -> md.append("> ").append(q).append("\n>\n"));
        md.append("> ").append(ReportHeading.howToRead(r)).append("\n");
        md.append(sections(r)).append(JvmComparison.markdown(r)).append(ScalingReport.markdown(r));
        String compression = CompressionMarkdown.markdown(r);
        if (!compression.isEmpty()) md.append("\n## ").append(CompressionMarkdown.TITLE).append("\n\n").append(compression);
        String card = Scorecard.section(r);
        if (!card.isEmpty()) md.append("\n## ").append(Scorecard.TITLE).append("\n\n").append(card);
        String missing = ReportAppendix.notMeasured(r);
        if (!missing.isEmpty()) md.append("\n## Not measured\n\n").append(missing);
        if (r.safety != null) md.append("\n## ").append(SAFETY).append("\n\n").append(SAFETY_INTRO).append(SafetyMarkdown.render(r.safety));
        if (r.evolution != null) md.append("\n## ").append(EVOLUTION).append("\n\n").append(EVOLUTION_INTRO).append(EvolutionMarkdown.write(r.evolution));
        if (r.interop != null) md.append("\n## ").append(INTEROP).append("\n\n").append(INTEROP_INTRO).append(InteropMarkdown.write(r.interop));
        if (r.platform != null) {
            md.append("\n## ").append(PLATFORM).append("\n\n").append(PLATFORM_INTRO)
                .append(PlatformMarkdown.render(r.platform, PlatformMarkdown.declared(r)));
        }
        if (r.firstCall != null) md.append("\n## ").append(FirstCallMarkdown.TITLE).append("\n\n").append(FirstCallMarkdown.markdown(r));
        md.append("\n## Codecs\n\n").append(ReportAppendix.codecs(r));
        String details = ReportAppendix.figureDetails(r);
        if (!details.isEmpty()) md.append("\n## Figure details\n\n").append(details);
        md.append("\n## Environment\n\n").append(ReportAppendix.environment(r));
        md.append("\n## Method\n\n").append(METHOD);
        return md.toString();
    }

    /** Every section: its summary, then one table per data set, under a heading per (JVM, mode, threads). */
    public static String sections(Results r) {
        StringBuilder md = new StringBuilder();
        for (Section s : ReportTables.sections(r)) {
            // a JVM's vendor (a merge's machine label) and a data set's id come from the results file: plain text
            md.append("\n## ").append(MarkdownText.plain(s.title())).append("\n\n");
            List<Table> tables = ReportTables.tables(r, s);
            if (tables.size() > 1) {
                md.append("### Best per data set\n\n").append(bestPerDataset(r, tables)).append('\n');
                md.append(String.join("\n", Heatmap.of(tables).stream()
                    .map(h -> "### " + capitalised(h.title()) + "\n\n" + h.markdown()).toList()));
            }
            for (Table t : tables) {
                md.append(t == tables.get(0) && tables.size() == 1 ? "### " : "\n### ").append(MarkdownText.plain(t.dataset()))
                  .append("\n\n").append(MarkdownText.plain(t.description())).append("\n\n").append(bests(r, Standings.of(t))).append('\n')
                  .append(FigureTable.of(r, t).markdown());
            }
        }
        return md.toString();
    }

    /**
     * The answer at a glance: per section, the best real codec of each like-for-like column of its one data set,
     * or with several data sets one row per data set.
     */
    public static String summary(Results r) {
        StringBuilder md = new StringBuilder();
        List<Section> sections = ReportTables.sections(r);
        for (Section s : sections) {
            List<Table> tables = ReportTables.tables(r, s);
            if (tables.isEmpty()) continue;
            if (sections.size() > 1) md.append("**").append(MarkdownText.plain(s.title())).append("**\n\n");
            md.append(tables.size() == 1 ? bests(r, Standings.of(tables.get(0))) : bestPerDataset(r, tables));
        }
        return md.toString();
    }

    /** The best real codec of each like-for-like column, and those within its errors. */
    static String bests(Results r, Standings s) {
        MarkdownTable t = new MarkdownTable("best", "codec", "figure", Standings.TIES);
        for (Standings.Best b : s.bests()) {
            t.add(b.column(), "**" + MarkdownText.plain(b.best().codec()) + "**", bestFigure(r, b),
                String.join(", ", b.ties().stream().map(x -> MarkdownText.plain(x.codec())).toList()));
        }
        return t.toString();
    }

    static String bestFigure(Results r, Standings.Best b) {
        return Numbers.figure(b.value().ns(), b.value().error(), r.comparable()) + " " + b.unit();
    }

    /** One row per data set: the best real codec of each like-for-like column there. */
    static String bestPerDataset(Results r, List<Table> tables) {
        List<String> columns = Standings.of(tables.get(0)).bests().stream().map(Standings.Best::column).toList();
        List<String> header = new ArrayList<>(List.of("data set"));
        header.addAll(columns);
        MarkdownTable t = new MarkdownTable(header.toArray(String[]::new));
        for (Table table : tables) {
            List<String> cells = new ArrayList<>(List.of(MarkdownText.plain(table.dataset())));
            List<Standings.Best> bests = Standings.of(table).bests();
            for (String c : columns) {
                cells.add(bests.stream().filter(b -> b.column().equals(c)).findFirst()
                    .map(b -> MarkdownText.plain(b.best().codec()) + " " + bestFigure(r, b) + (b.ties().isEmpty() ? "" : " (+" + b.ties().size() + " tied)"))
                    .orElse("—"));
            }
            t.add(cells.toArray());
        }
        return t.toString();
    }

    static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
