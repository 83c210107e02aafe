package serbench.report;

import java.util.ArrayList;
import java.util.List;
import serbench.report.ReportTables.Row;
import serbench.report.ReportTables.Section;
import serbench.report.ReportTables.Table;
import serbench.results.Environment;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/** report.md, and the Markdown pieces the HTML page renders between its charts. */
public final class MarkdownReport {
    /** Reasons can be long stack-trace-like texts; tables keep their first line, the list below has it whole. */
    private static final int REASON_IN_TABLE = 90;

    static final String SAFETY = "Safety";
    static final String EVOLUTION = "Schema evolution";
    /** What the matrices are; the same words in both reports. */
    static final String SAFETY_INTRO = """
        What decoding hostile bytes built from each data set's real encoding did (`serbench safety`, computed
        before measuring, each codec and data set in an isolated JVM).

        """;
    static final String EVOLUTION_INTRO = """
        What a reader got when the class changed between writer and reader (`serbench evolution`, computed before
        measuring).

        """;

    private MarkdownReport() {}

    public static String render(Results r) {
        StringBuilder md = new StringBuilder("# ").append(title(r)).append("\n\n").append(lede(r)).append("\n\n");
        qualifiers(r).forEach(q -> md.append("> ").append(q).append("\n>\n"));
        md.append("> ").append(HOW_TO_READ).append("\n");
        md.append(sections(r)).append(jvmComparison(r));
        String missing = notMeasured(r);
        if (!missing.isEmpty()) md.append("\n## Not measured\n\n").append(missing);
        if (r.safety != null) md.append("\n## ").append(SAFETY).append("\n\n").append(SAFETY_INTRO).append(SafetyMarkdown.render(r.safety));
        if (r.evolution != null) md.append("\n## ").append(EVOLUTION).append("\n\n").append(EVOLUTION_INTRO).append(EvolutionMarkdown.write(r.evolution));
        md.append("\n## Codecs\n\n").append(codecs(r));
        String details = figureDetails(r);
        if (!details.isEmpty()) md.append("\n## Figure details\n\n").append(details);
        md.append("\n## Environment\n\n").append(environment(r));
        md.append("\n## Method\n\n").append(METHOD);
        return md.toString();
    }

    /** e.g. "serbench: 36 codecs on media"; the baselines are not counted. */
    public static String title(Results r) {
        long codecs = r.codecs.values().stream().filter(c -> !c.baseline()).count();
        String on = r.datasets.size() == 1 ? r.datasets.keySet().iterator().next() : r.datasets.size() + " data sets";
        return "serbench: " + codecs + (codecs == 1 ? " codec" : " codecs") + " on " + on;
    }

    /** The JVMs, the profile and when: one line under the title. */
    static String lede(Results r) {
        Environment e = r.environment;
        String jvms = String.join(", ", e.jvms.stream().map(j -> MarkdownText.plain(j.vendor() + " " + j.version())).toList());
        String when = e.start == null ? "" : " · " + MarkdownText.plain(minutes(e.start));
        return jvms + " · profile " + e.profile + (e.cores > 0 ? " · " + e.cores + " cores" : "") + when
            + (e.serbenchVersion == null ? "" : " · serbench " + e.serbenchVersion);
    }

    /** An instant as results.json keeps it, to the minute in UTC; any other text as it is. */
    private static String minutes(String instant) {
        try {
            return java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", java.util.Locale.ROOT)
                .format(java.time.Instant.parse(instant).atZone(java.time.ZoneOffset.UTC));
        } catch (java.time.format.DateTimeParseException e) {
            return instant;
        }
    }

    /** What qualifies the figures, shown beside the summary: the precision and every warning about the run. */
    static List<String> qualifiers(Results r) {
        List<String> q = new ArrayList<>();
        if (!r.comparable()) {
            q.add("**This is a smoke run, a CI check: every figure (marked ~) comes from one short-lived JVM per codec and is not"
                + " for comparison. Use the default profile or `--profile full` for figures.**");
        }
        Results.Precision precision = r.precision();
        if (precision != null && r.comparable()) q.add((precision.enough() ? "**Precision:** " : "**Warning, precision:** ") + precision.describe());
        Environment.MachineCheck check = r.environment.machineCheck;
        if (check != null && check.warning() != null) q.add("**Warning, machine check:** " + MarkdownText.plain(check.warning()));
        return q;
    }

