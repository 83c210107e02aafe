package serbench.safety;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.ModelTypes;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;
import serbench.data.tree.Foo;
import serbench.data.tree.TreeData;
import serbench.model.ModelDiff;
import serbench.verify.RoundTrip;

/**
 * Runs the attacks on one (codec, data set) inside the isolated safety JVM and prints one line per event
 * ({@code start ATTACK}, {@code ATTACK OUTCOME}, {@code na ATTACK REASON}), so that the orchestrator knows
 * which trial was running if this JVM dies.
 */
final class Trials {
    static final long TRIAL_MILLIS = 2_000;
    /**
     * How long the codec may take to write a deep tree for the deep-nesting attack (its own writer, not the attack).
     * Every writer that wrote 100,000 levels here took 1.1 s at most, binding included (java-builtin, msgpack-array);
     * the two that did not had a cost growing faster than the depth, and would not have within 10 s either:
     * kotlinx-protobuf 0.6 s for 10,000 levels, 6.8 s for 30,000; jsonb-yasson 0.5 s for 100, 16.5 s for 300.
     */
    static final long WRITE_MILLIS = 3_000;
    /** After this many hangs an attack stops: each hung decoder keeps a thread spinning. */
    static final int MAX_HANGS = 2;
    static final int[] DEPTHS = {1_000, 10_000, 100_000};

    private final Codec codec;
    private final Dataset<Object> dataset;
    private final PrintStream out;
    private ExecutorService decoder = newDecoder();

    Trials(Codec codec, Dataset<Object> dataset, PrintStream out) {
        this.codec = codec;
        this.dataset = dataset;
        this.out = out;
    }

    void run(Attack attack, int trials, long seed) throws Exception {
        out.println("start " + attack.id());
        out.flush();
        switch (attack) {
            case DEEP_NESTING -> deep();
            case FOREIGN_CLASS -> foreign();
            default -> bytes(attack, trials, seed);
        }
    }

    private void bytes(Attack attack, int trials, long seed) throws Exception {
        Binding<Object, Object> binding = bind(dataset);
        Object original = dataset.build();
        byte[] good = binding.encode(binding.build(original));
        SplittableRandom random = new SplittableRandom(seed ^ attack.ordinal());
        int hangs = 0;
        for (int t = 0; t < trials && hangs < MAX_HANGS; t++) {
            Outcome o = trial(binding, attack.mutate(good, random), original, ModelTypes.instantiatedBy(dataset));
            if (o == Outcome.HANG) hangs++;
            report(attack, o);
        }
    }

    /**
     * A tree 1,000 to 100,000 levels deep, written by the codec itself on a large stack, read on a normal one
     * by the codec as configured for a shallow tree (its limits are the deployed model's, not the attacker's).
     */
    private void deep() throws Exception {
        Binding<Object, Object> reader;
        try {
            reader = bind(chain(2));
        } catch (UnsupportedDatasetException e) {
            na(Attack.DEEP_NESTING, e.getMessage());
            return;
        }
        for (int depth : DEPTHS) {
            Dataset<Object> deep = chain(depth);
            byte[] bytes;
            try {
                // binding walks the value too (allow-lists, Java serialization's limits): all on the large stack
                bytes = onLargeStack(() -> {
                    Binding<Object, Object> writer = bind(deep);
                    return writer.encode(writer.build(deep.build()));
                }, WRITE_MILLIS);
            } catch (TimeoutException e) {
                // the writer's time, not the reader's: counted as the reader's hang, it cost the pair its JVM's 120 s
                na(Attack.DEEP_NESTING, "the codec itself did not write a tree " + depth + " levels deep within "
                    + WRITE_MILLIS / 1000 + " s");
                return;
            } catch (Exception | StackOverflowError | OutOfMemoryError e) {
                na(Attack.DEEP_NESTING, "the codec itself cannot write a tree " + depth + " levels deep in a 256 MiB heap: " + e);
                return;
            }
            report(Attack.DEEP_NESTING, trial(reader, bytes, deep.build(), ModelTypes.instantiatedBy(chain(2))));
        }
    }

