package serbench.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.ChildJvm;
import serbench.results.PlatformCell;
import serbench.verify.Verdict;

/** A platform JVM's output, made up here, read into cells: what passes, warns and fails, and with which words. */
class ChildReportTest {
    private static final ChildJvm.Ending EXITED = new ChildJvm.Ending(0, Duration.ofSeconds(120));
    /** What JDK 25 prints the first time a class calls one of sun.misc.Unsafe's memory-access methods. */
    private static final List<String> UNSAFE_WARNING = List.of(
        "WARNING: A terminally deprecated method in sun.misc.Unsafe has been called",
        "WARNING: sun.misc.Unsafe::objectFieldOffset has been called by com.esotericsoftware.kryo.unsafe.UnsafeUtil (file:/serbench.jar)",
        "WARNING: Please consider reporting this to the maintainers of class com.esotericsoftware.kryo.unsafe.UnsafeUtil",
        "WARNING: sun.misc.Unsafe::objectFieldOffset will be removed in a future release");

    private static String line(Verdict.Status status, String dataset, String reason) {
        return ChildReport.line(new Verdict(dataset, "kryo", status, reason, null));
    }

    private static List<PlatformCell> cells(List<String> out, List<String> err, ChildJvm.Ending end) {
        return ChildReport.cells("kryo", "25.0.1", Mode.DEFAULTS, List.of("media", "user"), out, err, end);
    }

    @Test
    void aRoundTripThatPassedSilentlyPasses() {
        List<PlatformCell> cells = cells(List.of(line(Verdict.Status.PASS, "media", null), line(Verdict.Status.PASS, "user", null)),
            List.of(ChildReport.CODEC_STARTS), EXITED);
        assertEquals(List.of(PlatformCell.PASS, PlatformCell.PASS), cells.stream().map(PlatformCell::outcome).toList());
        assertEquals(new PlatformCell("kryo", "media", "25.0.1", "defaults", "pass", null, List.of()), cells.get(0));
    }

    /** A codec the matrix marks as passing printed no Unsafe warning: one that printed it warns, with the JDK's lines verbatim. */
    @Test
    void aRoundTripThatPassedWhileTheJdkWarnedOfUnsafeWarnsAndKeepsTheWarningVerbatim() {
        List<String> err = new ArrayList<>(List.of(ChildReport.CODEC_STARTS));
        err.addAll(UNSAFE_WARNING);
        List<PlatformCell> cells = cells(List.of(line(Verdict.Status.PASS, "media", null), line(Verdict.Status.PASS, "user", null)), err, EXITED);
        for (PlatformCell c : cells) {
            assertEquals(PlatformCell.WARNS, c.outcome(), c.toString());
            assertEquals(UNSAFE_WARNING, c.warnings());
        }
        assertTrue(cells.stream().noneMatch(c -> c.outcome().equals(PlatformCell.PASS) && c.warnings().stream()
            .anyMatch(w -> w.contains("sun.misc.Unsafe"))), "no passing cell printed an Unsafe warning");
    }

    @Test
    void theEnvironmentsOwnLinesAreNoWarning() {
        List<PlatformCell> cells = cells(List.of(line(Verdict.Status.PASS, "media", null), line(Verdict.Status.PASS, "user", null)),
            List.of("Picked up JAVA_TOOL_OPTIONS: -Xss4m", "", ChildReport.CODEC_STARTS), EXITED);
        assertTrue(cells.stream().allMatch(c -> c.outcome().equals(PlatformCell.PASS) && c.warnings().isEmpty()), cells.toString());
    }

    @Test
    void aFailedOrUnsupportedRoundTripKeepsItsReasonOnOneLine() {
        List<PlatformCell> cells = cells(List.of("a line the library printed",
            line(Verdict.Status.FAIL, "media", "ExceptionInInitializerError; caused by\nUnsupportedOperationException: objectFieldOffset"),
            line(Verdict.Status.UNSUPPORTED, "user", "no map type")), List.of(), EXITED);
        assertEquals(PlatformCell.FAILS, cells.get(0).outcome());
        assertEquals("ExceptionInInitializerError; caused by UnsupportedOperationException: objectFieldOffset", cells.get(0).message());
        assertEquals(PlatformCell.UNSUPPORTED, cells.get(1).outcome());
        assertEquals("no map type", cells.get(1).message());
    }

