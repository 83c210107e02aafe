package serbench.safety;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The hostile inputs. The byte-level ones change the data set's real encoding; {@code deep-nesting} is a
 * tree 10,000 levels deep written by the codec itself, and {@code foreign-class} the data set's value with
 * a gadget root inside, written by the same library without serbench's restrictions ({@link ForeignPayloads}).
 */
public enum Attack {
    TRUNCATE, BITFLIP, RANDOM, LENGTH_BOMB, DEEP_NESTING, FOREIGN_CLASS;

    /** 0xFF bytes read as a varint are 2^32-1 or more; 0x7FFFFFFF is the largest int, in both byte orders. */
    private static final byte[][] BOMBS = {
        {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07}, {0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF},
        {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x7F}};

    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Attack byId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT).replace('-', '_'));
    }

    /** A mutation of a real encoding; only for the byte-level attacks. */
    byte[] mutate(byte[] good, SplittableRandom random) {
        switch (this) {
            case TRUNCATE -> {
                return java.util.Arrays.copyOf(good, random.nextInt(good.length));
            }
            case BITFLIP -> {
                byte[] b = good.clone();
                int bit = random.nextInt(8 * b.length);
                b[bit / 8] ^= (byte) (1 << (bit % 8));
                return b;
            }
            case RANDOM -> {
                byte[] b = new byte[1 + random.nextInt(2 * good.length)];
                random.nextBytes(b);
                return b;
            }
            case LENGTH_BOMB -> {
                // a forged length or count lands on a real one in some trials, wherever the format keeps them
                byte[] bomb = BOMBS[random.nextInt(BOMBS.length)];
                byte[] b = good.clone();
                int at = random.nextInt(b.length);
                for (int i = 0; i < bomb.length && at + i < b.length; i++) b[at + i] = bomb[i];
                return b;
            }
            default -> throw new IllegalStateException(id() + " is not a byte-level attack");
        }
    }
}
