package serbench.report.section;

import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * The sections at the end of both reports, in Markdown: the pairs not measured, the figures' details, the codecs
 * and the environment.
 */
public final class ReportAppendix {
    /** Reasons can be long stack-trace-like texts; tables keep their first line, the list below has it whole. */
    private static final int REASON_IN_TABLE = 90;

    private ReportAppendix() {}

    /** When, where and how the run was made. */
    public static String environment(Results r) {
        Environment e = r.environment;
        MarkdownTable t = new MarkdownTable("", "");
        for (Environment.Jvm j : e.jvms) t.add("JVM" + (e.jvms.size() > 1 ? " " + MarkdownText.plain(j.id()) : ""), MarkdownText.plain(j.vendor() + " " + j.version()
            + ", " + j.vm() + " (" + j.path() + ")"));
        if (e.machines != null) {
            t.add("machines", e.machines.size() + ", each in the Machines section");
        } else {
            t.add("OS", MarkdownText.plain(e.os));
            t.add("CPU", MarkdownText.plain(e.cpu) + ", " + e.cores + " cores, " + e.memoryMb + " MiB");
        }
        t.add("profile", MarkdownText.plain(e.profile + ": " + e.profileDetail));
        Double limit = r.settings == null ? null : r.settings.timeLimitSeconds();
        t.add("run", MarkdownText.plain(e.start + " to " + (e.end == null ? "(unfinished)" : e.end) + ", serbench " + e.serbenchVersion)
            + (limit == null ? "" : ", time limit " + String.format(java.util.Locale.ROOT, limit % 60 == 0 ? "%.0f min" : "%.0f s", limit % 60 == 0 ? limit / 60 : limit)));
        if (r.preset != null) t.add("preset", MarkdownText.code(r.preset) + " (the post's own tables are in preset.md)");
        if (e.idleCpus != null) t.add("idle CPUs", MarkdownText.plain(e.idleCpus));
        if (e.heap != null) t.add("heap", MarkdownText.plain(e.heap));
        if (e.charset != null) t.add("default charset", MarkdownText.plain(e.charset) + ", in serbench and every JVM it started");
        if (e.lanes != null) t.add("lanes", MarkdownText.plain(e.lanes));
        if (r.settings != null && r.settings.warmUpsSideBySide()) {
            t.add("measuring JVMs", "one measuring at a time, alone; two warming up at once (docs/method.md)");
        }
        e.collectors.forEach((jvm, gc) -> t.add("collector" + (e.jvms.size() > 1 ? " " + MarkdownText.plain(jvm) : ""), MarkdownText.plain(gc)));
        if (e.machineCheck != null) {
            Environment.MachineCheck c = e.machineCheck;
            t.add("machine check", String.format(java.util.Locale.ROOT, "fixed serialization work varied by %.1f%% across %d"
                + " slices of %.0f ms before measuring%s%s", c.spreadPercent(), c.slices(), c.sliceMillis(),
                c.clockSpreadPercent() == null ? "" : String.format(java.util.Locale.ROOT, " in CPU time, %.1f%% by the clock",
                    c.clockSpreadPercent()),
                c.warning() != null ? ": " + MarkdownText.plain(c.warning())
                    : c.foretold() != null ? "; " + MarkdownText.plain(c.foretold()) : " (quiet enough)"));
        }
        Results.Noise noise = r.noiseDuringRun();
        if (noise != null) {
            t.add("noise during the run", String.format(java.util.Locale.ROOT, "%.0f%% of %d measurement iterations ran more"
                + " than 10%% slower than their figure; the median iteration was %+.0f%% off its figure", noise.disturbedPercent(),
                noise.iterations(), noise.medianSlowdownPercent()));
        }
        if (e.jvmSpreadPercent != null && r.comparable()) {
            t.add("spread between JVMs", String.format(java.util.Locale.ROOT, "a figure's slowest JVM ran %.1f%% slower than"
                + " its fastest, at the median over figures; every interval is at least that wide on each side",
                e.jvmSpreadPercent));
        }
        serbench.results.ClockTimings scaling = serbench.results.ClockTimings.of(r);
        if (scaling != null && r.comparable()) t.add("reference", MarkdownText.plain(scaling.describe()));
        Results.Precision precision = r.precision();
        if (precision != null && r.comparable()) t.add("precision", precision.describe());
        return t.toString();
    }

    /** Every pair without figures, with its whole reason. */
    public static String notMeasured(Results r) {
        StringBuilder md = new StringBuilder();
        for (Results.Check c : r.verification) {
            if (c.status() != Results.Check.Status.PASS) {
                md.append("- ").append(MarkdownText.code(c.codec())).append(" × ").append(MarkdownText.code(c.dataset())).append(": ")
                  .append(c.status() == Results.Check.Status.FAIL ? "**FAIL** " : "unsupported: ").append(MarkdownText.plain(c.reason())).append('\n');
            }
        }
        for (Results.Failure f : r.failures) {
            md.append("- ").append(MarkdownText.code(f.codec())).append(" × ").append(MarkdownText.code(f.dataset())).append(" on ")
              .append(MarkdownText.plain(f.jvm()))
              .append(": **benchmark failed** ").append(MarkdownText.plain(f.reason())).append('\n');
        }
        return md.toString();
    }

    /** Every figure that was re-measured, stayed wide or had disturbed iterations, with its interval. */
    public static String figureDetails(Results r) {
        MarkdownTable t = new MarkdownTable("figure", "JVMs", "iterations", "interval", "unit", "what happened");
        int n = 0;
        for (Measurement m : r.results) {
            // a figure measured as another op, or on another codec's same bytes, says nothing the other's row does not
            if (m.note() == null || m.sameAs() != null || m.sameBytes() != null) continue;
            String interval = m.low() == null ? "—" : Numbers.plain(m.low()) + " … " + Numbers.plain(m.high());
            t.add(MarkdownText.plain(String.join(" ", r.environment.jvms.size() > 1 ? m.jvm() : "", m.dataset(), m.codec(), m.op(),
                m.threads() == 1 ? "" : m.threads() + " threads", m.mode()).trim().replaceAll(" +", " ")),
                m.forks(), m.samples(), interval, MarkdownText.plain(m.unit()), MarkdownText.plain(m.note()));
            n++;
        }
        return n == 0 ? "" : t.toString();
    }

    public static String codecs(Results r) {
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
