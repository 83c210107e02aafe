package serbench.data.evolution;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A version's order_&lt;version&gt;.fbs as its conversion needs it: each field's id, type and whether it is
 * deprecated, and Status's constants. Only the schemas beside this class are read: one table, fields with
 * explicit ids, one enum whose constants count from 0. flatc would turn them into classes; it is not
 * available where these versions were written (see OrderTable), so the conversion follows the schema itself.
 */
record FbsSchema(List<Field> fields, List<String> statuses) {
    private static final Pattern FIELD = Pattern.compile("(\\w+)\\s*:\\s*(\\w+)\\s*\\(id:\\s*(\\d+)\\s*(,\\s*deprecated\\s*)?\\)\\s*;");
    private static final Pattern ENUM = Pattern.compile("enum\\s+Status\\s*:\\s*byte\\s*\\{([^}]*)}");
    private static final Pattern TABLE = Pattern.compile("table\\s+Order\\s*\\{([^}]*)}");

    /** A field: {@code type} is long, int, string or Status (a byte). */
    record Field(String name, String type, int id, boolean deprecated) {}

    static FbsSchema of(Shape shape) {
        String text = read("order_" + shape.pkg() + ".fbs").replaceAll("//[^\n]*", "");
        List<Field> fields = FIELD.matcher(group(TABLE, text)).results()
            .map(m -> new Field(m.group(1), m.group(2), Integer.parseInt(m.group(3)), m.group(4) != null)).toList();
        List<String> statuses = Arrays.stream(group(ENUM, text).split(",")).map(String::trim).toList();
        return new FbsSchema(fields, statuses);
    }

    /** How many vtable slots the table has: one per id, the deprecated ones too. */
    int slots() {
        return fields.stream().mapToInt(Field::id).max().orElse(-1) + 1;
    }

    private static String group(Pattern p, String text) {
        Matcher m = p.matcher(text);
        if (!m.find()) throw new IllegalStateException("not a schema of the evolution model: " + p);
        return m.group(1);
    }

    private static String read(String name) {
        try (InputStream in = FbsSchema.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("the build did not package " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
