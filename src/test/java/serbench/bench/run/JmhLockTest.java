package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** JMH's lock in the shared temporary directory, which it opens following links and makes writable by all. */
class JmhLockTest {
    @Test
    void measuringJvmsLeaveJmhsSharedLockAlone() {
        assertTrue(ForkLauncher.options(17).contains("-Djmh.ignoreLock=true"), ForkLauncher.options(17).toString());
    }
}
