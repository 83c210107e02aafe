package serbench.bench.fork;

import java.util.SplittableRandom;

/**
 * Fixed serialization-like work that allocates nothing: varints written into a buffer and read back (stores,
 * loads, branches). A neighbour on the host that shares the core or its memory slows it the way it slows a
 * codec, while no GC of this JVM can. The machine check times it (the canary did until 0.4.0; the reference is
 * interpreted work instead, {@link ReferenceWork}).
 */
public final class FixedWork {
    private final int[] values;
    private final byte[] buffer;

    public FixedWork(int count) {
        values = new int[count];
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < count; i++) values[i] = random.nextInt() >>> random.nextInt(32); // 1- to 5-byte varints
        buffer = new byte[5 * count];
    }

    /** Encodes and decodes every value {@code rounds} times; the sum keeps the work observable. */
    public long run(int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            int n = 0;
            for (int v : values) {
                while ((v & ~0x7F) != 0) {
                    buffer[n++] = (byte) ((v & 0x7F) | 0x80);
                    v >>>= 7;
                }
                buffer[n++] = (byte) v;
            }
            for (int i = 0; i < n; ) {
                int v = 0, shift = 0;
                byte b;
                do {
                    b = buffer[i++];
                    v |= (b & 0x7F) << shift;
                    shift += 7;
                } while (b < 0);
                sum += v;
            }
        }
        return sum;
    }
}
