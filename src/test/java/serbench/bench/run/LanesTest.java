package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Measuring JVMs side by side: one per lane, each lane pinned to its CPU; one lane is the run as it always was. */
class LanesTest {
    @Test
    void oneLaneRunsEachJobHereAndNowUnpinned() throws Exception {
        try (Lanes lanes = Lanes.of(1, List.of(0, 1))) {
            assertNull(lanes.describe());
            Thread[] ran = new Thread[1];
            lanes.submit(lane -> {
                assertSame(Lanes.Lane.ONLY, lane);
                ran[0] = Thread.currentThread();
            });
            assertSame(Thread.currentThread(), ran[0]);
            assertFalse(lanes.busy());
            assertThrows(IllegalStateException.class, () -> lanes.submit(lane -> {
                throw new IllegalStateException("straight through");
            }));
        }
    }

    @Test
    void eachLaneIsPinnedToItsCpuAndKeepsTheMachinesErgonomics() throws Exception {
        try (Lanes lanes = Lanes.of(2, List.of(5, 7, 9))) {
            assertEquals("2 measuring JVMs at a time, each pinned to a CPU of its own (5, 7) with -XX:ActiveProcessorCount=3",
                lanes.describe());
        }
        assertThrows(IllegalArgumentException.class, () -> Lanes.of(3, List.of(0, 1)));
    }

    /** Two jobs that each wait for the other can only end if they run at once, on different lanes. */
    @Test
    void twoLanesRunTwoJobsAtOnce() throws Exception {
        CountDownLatch both = new CountDownLatch(2);
        Set<String> cpus = ConcurrentHashMap.newKeySet();
        try (Lanes lanes = Lanes.of(2, List.of(0, 1))) {
            for (int i = 0; i < 2; i++) {
                lanes.submit(lane -> {
                    cpus.add(lane.prefix().get(2));
                    both.countDown();
                    if (!both.await(30, TimeUnit.SECONDS)) throw new AssertionError("the other job never ran alongside");
                });
            }
            lanes.awaitAll();
            assertFalse(lanes.busy());
        }
        assertEquals(Set.of("0", "1"), cpus);
    }

    @Test
    void aJobThatThrewIsRethrownWhenTheRunWaitsForIt() throws Exception {
        try (Lanes lanes = Lanes.of(2, List.of(0, 1))) {
            lanes.submit(lane -> {
                throw new java.io.IOException("disk full");
            });
            Exception e = assertThrows(java.io.IOException.class, lanes::awaitAll);
            assertEquals("disk full", e.getMessage());
            lanes.submit(lane -> { });
            lanes.awaitAll();
            assertTrue(!lanes.busy());
        }
    }
}
