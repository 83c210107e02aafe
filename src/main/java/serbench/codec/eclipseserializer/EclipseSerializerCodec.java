package serbench.codec.eclipseserializer;

import org.eclipse.serializer.Serializer;
import org.eclipse.serializer.SerializerFoundation;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Eclipse Serializer (EclipseStore's engine, standalone) as its documentation recommends: a byte-array
 * {@code Serializer.Bytes} built once from a {@code SerializerFoundation} with the model's classes registered up
 * front (consistent type ids, no type analysis on first use), reused for every call. The plain serializer writes type
 * ids, not its type dictionary, so a reader knows only the types it was given and the JDK types it handles natively;
 * objects are created without running their constructors and shared references are kept.
 */
public final class EclipseSerializerCodec extends ProfiledCodec {
    public EclipseSerializerCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Serializer<byte[]> serializer = configured(dataset.type());   // once per thread: it is synchronized, and stateful
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return serializer.serialize(value); }

            @Override public M decode(byte[] bytes) { return dataset.type().cast(serializer.deserialize(bytes)); }
        });
    }

    /** This configuration's serializer for a model type: its classes registered in a fixed order, so their type ids are too. */
    public Serializer<byte[]> configured(Class<?> type) {
        SerializerFoundation<?> foundation = SerializerFoundation.New()
            .registerEntityTypes(ModelTypes.reachableFrom(type).toArray(Class<?>[]::new));
        return Serializer.Bytes(foundation);
    }
}