    /** A JVM that died before a data set: those cells fail with the exception the JVM named on its way out. */
    @Test
    void dataSetsAJvmNeverReachedFailWithWhatItDiedOf() {
        List<PlatformCell> cells = cells(List.of(line(Verdict.Status.PASS, "media", null)), List.of(ChildReport.CODEC_STARTS,
            "Exception in thread \"main\" java.lang.InternalError: a fault occurred in an unsafe memory access",
            "\tat serbench.platform.PlatformMain.main(PlatformMain.java:30)"), new ChildJvm.Ending(1, Duration.ofSeconds(120)));
        assertEquals(PlatformCell.WARNS, cells.get(0).outcome());
        assertEquals(PlatformCell.FAILS, cells.get(1).outcome());
        assertEquals("java.lang.InternalError: a fault occurred in an unsafe memory access", cells.get(1).message());

        List<PlatformCell> refused = cells(List.of(), List.of("Unrecognized option: --illegal-native-access=deny",
            "Error: Could not create the Java Virtual Machine."), new ChildJvm.Ending(1, Duration.ofSeconds(120)));
        assertEquals("Unrecognized option: --illegal-native-access=deny", refused.get(0).message());

        List<PlatformCell> stopped = cells(List.of(), List.of(), new ChildJvm.Ending(null, Duration.ofSeconds(120)));
        assertEquals("the JVM did not finish within 120 s", stopped.get(1).message());
        List<PlatformCell> silent = cells(List.of(), List.of(), new ChildJvm.Ending(3, Duration.ofSeconds(120)));
        assertEquals("the JVM exited with status 3 before this data set", silent.get(0).message());
    }

    @Test
    void aLongStackTraceIsCutWithTheCountOfWhatWasLeftOut() {
        List<String> err = new ArrayList<>();
        for (int i = 0; i < ChildReport.MAX_LINES + 5; i++) err.add("\tat org.msgpack.core.buffer.MessageBuffer.<clinit>(line " + i + ")");
        List<String> kept = ChildReport.warnings(err);
        assertEquals(ChildReport.MAX_LINES + 1, kept.size());
        assertEquals("... (5 more lines)", kept.get(ChildReport.MAX_LINES));
    }

    /** The options exist from JDK 23 (Unsafe, JEP 471) and 24 (native access, JEP 472): an older JDK would refuse to start. */
    @Test
    void eachModeAppliesFromTheJdkThatHasItsOption() {
        assertTrue(Mode.DEFAULTS.appliesTo(17));
        assertFalse(Mode.UNSAFE_DENIED.appliesTo(21));
        assertTrue(Mode.UNSAFE_DENIED.appliesTo(23));
        assertFalse(Mode.NATIVE_DENIED.appliesTo(23));
        assertTrue(Mode.NATIVE_DENIED.appliesTo(25));
        assertEquals("JDK 17 has no --sun-misc-unsafe-memory-access (JDK 23 and later)", Mode.UNSAFE_DENIED.notApplicable(17, "kryo"));
    }

    /** The way out is tried only for a library that offers one, with its options after the denial. */
    @Test
    void theWayOutIsTriedOnlyWhereTheLibraryOffersOne() {
        assertTrue(Mode.UNSAFE_DENIED_WAY_OUT.appliesTo(25, "kryo"));
        assertFalse(Mode.UNSAFE_DENIED_WAY_OUT.appliesTo(25, "jackson-databind"));
        assertFalse(Mode.UNSAFE_DENIED_WAY_OUT.appliesTo(21, "kryo"));
        assertEquals(List.of("--sun-misc-unsafe-memory-access=deny", "-Dkryo.unsafe=false"), Mode.UNSAFE_DENIED_WAY_OUT.options("kryo"));
        assertEquals(List.of("--sun-misc-unsafe-memory-access=deny"), Mode.UNSAFE_DENIED.options("kryo"));
        assertEquals(List.of(), Mode.DEFAULTS.options("kryo"));
        assertEquals("serbench knows no setting of jackson-databind that avoids sun.misc.Unsafe",
            Mode.UNSAFE_DENIED_WAY_OUT.notApplicable(25, "jackson-databind"));
    }
}
