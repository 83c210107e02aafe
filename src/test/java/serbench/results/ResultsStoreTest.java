package serbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsStoreTest {
    /** A report is for colleagues to read: it gets the permissions any new file of the user gets (the umask's). */
    @Test
    void writtenFilesFollowTheUmask(@TempDir Path dir) throws Exception {
        Path plain = Files.createFile(dir.resolve("plain"));
        Path written = dir.resolve("report.md");
        ResultsStore.writeAtomically(written, "# report\n");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written));
        ResultsStore.writeAtomically(written, "# report, again\n");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written));
    }

    /** A write that fails names the file it was writing and why, not the temporary file beside it. */
    @Test
    void aFailedWriteNamesTheFileAndWhy(@TempDir Path dir) throws Exception {
        Path inTheWay = Files.createDirectories(dir.resolve("report.md").resolve("full"));
        IOException e = assertThrows(IOException.class, () -> ResultsStore.writeAtomically(dir.resolve("report.md"), "x"));
        assertTrue(e.getMessage().startsWith("cannot write " + dir.resolve("report.md") + " ("), e.getMessage());
        assertFalse(e.getMessage().contains(".tmp"), e.getMessage());
        assertTrue(Files.isDirectory(inTheWay));
    }

    /**
     * A measuring JVM of a run saved before several codecs could share one (a compressor's) named its one codec
     * {@code codec}: such a run still resumes and merges, the JVM read as one of that codec.
     */
    @Test
    void aJvmOfOneCodecSavedByAnEarlierRunReadsAsOneOfThatCodec() throws Exception {
        Results.ForkRun old = ResultsStore.JSON.readValue("{\"jvm\":\"17\",\"codec\":\"kryo\",\"datasets\":[\"user\"],"
            + "\"mode\":\"avgt\",\"round\":1,\"seconds\":4.0,\"extraSliceSeconds\":0.0}", Results.ForkRun.class);
        assertEquals(new Results.ForkRun("17", "kryo", List.of("user"), "avgt", 1, 4.0, 0.0), old);
        Results.ForkRun shared = new Results.ForkRun("17", List.of("kryo", "fory"), List.of("user"), "avgt", 1, 9.0, 0.0, true, false);
        assertEquals(shared, ResultsStore.JSON.readValue(ResultsStore.JSON.writeValueAsString(shared), Results.ForkRun.class));
    }

    /** A run's file reads and writes back byte for byte: the verdicts, enums in memory, keep their names in it. */
    @Test
    void theExampleRunSavesBackByteForByte(@TempDir Path dir) throws Exception {
        Path example = Path.of("docs/example/results.json");
        Path saved = dir.resolve(ResultsStore.FILE);
        ResultsStore.save(ResultsStore.load(example), saved);
        assertEquals(Files.readString(example), Files.readString(saved));
    }

    @Test
    void everyRoundTripStatusIsKeptByItsName(@TempDir Path dir) throws Exception {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17", "vendor", "17", "vm", "/java"));
        r.codecs.put("kryo", new Results.CodecInfo("Kryo", "kryo", "5.6.2", List.of(), "registered", false));
        for (Results.Check.Status s : Results.Check.Status.values()) r.verification.add(new Results.Check("user", "kryo", s, "why"));
        Path file = dir.resolve(ResultsStore.FILE);
        ResultsStore.save(r, file);
        String json = Files.readString(file);
        for (String name : List.of("PASS", "FAIL", "UNSUPPORTED")) assertTrue(json.contains("\"status\" : \"" + name + "\""), json);
        assertEquals(r.verification, ResultsStore.load(file).verification);
    }

    /** The platform matrix is kept with its verbatim lines, and the flag that asked for it; a cell without its codec is refused. */
    @Test
    void thePlatformMatrixIsKeptAndACellWithoutItsCodecIsRefused(@TempDir Path dir) throws Exception {
        Results r = ResultsStore.load(Path.of("docs/example/results.json"));
        Results.Settings s = r.settings;
        r.settings = new Results.Settings(s.profile(), s.alloc(), s.jvms(), s.plans(), s.own(), s.safety(), s.evolution(), s.interop(),
            s.timeLimitSeconds(), s.leaveCpusIdle(), s.lanes(), s.firstCall(), s.warmUps(), true, 6);
        r.platform = List.of(new PlatformCell("kryo", "media", "25.0.1", PlatformCell.DEFAULTS, PlatformCell.WARNS, null,
                List.of("WARNING: A terminally deprecated method in sun.misc.Unsafe has been called", "\tat \"quoted\" <line>")),
            new PlatformCell("kryo", "media", "17.0.15", PlatformCell.UNSAFE_DENIED, PlatformCell.NOT_APPLICABLE, "JDK 17 has no ...", null));
        Path file = dir.resolve(ResultsStore.FILE);
        ResultsStore.save(r, file);
        Results back = ResultsStore.load(file);
        assertEquals(r.platform, back.platform);
        assertTrue(back.settings.platform());
        assertEquals(6, back.settings.forks());
        assertNull(s.forks(), "absent where run --forks was not given");
        assertEquals(25, back.platform.get(0).major());
        r.platform = List.of(new PlatformCell(null, "media", "25.0.1", PlatformCell.DEFAULTS, PlatformCell.PASS, null, null));
        ResultsStore.save(r, file);
        IOException e = assertThrows(IOException.class, () -> ResultsStore.load(file));
        assertTrue(e.getMessage().contains("platform[0].codec is missing or null"), e.getMessage());
    }

    /**
     * A file of a later serbench may hold what this one reads wrong: refused, saying so (issue 61, D7). A file of this
     * release, an earlier one, or a build run from classes ("dev", either side) is read.
     */
    @Test
    void aFileOfALaterSerbenchIsRefusedSayingSo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(ResultsStore.FILE);
        for (String later : List.of("0.5.0", "0.4.1", "1.0.0-SNAPSHOT", "0.10.0")) {
            Results r = ResultsStore.load(Path.of("docs/example/results.json"));
            r.environment.serbenchVersion = later;
            ResultsStore.save(r, file);
            IOException e = assertThrows(IOException.class, () -> ResultsStore.load(file, "0.4.0"));
            assertEquals("not a serbench results file: " + file + " (environment.serbench_version is " + later + ": written"
                + " by a later serbench than this one (0.4.0); read it with that serbench or a later one)", e.getMessage());
        }
        for (String readable : List.of("0.4.0", "0.3.9", "dev")) {
            Results r = ResultsStore.load(Path.of("docs/example/results.json"));
            r.environment.serbenchVersion = readable;
            ResultsStore.save(r, file);
            assertEquals(readable, ResultsStore.load(file, "0.4.0").environment.serbenchVersion);
            assertEquals(readable, ResultsStore.load(file, "dev").environment.serbenchVersion);
        }
    }
}
