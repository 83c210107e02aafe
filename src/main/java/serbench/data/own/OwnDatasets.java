package serbench.data.own;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.zip.ZipFile;
import serbench.data.Dataset;

/**
 * Turns the user's {@link OwnType} into data sets: the classes are loaded from the user's jars and
 * directories, each JSON sample is read into the class with Jackson. Every problem is one line in an
 * {@link IllegalArgumentException}, which the command line reports as a usage error.
 */
public final class OwnDatasets {
    /** What an own data set's id may hold: it names files, CSV fields and report headings, so nothing they treat specially. */
    public static final String ID_RULE = "letters, digits, '.', '_' and '-'";
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]+");
    /** Jackson's advice on its own settings, which the user cannot change: "(but could if coercion was enabled ...)". */
    private static final Pattern JACKSON_HINT = Pattern.compile(" \\(but (could|might) if coercion[^)]*\\)|: disable DeserializationConfig.*$");

    private OwnDatasets() {}

    /** Whether {@code id} follows {@link #ID_RULE}. */
    public static boolean validId(String id) {
        return ID.matcher(id).matches();
    }

    /** The definition with absolute, normalized paths, so it means the same from any working directory. */
    public static OwnType absolute(OwnType own) {
        return new OwnType(own.classpath().stream().map(p -> Path.of(p).toAbsolutePath().normalize().toString()).toList(),
            own.type(), own.samples().stream().map(p -> Path.of(p).toAbsolutePath().normalize().toString()).toList(),
            own.name(), own.fingerprints());
    }

    /** The definition with its files' content hashes, for a run to save: what it resumes from must be the same. */
    public static OwnType fingerprinted(OwnType own) {
        return new OwnType(own.classpath(), own.type(), own.samples(), own.name(), Fingerprints.of(own));
    }

    /** One data set per sample; with several samples each id gets the sample file's name. */
    public static List<Dataset<?>> load(OwnType own) {
        return load(own, step -> { });
    }

    /**
     * {@link #load(OwnType)}, saying to {@code steps} where the user's code runs next, in words that follow what ended
     * the JVM: "in its static initializer", "reading --sample FILE into it".
     */
    public static List<Dataset<?>> load(OwnType own, Consumer<String> steps) {
        Fingerprints.check(own);
        steps.accept("in its static initializer");
        Class<?> type = loadClass(own);
        ObjectMapper mapper = mapper();
        String id = own.name() != null ? own.name() : type.getSimpleName();
        if (!validId(id)) {
            throw new IllegalArgumentException("--type " + own.type() + ": its name '" + id + "' is no data set id (" + ID_RULE
                + " only); give one with --name ID");
        }
        List<Dataset<?>> datasets = new ArrayList<>();
        Map<String, String> sampleOf = new HashMap<>();
        for (String sample : own.samples()) {
            String sampleId = own.samples().size() == 1 ? id : id + "-" + stem(Path.of(sample));
            if (!validId(sampleId)) {
                throw new IllegalArgumentException("--sample " + sample + ": its file name makes the data set id '" + sampleId
                    + "', which may hold " + ID_RULE + " only; rename the file");
            }
            String other = sampleOf.putIfAbsent(sampleId, sample);
            if (other != null) {
                throw new IllegalArgumentException("--sample " + other + " and " + sample + " would both be data set '"
                    + sampleId + "'; give each sample a file name of its own");
            }
            steps.accept("reading --sample " + sample + " into it");
            datasets.add(dataset(sampleId, type, Path.of(sample), mapper));
        }
        return datasets;
    }

    /**
     * An own data set as serbench's own JVM knows it, from a JVM that loaded it: its id and description, and no value,
     * since the user's class runs in JVMs of its own only; building one is serbench's mistake, not the user's.
     */
    public static Dataset<Object> standIn(String id, String description) {
        return new Dataset<>(id, description, Object.class, () -> {
            throw new IllegalStateException("data set " + id + " is the user's class, built only in a JVM of its own");
        }, List.of());
    }

    private static <M> Dataset<M> dataset(String id, Class<M> type, Path sample, ObjectMapper mapper) {
        byte[] json = read(sample);
        try {
            // once now, so a sample that does not fit fails before anything runs
            if (read(mapper, json, type) == null) {
                throw new IllegalArgumentException("--sample " + sample + " does not fit " + type.getName() + ": it holds null, not a value");
            }
        } catch (JacksonException e) {
            throw new IllegalArgumentException("--sample " + sample + " does not fit " + type.getName() + ": "
                + JACKSON_HINT.matcher(e.getOriginalMessage().lines().findFirst().orElse("")).replaceAll("") + where(e));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // a fresh value on every build(), as for the built-in data sets: no codec can alter what another sees
        return new Dataset<>(id, type.getSimpleName() + " from " + sample.getFileName() + " (your class " + type.getName() + ")",
            type, () -> {
                try {
                    return read(mapper, json, type);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, List.of());
    }

    /** The sample's value, every number as the sample wrote it ({@link LosslessNumbers}). */
    private static <M> M read(ObjectMapper mapper, byte[] json, Class<M> type) throws IOException {
        try (JsonParser parser = new LosslessNumbers(mapper.createParser(json))) {
            return mapper.readValue(parser, type);
        }
    }

    /**
     * Jackson as for the user's own JSON: java.time types, private fields without accessors; unknown properties,
     * duplicate keys and nulls for primitives rejected (a sample that does not fit must not load half-filled), and
     * every conversion that changes or reinterprets a value too: a fraction truncated to an int, text read as a
     * number or a boolean, a number as a boolean, a string or an enum's index, a number as a date.
     */
    private static ObjectMapper mapper() {
        return JsonMapper.builder().addModule(new JavaTimeModule())
            .visibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
                DeserializationFeature.FAIL_ON_TRAILING_TOKENS, DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail).setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .defaultLeniency(false)
            // a key given twice is ambiguous, not "the last one wins"
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();
    }

    private static Class<?> loadClass(OwnType own) {
        List<URL> urls = new ArrayList<>();
        for (String entry : own.classpath()) {
            Path path = Path.of(entry);
            if (!Files.isDirectory(path) && !isJar(path)) {
                throw new IllegalArgumentException("--classpath " + entry + ": " + (Files.exists(path)
                    ? "not a jar or a directory of classes" : "no such jar or directory"));
            }
            try {
                urls.add(path.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("--classpath " + entry + ": " + e.getMessage());
            }
        }
        // serbench's own loader as parent: the user's classes see the JDK and the codecs' annotations alike
        ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), OwnDatasets.class.getClassLoader());
        String name = own.type();
        // a nested class may be named as in source (a.Outer.Inner) or as the JVM does (a.Outer$Inner)
        for (String candidate = name; ; ) {
            try {
                return Class.forName(candidate, true, loader);
            } catch (ClassNotFoundException e) {
                int dot = candidate.lastIndexOf('.');
                if (dot < 0) break;
                candidate = candidate.substring(0, dot) + "$" + candidate.substring(dot + 1);
            } catch (LinkageError e) {
                throw new IllegalArgumentException("--type " + name + ": cannot load it from " + String.join(File.pathSeparator, own.classpath())
                    + " (" + e + ")");
            }
        }
        throw new IllegalArgumentException("--type " + name + ": no such class in " + String.join(File.pathSeparator, own.classpath()));
    }

    /** A readable zip file: the JDK's class loader would silently ignore anything else. */
    private static boolean isJar(Path path) {
        if (!Files.isRegularFile(path)) return false;
        try (ZipFile zip = new ZipFile(path.toFile())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static byte[] read(Path sample) {
        try {
            return Files.readAllBytes(sample);
        } catch (IOException e) {
            throw new IllegalArgumentException("--sample " + sample + ": " + (Files.exists(sample) ? "cannot read it" : "no such file"));
        }
    }

    /** Where in the sample: the field's path (as {@code lines[0].quantity}), the line and the column. */
    private static String where(JacksonException e) {
        List<String> at = new ArrayList<>();
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) at.add("field " + path(m.getPath()));
        if (e.getLocation() != null) {
            at.add("line " + e.getLocation().getLineNr());
            at.add("column " + e.getLocation().getColumnNr());
        }
        return at.isEmpty() ? "" : " (" + String.join(", ", at) + ")";
    }

    private static String path(List<JsonMappingException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference r : references) {
            if (r.getFieldName() != null) path.append(path.length() == 0 ? "" : ".").append(r.getFieldName());
            else path.append('[').append(r.getIndex()).append(']');
        }
        return path.toString();
    }

    private static String stem(Path sample) {
        String file = sample.getFileName().toString();
        return file.endsWith(".json") ? file.substring(0, file.length() - 5) : file;
    }
}
