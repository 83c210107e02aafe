package serbench.results;

import java.util.Locale;

/** How the reports print figures: about four significant digits, and an error with the score's decimals. */
public final class Numbers {
    private Numbers() {}

    /** Decimals that give a value about four significant digits (none from 1,000 up). */
    static int decimals(double v) {
        double a = Math.abs(v);
        return a >= 1000 || a == 0 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : 3;
    }

    /** Whole numbers (sizes, most allocations) print without decimals. */
    public static String plain(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return String.format(Locale.ROOT, "%,.0f", v);
        return String.format(Locale.ROOT, "%,." + decimals(v) + "f", v);
    }

    /** {@code score ± error}, the error at the score's precision; the score alone when there is no error. */
    public static String withError(double score, Double error) {
        if (error == null) return plain(score);
        String f = "%,." + decimals(score) + "f";
        return String.format(Locale.ROOT, f + " ± " + f, score, error);
    }

    /** Marks a smoke run's figures, which are not for comparison. */
    public static final String SMOKE_MARK = "~";

    /** A figure as the reports print it: with its error, or marked and without one in a smoke run. */
    public static String figure(double score, Double error, boolean comparable) {
        return comparable ? withError(score, error) : SMOKE_MARK + plain(score);
    }

    /** Short form for chart labels: 950, 12.3k, 4.56M. */
    public static String compact(double v) {
        double a = Math.abs(v);
        if (a >= 1e9) return trim(v / 1e9) + "G";
        if (a >= 1e6) return trim(v / 1e6) + "M";
        if (a >= 1e4) return trim(v / 1e3) + "k";
        return a >= 100 ? String.format(Locale.ROOT, "%.0f", v) : trim(v);
    }

    private static String trim(double v) {
        String s = String.format(Locale.ROOT, "%." + Math.max(0, decimals(v) - 1) + "f", v);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }

    /** A multiple of the best, as the reports print it: 1.00× to 9.99× with two decimals, then whole (12×). */
    public static String times(double ratio) {
        return String.format(Locale.ROOT, ratio < 9.995 ? "%.2f×" : "%,.0f×", ratio);
    }
}
