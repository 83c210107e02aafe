package serbench.preset;

import java.util.Optional;
import serbench.bench.fork.Profile;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/** Looks up a run's figures for the post-layout tables, and scales the posts' long runs down. */
final class Figures {
    private final Results results;
    private final String jvm;

    Figures(Results results, String jvm) {
        this.results = results;
        this.jvm = jvm;
    }

    Optional<Measurement> find(String dataset, String codec, String op, String mode) {
        return results.results.stream()
            .filter(m -> m.jvm().equals(jvm) && m.dataset().equals(dataset) && m.codec().equals(codec)
                && m.op().equals(op) && m.mode().equals(mode))
            .findFirst();
    }

    Optional<Integer> size(String dataset, String codec) {
        return results.sizes.stream().filter(s -> s.dataset().equals(dataset) && s.codec().equals(codec))
            .map(Results.Size::size).findFirst();
    }

    /** Why a figure is missing: the pair's failed or unsupported verdict, or a failed benchmark. */
    String missing(String dataset, String codec) {
        return results.whyMissing(jvm, dataset, codec).orElse("not measured");
    }

    /** The post's iteration count, cut 10x under quick and 100x under smoke (projected back in the tables). */
    static long count(Profile profile, long postCount) {
        return switch (profile.id()) {
            case "full" -> postCount;
            case "smoke" -> Math.max(1, postCount / 100);
            default -> Math.max(1, postCount / 10);
        };
    }

    /** The post's run time in seconds, cut under quick and smoke. */
    static int seconds(Profile profile, int postSeconds) {
        return switch (profile.id()) {
            case "full" -> postSeconds;
            case "smoke" -> 1;
            default -> Math.min(postSeconds, 2);
        };
    }

    static String grouped(double value) {
        return String.format("%,.0f", value);
    }

    static String oneDecimal(double value) {
        return String.format("%,.1f", value);
    }

    /** {@code score ± error} for the post-layout tables; a smoke run's figure marked, without an error. */
    String withError(double score, Double error, java.util.function.DoubleFunction<String> format) {
        if (!results.comparable()) return Numbers.SMOKE_MARK + format.apply(score);
        return error == null ? format.apply(score) : format.apply(score) + " ± " + format.apply(error);
    }

    /** A figure alone, marked in a smoke run. */
    String score(double score, java.util.function.DoubleFunction<String> format) {
        return (results.comparable() ? "" : Numbers.SMOKE_MARK) + format.apply(score);
    }

    /** An error alone; none in a smoke run. */
    String error(Double error, java.util.function.DoubleFunction<String> format) {
        return error == null || !results.comparable() ? "-" : format.apply(error);
    }
}
