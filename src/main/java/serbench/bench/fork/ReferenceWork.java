package serbench.bench.fork;

/**
 * The reference's work: integer arithmetic and branches in a loop that the measuring JVMs never compile
 * ({@link #EXCLUDE}), so the interpreter runs it. The interpreter's code is generated as the JVM starts, the same in
 * every JVM, so the reference's speed is the machine's and not the JIT's: fixed work that the JIT compiles (the
 * varints of {@link FixedWork}, the canary until 0.4.0) settled, JVM by JVM, on levels up to 13% apart on a calm
 * machine, and a JVM's level said more about its code than about the host (docs/method.md, "The reference").
 */
public final class ReferenceWork {
    /** The measuring JVMs' option that keeps {@link #run} interpreted. */
    public static final String EXCLUDE = "-XX:CompileCommand=exclude," + ReferenceWork.class.getName() + "::run";
    /** Rounds of the loop: about 0.1 ms interpreted on the project's machine. */
    private static final int ROUNDS = 12;

    private ReferenceWork() {}

    /** The work; its result keeps it observable. */
    public static long run() {
        long sum = 0;
        for (int r = 0; r < ROUNDS; r++) {
            int x = r;
            for (int i = 0; i < 200; i++) {
                x = x * 31 + i;
                if ((x & 1) == 0) sum += x;
                else sum -= i;
            }
        }
        return sum;
    }
}
