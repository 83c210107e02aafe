package serbench.preset;

import serbench.report.view.MarkdownText;
import serbench.results.Environment;
import serbench.results.Numbers;
import serbench.results.Results;

/** preset.md: the post's experiment redone, per JVM. */
public final class PresetReport {
    private PresetReport() {}

    public static String markdown(Preset preset, Results results) {
        StringBuilder md = new StringBuilder("# ").append(preset.id()).append(": ").append(preset.source())
            .append("\n\n\"then\" is what the post published; \"now\" is this run (profile ").append(MarkdownText.plain(results.environment.profile))
            .append(results.comparable() ? "), with the interval of each figure where one exists.\n\n"
                : "). **This is a smoke run, a CI check: its figures (marked " + Numbers.SMOKE_MARK + ") come from one"
                + " short-lived JVM per codec and are not for comparison.**\n\n");
        for (Environment.Jvm jvm : results.environment.jvms) {
            md.append("## ").append(MarkdownText.plain(jvm.vendor() + " " + jvm.version())).append("\n\n")
              .append(preset.render(results, jvm.id())).append('\n');
            if (ThenRows.ran(preset, results)) md.append(ThenAndNow.markdown(preset, results, jvm.id()));
        }
        return md.toString();
    }
}
