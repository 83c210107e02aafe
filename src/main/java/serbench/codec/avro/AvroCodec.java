package serbench.codec.avro;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.SchemaConversions;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Conversion;
import serbench.data.Dataset;

/** Apache Avro specific records generated from each data set's .avsc, binary encoding, reused encoder and decoder. */
public final class AvroCodec implements Codec {
    static {
        // Avro refuses to instantiate specific-record classes outside the packages this property trusts
        String trusted = System.getProperty("org.apache.avro.SERIALIZABLE_PACKAGES");
        System.setProperty("org.apache.avro.SERIALIZABLE_PACKAGES",
            (trusted == null || trusted.isBlank() ? "" : trusted + ",") + "serbench.gen.avro");
    }

    @Override public String id() { return "avro"; }

    @Override public String family() { return "Apache Avro"; }

    @Override public String setup() { return "specific records from .avsc, binary encoding, reused encoder/decoder"; }

    @Override public Library library() { return Library.of("avro", Schema.class); }

    @Override public Traits traits() { return Traits.schema(Trait.CROSS_LANGUAGE, Trait.BUFFER_REUSED); }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return bind(SchemaConversions.require(dataset, SpecificRecord.class, "Avro"));
    }

    private static <M, N extends SpecificRecord> Binding<M, N> bind(Conversion<M, N> conversion) {
        SpecificDatumWriter<N> writer = new SpecificDatumWriter<>(conversion.formatType());
        SpecificDatumReader<N> reader = new SpecificDatumReader<>(conversion.formatType());
        ByteArrayOutputStream out = new ByteArrayOutputStream(256);
        return Binding.of(conversion, new Wire<>() {
            private BinaryEncoder encoder;
            private BinaryDecoder decoder;

            @Override
            public byte[] encode(N value) throws IOException {
                out.reset();
                encoder = EncoderFactory.get().binaryEncoder(out, encoder);
                writer.write(value, encoder);
                encoder.flush();
                return out.toByteArray();
            }

            @Override
            public N decode(byte[] bytes) throws IOException {
                decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
                return reader.read(null, decoder);
            }
        });
    }
}
