package serbench.codec.chronicle;

import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.core.pool.ClassLookup;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.SilentLoss;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;

/**
 * Chronicle Wire writing the model classes through its reflection marshaller ({@code ValueOut.object}: a
 * {@code Serializable} that is not {@code Marshallable} is written field by field under a type prefix). Each
 * binding keeps a wire over a reused on-heap {@code Bytes} for writing, copied out to an exact-size array, and one for
 * reading, which the input is copied into, as a service reads into its connection's buffer. Variants: FIELDLESS_BINARY,
 * its binary wire without field names, and TEXT, its YAML-based text wire. Not BINARY_LIGHT, the binary wire its
 * documentation recommends (nor BINARY): chronicle-wire 2026.7 cannot read back the size axis's 100KB values it wrote
 * (the reader takes a string's length from the wrong bytes and runs out of memory; docs/codecs.md).
 */
public final class ChronicleWireCodec extends ProfiledCodec {
    /**
     * FIELDLESS_BINARY or TEXT, named rather than held: {@code WireType}'s initialisation starts Chronicle (its JVM
     * probes, native access through JNR and JNA: some 0.4 s), which belongs to this codec's first call, not to
     * every JVM that reads the registry.
     */
    private final boolean text;

    private ChronicleWireCodec(Profile profile, boolean text) {
        super(profile);
        this.text = text;
    }

    public static ChronicleWireCodec binary(Profile profile) {
        return new ChronicleWireCodec(profile, false);
    }

    public static ChronicleWireCodec text(Profile profile) {
        return new ChronicleWireCodec(profile, true);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        serbench.codec.Wire<M> wire = wire(dataset, true);
        if (!text) {
            SilentLoss.refuse(dataset.build(), wire, "chronicle-wire's FIELDLESS_BINARY reads some nested objects back"
                + " wrong, silently: one written after a null nested object comes back null (twitter's statuses), one whose"
                + " first field is null with every field unset (citm's events)");
        }
        return Binding.direct(wire);
    }

    /** The encode/decode pair of this configuration; unrestricted, it resolves any class a type prefix names. */
    public <M> serbench.codec.Wire<M> wire(Dataset<M> dataset, boolean restricted) {
        ClassLookup classes = ModelClassLookup.of(dataset, restricted);
        WireType wireType = text ? WireType.TEXT : WireType.FIELDLESS_BINARY;
        Bytes<?> out = Bytes.allocateElasticOnHeap(4096);
        Wire writer = wireType.apply(out);
        writer.classLookup(classes);
        Bytes<?> in = Bytes.allocateElasticOnHeap(4096);
        Wire reader = wireType.apply(in);
        reader.classLookup(classes);
        Class<M> type = dataset.type();
        return new serbench.codec.Wire<>() {
            @Override
            public byte[] encode(M value) {
                writer.clear();
                writer.getValueOut().object(type, value);
                return out.toByteArray();
            }

            @Override
            public M decode(byte[] bytes) {
                reader.clear();
                in.write(bytes);
                return reader.getValueIn().object(type);
            }
        };
    }
}
