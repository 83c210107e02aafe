package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What a figure's interval aims for before no further JVM is asked for. */
class ProfileTest {
    @Test
    void theSizeAxisAimsForFivePercentWhereTheProfileAimsWider() {
        assertEquals(0.10, Profile.QUICK.targetError("addressbook"));
        assertEquals(0.05, Profile.QUICK.targetError("addressbook@1MB"));
        assertEquals(0.05, Profile.QUICK.targetError("dns-response@1KB"));
        // a data set whose name merely holds an @ is not on the size axis
        assertEquals(0.10, Profile.QUICK.targetError("addressbook@3MB"));
        assertEquals(0.02, Profile.FULL.targetError("addressbook@1MB"));
        assertTrue(Double.isNaN(Profile.SMOKE.targetError("addressbook@1MB")));
    }

    @Test
    void theSizeAxisGetsUpToTenJvmsAPair() {
        assertEquals(5, Profile.QUICK.maxForks("addressbook"));
        assertEquals(10, Profile.QUICK.maxForks("dns-response@1KB"));
        assertEquals(10, Profile.FULL.maxForks("dns-response@1KB"));
        assertEquals(1, Profile.SMOKE.maxForks("dns-response@1KB"));
        assertEquals(0.6, Profile.QUICK.extraShare("dns-response@1KB"));
        assertEquals(0.3, Profile.QUICK.extraShare("dns-response"));
        assertEquals(0.0, Profile.SMOKE.extraShare("dns-response@1KB"));
    }

    @Test
    void theDescriptionNamesBothTargets() {
        assertTrue(Profile.QUICK.describe().contains("up to 5 for figures wider than ±10% (on the size axis up to 10, for figures wider than ±5%)"),
            Profile.QUICK.describe());
        assertFalse(Profile.FULL.describe().contains("size axis"), Profile.FULL.describe());
    }
}
