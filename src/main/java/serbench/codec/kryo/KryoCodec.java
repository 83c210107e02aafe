package serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import com.esotericsoftware.kryo.util.Pool;
import java.util.function.Supplier;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Kryo 5 as its documentation recommends: registration required (no class names on the wire), one
 * Kryo and one reused buffer per thread; encode still returns a fresh exact-size array. Variants: the
 * Unsafe-based input and output, CompatibleFieldSerializer (fields written with their names, so
 * classes may evolve) as the default serializer, the standard configuration held as a service that any
 * thread may call holds it: Kryo's own {@link Pool}s of Kryo, Output and Input, as Kryo's README shows them, and the
 * standard configuration with references on, which an object graph with shared objects and cycles needs.
 */
public final class KryoCodec extends ProfiledCodec {
    private final boolean unsafe;
    private final boolean compatible;
    private final boolean pooled;
    private final boolean references;

    private KryoCodec(Profile profile, boolean unsafe, boolean compatible, boolean pooled, boolean references) {
        super(profile);
        this.unsafe = unsafe;
        this.compatible = compatible;
        this.pooled = pooled;
        this.references = references;
    }

    public static KryoCodec standard(Profile profile) {
        return new KryoCodec(profile, false, false, false, false);
    }

    public static KryoCodec unsafe(Profile profile) {
        return new KryoCodec(profile, true, false, false, false);
    }

    public static KryoCodec compatible(Profile profile) {
        return new KryoCodec(profile, false, true, false, false);
    }

    public static KryoCodec pooled(Profile profile) {
        return new KryoCodec(profile, false, false, true, false);
    }

    public static KryoCodec references(Profile profile) {
        return new KryoCodec(profile, false, false, false, true);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        if (pooled) return Binding.direct(pooledWire(dataset));
        Kryo kryo = configured(dataset);
        Output output = unsafe ? new UnsafeOutput(4096, -1) : new Output(4096, -1);
        Input input = unsafe ? new UnsafeInput() : new Input();
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                output.reset();
                kryo.writeObject(output, value);
                return output.toBytes();
            }

            @Override
            public M decode(byte[] bytes) {
                input.setBuffer(bytes);
                return kryo.readObject(input, dataset.type());
            }
        });
    }

    /**
     * Each call obtains a Kryo and an Output (or Input) from thread-safe pools and frees them after, which is the
     * cost this variant is there to show: the pools' synchronisation and Output's reset, on top of {@code kryo}'s
     * work. The pools' arguments are the README's (thread-safe, no soft references, at most 8 Kryo and 16 buffers
     * kept); each pool is filled once here, so no timed call constructs a Kryo or a buffer.
     */
    private <M> Wire<M> pooledWire(Dataset<M> dataset) {
        Pool<Kryo> kryos = pool(8, () -> configured(dataset));
        Pool<Output> outputs = pool(16, () -> new Output(1024, -1));
        Pool<Input> inputs = pool(16, () -> new Input(1024));
        return new Wire<>() {
            @Override
            public byte[] encode(M value) {
                Kryo kryo = kryos.obtain();
                Output output = outputs.obtain();
                try {
                    kryo.writeObject(output, value);
                    return output.toBytes();
                } finally {
                    outputs.free(output);      // Output is Poolable: free resets its position
                    kryos.free(kryo);
                }
            }

            @Override
            public M decode(byte[] bytes) {
                Kryo kryo = kryos.obtain();
                Input input = inputs.obtain();
                try {
                    input.setBuffer(bytes);
                    return kryo.readObject(input, dataset.type());
                } finally {
                    inputs.free(input);
                    kryos.free(kryo);
                }
            }
        };
    }

    private static <T> Pool<T> pool(int maximumCapacity, Supplier<T> create) {
        Pool<T> pool = new Pool<>(true, false, maximumCapacity) {
            @Override protected T create() { return create.get(); }
        };
        pool.free(pool.obtain());
        return pool;
    }

    /** This configuration's Kryo for a data set: registration required, the model registered in a fixed order. */
    public Kryo configured(Dataset<?> dataset) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(references);
        if (compatible) kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
        ModelTypes.registerInOrder(dataset, kryo::register, c -> kryo.getClassResolver().getRegistration(c) != null);
        return kryo;
    }
}
