package serbench.cli.shared;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.era.EraCodec;
import serbench.codec.era.EraCodecs;
import serbench.codec.era.Upgrades;

/** The {@code --codecs} option, alone for a command that takes no data sets ({@code evolution}). */
public class CodecChoice {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE) CommandLine.Model.CommandSpec spec;

    @Option(names = "--codecs", split = ",", paramLabel = "ID", description = "Codec ids, or all (default: all; see 'serbench list');"
        + " 'variants' adds the opt-in I/O-shape variants, 'all+variants' is both.")
    public List<String> codecIds;

    public List<Codec> codecs() {
        return codecs(spec.commandLine(), codecIds);
    }

    /**
     * {@code ids} resolved as every id list is, after the opt-in variants' names: {@code variants} stands for every
     * I/O-shape variant, beside any ids named with it, and {@code all+variants}, named alone, for every row and variant.
     */
    static List<Codec> codecs(CommandLine cmd, List<String> ids) {
        List<Codec> everything = new ArrayList<>(Codecs.all());
        everything.addAll(Codecs.variants());
        if (ids != null && ids.stream().anyMatch(id -> id.trim().equals("all+variants"))) {
            if (ids.size() > 1) throw new CommandLine.ParameterException(cmd, "--codecs all+variants selects every codec and variant; name it alone");
            return everything;
        }
        List<String> expanded = ids == null ? null : ids.stream()
            .flatMap(id -> id.trim().equals("variants") ? Codecs.variants().stream().map(Codec::id) : Stream.of(id))
            .toList();
        if (expanded != null) expanded.forEach(id -> checkVersion(cmd, id.trim()));
        // all stays the registry's rows; an unknown id's message lists them, and says where the variants are
        return resolve(cmd, "--codecs", "codec", expanded, Codecs.all(), Codec::id, Codecs::byId, Codecs.all(),
            "; or an I/O-shape variant: 'serbench list' shows them, --codecs variants selects them all");
    }

    /** A versioned row ({@code ID@VERSION}) that is not registered, or whose jars this build lacks, in one line. */
    private static void checkVersion(CommandLine cmd, String id) {
        int at = id.indexOf('@');
        if (at < 0) return;
        Optional<Codec> row = Codecs.byId(id);
        if (row.isEmpty()) {
            String base = id.substring(0, at);
            List<String> built = EraCodecs.versionsOf(base);
            throw new CommandLine.ParameterException(cmd, "unknown version '" + id + "': " + (built.isEmpty()
                ? "no version of '" + base + "' is registered" : "registered: " + String.join(", ", built))
                + (Upgrades.rows().contains(base) ? "; --version " + base + "=" + id.substring(at + 1) + " resolves it from Maven Central"
                    : " (docs/versions.md says how to add one)"));
        }
        if (row.get() instanceof EraCodec era) era.missing().ifPresent(why -> { throw new CommandLine.ParameterException(cmd, why); });
    }

    CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    /**
     * The ids given to {@code option} looked up, duplicates dropped: {@code defaults} when none were given, every
     * {@code valid} one for {@code all} named alone (the rule of every id list, docs/cli-rules.md).
     */
    public static <T> List<T> resolve(CommandLine cmd, String option, String kind, List<String> ids, List<T> defaults,
                               Function<T, String> idOf, Function<String, Optional<T>> lookup, List<T> valid) {
        return resolve(cmd, option, kind, ids, defaults, idOf, lookup, valid, "");
    }

    /** As above, {@code unknownHint} ending an unknown id's message after the valid ones. */
    static <T> List<T> resolve(CommandLine cmd, String option, String kind, List<String> ids, List<T> defaults,
                               Function<T, String> idOf, Function<String, Optional<T>> lookup, List<T> valid, String unknownHint) {
        if (ids == null) return defaults;
        String validIds = valid.stream().map(idOf).collect(Collectors.joining(", "));
        if (ids.stream().anyMatch(id -> id.trim().equals("all"))) {
            if (ids.size() > 1) throw new CommandLine.ParameterException(cmd, option + " all selects every " + kind + "; name it alone");
            return valid;
        }
        List<T> chosen = new ArrayList<>();
        for (String id : ids) {
            T found = lookup.apply(id.trim()).orElseThrow(() -> new CommandLine.ParameterException(cmd,
                "unknown " + kind + " '" + id.trim() + "'; valid: " + validIds + unknownHint));
            if (!chosen.contains(found)) chosen.add(found);
        }
        return chosen;
    }
}
