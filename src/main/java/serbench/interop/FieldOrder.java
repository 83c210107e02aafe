package serbench.interop;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import serbench.model.ModelDiff;

/**
 * The schema of the array-shaped formats (msgpack-array, cbor-array), which write each model object as the array
 * of its values with no names: each model class's fields in the order Jackson writes them, and what each field
 * holds, so that a peer can name the values it reads and order the ones it writes. Like Avro's writer schema,
 * it is taken from the Java side: {@code {"root": class, "classes": {class: [[field, shape], ...]}}}, a shape
 * being {@code {"class": name}}, {@code {"items": shape}}, {@code {"values": shape}} or null (a plain value).
 */
final class FieldOrder {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private FieldOrder() {}

    static ObjectNode of(Class<?> root) {
        ObjectNode classes = JsonNodeFactory.instance.objectNode();
        ObjectNode schema = JsonNodeFactory.instance.objectNode();
        schema.set("root", shape(MAPPER.constructType(root), classes));
        schema.set("classes", classes);
        return schema;
    }

    private static ObjectNode shape(JavaType type, ObjectNode classes) {
        if (type.isCollectionLikeType() || type.isArrayType() && type.getContentType().getRawClass() != byte.class) {
            return JsonNodeFactory.instance.objectNode().set("items", shape(type.getContentType(), classes));
        }
        if (type.isMapLikeType()) return JsonNodeFactory.instance.objectNode().set("values", shape(type.getContentType(), classes));
        Class<?> raw = type.getRawClass();
        if (raw.isPrimitive() || raw.isArray() || !ModelDiff.structured(raw)) return null;
        if (!classes.has(raw.getName())) {
            ArrayNode fields = classes.putArray(raw.getName());   // put before its fields: a tree's node holds nodes
            for (BeanPropertyDefinition p : MAPPER.getSerializationConfig().introspect(type).findProperties()) {
                fields.addArray().add(p.getName()).add(shape(p.getPrimaryType(), classes));
            }
        }
        return JsonNodeFactory.instance.objectNode().put("class", raw.getName());
    }
}
