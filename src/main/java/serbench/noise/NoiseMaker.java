package serbench.noise;

/**
 * Makes a {@link NoiseScenario} for a bounded time in one thread of this JVM: never more than one CPU, and never
 * longer than asked, so a script that forgets to stop it cannot leave the machine busy.
 */
public final class NoiseMaker {
    /** The arrays {@link NoiseScenario.Work#COPY} copies between: far more than any CPU cache. */
    private static final int COPY_BYTES = 64 << 20;
    /** Written, so the JIT keeps the busy work. */
    private static volatile long sink;

    private final NoiseScenario scenario;

    public NoiseMaker(NoiseScenario scenario) {
        this.scenario = scenario;
    }

    /** Makes the noise until {@code seconds} have passed (or the thread is interrupted). */
    public void run(double seconds) throws InterruptedException {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        byte[] a = scenario.work == NoiseScenario.Work.COPY ? new byte[COPY_BYTES] : null;
        byte[] b = scenario.work == NoiseScenario.Work.COPY ? new byte[COPY_BYTES] : null;
        while (System.nanoTime() < end) {
            long busyUntil = Math.min(end, System.nanoTime() + scenario.busyMillis * 1_000_000);
            while (System.nanoTime() < busyUntil) {
                if (Thread.interrupted()) throw new InterruptedException();
                if (a != null) {
                    System.arraycopy(a, 0, b, 0, COPY_BYTES);
                    byte[] t = a;
                    a = b;
                    b = t;
                } else {
                    sink += spin();
                }
            }
            long idle = Math.min(scenario.idleMillis, Math.max(0, (end - System.nanoTime()) / 1_000_000));
            if (idle > 0) Thread.sleep(idle);
        }
    }

    /** About a microsecond of integer work that stays in registers. */
    private static long spin() {
        long x = sink | 1;
        for (int i = 0; i < 1_000; i++) x = x * 6364136223846793005L + 1442695040888963407L;
        return x;
    }
}