    private void foreign() throws Exception {
        var writer = ForeignPayloads.writer(codec, dataset);
        if (writer.isEmpty()) {
            na(Attack.FOREIGN_CLASS, "its bytes name no classes: they only fill the fields of the declared types");
            return;
        }
        Binding<Object, Object> binding = bind(dataset);
        int written = 0;
        List<String> unwritable = new ArrayList<>();
        for (Object root : ForeignPayloads.gadgetRoots()) {
            Object value = dataset.build();
            if (!ForeignPayloads.insert(value, root)) {
                na(Attack.FOREIGN_CLASS, "the data set's value holds no list to put another class in");
                return;
            }
            byte[] hostile;
            try {
                hostile = writer.get().write(value);
            } catch (Exception e) {
                unwritable.add(root.getClass().getName() + " (" + RoundTrip.describe(e) + ")");
                continue;
            }
            written++;
            report(Attack.FOREIGN_CLASS, trial(binding, hostile, dataset.build(), ModelTypes.instantiatedBy(dataset)));
        }
        if (written == 0) na(Attack.FOREIGN_CLASS, "the library cannot write any gadget root: " + unwritable);
    }

    /** Decodes on a normal stack with a time limit, then compares on a large one (a deep value is not the codec's fault). */
    private Outcome trial(Binding<Object, Object> binding, byte[] input, Object original, List<Class<?>> model) throws Exception {
        Future<Object> decoded = decoder.submit(() -> binding.read(binding.decode(input)));
        Object back;
        try {
            back = decoded.get(TRIAL_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            decoded.cancel(true);
            decoder.shutdownNow();
            decoder = newDecoder();
            return Outcome.HANG;
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof OutOfMemoryError) return Outcome.OOM;
            if (cause instanceof Error) return Outcome.CRASH;
            return Outcome.REJECTED;
        }
        return onLargeStack(() -> {
            try {
                for (Class<?> c : ModelTypes.instantiatedIn(back)) if (!model.contains(c)) return Outcome.FOREIGN;
                return ModelDiff.firstDifference(original, back) == null ? Outcome.UNCHANGED : Outcome.WRONG;
            } catch (RuntimeException malformed) {
                return Outcome.WRONG; // decoded without a word into something serbench cannot even compare
            }
        });
    }

    private void report(Attack attack, Outcome outcome) {
        out.println(attack.id() + " " + outcome.id());
        out.flush();
    }

    private void na(Attack attack, String reason) {
        String line = reason.lines().findFirst().orElse("");
        out.println("na " + attack.id() + " " + (line.length() > 200 ? line.substring(0, 200) + "..." : line));
        out.flush();
    }

    private Binding<Object, Object> bind(Dataset<Object> d) throws UnsupportedDatasetException {
        @SuppressWarnings("unchecked")
        Binding<Object, Object> b = (Binding<Object, Object>) codec.binding(d);
        return b;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Dataset<Object> chain(int depth) {
        return (Dataset) new Dataset<>("deep-tree-" + depth, "a tree " + depth + " levels deep", Foo.class, () -> {
            Foo root = TreeData.tree(0);
            Foo node = root;
            for (int i = 1; i < depth; i++) {
                Foo child = TreeData.tree(0);
                node.children = new ArrayList<>(List.of(child));
                node = child;
            }
            return root;
        }, TreeData.CONVERSIONS, TreeData.MANUAL);
    }

    private static ExecutorService newDecoder() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "safety-decoder");
            t.setDaemon(true);
            return t;
        });
    }

    interface Work<T> {
        T call() throws Exception;
    }

    /** Runs on a thread with a 1 GiB stack: writing and comparing deep values. */
    private static <T> T onLargeStack(Work<T> work) throws Exception {
        return onLargeStack(work, 0);
    }

    /** As above, given up on (a TimeoutException) after {@code millis}, 0 for no limit; the thread is left to the JVM's exit. */
    private static <T> T onLargeStack(Work<T> work, long millis) throws Exception {
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = work.call();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "safety-large-stack", 1L << 30);
        t.setDaemon(true);
        t.start();
        t.join(millis);
        if (t.isAlive()) throw new TimeoutException("still running after " + millis + " ms");
        if (failure[0] instanceof Exception e) throw e;
        if (failure[0] instanceof Error e) throw e;
        @SuppressWarnings("unchecked")
        T r = (T) result[0];
        return r;
    }
}
