package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * The user's own classes as a data set: compiled at test time into a jar serbench never saw ({@link OwnClasses}),
 * read from a JSON sample; verify and sizes must take them like any built-in data set.
 */
class OwnTypeTest {
    @TempDir static Path dir;
    static Path jar;

    @BeforeAll
    static void compileTheUsersClassesIntoAJar() throws IOException {
        jar = OwnClasses.jar(dir);
    }

    private static String[] own(String command, String type, String sample, String... more) {
        return Stream.concat(Stream.of(command, "--classpath", jar.toString(), "--type", type, "--sample",
            dir.resolve(sample).toString()), Stream.of(more)).toArray(String[]::new);
    }

    private static int passed(Cli.Result verify) {
        Matcher m = Pattern.compile("(\\d+) pairs: (\\d+) passed").matcher(verify.out());
        assertTrue(m.find(), verify.out() + verify.err());
        return Integer.parseInt(m.group(2));
    }

    @Test
    void verifyPassesAtLeastTwelveCodecsOnAPojo() {
        Cli.Result r = Cli.run(own("verify", "shop.Order", "order.json"));
        assertTrue(r.out().startsWith("codec") && r.out().lines().findFirst().orElseThrow().matches("codec\\s+Order"), r.out());
        assertTrue(passed(r) >= 12, r.out());
        assertTrue(r.out().contains("unsupported protobuf x Order: "), r.out());
    }

    @Test
    void verifyPassesAtLeastTwelveCodecsOnARecord() {
        Cli.Result r = Cli.run(own("verify", "geo.Track", "track.json", "--name", "gps"));
        assertTrue(r.out().lines().findFirst().orElseThrow().matches("codec\\s+gps"), r.out());
        assertTrue(passed(r) >= 12, r.out());
        // the diff names the first differing path inside the user's record
        assertTrue(r.out().contains("dsl-json x gps: round trip differs at points[4]: expected -0.0, got 0.0"), r.out());
    }

    @Test
    void publicFieldsWithoutSerializable() {
        Cli.Result r = Cli.run(own("verify", "shop.Note", "note.json"));
        assertTrue(passed(r) >= 12, r.out());
        assertTrue(r.out().contains("unsupported java-builtin x Note: shop.Note is not java.io.Serializable"), r.out());
    }

    @Test
    void sizesListsThePassingCodecs() {
        for (String[] args : List.of(own("sizes", "shop.Order", "order.json", "--format", "csv"),
                                     own("sizes", "geo.Track", "track.json", "--format", "csv"))) {
            Cli.Result r = Cli.run(args);
            List<String> rows = r.out().lines().skip(1).toList();
            assertTrue(rows.size() >= 12, r.out() + r.err());
            assertTrue(rows.stream().anyMatch(l -> l.matches("(Order|Track),kryo,\\d+,.*")), r.out());
        }
    }

