package serbench.report.section;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import serbench.report.view.MarkdownText;
import serbench.results.Environment;
import serbench.results.Results;

/** The top of both reports: the title, the line under it, what qualifies the figures and how to read them. */
public final class ReportHeading {
    private ReportHeading() {}

    /** e.g. "serbench: 36 codecs on media"; the baselines are not counted. */
    public static String title(Results r) {
        long codecs = r.codecs.values().stream().filter(c -> !c.baseline()).count();
        String on = r.datasets.size() == 1 ? r.datasets.keySet().iterator().next() : r.datasets.size() + " data sets";
        return "serbench: " + codecs + (codecs == 1 ? " codec" : " codecs") + " on " + on;
    }

    /** The JVMs, the profile and when: one line under the title. */
    public static String lede(Results r) {
        Environment e = r.environment;
        String jvms = String.join(", ", e.jvms.stream().map(j -> MarkdownText.plain(j.vendor() + " " + j.version())).toList());
        String when = e.start == null ? "" : " · " + MarkdownText.plain(minutes(e.start));
        return jvms + " · profile " + MarkdownText.plain(e.profile) + (e.cores > 0 ? " · " + e.cores + " cores" : "") + when
            + (e.serbenchVersion == null ? "" : " · serbench " + MarkdownText.plain(e.serbenchVersion));
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
    public static List<String> qualifiers(Results r) {
        List<String> q = new ArrayList<>();
        if (!r.environment.complete) q.add(unfinished(r));
        if (r.shard != null) q.add(shard(r));
        if (!r.comparable()) {
            q.add("**This is a smoke run, a CI check: every figure (marked ~) comes from one short-lived JVM per codec and is not"
                + " for comparison. Use the default profile or `--profile full` for figures.**");
        }
        Results.Precision precision = r.precision();
        if (precision != null && r.comparable()) q.add((precision.enough() ? "**Precision:** " : "**Warning, precision:** ") + precision.describe());
        Environment.MachineCheck check = r.environment.machineCheck;
        // the check's own words are for the console, before measuring; here, what it found, in one line
        if (check != null && check.warning() != null) {
            q.add(check.foretold() != null
                ? "**Warning, machine check:** " + MarkdownText.plain(check.foretold()) + "."
                : String.format(java.util.Locale.ROOT, "**Warning, machine check:** the machine was noisy before measuring: fixed"
                + " work took %.0f%% longer in some slices than in others (quiet: under %.0f%%).", check.spreadPercent(),
                Environment.MachineCheck.QUIET_PERCENT));
        }
        q.addAll(VersionBytes.markdown(r));
        return q;
    }

    /** An interrupted run's reports hold what it had: first of all, they say so, and how to finish it. */
    private static String unfinished(Results r) {
        int firstCalls = r.firstCall == null ? 0 : r.firstCall.samples().size();
        String had = !r.results.isEmpty() ? "these are the " + r.results.size() + " figures it had"
            : "it had no figure yet" + (firstCalls == 0 ? "" : ", only the first calls of " + firstCalls + " fresh JVMs");
        return "**Warning, unfinished run:** it was interrupted before it measured everything; " + had + ", and a pair it had not"
            + " reached says \"not measured\". `serbench run --resume` on its folder measures the rest.";
    }

    /** A shard's report holds its own part of the run: which part, and how much of the run that is. */
    private static String shard(Results r) {
        Set<String> all = new LinkedHashSet<>(), own = new LinkedHashSet<>();
        for (Results.Plan p : r.settings == null ? List.<Results.Plan>of() : r.settings.plans()) {
            for (String d : p.datasets()) {
                for (String c : p.codecs()) {
                    all.add(c + " × " + d);
                    if (r.measures(null, d, c)) own.add(c + " × " + d);
                }
            }
        }
        return "**Shard " + r.shard.index() + " of " + r.shard.count() + ":** this report lists the shard's own " + own.size()
            + " of the run's " + all.size() + " pairs (codec × data set); the others are its other shards' to measure, and"
            + " `serbench merge` joins the shards into one report.";
    }

    /** How to read the figures, in a few sentences; "Method" at the end has the rest. */
    static final String HOW_TO_READ = "Like for like: `build+ser` (the application's object to bytes), `deser-read` (bytes to every"
        + " field read), round trip = both. Each time is the steady-state mean of one op over a pool of values, as JMH's mean"
        + " is, in at least two JVMs, ± a bootstrap interval over them (see Method); × is a multiple of the best real codec's"
        + " figure; _baselines_ are in italics, not ranked. Read a few percent as a tie.";

    /** {@link #HOW_TO_READ}, and what the times hold of garbage collection: its share, shown beside them where measured. */
    public static String howToRead(Results r) {
        boolean measured = r.results.stream().anyMatch(m -> m.allocBytesPerOp() != null);
        return HOW_TO_READ + (measured
            ? " A time includes the op's share of garbage collection, which GC ns/op shows apart, and alloc B/op what drives it."
            : " Bytes allocated and the share of garbage collection: not measured in this run.");
    }
}
