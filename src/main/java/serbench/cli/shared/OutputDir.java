package serbench.cli.shared;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;
import serbench.results.ResultsStore;

/** The output directory of a command that writes a run's files ({@code run}, {@code first-call}). */
public final class OutputDir {
    private OutputDir() {}

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
