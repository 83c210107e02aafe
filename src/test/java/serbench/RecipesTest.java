package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The recipes for existing engines parse and fit together: the GitHub Actions workflow, the Kubernetes Indexed Job
 * and its merge, and the container image (ShardScriptTest runs their shard script).
 */
class RecipesTest {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final Path RECIPES = Path.of("recipes");

    private static List<JsonNode> documents(String file) throws IOException {
        List<JsonNode> docs = new ArrayList<>();
        try (var it = YAML.readerFor(JsonNode.class).<JsonNode>readValues(RECIPES.resolve(file).toFile())) {
            it.forEachRemaining(docs::add);
        }
        return docs;
    }

    @Test
    void theWorkflowIsAShardMatrixStartedByHandThenTheMerge() throws IOException {
        JsonNode wf = documents("github-actions/serbench-shards.yml").get(0);
        List<String> triggers = new ArrayList<>();
        wf.get("on").fieldNames().forEachRemaining(triggers::add);
        assertEquals(List.of("workflow_dispatch"), triggers, "never on a push: a recipe to copy, not this repository's CI");
        int count = wf.get("env").get("SHARD_COUNT").asInt();
        JsonNode shard = wf.get("jobs").get("shard");
        JsonNode shards = shard.get("strategy").get("matrix").get("shard");
        for (int k = 0; k < count; k++) assertEquals(k + 1, shards.get(k).asInt());
        assertEquals(count, shards.size(), "one matrix entry per shard");
        JsonNode run = step(shard, "Run the shard");
        assertEquals("${{ matrix.shard }}", run.get("env").get("SHARD_INDEX").asText());
        assertTrue(run.get("run").asText().startsWith("recipes/shard.sh"));
        JsonNode merge = wf.get("jobs").get("merge");
        assertEquals("shard", merge.get("needs").asText());
        assertTrue(step(merge, "Merge").get("run").asText().startsWith("./serbench merge"));
    }

    @Test
    void theGateMeasuresAQuickRunAndHandsItsJmhResultsToGithubActionBenchmark() throws IOException {
        JsonNode wf = documents("github-actions/serbench-gate.yml").get(0);
        JsonNode job = wf.get("jobs").get("serbench");
        String measure = step(job, "Measure").get("run").asText();
        assertTrue(measure.startsWith("serbench/serbench run ") && measure.contains(" --profile quick "), measure);
        String out = measure.substring(measure.indexOf("--out ") + 6).trim();
        JsonNode gate = step(job, "Gate");
        assertTrue(gate.get("uses").asText().startsWith("benchmark-action/github-action-benchmark@"));
        JsonNode with = gate.get("with");
        assertEquals("jmh", with.get("tool").asText());
        assertEquals(out + "/results-jmh.json", with.get("output-file-path").asText());
        assertTrue(with.get("fail-on-alert").asBoolean());
        assertTrue(with.get("alert-threshold").asText().matches("\\d+%"), with.toString());
        // a pull request is compared with main's figures and keeps nothing: only a push saves them
        String history = with.get("external-data-json-path").asText();
        assertEquals(step(job, "Restore main's figures").get("with").get("path").asText(), history.substring(0, history.indexOf('/')));
        assertEquals("${{ github.event_name == 'push' }}", with.get("save-data-file").asText());
        assertEquals("github.event_name == 'push'", step(job, "Keep main's figures").get("if").asText());
    }

    private static JsonNode step(JsonNode job, String name) {
        for (JsonNode s : job.get("steps")) if (name.equals(s.path("name").asText())) return s;
        throw new AssertionError("no step '" + name + "'");
    }

    @Test
    void theIndexedJobRunsOneShardPerCompletionIndexAndTheMergeJobJoinsThem() throws IOException {
        List<JsonNode> docs = documents("kubernetes/indexed-job.yaml");
        assertEquals(List.of("PersistentVolumeClaim", "Job"), docs.stream().map(d -> d.get("kind").asText()).toList());
        JsonNode spec = docs.get(1).get("spec");
        assertEquals("Indexed", spec.get("completionMode").asText(), "JOB_COMPLETION_INDEX is set in Indexed mode only");
        int count = spec.get("completions").asInt();
        JsonNode container = spec.get("template").get("spec").get("containers").get(0);
        JsonNode env = container.get("env");
        assertEquals(String.valueOf(count), value(env, "SHARD_COUNT"));
        assertEquals("/results", value(env, "OUT"));
        assertFalse(container.has("command"), "the image's entry point, shard.sh, runs the shard");
        String claim = docs.get(0).get("metadata").get("name").asText();
        assertEquals(claim, spec.get("template").get("spec").get("volumes").get(0).get("persistentVolumeClaim").get("claimName").asText());

        JsonNode merge = documents("kubernetes/merge-job.yaml").get(0);
        assertEquals("Job", merge.get("kind").asText());
        JsonNode mergeSpec = merge.get("spec").get("template").get("spec");
        String command = String.join(" ", YAML.convertValue(mergeSpec.get("containers").get(0).get("command"), String[].class));
        assertTrue(command.contains("serbench.jar merge --out /results/merged /results/shard-*-of-" + count), command);
        assertEquals(claim, mergeSpec.get("volumes").get(0).get("persistentVolumeClaim").get("claimName").asText());
        assertEquals(container.get("image"), mergeSpec.get("containers").get(0).get("image"));
    }

    private static String value(JsonNode env, String name) {
        for (JsonNode e : env) if (name.equals(e.get("name").asText())) return e.get("value").asText();
        throw new AssertionError("no " + name);
    }

    /** Dockerfile instructions this recipe may use. */
    private static final Set<String> INSTRUCTIONS = Set.of("FROM", "WORKDIR", "COPY", "RUN", "ENV", "ENTRYPOINT");

    @Test
    void theImageIsBuiltOnAnOfficialJdkImageAndRunsAShard() throws IOException {
        List<String> lines = Files.readAllLines(RECIPES.resolve("kubernetes/Dockerfile")).stream()
            .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        for (String l : lines) assertTrue(INSTRUCTIONS.contains(l.split(" ")[0]), l);
        List<String> from = lines.stream().filter(l -> l.startsWith("FROM ")).toList();
        assertEquals(2, from.size());
        from.forEach(l -> assertTrue(l.startsWith("FROM eclipse-temurin:17-jdk"), l));
        assertTrue(lines.contains("COPY recipes/shard.sh /opt/serbench/shard.sh"));
        assertTrue(lines.contains("ENTRYPOINT [\"/opt/serbench/shard.sh\"]"));
        assertTrue(Files.isExecutable(RECIPES.resolve("shard.sh")) && Files.isExecutable(RECIPES.resolve("run-shards.sh")));
    }
}
