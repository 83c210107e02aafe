package serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.ArrayList;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.ModelTypes;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Kryo 5 as its documentation recommends: registration required (no class names on the wire), one
 * Kryo and one reused buffer per thread; encode still returns a fresh exact-size array.
 */
public final class KryoCodec implements Codec {
    @Override public String id() { return "kryo"; }

    @Override public String family() { return "Kryo"; }

    @Override public String setup() { return "registration required, references off, reused Output, writeObject/readObject"; }

    @Override public Library library() { return Library.of("kryo", Kryo.class); }

    @Override public Traits traits() { return Traits.reflection(Trait.REGISTRATION, Trait.BUFFER_REUSED); }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.register(ArrayList.class);
        kryo.register(byte[].class);
        ModelTypes.reachableFrom(dataset.type()).forEach(kryo::register);
        Output output = new Output(4096, -1);
        Input input = new Input();
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
}
