package serbench.verify;

import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;
import serbench.model.ModelDiff;

/**
 * The correctness gate: {@code read(decode(encode(build(x))))} must equal a fresh copy of x. Nothing
 * is measured or sized for a pair that does not pass.
 */
public final class RoundTrip {
    private RoundTrip() {}

    public static <M> Verdict check(Codec codec, Dataset<M> dataset) {
        try {
            return check(codec.binding(dataset), dataset, codec.id());
        } catch (UnsupportedDatasetException e) {
            return new Verdict(dataset.id(), codec.id(), Verdict.Status.UNSUPPORTED, e.getMessage(), null);
        } catch (Exception | StackOverflowError | LinkageError e) {
            // a codec that cannot take a class (the user's own, --type) may fail while binding, or with an Error
            String message = e.getMessage() == null ? "" : ": " + e.getMessage().lines().filter(l -> !l.isBlank()).findFirst().orElse("");
            return fail(dataset, codec.id(), e.getClass().getSimpleName() + message);
        }
    }

    private static <M, N> Verdict check(Binding<M, N> binding, Dataset<M> dataset, String codec) throws Exception {
        byte[] bytes = binding.encode(binding.build(dataset.build()));
        String loss = loss(binding, dataset.build(), bytes);
        if (loss != null) return fail(dataset, codec, loss);
        return new Verdict(dataset.id(), codec, Verdict.Status.PASS, null, bytes, binding.sharesModel());
    }

    /** Where {@code bytes} read back differ from {@code expected} ("round trip differs at ..."); null when they do not. */
    public static <M, N> String loss(Binding<M, N> binding, M expected, byte[] bytes) throws Exception {
        String difference = ModelDiff.firstDifference(expected, binding.read(binding.decode(bytes)));
        return difference == null ? null : "round trip differs at " + difference;
    }

    private static Verdict fail(Dataset<?> dataset, String codec, String reason) {
        return new Verdict(dataset.id(), codec, Verdict.Status.FAIL, reason, null);
    }
}
