package serbench.bench.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import serbench.bench.fork.Profile;
import serbench.results.Environment;

/**
 * The machine check. The suite pins it (MachineCheck.PINNED_SPREAD, set in pom.xml) so that how busy the machine is
 * changes no other test's outcome; here it runs for real, asserting only what holds on any machine, busy or not.
 */
class MachineCheckTest {
    @Test
    void theRealCheckTimesItsSlicesAndCalibratesOnAnyMachine() {
        String pinned = System.clearProperty(MachineCheck.PINNED_SPREAD);
        Environment.MachineCheck c;
        try {
            c = MachineCheck.run(Profile.SMOKE);
        } finally {
            if (pinned != null) System.setProperty(MachineCheck.PINNED_SPREAD, pinned);
        }
        assertEquals(MachineCheck.SLICES, c.slices());
        assertEquals(5.0, c.sliceMillis());
        assertTrue(c.spreadPercent() >= 0, c.toString());
        assertTrue(c.clockSpreadPercent() >= 0, c.toString());
        assertNull(c.warning(), "smoke, a CI check, never warns");
        assertTrue(c.fixedWorkNanos() > 0, c.toString());
        // at least the floor, up to the rounding to 0.1 ns of both figures
        assertTrue(c.fixedWorkErrorNanos() >= MachineCheck.CALIBRATION_FLOOR * c.fixedWorkNanos() - 0.1, c.toString());
    }

    @Test
    void aPinnedCheckTimesNothingAndReportsItsSpreadWithTheFixedCalibration() {
        String before = System.setProperty(MachineCheck.PINNED_SPREAD, "1.0");
        try {
            assertEquals(new Environment.MachineCheck(1.0, MachineCheck.SLICES, 5.0, null, 1000.0, 20.0, 1.0),
                MachineCheck.run(Profile.QUICK));
        } finally {
            if (before == null) System.clearProperty(MachineCheck.PINNED_SPREAD);
            else System.setProperty(MachineCheck.PINNED_SPREAD, before);
        }
    }

    @Test
    void aSpreadOverTheLimitWarnsAComparableProfileOnly() {
        Environment.MachineCheck quick = MachineCheck.result(Profile.QUICK, 40, MachineCheck.PINNED);
        assertTrue(quick.warning().startsWith("this machine is noisy right now: fixed serialization work takes 40% longer"),
            quick.warning());
        assertNull(MachineCheck.result(Profile.SMOKE, 40, MachineCheck.PINNED).warning());
        assertNull(MachineCheck.result(Profile.QUICK, MachineCheck.NOISY_PERCENT, MachineCheck.PINNED).warning());
    }

    /** Slices the clock timed long while the thread's CPU time stayed even: another process had the CPU, not a neighbour. */
    @Test
    void theSpreadIsTheCpuTimesAndTheClocksIsKeptBeside() {
        double[] cpu = new double[100], clock = new double[100];
        for (int i = 0; i < 100; i++) {
            cpu[i] = 5 + (i % 5 == 0 ? 0.05 : 0);
            clock[i] = i % 4 == 0 ? 7.5 : 5;
        }
        assertEquals(1.0, MachineCheck.spread(cpu), 1e-9, "the slowest tenth 1% over the fastest");
        assertEquals(50.0, MachineCheck.spread(clock), 1e-9);
        Environment.MachineCheck c = MachineCheck.result(Profile.QUICK, MachineCheck.spread(cpu), MachineCheck.spread(clock),
            MachineCheck.PINNED, null);
        assertEquals(1.0, c.spreadPercent());
        assertEquals(50.0, c.clockSpreadPercent());
        assertNull(c.warning(), "the clock's spread lengthens the run, not its figures: no warning");
        assertTrue(c.clockFarOff());
        assertTrue(!new Environment.MachineCheck(10, 400, 5, null, 1.0, 0.02, 14.9).clockFarOff());
        assertTrue(!new Environment.MachineCheck(10, 400, 5, null).clockFarOff(), "an older run's check has no clock spread");
    }
}
