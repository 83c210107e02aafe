package serbench.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.UUID;

/** Reads and writes results.json; every write replaces the file atomically. */
public final class ResultsStore {
    public static final String FILE = "results.json";
    /** snake_case keys, e.g. {@code alloc_bytes_per_op}. */
    public static final ObjectMapper JSON = new ObjectMapper()
        .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
        .enable(SerializationFeature.INDENT_OUTPUT)
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultsStore() {}

    /**
     * The results file, as serbench wrote it: a part missing, a null where a value belongs or a figure that cannot be
     * one (NaN, infinite, negative) is an IOException naming the file and the field ({@link ResultsCheck}).
     */
    public static Results load(Path file) throws IOException {
        Results results;
        try {
            // read into a Results whose parts are all absent, so that a part the file lacks stays null and is named
            results = JSON.readerForUpdating(absent()).readValue(file.toFile());
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new IOException("no results file at " + file);
        } catch (IOException e) {
            throw new IOException("not a serbench results file: " + file + " (" + e.getMessage().lines().findFirst().orElse("") + ")");
        }
        String problem = results == null ? "it holds null" : ResultsCheck.problem(results);
        if (problem != null) throw new IOException("not a serbench results file: " + file + " (" + problem + ")");
        return results;
    }

    /** A Results without any of the parts every run writes: what a file that has none of them reads as. */
    private static Results absent() {
        Results r = new Results();
        r.environment = null;
        r.codecs = null;
        r.datasets = null;
        r.verification = null;
        r.sizes = null;
        r.results = null;
        r.forks = null;
        r.iterations = null;
        r.failures = null;
        return r;
    }

    public static void save(Results results, Path file) throws IOException {
        writeAtomically(file, JSON.writeValueAsString(results));
    }

    /**
     * Writes to a temporary file beside the target, then moves it over the target in one step.
     *
     * @throws NotWritten saying which file could not be written and why (not the temporary file's name)
     */
    public static void writeAtomically(Path file, String content) throws NotWritten {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            // not Files.createTempFile: its files are the owner's alone (0600), and the report is for colleagues too
            Path tmp = dir.resolve("." + file.getFileName() + "." + UUID.randomUUID() + ".tmp");
            try {
                Files.writeString(tmp, content, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new NotWritten("cannot write " + file + " (" + reason(e) + ")", e);
        }
    }

    /**
     * An output that could not be written (a full disk, a read-only directory, a directory in the way): the user's to
     * fix, as bad input is, so every command exits 2 on it (docs/cli-rules.md).
     */
    public static final class NotWritten extends IOException {
        NotWritten(String message, IOException cause) {
            super(message, cause);
        }
    }

    /** Why an I/O operation failed, in words: "No space left on device", "access denied". */
    public static String reason(IOException e) {
        if (e instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason()
                : f.getClass().getSimpleName().replace("Exception", "").replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(Locale.ROOT);
        }
        return e.getMessage();
    }
}
