package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import serbench.noise.NoiseMaker;
import serbench.noise.NoiseScenario;

/** The noise maker: named scenarios, bounded in time, and one line with exit 2 for anything else. */
class NoiseCommandTest {
    @Test
    void anUnknownScenarioOrDurationIsOneLineAndExit2() {
        Cli.Result unknown = Cli.run("noise", "storm", "--for", "1s");
        assertEquals(2, unknown.status());
        assertEquals("serbench: unknown noise scenario 'storm' (choose from bursts, hog, membw) (see 'serbench noise --help')",
            unknown.err().strip());
        Cli.Result badTime = Cli.run("noise", "hog", "--for", "soon");
        assertEquals(2, badTime.status());
        assertTrue(badTime.err().startsWith("serbench: --for 'soon' is no duration"), badTime.err());
        assertEquals(1, badTime.err().strip().lines().count(), badTime.err());
        Cli.Result tooLong = Cli.run("noise", "hog", "--for", "7h");
        assertEquals(2, tooLong.status());
        assertTrue(tooLong.err().contains("too long: at most 6h"), tooLong.err());
        assertEquals(2, Cli.run("noise", "hog").status(), "--for is required: no noise without an end");
    }

    @Test
    void aScenarioRunsForItsTimeAndEnds() {
        long start = System.nanoTime();
        Cli.Result r = Cli.run("noise", "bursts", "--for", "1s");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("serbench: noise bursts for 1s: one CPU busy for 2 s, then idle for 2 s"), r.out());
        // ends at its time, however busy the machine: never the 2 s of a whole burst past it, nor before it
        assertTrue(seconds >= 1 && seconds < 2.5, seconds + " s");
    }

    @Test
    void everyScenarioEndsAndAnInterruptStopsIt() throws Exception {
        for (NoiseScenario s : NoiseScenario.values()) {
            long start = System.nanoTime();
            new NoiseMaker(s).run(0.2);
            assertTrue((System.nanoTime() - start) / 1e9 < 2, s.id);
        }
        Thread t = new Thread(() -> {
            try {
                new NoiseMaker(NoiseScenario.HOG).run(60);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        t.start();
        t.interrupt();
        t.join(5_000);
        assertTrue(!t.isAlive(), "an interrupted noise maker stops");
    }
}
