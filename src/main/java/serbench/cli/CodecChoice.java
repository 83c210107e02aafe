package serbench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import serbench.codec.Codec;
import serbench.codec.Codecs;

/** The {@code --codecs} option, alone for a command that takes no data sets ({@code evolution}). */
public class CodecChoice {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE) CommandLine.Model.CommandSpec spec;

    @Option(names = "--codecs", split = ",", paramLabel = "ID", description = "Codec ids (default: all; see 'serbench list').")
    List<String> codecIds;

    public List<Codec> codecs() {
        return resolve("codec", codecIds, Codecs.all(), Codec::id, Codecs::byId, Codecs.all());
    }

    CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    <T> List<T> resolve(String kind, List<String> ids, List<T> defaults, Function<T, String> idOf,
                        Function<String, Optional<T>> lookup, List<T> valid) {
        if (ids == null) return defaults;
        if (ids.isEmpty() || ids.stream().anyMatch(String::isBlank)) {
            throw usage("an empty " + kind + " id in the list; valid: " + valid.stream().map(idOf).collect(Collectors.joining(", ")));
        }
        List<T> chosen = new ArrayList<>();
        for (String id : ids) {
            T found = lookup.apply(id.trim()).orElseThrow(() -> usage("unknown " + kind + " '" + id.trim() + "'; valid: "
                + valid.stream().map(idOf).collect(Collectors.joining(", "))));
            if (!chosen.contains(found)) chosen.add(found);
        }
        return chosen;
    }
}
