package serbench.cli.shared;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;
import serbench.results.ResultsStore;

/** The output directory of a command that writes a run's files ({@code run}, {@code first-call}, {@code merge}). */
public final class OutputDir {
    private OutputDir() {}

    /**
     * Refuses a run's directory inside another run's (its logs/ too): that run's files and a resume or a cleanup of it
     * would mix with this one's; a usage error before anything runs.
     */
    public static void requireOutsideRuns(CommandLine cmd, Path dir) {
        Path absolute = dir.toAbsolutePath().normalize();
        for (Path above = absolute.getParent(); above != null; above = above.getParent()) {
            if (Files.isRegularFile(above.resolve(ResultsStore.FILE))) {
                throw new CommandLine.ParameterException(cmd, "--out " + dir + " is inside the run in " + above
                    + "; a run's folder holds that run alone: choose an --out outside it");
            }
        }
    }

    /** The directory, created now so that a path that cannot hold it fails as a usage error before anything runs. */
    public static void requireWritable(CommandLine cmd, Path dir) {
        try {
            Files.createDirectories(dir);
            if (!Files.isWritable(dir)) throw new CommandLine.ParameterException(cmd, "--out " + dir + ": the directory is not writable");
        } catch (IOException e) {
            throw new CommandLine.ParameterException(cmd, "--out " + dir + ": cannot create the directory (" + ResultsStore.reason(e) + ")");
        }
    }
}
