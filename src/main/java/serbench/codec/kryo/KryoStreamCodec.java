package serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.Wire;
import serbench.codec.shape.Shape;
import serbench.codec.shape.ShapedCodec;
import serbench.codec.shape.ReusedInput;
import serbench.codec.shape.ReusedOutput;
import serbench.data.Dataset;

/**
 * The {@code stream} shape of a Kryo configuration: its Kryo ({@link KryoCodec#configured}), an Output over a reused
 * OutputStream, flushed after each value, and an Input over an InputStream, both kept, as a Kryo reading and writing a
 * socket's streams uses them.
 */
public final class KryoStreamCodec extends ShapedCodec<KryoCodec> {
    public KryoStreamCodec(Profile profile, KryoCodec base, Shape shape) {
        super(profile, base, shape);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Kryo kryo = base.configured(dataset);
        ReusedOutput out = new ReusedOutput();
        ReusedInput in = new ReusedInput();
        Output output = new Output(out, 4096);
        Input input = new Input(4096);
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                out.reset();
                kryo.writeObject(output, value);
                output.flush();
                return out.toByteArray();
            }

            @Override
            public M decode(byte[] bytes) {
                input.setInputStream(in.over(bytes));
                return kryo.readObject(input, dataset.type());
            }
        });
    }
}
