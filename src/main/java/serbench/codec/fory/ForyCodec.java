package serbench.codec.fory;

import java.lang.reflect.Field;
import java.util.Optional;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Apache Fory (formerly Fury) as its documentation recommends for production: class registration required,
 * reference tracking off (the data sets have no shared references), runtime code generation on, one Fory per
 * thread. In Java mode, schema-consistent writes no field metadata and compatible writes it so that classes may
 * evolve; the cross-language (xlang) mode is compatible, its documented default, with the classes registered by
 * numeric id in a fixed order.
 */
public final class ForyCodec extends ProfiledCodec {
    private final Language language;
    private final CompatibleMode mode;

    private ForyCodec(Profile profile, Language language, CompatibleMode mode) {
        super(profile);
        this.language = language;
        this.mode = mode;
    }

    public static ForyCodec schemaConsistent(Profile profile) {
        return new ForyCodec(profile, Language.JAVA, CompatibleMode.SCHEMA_CONSISTENT);
    }

    public static ForyCodec compatible(Profile profile) {
        return new ForyCodec(profile, Language.JAVA, CompatibleMode.COMPATIBLE);
    }

    public static ForyCodec xlang(Profile profile) {
        return new ForyCodec(profile, Language.XLANG, CompatibleMode.COMPATIBLE);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        if (language == Language.XLANG) {
            Optional<Field> field = XlangNulls.nullInRequiredField(dataset.build());
            if (field.isPresent()) {
                throw new UnsupportedDatasetException("Fory's xlang fields are non-nullable unless typed @Nullable or Optional, and "
                    + field.get().getDeclaringClass().getSimpleName() + "." + field.get().getName() + " is null");
            }
        }
        Fory fory = configured(dataset.type(), true);
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return fory.serialize(value); }

            @Override public M decode(byte[] bytes) { return fory.deserialize(bytes, dataset.type()); }
        });
    }

    /** This configuration's Fory for a model type, the model registered in a fixed order. */
    public Fory configured(Class<?> type, boolean registrationRequired) {
        Fory fory = Fory.builder().withLanguage(language).requireClassRegistration(registrationRequired)
            .withRefTracking(false).withCompatibleMode(mode).withCodegen(true).build();
        ModelTypes.reachableFrom(type).forEach(fory::register);
        return fory;
    }
}