    @Test
    void badInputsAreOneLineAndExitTwo() throws IOException {
        Cli.assertUsageError(Cli.run("verify", "--classpath", dir.resolve("nope.jar").toString(), "--type", "shop.Order",
            "--sample", dir.resolve("order.json").toString()), "nope.jar", "no such jar or directory");
        Path notJar = Files.writeString(dir.resolve("not.jar"), "hello");
        Cli.assertUsageError(Cli.run("sizes", "--classpath", notJar.toString(), "--type", "shop.Order",
            "--sample", dir.resolve("order.json").toString()), "not a jar or a directory");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Nope", "order.json")), "shop.Nope", "no such class");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Order", "missing.json")), "missing.json", "no such file");
        Files.writeString(dir.resolve("extra.json"), "{\"id\": 1, \"colour\": \"red\"}");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Order", "extra.json")), "does not fit shop.Order", "colour");
        Files.writeString(dir.resolve("wrong.json"), "{\"id\": \"not a number\"}");
        Cli.assertUsageError(Cli.run(own("sizes", "shop.Order", "wrong.json")), "does not fit shop.Order", "line 1");
        Cli.assertUsageError(Cli.run("verify", "--type", "shop.Order"), "--type needs --classpath");
        Cli.assertUsageError(Cli.run("verify", "--sample", "x.json"), "--sample needs --type");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Order", "order.json", "--name", "media")), "'media'", "--name");
        // run checks the definition before it creates anything
        Path out = dir.resolve("never-written");
        Cli.assertUsageError(Cli.run(own("run", "shop.Order", "missing.json", "--out", out.toString())), "no such file");
        Cli.assertUsageError(Cli.run(own("run", "shop.Nope", "order.json", "--out", out.toString())), "no such class");
        assertTrue(Files.notExists(out));
    }

    /** Two samples that would make one data set id: the second must not be dropped silently. */
    @Test
    void twoSamplesOfOneNameAreRefused() throws IOException {
        for (String d : List.of("a", "b")) {
            Files.copy(dir.resolve("order.json"), Files.createDirectories(dir.resolve(d)).resolve("s.json"));
        }
        Path out = dir.resolve("same-name-run");
        Cli.assertUsageError(Cli.run("run", "--profile", "smoke", "--codecs", "kryo", "--out", out.toString(),
            "--classpath", jar.toString(), "--type", "shop.Order",
            "--sample", dir.resolve("a/s.json").toString(), "--sample", dir.resolve("b/s.json").toString()),
            dir.resolve("a/s.json").toString(), dir.resolve("b/s.json").toString(), "'Order-s'");
        assertTrue(Files.notExists(out));
    }

    /**
     * A sample's file name becomes part of a data set id, which --name's rule binds as it binds --name: a comma would
     * split the sizes CSV's rows, markup would land in report.md's headings.
     */
    @Test
    void aSampleWhoseFileNameMakesNoIdIsRefused() throws IOException {
        for (String name : List.of("a,b.json", "*bold*_x_.json", "[c](x).json")) {
            Path sample = Files.copy(dir.resolve("order.json"), Files.createDirectories(dir.resolve("odd")).resolve(name));
            Cli.assertUsageError(Cli.run("sizes", "--format", "csv", "--codecs", "jackson-json", "--classpath", jar.toString(),
                "--type", "shop.Order", "--sample", sample.toString(), "--sample", dir.resolve("order.json").toString()),
                "--sample " + sample, "'Order-" + name.replace(".json", "") + "'", "letters, digits, '.', '_' and '-'");
        }
    }

    /** A sample with a key twice is ambiguous: refused, not read as its last value. */
    @Test
    void aSampleWithADuplicateKeyIsRefused() throws IOException {
        Files.writeString(dir.resolve("twice.json"), "{\"id\": 1, \"id\": 2}");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Order", "twice.json")), "twice.json", "Duplicate field 'id'");
    }

    /** A flat root class holding a nested class, an enum, a list and a map: nothing a Hessian codec cannot write. */
    private static final String BASKET = """
        package cart;

        import java.util.List;
        import java.util.Map;

        public class Basket implements java.io.Serializable {
            public enum Kind { FRUIT, TOOL }

            public static class Item implements java.io.Serializable {
                private String name;
                private Kind kind;
            }

            private long id;
            private List<Item> items;
            private Map<String, Integer> counts;
        }
        """;

    /**
     * The Hessian codecs resolve the user's classes in the loader that holds them, and admit a nested class by its
     * name: before, a nested class came back as a HashMap (hessian2, hessian-lite) and the root as one (hessian1's
     * ClassCastException).
     */
    @Test
    void hessianReadsTheUsersClassesFromTheirJar() throws IOException {
        Path basket = OwnClasses.jar(dir, "basket.jar", BASKET);
        Path sample = Files.writeString(dir.resolve("basket.json"),
            "{\"id\": 7, \"items\": [{\"name\": \"apple\", \"kind\": \"FRUIT\"}], \"counts\": {\"apple\": 3}}");
        Cli.Result r = Cli.run("verify", "--codecs", "hessian1,hessian2,hessian2-deflate,hessian-lite", "--classpath",
            basket.toString(), "--type", "cart.Basket", "--sample", sample.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("4 pairs: 4 passed"), r.out());
        // hessian-lite writes a LocalDate as a handle of its own, admitted beside it
        Cli.Result order = Cli.run(own("verify", "shop.Order", "order.json", "--codecs", "hessian-lite"));
        assertEquals(0, order.status(), order.out() + order.err());
    }

    /**
     * A sample is read strictly: what Jackson would otherwise turn into another value (null for the whole value, a
     * fraction truncated to an int, a number read as text or as an enum's index, a number beyond its type) is refused
     * in one line naming the sample and the field.
     */
    @Test
    void aSampleThatTheClassCannotHoldExactlyIsRefused() throws IOException {
        String[][] cases = {
            {"null", "shop.Order", "it holds null, not a value"},
            {"{\"lines\": [{\"sku\": \"A-1\", \"quantity\": 1.7}]}", "shop.Order", "Cannot coerce Floating-point value (1.7) to `int`",
                "field lines[0].quantity"},
            {"{\"id\": \"12\"}", "shop.Order", "Cannot coerce String value (\"12\") to `long`", "field id"},
            {"{\"customer\": 12}", "shop.Order", "Cannot coerce Integer value (12) to `java.lang.String`", "field customer"},
            {"{\"status\": 1}", "shop.Order", "from number 1", "field status"},
            {"{\"name\": \"x\", \"points\": [1.5, 1e400]}", "geo.Track", "1e400 is beyond a double's range", "field points[1]"},
            {"{\"name\": \"x\", \"points\": [9007199254740993]}", "geo.Track",
                "a double cannot hold the integer 9007199254740993 exactly: it would read as 9007199254740992", "field points[0]"},
        };
        for (String[] c : cases) {
            Path sample = Files.writeString(dir.resolve("strict.json"), c[0]);
            String[] expected = Stream.concat(Stream.of(sample.toString(), "does not fit " + c[1] + ": "),
                Stream.of(c).skip(2)).toArray(String[]::new);
            Cli.Result r = Cli.run("sizes", "--codecs", "jackson-json", "--classpath", jar.toString(), "--type", c[1],
                "--sample", sample.toString());
            Cli.assertUsageError(r, expected);
            assertFalse(r.err().contains("CoercionConfig"), "no advice on Jackson's settings, which the user cannot change: " + r.err());
        }
    }

    /** A record through XStream (which cannot set a record's final fields) fails with its cause, not XStream's banner. */
    @Test
    void xstreamsFailureOnARecordIsOneLine() {
        Cli.Result r = Cli.run(own("verify", "geo.Track", "track.json", "--codecs", "xstream"));
        assertTrue(r.out().contains("FAIL        xstream x Track: UnsupportedOperationException: can't get field offset on a record class"),
            r.out());
        assertFalse(r.out().contains("Debugging information"), r.out());
    }

    /**
     * A run keeps its jar's and samples' content hashes: one resumed after either changed is refused in one line saying
     * which, not measured with sizes from the old file and times from the new.
     */
    @Test
    void aRunResumedAfterItsSampleOrJarChangedIsRefused() throws Exception {
        Path sample = Files.copy(dir.resolve("order.json"), dir.resolve("resumed-order.json"));
        Path ownJar = Files.copy(jar, dir.resolve("resumed.jar"));
        Path out = dir.resolve("resumed-run");
        Cli.Result run = Cli.run("run", "--profile", "smoke", "--codecs", "kryo", "--out", out.toString(), "--classpath",
            ownJar.toString(), "--type", "shop.Order", "--sample", sample.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        Path results = out.resolve("results.json");
        Map<String, String> fingerprints = ResultsStore.load(results).settings.own().get(0).fingerprints();
        assertEquals(List.of(ownJar.toString(), sample.toString()), List.copyOf(fingerprints.keySet()));
        // as an interrupted run leaves it
        Results saved = ResultsStore.load(results);
        saved.environment.complete = false;
        ResultsStore.save(saved, results);
        String before = Files.readString(results);

        Files.writeString(sample, Files.readString(sample).replace("Ada Lovelace", "Grace Hopper"));
        Cli.assertUsageError(Cli.run("run", "--resume", out.toString()), "--resume " + out, "--sample " + sample
            + " changed since the run started", "start a new run");
        Files.copy(dir.resolve("order.json"), sample, StandardCopyOption.REPLACE_EXISTING);
        Files.write(ownJar, new byte[] {1}, StandardOpenOption.APPEND);   // a jar rebuilt
        Cli.assertUsageError(Cli.run("run", "--resume", out.toString()), "--classpath " + ownJar + " changed since the run started");
        assertEquals(before, Files.readString(results), "nothing written");
    }

    /** The user's code that ends the JVM, throws an Error or runs out of memory, in a static initializer or a constructor. */
    private static final List<String> HOSTILE = List.of("""
        package bad;
        public class Exits { static { System.exit(0); } public int id; }
        """, """
        package bad;
        public class ExitsInConstructor { public int id; public ExitsInConstructor() { System.exit(0); } }
        """, """
        package bad;
        public class Asserts { static { if (true) throw new AssertionError("not on this machine"); } public int id; }
        """, """
        package bad;
        public class NoThreads {
            static { if (true) throw new OutOfMemoryError("unable to create native thread"); }
            public int id;
        }
        """, """
        package bad;
        public class Hogs {
            static final java.util.List<long[]> HELD = new java.util.ArrayList<>();
            static { while (HELD != null) HELD.add(new long[1 << 20]); }
            public int id;
        }
        """);

    /**
     * Each is that class's failure, named with what happened and where: one line, exit 2, nothing written, never
     * serbench's silent exit or a trace; an OutOfMemoryError the JVM raises too, which left it unable to say so.
     */
    @Test
    void aClassThatExitsOrThrowsAnErrorIsItsOwnFailure() throws IOException {
        Path hostile = OwnClasses.jar(dir, "hostile.jar", HOSTILE.toArray(String[]::new));
        Path sample = Files.writeString(dir.resolve("id.json"), "{\"id\": 1}");
        Path out = dir.resolve("hostile-run");
        for (String[] c : List.of(new String[] {"bad.Exits", "--type bad.Exits: exited with status 0 in its static initializer"},
                                  new String[] {"bad.ExitsInConstructor", "--type bad.ExitsInConstructor: exited with status 0"
                                      + " reading --sample " + sample + " into it"},
                                  new String[] {"bad.Asserts", "threw java.lang.AssertionError: not on this machine"},
                                  new String[] {"bad.NoThreads", "OutOfMemoryError: unable to create native thread"},
                                  new String[] {"bad.Hogs", "--type bad.Hogs: ran out of memory (a 1 GiB heap) in its static initializer"})) {
            String[] own = {"--classpath", hostile.toString(), "--type", c[0], "--sample", sample.toString()};
            Cli.assertUsageError(Cli.run(Stream.concat(Stream.of("verify"), Stream.of(own)).toArray(String[]::new)), c);
            Cli.assertUsageError(Cli.run(Stream.concat(Stream.of("run", "--profile", "smoke", "--codecs", "kryo", "--out",
                out.toString()), Stream.of(own))
                .toArray(String[]::new)), c);
        }
        assertTrue(Files.notExists(out));
    }
}
