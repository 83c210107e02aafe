package serbench.codec.avro;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.reflect.ReflectDatumReader;
import org.apache.avro.reflect.ReflectDatumWriter;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.ResolvingCodec;
import serbench.codec.SchemaConversions;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * Apache Avro's binary encoding through each of its three data models, with a reused encoder and decoder:
 * specific records generated from each data set's .avsc; generic records of the same .avsc, filled and
 * read by field name; and reflection over the model classes, with the schema Avro derives from them.
 */
public final class AvroCodec extends ProfiledCodec implements ResolvingCodec {
    static {
        // Avro refuses to instantiate classes named by a schema outside what these properties trust:
        // the generated records, the model (reflect), and the List its fields are declared as (reflect)
        trust("org.apache.avro.SERIALIZABLE_PACKAGES", "serbench.gen.avro,serbench.data");
        trust("org.apache.avro.SERIALIZABLE_CLASSES", "java.util.List");
    }

    private static void trust(String property, String more) {
        String trusted = System.getProperty(property);
        System.setProperty(property, (trusted == null || trusted.isBlank() ? "" : trusted + ",") + more);
    }

    private enum Model { SPECIFIC, GENERIC, REFLECT }

    private final Model model;

    private AvroCodec(Profile profile, Model model) {
        super(profile);
        this.model = model;
    }

    public static AvroCodec specific(Profile profile) {
        return new AvroCodec(profile, Model.SPECIFIC);
    }

    public static AvroCodec generic(Profile profile) {
        return new AvroCodec(profile, Model.GENERIC);
    }

    public static AvroCodec reflect(Profile profile) {
        return new AvroCodec(profile, Model.REFLECT);
    }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return bind(dataset, schema(dataset));
    }

    @Override
    public String writerSchema(Dataset<?> dataset) throws UnsupportedDatasetException {
        return schema(dataset).toString();
    }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset, String writerSchema) throws UnsupportedDatasetException {
        return bind(dataset, new Schema.Parser().parse(writerSchema));
    }

    private Schema schema(Dataset<?> dataset) throws UnsupportedDatasetException {
        return model == Model.REFLECT ? ReflectData.AllowNull.get().getSchema(dataset.type())
            : SpecificData.get().getSchema(SchemaConversions.require(dataset, SpecificRecord.class, "Avro").formatType());
    }

    /** Readers resolve {@code writer} (the data set's own schema in the benchmark) into the data set's schema. */
    private <M> Binding<M, ?> bind(Dataset<M> dataset, Schema writer) throws UnsupportedDatasetException {
        Schema schema = schema(dataset);
        return switch (model) {
            case SPECIFIC -> specific(SchemaConversions.require(dataset, SpecificRecord.class, "Avro"), writer);
            case GENERIC -> {
                Conversion<M, GenericRecord> conversion = ownGeneric(dataset).orElseGet(() -> GenericRecords.conversion(dataset.type(), schema));
                yield Binding.of(conversion, AvroWire.of(new GenericDatumWriter<>(schema), new GenericDatumReader<>(writer, schema)));
            }
            case REFLECT -> {
                ReflectData data = ReflectData.AllowNull.get();
                yield Binding.direct(AvroWire.of(new ReflectDatumWriter<M>(schema, data), new ReflectDatumReader<M>(writer, schema, data)));
            }
        };
    }

    private static <M, N extends SpecificRecord> Binding<M, N> specific(Conversion<M, N> conversion, Schema writer) {
        SpecificData data = SpecificData.getForClass(conversion.formatType());
        return Binding.of(conversion, AvroWire.of(new SpecificDatumWriter<>(conversion.formatType()),
            new SpecificDatumReader<>(writer, data.getSchema(conversion.formatType()), data)));
    }

    /**
     * A data set's own conversion to generic records, where its model is not its schema's shape (the graph holds objects
     * where graph.avsc holds their ids): the usual one copies the model into records field by field by name.
     */
    @SuppressWarnings("unchecked")
    private static <M> java.util.Optional<Conversion<M, GenericRecord>> ownGeneric(Dataset<M> dataset) {
        return dataset.conversions().stream().filter(c -> c.formatType() == GenericRecord.class)
            .map(c -> (Conversion<M, GenericRecord>) c).findFirst();
    }
}
