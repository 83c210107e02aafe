package serbench.results;

import java.math.BigInteger;

/**
 * Which part of a run a results file holds: shard {@code index} of {@code count} (1-based), as {@code run --shard K/N}
 * asked; every shard keeps the whole run's settings, and {@code serbench merge} puts the parts back together.
 */
public record Shard(int index, int count) {
    /** More parts than this is a typing error: a shard is at least one measuring JVM per round. */
    public static final int MAX_COUNT = 1000;

    public Shard {
        String problem = problem(String.valueOf(index), String.valueOf(count));
        if (problem != null) throw new IllegalArgumentException(problem);
    }

    /** {@code K/N}, e.g. {@code 2/3}; anything else is an IllegalArgumentException saying what is wrong. */
    public static Shard parse(String text) {
        String[] parts = text.strip().split("/", -1);
        if (parts.length != 2 || !parts[0].matches("\\d+") || !parts[1].matches("\\d+")) {
            throw new IllegalArgumentException("--shard '" + text + "' is not K/N; write e.g. 2/3 (the second of three shards)");
        }
        // K/N it is, however many digits: a number past the limits is out of range, never "not K/N"
        String problem = problem(parts[0], parts[1]);
        if (problem != null) throw new IllegalArgumentException(problem);
        return new Shard(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }

    /** What is wrong with shard {@code k} of {@code n} (integers as text, of any length); null when nothing is. */
    private static String problem(String k, String n) {
        if (!within(n, 1, MAX_COUNT)) return "--shard: the shard count N must be between 1 and " + MAX_COUNT + ", got " + n;
        if (!within(k, 1, Integer.parseInt(n))) return "--shard: K must be between 1 and N (" + n + "), got " + k;
        return null;
    }

    private static boolean within(String number, int low, int high) {
        BigInteger x = new BigInteger(number);
        return x.compareTo(BigInteger.valueOf(low)) >= 0 && x.compareTo(BigInteger.valueOf(high)) <= 0;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
