package serbench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.JmhJson;
import serbench.results.Results;

/** What the docs say a command prints or writes is what it prints or writes now. */
class DocsExamplesTest {
    /** docs/own-classes.md's worked example: the class is OwnClasses' shop.Order, its sample the same. */
    @Test
    void theOwnClassExampleCountsThePairsVerifyCounts(@TempDir Path dir) throws Exception {
        Path jar = OwnClasses.jar(dir);
        Cli.Result verify = Cli.run("verify", "--classpath", jar.toString(), "--type", "shop.Order", "--sample",
            dir.resolve("order.json").toString());
        Matcher m = Pattern.compile("\\n(\\d+ pairs: (\\d+) passed, \\d+ failed, \\d+ unsupported)\\n").matcher(verify.out());
        assertTrue(m.find(), verify.out() + verify.err());
        String doc = Files.readString(Path.of("docs/own-classes.md"));
        assertTrue(doc.contains("\n" + m.group(1) + "\n"), "verify now prints " + m.group(1));
        assertTrue(doc.contains("`run` measures the " + m.group(2) + " passing codecs"), "verify now passes " + m.group(2));
    }

    /** docs/ci.md on results-jmh.json: a smoke run's figures have an error, written as a number. */
    @Test
    void aSmokeRunsScoreErrorIsANumberAsCiSays() throws Exception {
        Results smoke = ReportTest.run();
        smoke.environment.profile = "smoke";
        JsonNode error = new ObjectMapper().readTree(JmhJson.render(smoke)).get(0).at("/primaryMetric/scoreError");
        assertTrue(error.isNumber(), error.toString());
        String ci = Files.readString(Path.of("docs/ci.md"));
        assertTrue(ci.contains("a smoke run's is a number"), "docs/ci.md says what a smoke run's scoreError is");
    }
}
