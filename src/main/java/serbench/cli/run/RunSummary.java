package serbench.cli.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import serbench.cli.shared.Reports;
import serbench.report.section.VersionBytes;
import serbench.results.ClockTimings;
import serbench.results.Results;

/** The end of a finished run: how noisy and precise it was, its reports written and where, and its exit status. */
public final class RunSummary {
    private RunSummary() {}

    /** Writes the reports and says so; the exit status: 1 when some pair failed. */
    public static int print(Results results, Path dir, PrintWriter console) throws IOException {
        Results.Noise noise = results.noiseDuringRun();
        if (noise != null) {
            console.printf("serbench: noise during the run: %.0f%% of the iterations ran more than 10%% slower than their"
                + " figure (median iteration %+.0f%%)%n", noise.disturbedPercent(), noise.medianSlowdownPercent());
        }
        if (results.environment.jvmSpreadPercent != null && results.comparable()) {
            console.printf("serbench: spread between JVMs: %.1f%% at the median figure; every interval is at least that"
                + " wide%n", results.environment.jvmSpreadPercent);
        }
        ClockTimings scaling = ClockTimings.of(results);
        if (scaling != null && results.comparable()) console.printf("serbench: %s%n", scaling.describe());
        Results.Precision precision = results.precision();
        if (precision != null && results.comparable()) {
            console.printf("serbench: %s%s%n", precision.enough() ? "" : "warning: ", precision.describe());
        }
        VersionBytes.lines(results).forEach(l -> console.printf("serbench: %s%n", l));
        Reports.write(results, dir);
        if (results.preset != null) console.printf("%n%s", Files.readString(dir.resolve(Reports.PRESET_FILE)));
        console.printf("%nreport: %s%n        %s, %s, %s%n", dir.resolve("report.html"), dir.resolve("report.md"),
            dir.resolve("results.json"), dir.resolve("results.csv"));
        long failed = results.verification.stream().filter(v -> v.status() == Results.Check.Status.FAIL).count()
            + results.failures.size();
        if (failed > 0) console.printf("%d pair(s) failed or not measured; the report lists why%n", failed);
        return failed > 0 ? 1 : 0;
    }
}
