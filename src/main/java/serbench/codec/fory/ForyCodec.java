package serbench.codec.fory;

import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Apache Fory (formerly Fury) in Java mode as its documentation recommends for production: class
 * registration required, reference tracking off (the data sets have no shared references), runtime
 * code generation on, one Fory per thread. Schema-consistent mode writes no field metadata; compatible
 * mode writes it so that classes may evolve.
 */
public final class ForyCodec extends ProfiledCodec {
    private final CompatibleMode mode;

    private ForyCodec(Profile profile, CompatibleMode mode) {
        super(profile);
        this.mode = mode;
    }

    public static ForyCodec schemaConsistent(Profile profile) {
        return new ForyCodec(profile, CompatibleMode.SCHEMA_CONSISTENT);
    }

    public static ForyCodec compatible(Profile profile) {
        return new ForyCodec(profile, CompatibleMode.COMPATIBLE);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Fory fory = configured(dataset.type(), true);
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return fory.serialize(value); }

            @Override public M decode(byte[] bytes) { return fory.deserialize(bytes, dataset.type()); }
        });
    }

    /** This configuration's Fory for a model type, the model registered in a fixed order. */
    public Fory configured(Class<?> type, boolean registrationRequired) {
        Fory fory = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(registrationRequired)
            .withRefTracking(false).withCompatibleMode(mode).withCodegen(true).build();
        ModelTypes.reachableFrom(type).forEach(fory::register);
        return fory;
    }
}
