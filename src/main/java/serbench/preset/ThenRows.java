package serbench.preset;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import serbench.codec.Codec;
import serbench.codec.era.EraCodec;
import serbench.codec.era.EraCodecs;
import serbench.results.Results;

/**
 * A preset's then-rows ({@code run --preset NAME --then}): each library the post ran, at the version it used, matched
 * against the versioned rows this build registers ({@link EraCodecs}), so that a version registered later is taken up
 * without a change here, and one that is not is named with the reason.
 */
public final class ThenRows {
    private ThenRows() {}

    /** Why {@code then} has no row that can run in this build; empty when it has. */
    public static Optional<String> whyNot(Then then) {
        if (then.version() == null) return Optional.of(then.note());
        Optional<Codec> row = EraCodecs.byId(then.id());
        if (row.isEmpty()) {
            List<String> registered = EraCodecs.versionsOf(then.row());
            return Optional.of("no " + then.id() + " row is registered" + (registered.isEmpty() ? ""
                : " (registered: " + String.join(", ", registered) + ")") + (then.note() == null ? "" : "; " + then.note()));
        }
        return row.get() instanceof EraCodec era ? era.missing() : Optional.empty();
    }

    /** The then-rows of {@code preset} that can run here. */
    public static List<String> runnable(Preset preset) {
        return preset.then().stream().filter(t -> whyNot(t).isEmpty()).map(Then::id).toList();
    }

    /** Each of the preset's then-rows with why it cannot run here, in one line. */
    public static String reasons(Preset preset) {
        return preset.then().stream().map(t -> t.row() + " " + t.posted() + ": " + whyNot(t).orElse("runs"))
            .collect(Collectors.joining("; "));
    }

    /** Whether the run's plans hold a then-row of the preset: a {@code --then} run (a preset takes no --codecs). */
    static boolean ran(Preset preset, Results results) {
        return preset.then().stream().anyMatch(t -> t.id() != null
            && results.settings.plans().stream().anyMatch(p -> p.codecs().contains(t.id())));
    }

    /** The plans with each of today's rows followed by its then-rows that can run here. */
    public static List<Results.Plan> withThen(Preset preset, List<Results.Plan> plans) {
        List<String> runnable = runnable(preset);
        return plans.stream().map(plan -> {
            List<String> codecs = new ArrayList<>();
            for (String codec : plan.codecs()) {
                codecs.add(codec);
                preset.then().stream().filter(t -> t.row().equals(codec) && runnable.contains(t.id())).forEach(t -> codecs.add(t.id()));
            }
            return new Results.Plan(List.copyOf(codecs), plan.datasets(), plan.ops(), plan.threads(), plan.mode());
        }).toList();
    }
}
