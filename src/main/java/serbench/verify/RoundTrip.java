package serbench.verify;

import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;
import serbench.model.ModelDiff;
import serbench.model.ModelIdentity;

/**
 * The correctness gate: {@code read(decode(encode(build(x))))} must equal a fresh copy of x, and keep its object
 * identity ({@link ModelIdentity}): a cycle must close again. A codec that gives equal values but writes a shared object
 * once per reference passes, labelled with where ({@link Verdict#duplicated()}). Nothing is measured or sized for a pair
 * that does not pass.
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
            return fail(dataset, codec.id(), describe(e));
        }
    }

    /**
     * A failure's reason: the throwable's class and its message's first line, then its root cause's unless the message
     * already says it: some libraries say what went wrong only there (kotlinx's ProtoBuf: "Error while decoding ...",
     * Fory, Hessian), and a static initialiser's failure (ExceptionInInitializerError) says nothing else.
     */
    public static String describe(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        String said = firstLine(e);
        boolean more = root != e && (message(root).isEmpty() || !said.contains(message(root)));
        return more ? said + "; caused by " + firstLine(root) : said;
    }

    private static String firstLine(Throwable e) {
        return e.getClass().getSimpleName() + (message(e).isEmpty() ? "" : ": " + message(e));
    }

    /** The first line that says something, without identity hash codes (Fory names objects by them), which differ from run to run. */
    private static String message(Throwable e) {
        return e.getMessage() == null ? ""
            : e.getMessage().lines().filter(l -> !l.isBlank()).findFirst().orElse("").replaceAll("@[0-9a-f]{4,8}\\b", "");
    }

    private static <M, N> Verdict check(Binding<M, N> binding, Dataset<M> dataset, String codec) throws Exception {
        byte[] bytes = binding.encode(binding.build(dataset.build()));
        M expected = dataset.build();
        M decoded = binding.read(binding.decode(bytes));
        String loss = loss(expected, decoded);
        if (loss != null) return fail(dataset, codec, loss);
        if (binding.zeroCopy() != null) {
            String zeroCopy = ZeroCopyCheck.loss(binding, dataset::build, bytes);
            if (zeroCopy != null) return fail(dataset, codec, "zero-copy ops: " + zeroCopy);
        }
        ModelIdentity.Break duplicate = ModelIdentity.firstBreak(expected, decoded);
        return new Verdict(dataset.id(), codec, Verdict.Status.PASS, null, bytes, binding.sharesModel(),
            duplicate == null ? null : duplicate.where(), binding.zeroCopy() != null);
    }

    /**
     * Where {@code bytes} read back differ from {@code expected} ("round trip differs at ...") or break one of its
     * cycles; null when they do not. A shared object decoded twice is no loss: the values are equal.
     */
    public static <M, N> String loss(Binding<M, N> binding, M expected, byte[] bytes) throws Exception {
        return loss(expected, binding.read(binding.decode(bytes)));
    }

    /** As {@link #loss(Binding, Object, byte[])}, of a value already decoded and read. */
    public static String loss(Object expected, Object decoded) {
        String difference = ModelDiff.firstDifference(expected, decoded);
        if (difference != null) return "round trip differs at " + difference;
        ModelIdentity.Break broken = ModelIdentity.firstBreak(expected, decoded);
        return broken != null && broken.onCycle() ? "round trip breaks a cycle: " + broken.where() : null;
    }

    private static Verdict fail(Dataset<?> dataset, String codec, String reason) {
        return new Verdict(dataset.id(), codec, Verdict.Status.FAIL, reason, null);
    }
}
