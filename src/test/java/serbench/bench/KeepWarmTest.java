package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The idle-priority spinners that keep the CPUs busy while serbench measures. */
class KeepWarmTest {
    /** Linux's SCHED_IDLE, the policy field of /proc/PID/task/TID/stat. */
    private static final int SCHED_IDLE = 5;

    @Test
    void linuxCpuListsAreParsed() {
        assertEquals(List.of(0, 1), KeepWarm.cpuList("0-1"));
        assertEquals(List.of(0, 2, 3, 8), KeepWarm.cpuList("0,2-3,8"));
        assertThrows(IllegalArgumentException.class, () -> KeepWarm.cpuList("3-1"));
        assertThrows(IllegalArgumentException.class, () -> KeepWarm.cpuList("zero"));
    }

    @Test
    void eachSpinnerRunsAtIdlePriorityOnItsOwnCpuUntilClosed() throws Exception {
        assumeTrue(Files.isSymbolicLink(Path.of("/proc/thread-self")), "Linux only");
        int cpu = KeepWarm.allowedCpus().get(0);
        KeepWarm warm = KeepWarm.start(List.of(cpu), "chrt", "taskset");
        List<Long> tids;
        try {
            assertTrue(warm.describe().startsWith("kept busy by 1 idle-priority spinner (SCHED_IDLE), one on each of CPUs " + cpu),
                warm.describe());
            tids = warm.threadIds();
            assertEquals(1, tids.size());
            Path task = Path.of("/proc/self/task/" + tids.get(0));
            String stat = Files.readString(task.resolve("stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            assertEquals(SCHED_IDLE, Integer.parseInt(fields[41 - 3]), "policy: " + stat);
            assertTrue(Files.readAllLines(task.resolve("status")).contains("Cpus_allowed_list:\t" + cpu));
        } finally {
            warm.close();
        }
        // the OS thread outlives Java's join by a moment, longer on a busy machine (it exits at idle priority):
        // waited for until gone, a minute bounding only a thread that never ends
        Path gone = Path.of("/proc/self/task/" + tids.get(0));
        for (int i = 0; i < 6000 && Files.exists(gone); i++) Thread.sleep(10);
        assertFalse(Files.exists(gone), "the spinner is gone");
    }

    @Test
    void withoutTheToolsNothingSpinsAndTheReasonIsSaid() {
        assumeTrue(Files.isSymbolicLink(Path.of("/proc/thread-self")), "Linux only");
        KeepWarm warm = KeepWarm.start(List.of(0), "no-such-chrt", "taskset");
        assertEquals("not kept busy: 'no-such-chrt' is not available (util-linux)", warm.describe());
        assertTrue(warm.threadIds().isEmpty());
        assertTrue(Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().startsWith("serbench-keep-warm")),
            "no spinner left running");
    }
}
