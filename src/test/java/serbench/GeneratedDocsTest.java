package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README and docs/*.md: every generated region is what its generator makes now (the codec and data set
 * tables follow {@code serbench list}), the README stays short, and every relative link leads to a file and,
 * with an anchor, to one of its headings. After a change to a codec or a data set, regenerate on purpose:
 * {@code ./mvnw test -Dtest=GeneratedDocsTest -Dserbench.regenerate=true}, and review the diff.
 */
class GeneratedDocsTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final Path README = ROOT.resolve("README.md");
    private static final int README_MAX_LINES = 200;
    /** {@code [text](target)} or {@code ![alt](target)}, with an optional title after the target. */
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern HEADING = Pattern.compile("#{1,6} (.*)");

    @Test
    void everyGeneratedRegionIsWhatItsGeneratorMakes() throws IOException {
        Map<String, Supplier<String>> generators = GeneratedDocs.generators();
        if (Boolean.getBoolean("serbench.regenerate")) {
            for (Path file : documents()) {
                Files.write(file, GeneratedDocs.regenerate(read(file), generators), StandardCharsets.UTF_8);
            }
            return;
        }
        List<String> stale = new ArrayList<>();
        for (Path file : documents()) {
            List<String> lines = read(file);
            for (GeneratedDocs.Region r : regions(file, lines, generators)) {
                String want = generators.get(r.name()).get(), have = GeneratedDocs.text(lines, r);
                if (!have.equals(want)) stale.add(ROOT.relativize(file) + ", region '" + r.name() + "' (opened on line "
                    + r.firstLine() + "): " + firstDifference(have, want));
            }
        }
        if (!stale.isEmpty()) {
            fail("generated text was edited by hand or is stale:\n  " + String.join("\n  ", stale)
                + "\nregenerate with " + GeneratedDocs.REGENERATE + " and review the diff");
        }
    }

    @Test
    void theReadmeHasAGeneratedRegion() throws IOException {
        assertFalse(regions(README, read(README), GeneratedDocs.generators()).isEmpty(), "README.md has no generated region");
    }

    @Test
    void theReadmeIsShort() throws IOException {
        int lines = read(README).size();
        assertTrue(lines <= README_MAX_LINES, "README.md has " + lines + " lines, at most " + README_MAX_LINES
            + ": what does not fit belongs in docs/");
    }

    @Test
    void everyRelativeLinkLeadsToAFileAndItsHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path file : documents()) {
            List<String> lines = prose(read(file));
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = LINK.matcher(lines.get(i));
                while (m.find()) {
                    String target = m.group(1);
                    if (target.startsWith("http:") || target.startsWith("https:") || target.startsWith("mailto:")) continue;
                    int hash = target.indexOf('#');
                    String path = hash < 0 ? target : target.substring(0, hash);
                    Path resolved = path.isEmpty() ? file : file.getParent().resolve(path).normalize();
                    String where = ROOT.relativize(file) + ":" + (i + 1) + ": " + target;
                    if (!resolved.startsWith(ROOT)) broken.add(where + " (outside the repository)");
                    else if (!Files.exists(resolved)) broken.add(where);
                    else if (hash >= 0 && !anchors(resolved).contains(target.substring(hash + 1))) {
                        broken.add(where + " (no such heading)");
                    }
                }
            }
        }
        assertEquals(List.of(), broken, "links to files or headings that do not exist");
    }

    @Test
    void noDocumentHoldsAMergesConflictMarkers() throws IOException {
        List<String> left = new ArrayList<>();
        for (Path file : documents()) {
            List<String> lines = read(file);
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).matches("(<{7}|>{7}|={7})( .*)?")) left.add(ROOT.relativize(file) + ":" + (i + 1));
            }
        }
        assertTrue(left.isEmpty(), "conflict markers left by a merge: " + left);
    }

    @Test
    void anUnknownRegionFails() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GeneratedDocs.regions(
            List.of("<!-- generated:codex — do not edit -->", "x", "<!-- /generated:codex -->"), GeneratedDocs.generators()));
        assertTrue(e.getMessage().contains("unknown region 'codex'"), e.getMessage());
    }

    @Test
    void anUnclosedOrMismatchedMarkerFails() {
        Map<String, Supplier<String>> generators = GeneratedDocs.generators();
        for (List<String> lines : List.of(
                List.of("<!-- generated:codecs -->", "x"),
                List.of("<!-- generated:codecs -->", "<!-- generated:datasets -->", "<!-- /generated:datasets -->"),
                List.of("<!-- generated:codecs -->", "<!-- /generated:datasets -->"),
                List.of("x", "<!-- /generated:codecs -->"),
                List.of("<!-- generated:codecs"))) {
            assertThrows(IllegalArgumentException.class, () -> GeneratedDocs.regions(lines, generators), lines::toString);
        }
    }

    @Test
    void regeneratingReplacesOnlyTheRegionsText() {
        Map<String, Supplier<String>> generators = Map.of("codecs", () -> "\nnew\n\n");
        List<String> lines = List.of("before", "<!-- generated:codecs — do not edit -->", "old", "<!-- /generated:codecs -->",
            "after");
        List<String> regenerated = GeneratedDocs.regenerate(lines, generators);
        assertEquals(List.of("before", "<!-- generated:codecs — do not edit -->", "", "new", "",
            "<!-- /generated:codecs -->", "after"), regenerated);
        GeneratedDocs.Region r = GeneratedDocs.regions(regenerated, generators).get(0);
        assertEquals("\nnew\n\n", GeneratedDocs.text(regenerated, r));
    }

    /** README.md and every Markdown file in docs/. */
    private static List<Path> documents() throws IOException {
        List<Path> files = new ArrayList<>(List.of(README));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }

    private static List<String> read(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8);
    }

    private static List<GeneratedDocs.Region> regions(Path file, List<String> lines, Map<String, ?> generators) {
        try {
            return GeneratedDocs.regions(lines, generators);
        } catch (IllegalArgumentException e) {
            throw new AssertionError(ROOT.relativize(file) + ": " + e.getMessage(), e);
        }
    }

    /** The lines outside fenced code blocks, the others blanked so line numbers stay. */
    private static List<String> prose(List<String> lines) {
        List<String> prose = new ArrayList<>();
        boolean code = false;
        for (String line : lines) {
            boolean fence = line.strip().startsWith("```");
            if (fence) code = !code;
            prose.add(code || fence ? "" : line);
        }
        return prose;
    }

    /** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
    private static Set<String> anchors(Path file) throws IOException {
        Set<String> anchors = new HashSet<>();
        if (!file.toString().endsWith(".md")) return anchors;
        for (String line : prose(read(file))) {
            Matcher h = HEADING.matcher(line);
            if (h.matches()) {
                anchors.add(h.group(1).strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-'));
            }
        }
        return anchors;
    }

    private static String firstDifference(String have, String want) {
        List<String> h = have.lines().toList(), w = want.lines().toList();
        for (int i = 0; i < Math.max(h.size(), w.size()); i++) {
            String a = i < h.size() ? shown(h.get(i)) : "(no line)", b = i < w.size() ? shown(w.get(i)) : "(no line)";
            if (!a.equals(b)) return "region line " + (i + 1) + " is\n      " + a + "\n    the generator makes\n      " + b;
        }
        return "the region's line endings differ";
    }

    private static String shown(String line) {
        return line.isEmpty() ? "(an empty line)" : line;
    }
}