    /** How to read the figures, in a few sentences; "Method" at the end has the rest. */
    static final String HOW_TO_READ = "Like for like: `build+ser` (the application's object to bytes), `deser-read` (bytes to every"
        + " field read), round trip = both. Each time is the fastest of many short iterations in two or more JVMs, ± a 99%"
        + " interval (see Method); × is a multiple of the best real codec's figure; _baselines_ are in italics, not ranked."
        + " Read a few percent as a tie.";

    /** When, where and how the run was made. */
    static String environment(Results r) {
        Environment e = r.environment;
        MarkdownTable t = new MarkdownTable("", "");
        for (Environment.Jvm j : e.jvms) t.add("JVM" + (e.jvms.size() > 1 ? " " + MarkdownText.plain(j.id()) : ""), MarkdownText.plain(j.vendor() + " " + j.version()
            + ", " + j.vm() + " (" + j.path() + ")"));
        t.add("OS", MarkdownText.plain(e.os));
        t.add("CPU", MarkdownText.plain(e.cpu) + ", " + e.cores + " cores, " + e.memoryMb + " MiB");
        t.add("profile", e.profile + ": " + e.profileDetail);
        Double limit = r.settings == null ? null : r.settings.timeLimitSeconds();
        t.add("run", e.start + " to " + (e.end == null ? "(unfinished)" : e.end) + ", serbench " + e.serbenchVersion
            + (limit == null ? "" : ", time limit " + String.format(java.util.Locale.ROOT, limit % 60 == 0 ? "%.0f min" : "%.0f s", limit % 60 == 0 ? limit / 60 : limit)));
        if (r.preset != null) t.add("preset", "`" + r.preset + "` (the post's own tables are in preset.md)");
        if (e.idleCpus != null) t.add("idle CPUs", MarkdownText.plain(e.idleCpus));
        if (e.machineCheck != null) {
            t.add("machine check", String.format(java.util.Locale.ROOT, "fixed serialization work varied by %.1f%% across %d"
                + " slices of %.0f ms before measuring%s", e.machineCheck.spreadPercent(), e.machineCheck.slices(),
                e.machineCheck.sliceMillis(), e.machineCheck.warning() == null ? " (quiet enough)" : ": " + e.machineCheck.warning()));
        }
        Results.Noise noise = r.noiseDuringRun();
        if (noise != null) {
            t.add("noise during the run", String.format(java.util.Locale.ROOT, "%.0f%% of %d measurement iterations ran more"
                + " than 10%% slower than their figure; the median iteration ran %.0f%% slower", noise.disturbedPercent(),
                noise.iterations(), noise.medianSlowdownPercent()));
        }
        if (e.jvmSpreadPercent != null && r.comparable()) {
            t.add("spread between JVMs", String.format(java.util.Locale.ROOT, "a figure's slowest JVM ran %.1f%% slower than"
                + " its fastest, at the median over figures; every interval is at least that wide on each side",
                e.jvmSpreadPercent));
        }
        Results.Precision precision = r.precision();
        if (precision != null && r.comparable()) t.add("precision", precision.describe());
        return t.toString();
    }

