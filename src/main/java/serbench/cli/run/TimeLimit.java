package serbench.cli.run;

import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The run's --time-limit: how long it may take in all; and the durations other flags take the same way. */
public final class TimeLimit {
    /** The default run is the ten-minute comparison. */
    static final Duration DEFAULT_RUN_LIMIT = Duration.ofMinutes(10);
    /**
     * The default run's whole answer ({@code --all-aspects}: its matrices, first calls and rounds) within a quarter of an
     * hour: what its minimum rounds leave goes to calm moments and wide figures, so a noisy hour does not make it longer.
     */
    static final Duration ALL_ASPECTS_LIMIT = Duration.ofMinutes(15);

    private TimeLimit() {}

    /**
     * The --time-limit {@code given}, else the default run's ten minutes when {@code options} (the options given)
     * hold nothing but --out and --shard (a shard of the default run takes its share of them), its fifteen with
     * --all-aspects too, else null (30% beyond the minimum rounds).
     */
    static Duration of(String given, List<String> options) {
        if (given == null) {
            if (!options.stream().allMatch(o -> o.equals("--out") || o.equals("--shard") || o.equals("--all-aspects"))) return null;
            return options.contains("--all-aspects") ? ALL_ASPECTS_LIMIT : DEFAULT_RUN_LIMIT;
        }
        return parse("--time-limit", given, MAX_TIME_LIMIT);
    }

    /**
     * A positive duration given to {@code flag} as whole hours, minutes and seconds (docs/cli-rules.md), at most
     * {@code most}; an {@link IllegalArgumentException} naming the flag otherwise.
     */
    public static Duration parse(String flag, String given, Duration most) {
        Matcher m = DURATION.matcher(given.strip());
        if (given.isBlank() || !m.matches()) {
            throw new IllegalArgumentException(flag + " '" + given + "' is no duration; write e.g. 10m, 90s or 1h30m");
        }
        // digits past a week's worth are too long, however many: compared as text, no number overflows
        BigInteger seconds = BigInteger.ZERO;
        for (int unit = 0; unit < 3; unit++) {
            if (m.group(unit + 1) != null) seconds = seconds.add(new BigInteger(m.group(unit + 1)).multiply(UNIT_SECONDS[unit]));
        }
        if (seconds.signum() == 0) throw new IllegalArgumentException(flag + " must be positive, got '" + given + "'");
        if (seconds.compareTo(BigInteger.valueOf(most.toSeconds())) > 0) {
            throw new IllegalArgumentException(flag + " '" + given + "' is too long: at most " + most.toHours() + "h");
        }
        return Duration.ofSeconds(seconds.longValueExact());
    }

    /** A duration as --time-limit takes it, its zero parts left out: 1h30m, 10m, 4152h. */
    static String format(Duration d) {
        String s = (d.toHours() > 0 ? d.toHours() + "h" : "") + (d.toMinutesPart() > 0 ? d.toMinutesPart() + "m" : "")
            + (d.toSecondsPart() > 0 ? d.toSecondsPart() + "s" : "");
        return s.isEmpty() ? "0s" : s;
    }

    /** A duration: whole hours, minutes and seconds, in that order, each optional (docs/cli-rules.md). */
    private static final Pattern DURATION = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?", Pattern.CASE_INSENSITIVE);
    private static final BigInteger[] UNIT_SECONDS = {BigInteger.valueOf(3600), BigInteger.valueOf(60), BigInteger.ONE};
    /** A run longer than a week is a typing error, not a plan. */
    static final Duration MAX_TIME_LIMIT = Duration.ofDays(7);
}
