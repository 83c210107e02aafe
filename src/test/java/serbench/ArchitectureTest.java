package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Data flows one way: cli, then the run's orchestration and the measuring JVM (bench), then results, then
 * reports. A package may not import the ones it must not know, checked on the sources. The matrices (safety,
 * evolution, platform) are stored as results' records, which the reports render and bench schedules without knowing
 * the code that computes them. And no main source file grows past one job's length.
 */
class ArchitectureTest {
    /** An import's package below serbench: the segments before its first class name (bench.fork, codec, ...). */
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?serbench\\.((?:[a-z]\\w*\\.)*)[A-Z]", Pattern.MULTILINE);

    @ParameterizedTest(name = "{0} does not import {1}")
    @CsvSource({
        "report, bench", "report, cli", "report, codec", "report, verify", "report, evolution", "report, safety",
        "results, bench", "results, report", "results, cli", "results, codec", "results, evolution", "results, safety",
        "bench, cli", "bench, evolution", "bench, safety",
        "data, codec", "data, bench", "data, report", "data, cli",
        "codec, bench", "codec, report", "codec, cli",
        "stats, bench", "stats, report",
        "evolution, bench", "evolution, report", "evolution, cli",
        "interop, bench", "interop, report", "interop, cli",
        "platform, report", "platform, cli", "report, platform", "results, platform", "bench, platform",
        "merge, cli", "merge, report", "bench, merge", "results, merge", "report, merge",
    })
    void packageDoesNotImport(String from, String forbidden) throws IOException {
        List<String> offenders;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/serbench", from))) {
            offenders = files.filter(p -> p.toString().endsWith(".java"))
                .filter(p -> imports(p).stream().anyMatch(i -> i.equals(forbidden) || i.startsWith(forbidden + ".")))
                .map(Path::toString).toList();
        }
        assertEquals(List.of(), offenders);
    }

    /**
     * Inside a package, its parts by where their code runs or what they build: the measuring JVM's code (bench.fork)
     * loads nothing of the run's orchestration or of the machine checks, since every class it loads is a cost inside
     * the measurement; the report's charts and views know no section, and a section no writer. Each name is one
     * package alone, not its sub-packages.
     */
    @ParameterizedTest(name = "{0} does not import {1}")
    @CsvSource({
        "bench.fork, bench.run", "bench.fork, bench.machine", "bench.machine, bench.run",
        "report.chart, report", "report.chart, report.view", "report.chart, report.section",
        "report.view, report", "report.view, report.section", "report.section, report",
        "cli.shared, cli", "cli.shared, cli.run", "cli.run, cli",
    })
    void partDoesNotImport(String from, String forbidden) throws IOException {
        List<String> offenders;
        try (Stream<Path> files = Files.list(Path.of("src/main/java/serbench", from.split("\\.")))) {
            offenders = files.filter(p -> p.toString().endsWith(".java")).filter(p -> imports(p).contains(forbidden))
                .map(Path::toString).toList();
        }
        assertEquals(List.of(), offenders);
    }

    /** A package of more files than this holds several kinds of code, to be split along their seams (docs/layout.md). */
    private static final int MAX_FILES = 20;

    @Test
    void noPackageHoldsMoreThanOneKindOfCode() throws IOException {
        List<String> offenders;
        try (Stream<Path> dirs = Files.walk(Path.of("src/main/java"))) {
            offenders = dirs.filter(Files::isDirectory).filter(d -> javaFiles(d) > MAX_FILES)
                .map(d -> d + ": " + javaFiles(d) + " files").toList();
        }
        assertEquals(List.of(), offenders, "at most " + MAX_FILES + " source files per package");
    }

    private static long javaFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".java")).count();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One job per file: a main source file longer than this holds several, to be split along their seams. */
    private static final int MAX_LINES = 300;

    @Test
    void noMainSourceFileIsLongerThanItsOneJob() throws IOException {
        List<String> offenders;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            offenders = files.filter(p -> p.toString().endsWith(".java")).filter(p -> lines(p) > MAX_LINES)
                .map(p -> p + ": " + lines(p) + " lines").toList();
        }
        assertEquals(List.of(), offenders, "at most " + MAX_LINES + " lines per file");
    }

    private static long lines(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every caller binds a codec through {@code Codec.binding}, which refuses what the codec's row cannot hold (a cycle
     * without references) before the codec's own {@code bind} runs. The first-call measurement alone calls {@code bind},
     * having called {@code admit}, the same refusals, before its clock starts.
     */
    @Test
    void codecsAreBoundThroughTheirGuard() throws IOException {
        Pattern bind = Pattern.compile("\\.bind\\("), admit = Pattern.compile("\\.admit\\(");
        List<String> offenders;
        try (Stream<Path> files = Stream.concat(Files.walk(Path.of("src/main/java")), Files.walk(Path.of("src/test/java")))) {
            offenders = files.filter(p -> p.toString().endsWith(".java"))
                .filter(p -> bind.matcher(read(p)).find() && !admit.matcher(read(p)).find()).map(Path::toString).toList();
        }
        assertEquals(List.of(), offenders, "call Codec.binding, not bind (or admit first)");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> imports(Path file) {
        try {
            Matcher m = IMPORT.matcher(Files.readString(file));
            return m.results().map(r -> r.group(1).isEmpty() ? "" : r.group(1).substring(0, r.group(1).length() - 1)).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
