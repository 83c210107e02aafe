package serbench.preset;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * A {@code --then} run's side-by-side table: per library of the post, data set and op, its then-row's figure (the
 * version the post used, measured in this run) beside today's row's, their ratio, and their sizes; then what changed
 * in the bytes, from the sizes and the round trips' digests alone.
 */
final class ThenAndNow {
    private final Results results;
    private final Figures f;

    private ThenAndNow(Results results, String jvm) {
        this.results = results;
        this.f = new Figures(results, jvm);
    }

    static String markdown(Preset preset, Results results, String jvm) {
        return new ThenAndNow(results, jvm).render(preset);
    }

    private String render(Preset preset) {
        StringBuilder md = new StringBuilder("### The post's versions beside today's\n\n\"then\" here is the library at the"
            + " version the post used, measured in this run beside today's (\"now\"), on the same data and JVM; the change"
            + " is now ÷ then (a time below 1× and a count of ops above 1× are faster now).\n\n");
        List<Then> measured = new ArrayList<>();
        for (Then then : preset.then()) {
            String posted = MarkdownText.code(then.row()) + ": the post's " + MarkdownText.plain(then.posted());
            if (planned(then.id())) {
                measured.add(then);
                md.append("- ").append(posted).append(", measured as ").append(MarkdownText.code(then.id()))
                    .append(then.note() == null ? "" : " (" + MarkdownText.plain(then.note()) + ")").append('\n');
            } else {
                String why = ThenRows.whyNot(then).orElse("not in this run: the build that made it could not run it");
                md.append("- ").append(posted).append(": not measured then: ").append(MarkdownText.plain(why)).append('\n');
            }
        }
        if (measured.isEmpty()) return md.append('\n').toString();
        MarkdownTable t = new MarkdownTable("then → now", "data set", "op", "figure then", "figure now", "change",
            "size then", "size now", "size change");
        List<String> changes = new ArrayList<>();
        for (Then then : measured) {
            String label = label(then, measured);
            for (String dataset : datasets(then.id())) {
                for (Results.Plan plan : plansOf(then.id())) {
                    if (!plan.datasets().contains(dataset)) continue;
                    MeasureMode mode = MeasureMode.parse(plan.mode());
                    for (String op : plan.ops()) t.add(label, MarkdownText.code(dataset), op + (plans(then.id()) > 1 ? " (" + mode.id() + ")" : ""),
                        figure(dataset, then.id(), op, mode), figure(dataset, then.row(), op, mode),
                        change(dataset, then, op, mode), size(dataset, then.id()), size(dataset, then.row()), sizeChange(dataset, then));
                }
            }
            changes.add("- " + label + ": " + bytesChanged(then));
        }
        return md.append('\n').append(t).append("\nWhat changed in the bytes (the sizes and the digests of the round-tripped"
            + " bytes, as measured):\n\n").append(String.join("\n", changes)).append("\n\n").toString();
    }

    private boolean planned(String id) {
        return id != null && !plansOf(id).isEmpty();
    }

    private List<Results.Plan> plansOf(String id) {
        return results.settings.plans().stream().filter(p -> p.codecs().contains(id)).toList();
    }

    private int plans(String id) {
        return (int) plansOf(id).stream().map(Results.Plan::mode).distinct().count();
    }

    private Set<String> datasets(String id) {
        Set<String> datasets = new LinkedHashSet<>();
        plansOf(id).forEach(p -> datasets.addAll(p.datasets()));
        return datasets;
    }

    /**
     * "kryo 3.0.3 → 5.6.2", or both libraries where the row changed library (Jackson 1 → 2); after today's row where
     * another of the post's rows is the same library (all-types: Hessian 1, Hessian 2 and Hessian 2 + deflate).
     */
    private String label(Then then, List<Then> measured) {
        String versions = versions(then);
        boolean shared = measured.stream().anyMatch(o -> o != then && versions(o).equals(versions));
        return shared ? MarkdownText.code(then.row()) + " (" + versions + ")" : versions;
    }

    private String versions(Then then) {
        Results.CodecInfo was = results.codecs.get(then.id()), is = results.codecs.get(then.row());
        if (was == null || is == null) return MarkdownText.plain(then.id() + " → " + then.row());
        return MarkdownText.plain(was.library() + " " + was.version() + " → " + (was.library().equals(is.library()) ? "" : is.library() + " ")
            + is.version());
    }

    private String figure(String dataset, String codec, String op, MeasureMode mode) {
        return f.find(dataset, codec, op, mode.id()).map(m -> Numbers.figure(m.score(), m.error(), results.comparable()) + " " + mode.unit())
            .orElse(f.missing(dataset, codec));
    }

    /** now ÷ then; in a comparable run, whether their intervals overlap (a tie) or which is faster. */
    private String change(String dataset, Then then, String op, MeasureMode mode) {
        Optional<Measurement> was = f.find(dataset, then.id(), op, mode.id()), is = f.find(dataset, then.row(), op, mode.id());
        if (was.isEmpty() || is.isEmpty()) return "-";
        Measurement a = was.get(), b = is.get();
        String ratio = Numbers.times(b.score() / a.score());
        if (!results.comparable()) return Numbers.SMOKE_MARK + ratio;
        if (a.low() != null && a.high() != null && b.low() != null && b.high() != null && a.low() <= b.high() && b.low() <= a.high()) {
            return ratio + ", within the errors";
        }
        return ratio + ((b.score() < a.score()) == mode.lowerIsBetter() ? ", faster" : ", slower");
    }

    private String size(String dataset, String codec) {
        return f.size(dataset, codec).map(s -> Numbers.plain(s) + " B").orElse("-");
    }

    private String sizeChange(String dataset, Then then) {
        Optional<Integer> was = f.size(dataset, then.id()), is = f.size(dataset, then.row());
        return was.isPresent() && is.isPresent() ? Numbers.times((double) is.get() / was.get()) : "-";
    }

    /** One line: per data set, the same bytes (equal digests), the same size in other bytes, or the sizes. */
    private String bytesChanged(Then then) {
        List<String> same = new ArrayList<>(), sameSize = new ArrayList<>(), sizes = new ArrayList<>(), unknown = new ArrayList<>();
        for (String dataset : datasets(then.id())) {
            Optional<Integer> was = f.size(dataset, then.id()), is = f.size(dataset, then.row());
            String d = MarkdownText.code(dataset);
            if (was.isEmpty() || is.isEmpty()) unknown.add(d);
            else if (!was.get().equals(is.get())) sizes.add(d + " " + Numbers.plain(was.get()) + " → " + Numbers.plain(is.get()) + " B");
            else {
                String a = digest(dataset, then.id()), b = digest(dataset, then.row());
                if (a != null && a.equals(b)) same.add(d);
                else if (a != null && b != null) sameSize.add(d);
                else unknown.add(d + " (same size, no digest)");
            }
        }
        List<String> parts = new ArrayList<>();
        if (!same.isEmpty()) parts.add("the same bytes on " + String.join(", ", same) + " (equal digests)");
        if (!sameSize.isEmpty()) parts.add("the same size in other bytes on " + String.join(", ", sameSize));
        if (!sizes.isEmpty()) parts.add("other sizes: " + String.join(", ", sizes));
        if (!unknown.isEmpty()) parts.add("not compared on " + String.join(", ", unknown));
        return String.join("; ", parts);
    }

    private String digest(String dataset, String codec) {
        return results.verification.stream().filter(c -> c.dataset().equals(dataset) && c.codec().equals(codec))
            .map(Results.Check::bytes).filter(Objects::nonNull).findFirst().orElse(null);
    }
}
