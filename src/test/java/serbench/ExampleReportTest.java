package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import serbench.report.MarkdownReport;
import serbench.results.ResultsStore;

/**
 * docs/example/report.md is what {@code serbench report docs/example/results.json} (the README's command) writes
 * today, so that the command changes no committed file and the example reads as the current report does. After a
 * change to the report, regenerate on purpose: {@code ./mvnw test -Dtest=ExampleReportTest -Dserbench.regenerate=true}.
 */
class ExampleReportTest {
    private static final Path EXAMPLE = Path.of("docs/example");

    @Test
    void theCommittedExampleReportIsWhatReportWritesFromItsResults() throws Exception {
        String want = MarkdownReport.render(ResultsStore.load(EXAMPLE.resolve(ResultsStore.FILE)));
        Path file = EXAMPLE.resolve("report.md");
        if (Boolean.getBoolean("serbench.regenerate")) Files.writeString(file, want, StandardCharsets.UTF_8);
        assertEquals(want, Files.readString(file, StandardCharsets.UTF_8),
            "docs/example/report.md is stale: regenerate it with ./mvnw test -Dtest=ExampleReportTest -Dserbench.regenerate=true");
    }
}
