package serbench.interop;

import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Message;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.apache.thrift.TBase;
import serbench.codec.Codec;
import serbench.codec.ResolvingCodec;
import serbench.codec.fory.ForyCodec;
import serbench.data.Dataset;

/**
 * The schema a peer needs to read a format, taken from what the Java side itself uses: protobuf's descriptors
 * from the generated classes (so no protoc is needed), the writer's Avro schema as the codec reports it, the data
 * set's .thrift, .capnp and .fbs files from the project, the ids Fory's xlang mode registers the model's classes
 * under. Returns the case's format-specific keys (docs/interop.md).
 */
final class SchemaFiles {
    private SchemaFiles() {}

    static Map<String, String> write(String format, Codec codec, Dataset<?> dataset, Path job, String caseId, Path project)
            throws Exception {
        Map<String, String> keys = new LinkedHashMap<>();
        switch (format) {
            case "protobuf", "protobuf-json" -> {
                Descriptor type = (Descriptor) formatType(dataset, Message.class).getMethod("getDescriptor").invoke(null);
                FileDescriptorSet.Builder set = FileDescriptorSet.newBuilder();
                withDependencies(type.getFile(), new LinkedHashSet<>()).forEach(f -> set.addFile(f.toProto()));
                Files.write(job.resolve(caseId + ".desc"), set.build().toByteArray());
                keys.put("descriptors", caseId + ".desc");
                keys.put("type", type.getFullName());
            }
            case "avro" -> {
                Files.writeString(job.resolve(caseId + ".avsc"), ((ResolvingCodec) codec).writerSchema(dataset));
                keys.put("schema", caseId + ".avsc");
            }
            case "thrift-binary", "thrift-compact" -> {
                keys.put("schema", source(project, dataset, "thrift").toString());
                keys.put("type", formatType(dataset, TBase.class).getSimpleName());
            }
            case "flatbuffers" -> {
                keys.put("schema", source(project, dataset, "fbs").toString());
                keys.put("type", dataset.type().getSimpleName());   // dns.fbs's root_type is the response, not the record
            }
            case "capnp" -> {
                keys.put("schema", source(project, dataset, "capnp").toString());
                keys.put("imports", project.resolve("build").toString());   // holds /capnp/java.capnp, which the schemas import
                keys.put("type", dataset.type().getSimpleName());
            }
            case "msgpack-array", "cbor-array" -> {
                Files.write(job.resolve(caseId + ".fields.json"), ModelJson.write(FieldOrder.of(dataset.type())));
                keys.put("fields", caseId + ".fields.json");
            }
            case "fory-xlang" -> {
                Map<String, Integer> ids = ((ForyCodec) codec).typeIds(dataset.type());
                Files.write(job.resolve(caseId + ".types.json"), ModelJson.write(ids));
                keys.put("types", caseId + ".types.json");
                keys.put("type", dataset.type().getName());
            }
            default -> { }   // self-describing: the bytes are all a peer needs
        }
        return keys;
    }

    private static Class<?> formatType(Dataset<?> dataset, Class<?> base) {
        return dataset.conversion(base).orElseThrow(() -> new IllegalStateException(
            dataset.id() + " has no " + base.getSimpleName() + " classes")).formatType();
    }

    /** Dependencies first, as a descriptor pool adds them. */
    private static Set<FileDescriptor> withDependencies(FileDescriptor file, Set<FileDescriptor> into) {
        file.getDependencies().forEach(d -> withDependencies(d, into));
        into.add(file);
        return into;
    }

    /** The data set's schema source: {@code src/main/java/serbench/data/<set>/<set>.<extension>}. */
    private static Path source(Path project, Dataset<?> dataset, String extension) {
        String pkg = dataset.type().getPackageName();
        Path file = project.resolve("src/main/java").resolve(pkg.replace('.', '/'))
            .resolve(pkg.substring(pkg.lastIndexOf('.') + 1) + "." + extension);
        if (!Files.isRegularFile(file)) throw new IllegalStateException("no schema " + project.relativize(file));
        return file.toAbsolutePath();
    }
}
