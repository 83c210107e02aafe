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
    void theDescriptionNamesBothTargets() {
        assertTrue(Profile.QUICK.describe().contains("wider than ±10% (±5% on the size axis)"), Profile.QUICK.describe());
        assertFalse(Profile.FULL.describe().contains("size axis"), Profile.FULL.describe());
    }
}
