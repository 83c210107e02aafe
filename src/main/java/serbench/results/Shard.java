package serbench.results;

/**
 * Which part of a run a results file holds: shard {@code index} of {@code count} (1-based), as {@code run --shard K/N}
 * asked; every shard keeps the whole run's settings, and {@code serbench merge} puts the parts back together.
 */
public record Shard(int index, int count) {
    /** More parts than this is a typing error: a shard is at least one measuring JVM per round. */
    public static final int MAX_COUNT = 1000;

    public Shard {
        if (count < 1 || count > MAX_COUNT) throw new IllegalArgumentException("--shard: the shard count must be between 1 and " + MAX_COUNT + ", got " + count);
        if (index < 1 || index > count) throw new IllegalArgumentException("--shard: K must be between 1 and N (" + count + "), got " + index);
    }

    /** {@code K/N}, e.g. {@code 2/3}; anything else is an IllegalArgumentException saying what is wrong. */
    public static Shard parse(String text) {
        String[] parts = text.strip().split("/", -1);
        if (parts.length != 2 || !parts[0].matches("\\d{1,4}") || !parts[1].matches("\\d{1,4}")) {
            throw new IllegalArgumentException("--shard '" + text + "' is not K/N; write e.g. 2/3 (the second of three shards)");
        }
        return new Shard(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
