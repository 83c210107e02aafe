package serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import java.util.ArrayList;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Kryo 5 as its documentation recommends: registration required (no class names on the wire), one
 * Kryo and one reused buffer per thread; encode still returns a fresh exact-size array. Variants: the
 * Unsafe-based input and output, and CompatibleFieldSerializer (fields written with their names, so
 * classes may evolve) as the default serializer.
 */
public final class KryoCodec extends ProfiledCodec {
    private final boolean unsafe;
    private final boolean compatible;

    private KryoCodec(Profile profile, boolean unsafe, boolean compatible) {
        super(profile);
        this.unsafe = unsafe;
        this.compatible = compatible;
    }

    public static KryoCodec standard(Profile profile) {
        return new KryoCodec(profile, false, false);
    }

    public static KryoCodec unsafe(Profile profile) {
        return new KryoCodec(profile, true, false);
    }

    public static KryoCodec compatible(Profile profile) {
        return new KryoCodec(profile, false, true);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
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

    /** This configuration's Kryo for a data set: registration required, the model registered in a fixed order. */
    public Kryo configured(Dataset<?> dataset) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        if (compatible) kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
        kryo.register(ArrayList.class);
        kryo.register(byte[].class);
        ModelTypes.reachableFrom(dataset.type()).forEach(kryo::register);
        // then what the value holds beyond the declared types (a Map field's LinkedHashMap, a LocalDate)
        ModelTypes.instantiatedIn(dataset.build()).stream().filter(c -> kryo.getClassResolver().getRegistration(c) == null)
            .forEach(kryo::register);
        return kryo;
    }
}