    /** How the figures were made and what they mean; the same words in both reports. */
    static final String METHOD = """
        Each time is serbench's robust figure: the fastest of many short (2 to 5 ms) measurement iterations over
        all its measuring JVMs (the highest rate, for throughput), because anything outside the codec, such
        as a neighbour on the machine or a GC pause, only ever makes an iteration slower.
        The ± is the larger side of a 99% bootstrap interval that resamples the measuring JVMs and then their
        iterations, so it covers the spread from JVM to JVM, not only within one, and at least the run's
        typical spread between the JVMs of a figure (two JVMs that happen to agree say little about a third);
        a rerun's figure lands inside the two figures' errors combined. Every figure comes from at least two JVMs
        measured in separate rounds (one in smoke runs); "Figure details" lists the figures that were
        re-measured, left out a JVM that never ran in a calm moment, or had disturbed iterations. Each result was
        consumed by a blackhole, and every pair passed the round trip `read(decode(encode(build(x)))) == x` before
        it was timed. The baselines (_memcpy_: copying the bytes, _manual_: a hand-written codec) bound the
        picture and are not ranked. Sizes are bytes, exact.

        The columns: `ser` encodes the codec's own object (for protobuf, the generated message) and `deser` decodes
        bytes into it; formats that decode lazily (protobuf's strings) or not at all (zero-copy views) look fast
        there, so those columns are not ranked. `build+ser` starts from the application's object (for FlatBuffers,
        SBE and Cap'n Proto building the object is the encoding) and `deser-read` decodes and reads every field:
        those two compare every codec like with like, and the round trip is their sum, its ± the sum of theirs
        (both come from the same JVMs, so their errors need not cancel). × is a multiple of the best real codec's
        figure in that column. In modes other than average time the round trip is in nanoseconds per op, turned
        from the mode's figures (throughput at several threads: the machine's time per op, all threads working).
        The summary's "also within the errors" lists the codecs whose interval overlaps the best one's: a tie as
        far as this run can tell. The size-against-time chart's Pareto front joins the codecs that no other codec
        beats on both time and size.
        """;

