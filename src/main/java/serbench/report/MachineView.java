package serbench.report;

import serbench.report.view.ReportTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.ReportTables.Row;
import serbench.report.view.ReportTables.Section;
import serbench.report.view.ReportTables.Table;
import serbench.results.MachineRun;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * A merge of several machines ({@code serbench merge}): what each machine is, then per data set and op each codec's
 * figure on each machine beside its rank among that machine's codecs. No figure is set against another machine's:
 * no change, no ratio, no rank across machines, since a faster machine says nothing about a codec.
 */
final class MachineView {
    private MachineView() {}

    static String markdown(Results r) {
        StringBuilder md = new StringBuilder("\n## Machines\n\n")
            .append("These figures come from ").append(r.environment.machines.size()).append(" machines. Each section above is")
            .append(" one machine's, its codecs ranked against each other alone; no figure is ranked against another machine's.")
            .append(" Below, each codec's figure and its rank (#1: fastest real codec) on each machine side by side.\n\n");
        MarkdownTable t = new MarkdownTable("machine", "CPU", "OS", "JVMs", "machine check", "calibration", "spread between JVMs", "merged from");
        for (MachineRun m : r.environment.machines) {
            t.add(MarkdownText.plain(m.label()), MarkdownText.plain(m.cpu()) + ", " + m.cores() + (m.cores() == 1 ? " core, " : " cores, ") + m.memoryMb() + " MiB",
                MarkdownText.plain(m.os()), MarkdownText.plain(String.join(", ", m.jvms())),
                m.machineCheck() == null ? "—" : String.format(Locale.ROOT, "varied by %.1f%%", m.machineCheck().spreadPercent()),
                m.machineCheck() == null || m.machineCheck().fixedWorkNanos() == null ? "—" : String.format(Locale.ROOT,
                    "%.1f ± %.1f ns per round of fixed work", m.machineCheck().fixedWorkNanos(), m.machineCheck().fixedWorkErrorNanos()),
                m.jvmSpreadPercent() == null ? "—" : String.format(Locale.ROOT, "%.1f%%", m.jvmSpreadPercent()),
                MarkdownText.plain(String.join(", ", m.parts())));
        }
        md.append(t);
        List<Section> sections = ReportTables.sections(r);
        List<Section> firsts = sections.stream().filter(s -> s.jvm().equals(r.environment.jvms.get(0))).toList();
        for (Section first : firsts) {
            List<Section> same = sections.stream().filter(s -> s.mode().equals(first.mode()) && s.threads() == first.threads()).toList();
            List<List<Table>> tables = same.stream().map(s -> ReportTables.tables(r, s)).toList();
            for (int d = 0; d < tables.get(0).size(); d++) {
                for (String op : tables.get(0).get(d).ops()) md.append(view(r, same, tables, d, op));
            }
        }
        return md.toString();
    }

    /** One data set's op: a row per codec, a column per machine's JVM. */
    private static String view(Results r, List<Section> sections, List<List<Table>> tables, int dataset, String op) {
        Table base = tables.get(0).get(dataset);
        StringBuilder md = new StringBuilder("\n### ").append(MarkdownText.plain(base.dataset())).append(": ").append(op).append(", ")
            .append(base.section().mode().unit()).append(base.section().threads() == 1 ? "" : ", " + base.section().threads() + " threads")
            .append("\n\n");
        List<String> header = new ArrayList<>(List.of("codec"));
        sections.forEach(s -> header.add(MarkdownText.plain(s.jvm().id())));
        MarkdownTable t = new MarkdownTable(header.toArray(String[]::new));
        for (int k = 0; k < base.rows().size(); k++) {
            Row row = base.rows().get(k);
            List<String> cells = new ArrayList<>(List.of(MarkdownText.codec(row.codec(), row.baseline())));
            for (List<Table> machine : tables) cells.add(cell(r, machine.get(dataset), machine.get(dataset).rows().get(k), op));
            t.add(cells.toArray());
        }
        return md.append(t).toString();
    }

    private static String cell(Results r, Table table, Row row, String op) {
        Measurement m = row.byOp().get(op);
        if (m == null) return "—";
        String figure = Numbers.figure(m.score(), m.error(), r.comparable());
        if (row.baseline()) return figure;
        boolean lower = table.section().mode().lowerIsBetter();
        long ahead = table.rows().stream().filter(o -> !o.baseline() && o.byOp().containsKey(op))
            .filter(o -> lower ? o.byOp().get(op).score() < m.score() : o.byOp().get(op).score() > m.score()).count();
        return figure + " (#" + (ahead + 1) + ")";
    }
}
