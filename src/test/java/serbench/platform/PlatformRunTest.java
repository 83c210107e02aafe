package serbench.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import serbench.bench.machine.JvmProbe;
import serbench.codec.Codecs;
import serbench.data.Datasets;
import serbench.results.PlatformCell;

/** The matrix's JVMs for real: on the running JDK, and on a JDK 24 or later where one is installed beside it. */
class PlatformRunTest {
    private static List<PlatformCell> run(String codec, Jdks.Jdk jdk) throws Exception {
        List<String> progress = new ArrayList<>();
        List<PlatformCell> cells = PlatformRun.run(List.of(Codecs.byId(codec).orElseThrow()), List.of(Datasets.byId("user").orElseThrow()),
            List.of(jdk), progress::add);
        assertEquals(cells.stream().filter(c -> !c.outcome().equals(PlatformCell.NOT_APPLICABLE)).count(), progress.size(), progress.toString());
        return cells;
    }

    private static PlatformCell cell(List<PlatformCell> cells, Mode mode) {
        return cells.stream().filter(c -> c.mode().equals(mode.id())).findFirst().orElseThrow();
    }

    @Test
    void onTheRunningJdkACodecPassesAndTheOptionsItLacksAreNotApplicable() throws Exception {
        Jdks.Jdk running = Jdks.Jdk.of(JvmProbe.current());
        List<PlatformCell> cells = run("jackson-json", running);
        assertEquals(Mode.values().length, cells.size());
        assertEquals(PlatformCell.PASS, cell(cells, Mode.DEFAULTS).outcome(), cells.toString());
        for (Mode m : List.of(Mode.UNSAFE_DENIED, Mode.NATIVE_DENIED)) {
            assertEquals(m.appliesTo(running.major()) ? PlatformCell.PASS : PlatformCell.NOT_APPLICABLE, cell(cells, m).outcome(), cells.toString());
        }
        // Jackson offers no way out of Unsafe, nor needs one
        assertEquals(PlatformCell.NOT_APPLICABLE, cell(cells, Mode.UNSAFE_DENIED_WAY_OUT).outcome());
    }

    /** The JVMs run several at once; the cells still come codec by codec, then mode by mode, whichever JVM ended first. */
    @Test
    void severalCodecsJvmsAtOnceGiveTheirCellsInTheMatrixOrder() throws Exception {
        Jdks.Jdk running = Jdks.Jdk.of(JvmProbe.current());
        List<String> codecs = List.of("java-builtin", "jackson-json", "protobuf");
        List<PlatformCell> cells = PlatformRun.run(codecs.stream().map(c -> Codecs.byId(c).orElseThrow()).toList(),
            List.of(Datasets.byId("user").orElseThrow()), List.of(running), line -> {});
        List<String> expected = new ArrayList<>();
        for (String c : codecs) for (Mode m : Mode.values()) expected.add(c + " " + m.id());
        assertEquals(expected, cells.stream().map(c -> c.codec() + " " + c.mode()).toList());
        assertTrue(cells.stream().filter(c -> c.mode().equals(Mode.DEFAULTS.id())).allMatch(c -> c.outcome().equals(PlatformCell.PASS)),
            cells.toString());
    }

    /**
     * Kryo reaches sun.misc.Unsafe's memory access when it starts: a later JDK warns by default, and with it denied Kryo
     * cannot start, in the JDK's words; Jackson uses none and passes in every mode, printing nothing.
     */
    @Test
    void onAJdkThatWarnsKryoWarnsAndFailsWhenDeniedWhileJacksonPasses() throws Exception {
        Optional<Path> newest = Jdks.newestBeside(Path.of(System.getProperty("java.home")));
        assumeTrue(newest.isPresent() && Jdks.major(newest.get().getParent().getParent()) >= 24, "no JDK 24 or later beside this one");
        Jdks.Jdk jdk = Jdks.Jdk.of(newest.get());
        List<PlatformCell> kryo = run("kryo", jdk);
        assertEquals(PlatformCell.WARNS, cell(kryo, Mode.DEFAULTS).outcome(), kryo.toString());
        assertTrue(cell(kryo, Mode.DEFAULTS).warnings().contains("WARNING: A terminally deprecated method in sun.misc.Unsafe has been called"),
            kryo.toString());
        assertEquals(PlatformCell.FAILS, cell(kryo, Mode.UNSAFE_DENIED).outcome(), kryo.toString());
        assertTrue(cell(kryo, Mode.UNSAFE_DENIED).message().contains("objectFieldOffset"), kryo.toString());
        assertEquals(Optional.of(true), PlatformCell.unsafeMemory(kryo, "kryo"));
        // Kryo's own switch, kryo.unsafe=false, gets it through with Unsafe denied
        assertEquals(PlatformCell.PASS, cell(kryo, Mode.UNSAFE_DENIED_WAY_OUT).outcome(), kryo.toString());
        assertEquals("with -Dkryo.unsafe=false", cell(kryo, Mode.UNSAFE_DENIED_WAY_OUT).message());

        List<PlatformCell> jackson = run("jackson-json", jdk);
        assertTrue(jackson.stream().filter(c -> !c.mode().equals(Mode.UNSAFE_DENIED_WAY_OUT.id()))
            .allMatch(c -> c.outcome().equals(PlatformCell.PASS) && c.warnings().isEmpty()), jackson.toString());
        assertEquals(PlatformCell.NOT_APPLICABLE, cell(jackson, Mode.UNSAFE_DENIED_WAY_OUT).outcome());
        assertEquals(Optional.of(false), PlatformCell.unsafeMemory(jackson, "jackson-json"));
    }

    /**
     * kryo-safe is kryo in JVMs started with its row's -Dkryo.unsafe=false: on a JDK that warns, it prints nothing and
     * round-trips with Unsafe denied, where kryo fails (above).
     */
    @Test
    void aRowsOwnJvmOptionsReachEveryJvmOfTheMatrix() throws Exception {
        Optional<Path> newest = Jdks.newestBeside(Path.of(System.getProperty("java.home")));
        assumeTrue(newest.isPresent() && Jdks.major(newest.get().getParent().getParent()) >= 24, "no JDK 24 or later beside this one");
        List<PlatformCell> safe = run("kryo-safe", Jdks.Jdk.of(newest.get()));
        assertTrue(safe.stream().allMatch(c -> c.outcome().equals(PlatformCell.PASS) && c.warnings().isEmpty()), safe.toString());
        assertEquals(Optional.of(false), PlatformCell.unsafeMemory(safe, "kryo-safe"));
    }
}
