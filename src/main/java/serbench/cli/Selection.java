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
import serbench.data.Dataset;
import serbench.data.Datasets;

/** The {@code --codecs} and {@code --datasets} options shared by every command that runs pairs. */
public final class Selection {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE) CommandLine.Model.CommandSpec spec;

    @Option(names = "--codecs", split = ",", paramLabel = "ID", description = "Codec ids (default: all; see 'serbench list').")
    List<String> codecIds;

    @Option(names = "--datasets", split = ",", paramLabel = "ID",
        description = "Data set ids, or 'all' (default: all, except 'run': media; see 'serbench list').")
    List<String> datasetIds;

    public List<Codec> codecs() {
        return resolve("codec", codecIds, Codecs.all(), Codec::id, Codecs::byId, Codecs.all());
    }

    public List<Dataset<?>> datasets() {
        return datasets(Datasets.all());
    }

    /** The chosen data sets, {@code defaults} when none were named, every one for {@code all}. */
    public List<Dataset<?>> datasets(List<Dataset<?>> defaults) {
        if (datasetIds != null && datasetIds.stream().anyMatch(id -> id.trim().equals("all"))) {
            if (datasetIds.size() > 1) throw new CommandLine.ParameterException(spec.commandLine(),
                "--datasets all selects every data set; name it alone");
            return Datasets.all();
        }
        return resolve("data set", datasetIds, defaults, Dataset::id, Datasets::byId, Datasets.all());
    }

    private <T> List<T> resolve(String kind, List<String> ids, List<T> defaults, Function<T, String> idOf,
                                Function<String, Optional<T>> lookup, List<T> valid) {
        if (ids == null) return defaults;
        if (ids.isEmpty() || ids.stream().anyMatch(String::isBlank)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "an empty " + kind + " id in the list; valid: "
                + valid.stream().map(idOf).collect(Collectors.joining(", ")));
        }
        List<T> chosen = new ArrayList<>();
        for (String id : ids) {
            T found = lookup.apply(id.trim()).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "unknown " + kind + " '" + id.trim() + "'; valid: " + valid.stream().map(idOf).collect(Collectors.joining(", "))));
            if (!chosen.contains(found)) chosen.add(found);
        }
        return chosen;
    }
}