    /** Every section: its summary, then one table per data set, under a heading per (JVM, mode, threads). */
    public static String sections(Results r) {
        StringBuilder md = new StringBuilder();
        for (Section s : ReportTables.sections(r)) {
            md.append("\n## ").append(s.title()).append("\n\n");
            List<Table> tables = ReportTables.tables(r, s);
            if (tables.size() > 1) {
                md.append("### Best per data set\n\n").append(bestPerDataset(r, tables)).append('\n');
                Heatmap time = Heatmap.time(tables), size = Heatmap.size(tables);
                md.append("### ").append(capitalised(time.title())).append("\n\n").append(time.markdown()).append('\n');
                md.append("### ").append(capitalised(size.title())).append("\n\n").append(size.markdown());
            }
            for (Table t : tables) {
                md.append(t == tables.get(0) && tables.size() == 1 ? "### " : "\n### ").append(t.dataset()).append("\n\n").append(t.description()).append("\n\n")
                  .append(bests(r, Standings.of(t))).append('\n').append(FigureTable.of(r, t).markdown());
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
            if (sections.size() > 1) md.append("**").append(s.title()).append("**\n\n");
            md.append(tables.size() == 1 ? bests(r, Standings.of(tables.get(0))) : bestPerDataset(r, tables));
        }
        return md.toString();
    }

    /** The best real codec of each like-for-like column, and those within its errors. */
    static String bests(Results r, Standings s) {
        MarkdownTable t = new MarkdownTable("best", "codec", "figure", "also within the errors");
        for (Standings.Best b : s.bests()) {
            t.add(b.column(), "**" + b.best().codec() + "**", bestFigure(r, b),
                b.ties().isEmpty() ? "" : String.join(", ", b.ties().stream().map(Standings.Standing::codec).toList()));
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
            List<String> cells = new ArrayList<>(List.of(table.dataset()));
            List<Standings.Best> bests = Standings.of(table).bests();
            for (String c : columns) {
                cells.add(bests.stream().filter(b -> b.column().equals(c)).findFirst()
                    .map(b -> b.best().codec() + " " + bestFigure(r, b) + (b.ties().isEmpty() ? "" : " (+" + b.ties().size() + " within the errors)"))
                    .orElse("—"));
            }
            t.add(cells.toArray());
        }
        return t.toString();
    }

    static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /**
     * With several JVMs: every figure of each further JVM as a change against the first, marked when
     * the change is larger than the two figures' errors combined.
     */
    public static String jvmComparison(Results r) {
        List<Environment.Jvm> jvms = r.environment.jvms;
        if (jvms.size() < 2) return "";
        List<Section> sections = ReportTables.sections(r);
        StringBuilder md = new StringBuilder();
        for (Environment.Jvm other : jvms.subList(1, jvms.size())) {
            md.append("\n## ").append(name(other)).append(" against ").append(name(jvms.get(0))).append("\n\n")
              .append("Change of each figure (negative: faster on ").append(other.id())
              .append("); `*` marks a change larger than the two errors combined.\n");
            for (Section base : sections) {
                if (!base.jvm().equals(jvms.get(0))) continue;
                Section then = new Section(other, base.mode(), base.threads(), true);
                md.append("\n### ").append(base.mode().describe()).append(", ").append(base.mode().unit()).append(", ")
                  .append(base.threads()).append(base.threads() == 1 ? " thread" : " threads").append("\n\n");
                List<String> header = new ArrayList<>(List.of("data set", "codec"));
                List<Table> before = ReportTables.tables(r, base), after = ReportTables.tables(r, then);
                before.get(0).ops().forEach(header::add);
                MarkdownTable t = new MarkdownTable(header.toArray(String[]::new));
                for (int i = 0; i < before.size(); i++) {
                    for (int k = 0; k < before.get(i).rows().size(); k++) {
                        Row a = before.get(i).rows().get(k), b = after.get(i).rows().get(k);
                        List<String> cells = new ArrayList<>(List.of(before.get(i).dataset(), a.baseline() ? "_" + a.codec() + "_" : a.codec()));
                        for (String op : before.get(i).ops()) cells.add(change(a.byOp().get(op), b.byOp().get(op), base.mode()));
                        t.add(cells.toArray());
                    }
                }
                md.append(t);
            }
        }
        return md.toString();
    }

    private static String change(Measurement before, Measurement after, serbench.results.MeasureMode mode) {
        if (before == null || after == null) return "—";
        var c = new RunComparison.Change("", before.unit(), before.score(), before.error(), after.score(), after.error(),
            mode.lowerIsBetter(), false);
        // for throughput a rise is the improvement: show the time-like change so negative always means faster
        double percent = mode.lowerIsBetter() ? c.percent() : 100 * (before.score() / after.score() - 1);
        return String.format(java.util.Locale.ROOT, "%+.1f%%%s", percent, c.significant() ? " *" : "");
    }

    private static String name(Environment.Jvm jvm) {
        return MarkdownText.plain(jvm.vendor() + " " + jvm.version());
    }

    /** Every pair without figures, with its whole reason. */
    static String notMeasured(Results r) {
        StringBuilder md = new StringBuilder();
        for (Results.Check c : r.verification) {
            if (!c.status().equals("PASS")) {
                md.append("- `").append(c.codec()).append("` × `").append(c.dataset()).append("`: ")
                  .append(c.status().equals("FAIL") ? "**FAIL** " : "unsupported: ").append(MarkdownText.plain(c.reason())).append('\n');
            }
        }
        for (Results.Failure f : r.failures) {
            md.append("- `").append(f.codec()).append("` × `").append(f.dataset()).append("` on ").append(f.jvm())
              .append(": **benchmark failed** ").append(MarkdownText.plain(f.reason())).append('\n');
        }
        return md.toString();
    }

    /** Every figure that was re-measured, stayed wide or had disturbed iterations, with its interval. */
    static String figureDetails(Results r) {
        MarkdownTable t = new MarkdownTable("figure", "JVMs", "iterations", "interval", "unit", "what happened");
        int n = 0;
        for (Measurement m : r.results) {
            if (m.note() == null) continue;
            String interval = m.low() == null ? "—" : Numbers.plain(m.low()) + " … " + Numbers.plain(m.high());
            t.add(String.join(" ", r.environment.jvms.size() > 1 ? m.jvm() : "", m.dataset(), m.codec(), m.op(),
                m.threads() == 1 ? "" : m.threads() + " threads", m.mode()).trim().replaceAll(" +", " "),
                m.forks(), m.samples(), interval, m.unit(), m.note());
            n++;
        }
        return n == 0 ? "" : t.toString();
    }

    static String codecs(Results r) {
        MarkdownTable t = new MarkdownTable("codec", "family", "library", "version", "traits", "set up as");
        r.codecs.forEach((id, c) -> t.add(MarkdownText.plain(id) + (c.baseline() ? " (baseline)" : ""),
            MarkdownText.plain(c.family()), MarkdownText.plain(c.library()), MarkdownText.plain(c.version()),
            MarkdownText.plain(String.join(", ", c.traits())), MarkdownText.plain(c.setup())));
        return t.toString();
    }

    static String shortReason(String reason) {
        String first = reason.lines().findFirst().orElse("");
        return first.length() <= REASON_IN_TABLE ? first : first.substring(0, REASON_IN_TABLE - 1) + "…";
    }
}
