package serbench.cli.shared;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;
import serbench.preset.PresetReport;
import serbench.preset.Presets;
import serbench.report.FirstCallReport;
import serbench.report.MarkdownReport;
import serbench.report.ReportWriter;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** Writes every report of a run: the standard ones, and preset.md for a classic-post preset. */
public final class Reports {
    public static final String PRESET_FILE = "preset.md";

    private Reports() {}

    /** A run named on the command line by its directory or its results.json, alike (docs/cli-rules.md): the file. */
    public static Path resultsFile(Path run) {
        return Files.isDirectory(run) ? run.resolve(ResultsStore.FILE) : run;
    }

    /** A results file named on the command line; an unreadable one is a usage error (exit 2). */
    public static Results load(CommandLine.Model.CommandSpec spec, Path file) {
        try {
            return ResultsStore.load(file);
        } catch (IOException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /**
     * The reports of a run or first-call measurement that was interrupted, where it measured something: returns where the
     * main one is; null, writing nothing, where it measured nothing yet, since empty reports would read as a result.
     */
    public static Path ofInterrupted(Results results, Path dir) throws IOException {
        if (nothingMeasured(results)) return null;
        write(results, dir);
        return dir.resolve("report.html");
    }

    /** No figure and no first call: what a run interrupted before its first figure (or its checks) holds. */
    public static boolean nothingMeasured(Results results) {
        return results.results.isEmpty() && (results.firstCall == null || results.firstCall.samples().isEmpty());
    }

    public static void write(Results results, Path dir) throws IOException {
        if (FirstCallReport.only(results)) {
            FirstCallReport.writeAll(results, dir);
            return;
        }
        String presetMarkdown = null;
        if (results.preset != null) {
            var preset = Presets.byId(results.preset).orElseThrow(() -> new IOException("unknown preset " + results.preset));
            presetMarkdown = PresetReport.markdown(preset, results);
            // the post's layout first, then serbench's standard tables of the same run beside it
            ResultsStore.writeAtomically(dir.resolve(PRESET_FILE), presetMarkdown
                + "\n# serbench's standard tables\n" + MarkdownReport.sections(results));
        }
        ReportWriter.writeAll(results, dir, presetMarkdown);
    }
}
