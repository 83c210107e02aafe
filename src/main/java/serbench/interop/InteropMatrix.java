package serbench.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;
import serbench.model.ModelDiff;

/**
 * Runs the cross-language matrix: every Java codec writes every data set; each language's peer decodes those
 * bytes with the format's own library and encodes the data set's value itself; Java then compares what the peer
 * read, and what the codec reads from the peer's bytes, with the data set's value (ModelDiff).
 */
public final class InteropMatrix {
    private static final ObjectMapper JSON = new ObjectMapper();

    private InteropMatrix() {}

    /**
     * Whether another language can be asked here at all (the project folder and its peers), so that a run
     * can refuse {@code --interop} before it starts rather than fail after making its output folder.
     *
     * @throws PeerUnavailableException saying what is missing, in one line
     */
    public static void requirePeers() throws IOException, PeerUnavailableException {
        peers(ProjectDir.find());
    }

    private static List<Peer> peers(Path project) throws IOException, PeerUnavailableException {
        List<Peer> peers = Peer.in(project);
        if (peers.isEmpty()) {
            throw new PeerUnavailableException("no language to ask: " + project.resolve("interop") + " has no <language>/peer");
        }
        return peers;
    }

    /**
     * @throws PeerUnavailableException when a language is not installed here or the project folder is not found
     */
    public static List<Cell> run(List<Codec> codecs, List<Dataset<?>> datasets, Consumer<String> progress)
            throws IOException, InterruptedException, PeerUnavailableException {
        Path project = ProjectDir.find();
        List<Peer> peers = peers(project);
        try (PeerJob peerJob = PeerJob.create()) {
            Path job = peerJob.dir();
            List<Pair> pairs = new ArrayList<>();
            ArrayNode cases = JSON.createArrayNode();
            for (Dataset<?> dataset : datasets) {
                Files.write(job.resolve(dataset.id() + ".json"), ModelJson.write(dataset.build()));
                for (Codec codec : codecs) {
                    if (codec.baseline()) continue;
                    Pair pair = Pair.prepare(codec, dataset, job, project);
                    pairs.add(pair);
                    if (pair.format() != null) cases.add(pair.job());
                }
            }
            Files.write(job.resolve("job.json"), JSON.writeValueAsBytes(JSON.createObjectNode().set("cases", cases)));
            List<Cell> cells = new ArrayList<>();
            for (Peer peer : peers) {
                JsonNode result = cases.isEmpty() ? JSON.createObjectNode() : run(peer, peerJob, progress);
                for (Pair pair : pairs) cells.addAll(pair.judge(peer.language(), result.path(pair.id()), job));
            }
            return cells;
        }
    }

    private static JsonNode run(Peer peer, PeerJob job, Consumer<String> progress)
            throws IOException, InterruptedException, PeerUnavailableException {
        peer.run(job, progress);
        return ModelJson.parse(Files.readAllBytes(job.dir().resolve("result.json")));
    }

    /**
     * One (codec, data set): its Java bytes and binding, or the reason it has no case ({@code format} null:
     * no peer reads the format, or the codec cannot represent the data set, or the Java codec failed).
     */
    private record Pair(Codec codec, Dataset<?> dataset, String format, Binding<Object, Object> binding, ObjectNode job,
                        Outcome without, String why) {
        String id() {
            return codec.id() + "." + dataset.id();
        }

        @SuppressWarnings("unchecked")
        static Pair prepare(Codec codec, Dataset<?> dataset, Path dir, Path project) {
            String format = PeerFormat.of(codec).orElse(null);
            if (format == null) return new Pair(codec, dataset, null, null, null, Outcome.NOT_APPLICABLE, PeerFormat.whyNot(codec));
            String id = codec.id() + "." + dataset.id();
            try {
                Binding<Object, Object> binding = (Binding<Object, Object>) codec.binding(dataset);
                Files.write(dir.resolve(id + ".java.bin"), binding.encode(binding.build(dataset.build())));
                ObjectNode job = JSON.createObjectNode().put("id", id).put("format", format)
                    .put("bytes", id + ".java.bin").put("value", dataset.id() + ".json");
                SchemaFiles.write(format, codec, dataset, dir, id, project).forEach(job::put);
                return new Pair(codec, dataset, format, binding, job, null, null);
            } catch (UnsupportedDatasetException e) {
                return new Pair(codec, dataset, null, null, null, Outcome.NOT_APPLICABLE, "the codec cannot represent the data set: "
                    + e.getMessage());
            } catch (Exception e) {
                return new Pair(codec, dataset, null, null, null, Outcome.ERROR, "the Java codec failed to write: " + describe(e));
            }
        }

        List<Cell> judge(String language, JsonNode result, Path dir) {
            if (format == null) {
                return List.of(cell(language, true, without, why), cell(language, false, without, why));
            }
            return List.of(judgeRead(language, result.path("read")), judgeWrite(language, result.path("write"), dir));
        }

        /** What the peer's library read from the Java codec's bytes, against the data set's value. */
        private Cell judgeRead(String language, JsonNode read) {
            if (!read.has("value")) return unanswered(language, true, read, "read");
            try {
                return compared(language, true, ModelJson.read(read.get("value"), dataset.type()));
            } catch (IOException e) {
                return cell(language, true, Outcome.LOSSY, "what " + language + " read does not fit the model: " + describe(e));
            }
        }

        /** What the Java codec reads from the bytes the peer's library wrote, against the data set's value. */
        private Cell judgeWrite(String language, JsonNode write, Path dir) {
            if (!write.has("bytes")) return unanswered(language, false, write, "write");
            try {
                byte[] bytes = Files.readAllBytes(dir.resolve(write.get("bytes").asText()));
                return compared(language, false, binding.read(binding.decode(bytes)));
            } catch (Exception e) {
                return cell(language, false, Outcome.ERROR, "Java failed to read: " + describe(e));
            }
        }

        /** A direction the peer gave no value or bytes for: its error, its reason for n/a, or nothing at all. */
        private Cell unanswered(String language, boolean javaWrites, JsonNode answer, String verb) {
            if (answer.has("n/a")) return cell(language, javaWrites, Outcome.NOT_APPLICABLE, answer.get("n/a").asText());
            if (answer.has("error")) {
                return cell(language, javaWrites, Outcome.ERROR, language + " failed to " + verb + ": " + answer.get("error").asText());
            }
            return cell(language, javaWrites, Outcome.ERROR, language + " peer gave no result");
        }

        private Cell compared(String language, boolean javaWrites, Object actual) {
            String difference = ModelDiff.firstDifference(dataset.build(), actual);
            return difference == null ? cell(language, javaWrites, Outcome.OK, "")
                : cell(language, javaWrites, Outcome.LOSSY, difference);
        }

        private Cell cell(String language, boolean javaWrites, Outcome outcome, String note) {
            return Cell.of(codec.id(), dataset.id(), language, javaWrites, outcome, note);
        }
    }

    /** An exception in one line: its type and the first line of its message, cut at 200 characters. */
    static String describe(Throwable e) {
        String message = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
        String line = e.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
        return line.length() > 200 ? line.substring(0, 197) + "..." : line;
    }
}
