package serbench.cli.shared;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.codec.Codec;
import serbench.codec.Codecs;

/** The {@code --codecs} option, alone for a command that takes no data sets ({@code evolution}). */
public class CodecChoice {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE) CommandLine.Model.CommandSpec spec;

    @Option(names = "--codecs", split = ",", paramLabel = "ID", description = "Codec ids, or all (default: all; see 'serbench list').")
    public List<String> codecIds;

    public List<Codec> codecs() {
        return resolve(spec.commandLine(), "--codecs", "codec", codecIds, Codecs.all(), Codec::id, Codecs::byId, Codecs.all());
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
        if (ids == null) return defaults;
        String validIds = valid.stream().map(idOf).collect(Collectors.joining(", "));
        if (ids.stream().anyMatch(id -> id.trim().equals("all"))) {
            if (ids.size() > 1) throw new CommandLine.ParameterException(cmd, option + " all selects every " + kind + "; name it alone");
            return valid;
        }
        List<T> chosen = new ArrayList<>();
        for (String id : ids) {
            T found = lookup.apply(id.trim()).orElseThrow(() -> new CommandLine.ParameterException(cmd,
                "unknown " + kind + " '" + id.trim() + "'; valid: " + validIds));
            if (!chosen.contains(found)) chosen.add(found);
        }
        return chosen;
    }
}
