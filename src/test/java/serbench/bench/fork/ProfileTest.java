package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What a figure's interval aims for, and the JVMs and time a pair may take for it. */
class ProfileTest {
    /** Per data set: the target, the most JVMs a pair, the share of time beyond the minimum rounds. */
    private static void gives(Profile profile, String dataset, double target, int maxForks, double extraShare) {
        assertEquals(target, profile.targetError(dataset), dataset);
        assertEquals(maxForks, profile.maxForks(dataset), dataset);
        assertEquals(extraShare, profile.extraShare(dataset), dataset);
    }

    @Test
    void theSizeAxisAimsForFivePercentWithUpToTenJvmsAndMoreTime() {
        gives(Profile.QUICK, "addressbook", 0.10, 5, 0.3);
        gives(Profile.QUICK, "addressbook@1MB", 0.05, 10, 0.6);
        gives(Profile.QUICK, "dns-response@1KB", 0.05, 10, 0.6);
        // a data set whose name merely holds an @ is not on the size axis
        gives(Profile.QUICK, "addressbook@3MB", 0.10, 5, 0.3);
        // full measures a fixed number of JVMs, on the size axis too: no optional stopping
        gives(Profile.FULL, "addressbook@1MB", 0.02, 6, 0.6);
        gives(Profile.FULL, "addressbook", 0.02, 6, 0.5);
        assertTrue(Double.isNaN(Profile.SMOKE.targetError("addressbook@1MB")));
        assertEquals(1, Profile.SMOKE.maxForks("addressbook@1MB"));
        assertEquals(0.0, Profile.SMOKE.extraShare("addressbook@1MB"));
    }

    @Test
    void theDescriptionNamesBothTargetsAndFullsFixedJvms() {
        assertTrue(Profile.QUICK.describe().contains("up to 5 for figures wider than ±10% or whose JVMs sit on two levels (on the"
            + " size axis up to 10, for figures wider than ±5%)"), Profile.QUICK.describe());
        assertTrue(Profile.FULL.describe().endsWith("6 measuring JVMs per (codec, data set) pair in rounds, however wide a figure"
            + " (no re-measuring)"), Profile.FULL.describe());
    }

    /**
     * --forks sets the minimum rounds; re-measuring keeps its own ceiling where that is higher, and a pair given at least
     * that many JVMs is measured in that many, however wide (no optional stopping).
     */
    @Test
    void forksSetTheMinimumRoundsAndKeepTheProfilesCeilingWhereHigher() {
        Profile three = Profile.QUICK.withForks(3);
        assertEquals(3, three.minForks());
        gives(three, "addressbook", 0.10, 5, 0.3);
        assertTrue(three.describe().contains("3 measuring JVMs per (codec, data set) pair in rounds, up to 5"), three.describe());
        Profile eight = Profile.QUICK.withForks(8);
        gives(eight, "addressbook", 0.10, 8, 0.3);
        assertTrue(eight.describe().endsWith("8 measuring JVMs per (codec, data set) pair in rounds, however wide a figure"
            + " (no re-measuring)"), eight.describe());
        // the measuring JVM's own settings stay the profile's
        assertEquals(Profile.QUICK.slices, eight.slices);
        assertEquals("quick", eight.id());
        assertEquals(8, Profile.byId("quick", 8).minForks());
        assertSame(Profile.FULL, Profile.byId("FULL", null));
    }

    @Test
    void forksOutsideTwoToTwentyOrOnSmokeAreRefusedInWords() {
        assertEquals("--forks takes 2 to 20 measuring JVMs per pair, got 1",
            assertThrows(IllegalArgumentException.class, () -> Profile.QUICK.withForks(1)).getMessage());
        assertEquals("--forks takes 2 to 20 measuring JVMs per pair, got 21",
            assertThrows(IllegalArgumentException.class, () -> Profile.FULL.withForks(21)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Profile.SMOKE.withForks(4)).getMessage()
            .contains("the smoke profile measures one JVM per codec"));
        assertThrows(IllegalArgumentException.class, () -> Profile.byId("turbo"));
    }
}
