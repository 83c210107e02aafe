package serbench.results;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import serbench.SerbenchVersion;

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
     * The results file, as serbench wrote it: a part missing, a null where a value belongs, a figure that cannot be
     * one (NaN, infinite, negative), a key written twice, a number written as a string or a fraction where a whole
     * number belongs, or a file of a later serbench is an IOException naming the file and the field ({@link ResultsCheck}).
     */
    public static Results load(Path file) throws IOException {
        return load(file, SerbenchVersion.current());
    }

    /** {@link #load(Path)} by serbench {@code version}, which reads no file of a later one. */
    static Results load(Path file, String version) throws IOException {
        Results results;
        try {
            // read into a Results whose parts are all absent, so that a part the file lacks stays null and is named
            results = STRICT.readerForUpdating(absent()).readValue(file.toFile());
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new IOException("no results file at " + file);
        } catch (IOException e) {
            throw new IOException("not a serbench results file: " + file + " (" + unreadable(e) + ")");
        }
        String problem = results == null ? "it holds null" : ResultsCheck.problem(results, version);
        if (problem != null) throw new IOException("not a serbench results file: " + file + " (" + problem + ")");
        return results;
    }

    /**
     * {@link #JSON} reading only what it writes: each key once, whole numbers whole, numbers and true or false as
     * themselves, not as strings; by default Jackson lets the last of two keys win, cuts 2.5 to 2 and reads "3" as 3.
     * The strings "NaN" and "Infinity" still read as numbers, as Jackson writes them: {@link ResultsCheck} names them.
     */
    private static final ObjectMapper STRICT = strict(JSON.copy());

    private static ObjectMapper strict(ObjectMapper mapper) {
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        for (LogicalType type : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
            mapper.coercionConfigFor(type).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        }
        return mapper;
    }

    /**
     * What Jackson could not read, as "where: what" with the field named as {@link ResultsCheck} names it
     * ({@code results[0].score}), rather than by the Java type Jackson names, or not at all.
     */
    private static String unreadable(IOException e) {
        String what = e.getMessage().lines().findFirst().orElse("");
        String where = where(e);
        if (what.startsWith("Duplicate field")) return where + " is written twice";
        Matcher coerced = COERCED.matcher(what);
        if (e instanceof MismatchedInputException m && coerced.lookingAt() && m.getTargetType() != null) {
            String value = coerced.group(1);
            return where + " is " + (value.startsWith("\"") ? "the string " : "") + value + ", not " + kind(m.getTargetType());
        }
        return where.isEmpty() ? what : where + ": " + what;
    }

    /** Jackson's words for a value of the wrong shape, and the value as the file has it. */
    private static final Pattern COERCED = Pattern.compile("Cannot coerce [\\w-]+ value \\((.*)\\) to `");

    private static String kind(Class<?> type) {
        if (type == int.class || type == Integer.class) return "a whole number up to 2147483647";
        if (type == long.class || type == Long.class) return "a whole number";
        return type == boolean.class || type == Boolean.class ? "true or false" : "a number";
    }

    /**
     * The field Jackson stopped at: where the parser stood (a key written twice, a map's key too), else the path
     * databind kept (a record's fields are read ahead of their creator).
     */
    private static String where(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof StreamReadException r && r.getProcessor() != null) return where(r.getProcessor().getParsingContext());
        }
        if (!(e instanceof JsonMappingException m)) return "";
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference r : m.getPath()) {
            path.append(r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]");
        }
        return path.toString().replaceFirst("^\\.", "");
    }

    private static String where(JsonStreamContext context) {
        StringBuilder path = new StringBuilder();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            path.insert(0, c.inArray() ? "[" + c.getCurrentIndex() + "]" : c.getCurrentName() == null ? "" : "." + c.getCurrentName());
        }
        return path.toString().replaceFirst("^\\.", "");
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
