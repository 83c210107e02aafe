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
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
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

    public static Results load(Path file) throws IOException {
        Results results;
        try {
            results = JSON.readValue(file.toFile(), Results.class);
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new IOException("no results file at " + file);
        } catch (IOException e) {
            throw new IOException("not a serbench results file: " + file + " (" + e.getMessage().lines().findFirst().orElse("") + ")");
        }
        // valid JSON is not enough: a run always records the JVMs it measured on
        if (results == null || results.environment == null || results.environment.jvms == null
            || results.environment.jvms.isEmpty()) {
            throw new IOException("not a serbench results file: " + file + " (it names no measuring JVM)");
        }
        String hole = hole(results);
        if (hole != null) throw new IOException("not a serbench results file: " + file + " (\"" + hole + "\" is null or holds a null)");
        return results;
    }

    /** The first part every run writes (a list, perhaps empty) that the file has as null or with a null in it. */
    private static String hole(Results r) {
        Map<String, Collection<?>> parts = new LinkedHashMap<>();
        parts.put("codecs", r.codecs == null ? null : r.codecs.values());
        parts.put("datasets", r.datasets == null ? null : r.datasets.values());
        parts.put("verification", r.verification);
        parts.put("sizes", r.sizes);
        parts.put("results", r.results);
        parts.put("forks", r.forks);
        parts.put("iterations", r.iterations);
        parts.put("failures", r.failures);
        return parts.entrySet().stream().filter(e -> e.getValue() == null || e.getValue().stream().anyMatch(Objects::isNull))
            .map(Map.Entry::getKey).findFirst().orElse(null);
    }

    public static void save(Results results, Path file) throws IOException {
        writeAtomically(file, JSON.writeValueAsString(results));
    }

    /**
     * Writes to a temporary file beside the target, then moves it over the target in one step.
     *
     * @throws IOException saying which file could not be written and why (not the temporary file's name)
     */
    public static void writeAtomically(Path file, String content) throws IOException {
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
            throw new IOException("cannot write " + file + " (" + reason(e) + ")", e);
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
