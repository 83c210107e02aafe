package serbench.report;

import serbench.report.view.ReportTables;
import java.util.ArrayList;
import java.util.List;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.ReportTables.Row;
import serbench.report.view.ReportTables.Section;
import serbench.report.view.ReportTables.Table;
import serbench.results.Environment;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Results;

/**
 * With several JVMs in one run: every figure of each further JVM as a {@link RunComparison.Change} against the
 * first, in Markdown, marked when the change is larger than the two figures' errors combined.
 */
final class JvmComparison {
    private JvmComparison() {}

    /**
     * One section per further JVM, one table per (mode, threads); empty with one JVM. A merge of several machines
     * gets the machine view instead: no figure is set against another machine's.
     */
    static String markdown(Results r) {
        if (r.environment.machines != null) return MachineView.markdown(r);
        List<Environment.Jvm> jvms = r.environment.jvms;
        if (jvms.size() < 2) return "";
        List<Section> sections = ReportTables.sections(r);
        StringBuilder md = new StringBuilder();
        for (Environment.Jvm other : jvms.subList(1, jvms.size())) {
            md.append("\n## ").append(name(other)).append(" against ").append(name(jvms.get(0))).append("\n\n")
              .append("Change of each figure (negative: faster on ").append(MarkdownText.plain(other.id()))
              .append("); `*` marks a change larger than the two errors combined.\n");
            for (Section base : sections) {
                if (base.jvm().equals(jvms.get(0))) md.append(table(r, base, new Section(other, base.mode(), base.threads(), true)));
            }
        }
        return md.toString();
    }

    /** Every figure of {@code base}'s section as measured on the other JVM's ({@code then}). */
    private static String table(Results r, Section base, Section then) {
        StringBuilder md = new StringBuilder("\n### ").append(base.mode().describe()).append(", ").append(base.mode().unit())
            .append(", ").append(base.threads()).append(base.threads() == 1 ? " thread" : " threads").append("\n\n");
        List<String> header = new ArrayList<>(List.of("data set", "codec"));
        List<Table> before = ReportTables.tables(r, base), after = ReportTables.tables(r, then);
        if (before.isEmpty()) return "";   // a shard with no pair in this section
        before.get(0).ops().forEach(header::add);
        MarkdownTable t = new MarkdownTable(header.toArray(String[]::new));
        for (int i = 0; i < before.size(); i++) {
            for (int k = 0; k < before.get(i).rows().size(); k++) {
                Row a = before.get(i).rows().get(k), b = after.get(i).rows().get(k);
                List<String> cells = new ArrayList<>(List.of(MarkdownText.plain(before.get(i).dataset()), MarkdownText.codec(a.codec(), a.baseline())));
                for (String op : before.get(i).ops()) cells.add(change(a.byOp().get(op), b.byOp().get(op), base.mode()));
                t.add(cells.toArray());
            }
        }
        return md.append(t).toString();
    }

    private static String change(Measurement before, Measurement after, MeasureMode mode) {
        if (before == null || after == null) return "—";
        var c = new RunComparison.Change("", before.unit(), before.score(), before.error(), after.score(), after.error(),
            mode.lowerIsBetter(), false);
        return String.format(java.util.Locale.ROOT, "%+.1f%%%s", c.timePercent(), c.significant() ? " *" : "");
    }

    private static String name(Environment.Jvm jvm) {
        return MarkdownText.plain(jvm.vendor() + " " + jvm.version());
    }
}
