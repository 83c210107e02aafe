package serbench.era.kryo3;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.codec.era.WritesAnyClass;
import serbench.data.Dataset;

/**
 * The kryo row's configuration on Kryo 3 (serbench.codec.kryo.KryoCodec is Kryo 5's): registration required, the
 * model registered in the same order, references off, one Kryo and one reused buffer per binding. Kryo 3's Output
 * is cleared with clear(), Kryo 5's with reset(), and Kryo 3 has no Pool or unsafe package: hence an adapter of its own.
 */
public final class Kryo3Codec extends ProfiledCodec implements WritesAnyClass {
    public Kryo3Codec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Kryo kryo = configured(dataset);
        Output output = new Output(4096, -1);
        Input input = new Input();
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                output.clear();
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

    /** An attacker's Kryo 3: the row's, with any class written by name (registration not required). */
    @Override
    public byte[] writeAnyClass(Dataset<?> dataset, Object value) {
        Kryo kryo = configured(dataset);
        kryo.setRegistrationRequired(false);
        Output out = new Output(4096, -1);
        kryo.writeObject(out, value);
        return out.toBytes();
    }

    private static Kryo configured(Dataset<?> dataset) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(false);
        ModelTypes.registerInOrder(dataset, kryo::register, c -> kryo.getClassResolver().getRegistration(c) != null);
        return kryo;
    }
}
