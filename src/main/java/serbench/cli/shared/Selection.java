package serbench.cli.shared;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.own.OwnDatasets;
import serbench.data.own.OwnType;
import serbench.verify.OwnClassJvm;

/**
 * The {@code --codecs} and {@code --datasets} options shared by every command that runs pairs, and the user's
 * own data set ({@code --classpath}, {@code --type}, {@code --sample}, {@code --name}).
 */
public final class Selection extends CodecChoice {
    @Option(names = "--datasets", split = ",", paramLabel = "ID",
        description = "Data set ids, or 'all' (default: all, except 'run' and 'first-call': media; see 'serbench list').")
    List<String> datasetIds;

    @Option(names = "--classpath", split = "${sys:path.separator}", paramLabel = "PATH",
        description = "Jars or class directories holding your own --type, separated by '${sys:path.separator}'.")
    List<String> classpath;

    @Option(names = "--type", paramLabel = "CLASS",
        description = "Your own class (fully qualified) to benchmark as a data set, read from each --sample.")
    String type;

    @Option(names = "--sample", paramLabel = "FILE.json",
        description = "A JSON value of --type; repeat for several (one data set each, named after the file).")
    List<String> samples;

    @Option(names = "--name", paramLabel = "ID", description = "The id of your data set (default: the class's simple name).")
    String name;

    private List<Dataset<?>> own;

    /** The user's own type with absolute paths, or null when none was given. */
    public OwnType ownType() {
        if (type == null) {
            if (classpath != null) throw usage("--classpath needs --type CLASS");
            if (samples != null) throw usage("--sample needs --type CLASS");
            if (name != null) throw usage("--name needs --type CLASS");
            return null;
        }
        if (classpath == null) throw usage("--type needs --classpath PATH (your jar or class directory)");
        if (samples == null || samples.isEmpty()) throw usage("--type needs --sample FILE.json (a value of " + type + ")");
        if (name != null && !OwnDatasets.validId(name)) throw usage("--name " + name + ": use " + OwnDatasets.ID_RULE);
        return OwnDatasets.absolute(new OwnType(classpath, type, samples, name));
    }

    /**
     * The user's own data sets, loaded once in a JVM of their own (empty without --type); a bad definition is a usage
     * error.
     */
    private List<Dataset<?>> own() {
        if (own == null) {
            OwnType definition = ownType();
            try {
                own = definition == null ? List.of() : OwnClassJvm.load(definition);
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
        }
        return own;
    }

    /** Whether --datasets names {@code all}. */
    public boolean all() {
        return datasetIds != null && datasetIds.contains("all");
    }

    public List<Dataset<?>> datasets() {
        return datasets(Datasets.all());
    }

    /**
     * The chosen data sets, {@code defaults} when none were named, every built-in one for {@code all}, then
     * the user's own ones (alone when no --datasets was given: --type asks about that class).
     */
    public List<Dataset<?>> datasets(List<Dataset<?>> defaults) {
        return datasets(defaults, Datasets.all());
    }

    /** As {@link #datasets(List)}, with {@code all} meaning {@code everything}. */
    public List<Dataset<?>> datasets(List<Dataset<?>> defaults, List<Dataset<?>> everything) {
        List<Dataset<?>> own = own();
        List<Dataset<?>> chosen = new ArrayList<>();
        if (datasetIds != null || own.isEmpty()) {
            chosen.addAll(resolve(spec.commandLine(), "--datasets", "data set", datasetIds, defaults, Dataset::id,
                Datasets::byId, everything));
        }
        own.stream().filter(d -> !chosen.contains(d)).forEach(chosen::add);
        return chosen;
    }
}
