package serbench.cli.shared;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.era.EraCodec;
import serbench.codec.era.EraCodecs;
import serbench.codec.era.MavenCentral;
import serbench.codec.era.Upgrades;

/**
 * The {@code --version ROW=VER} option of {@code run} and {@code verify}: today's row {@code ROW} on version {@code VER}
 * of its library too, the row {@code ROW@VER}, its jars resolved from Maven Central before anything runs
 * (docs/versions.md). A registered versioned row of that id is taken as it is. {@code sizes} and {@code first-call}
 * take it too, and a resumed run or first-call measurement resolves its saved rows again ({@link #restore}).
 */
public final class VersionChoice {
    /** What Maven takes as a version, and nothing that could reach a path or another option. */
    private static final Pattern VERSION = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE) CommandLine.Model.CommandSpec spec;

    @Option(names = "--version", paramLabel = "ROW=VER", description = "Also ROW on version VER of its library, as the row"
        + " ROW@VER beside ROW in one report: its jars and what they depend on resolved from Maven Central into"
        + " ~/.m2/repository before anything runs; repeat for several (the rows it takes: docs/versions.md).")
    List<String> versions;

    // serbench's own --help and --version, inherited by every command, are dropped where the command names --version
    // itself: its --help is kept here (serbench --version still prints serbench's version)
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    /** {@code codecs} and each version's row, after its today's row (at the end when that row is not among them). */
    public List<Codec> with(List<Codec> codecs) {
        if (versions == null) return codecs;
        List<Codec> all = new ArrayList<>(codecs);
        for (String given : versions) {
            Codec row = resolve(given.trim());
            if (all.contains(row)) continue;
            String base = row.id().substring(0, row.id().indexOf('@'));
            int at = all.size();
            for (int i = 0; i < all.size(); i++) {
                if (all.get(i).id().equals(base) || all.get(i).id().startsWith(base + "@")) at = i + 1;
            }
            all.add(at, row);
        }
        return all;
    }

    /**
     * Resolves again the rows of {@code ids} that were resolved at run time ({@code ROW@VER}, neither registered nor
     * yet in this JVM), so that a resumed run measures them as the run it resumes did: from Maven's local repository,
     * where the first run put their jars. Null when every one is known now, else why one cannot be.
     */
    public static String restore(Collection<String> ids) {
        for (String id : ids) {
            int at = id.indexOf('@');
            if (at < 0 || Codecs.byId(id).isPresent() || !Upgrades.rows().contains(id.substring(0, at))) continue;
            try {
                EraCodecs.resolve(id.substring(0, at), id.substring(at + 1));
            } catch (MavenCentral.Unresolved e) {
                return id + ": " + e.getMessage();
            }
        }
        return null;
    }

    private Codec resolve(String given) {
        int eq = given.indexOf('=');
        String row = eq < 0 ? given : given.substring(0, eq).trim();
        String version = eq < 0 ? "" : given.substring(eq + 1).trim();
        if (row.isEmpty() || !VERSION.matcher(version).matches()) {
            throw usage("--version '" + given + "': give ROW=VERSION, e.g. jackson-json=2.15.0");
        }
        String id = row + "@" + version;
        Codec registered = EraCodecs.all().stream().filter(c -> c.id().equals(id)).findFirst().orElse(null);
        if (registered != null) {
            ((EraCodec) registered).missing().ifPresent(why -> { throw usage(why); });
            return registered;
        }
        if (!Upgrades.rows().contains(row)) {
            List<String> built = EraCodecs.versionsOf(row);
            throw usage("--version '" + given + "': " + (Codecs.byId(row).isEmpty() ? "no row '" + row + "'"
                : "'" + row + "' is not a row whose library it resolves" + (built.isEmpty() ? "" : " (registered: " + String.join(", ", built) + ")"))
                + "; it takes " + String.join(", ", Upgrades.rows()));
        }
        try {
            return EraCodecs.resolve(row, version);
        } catch (MavenCentral.Unresolved e) {
            throw usage(e.getMessage());
        }
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
