package serbench.codec.fory;

import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.apache.fory.BaseFory;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.config.Language;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;
import serbench.model.ModelDiff;

/**
 * Apache Fory (formerly Fury) as its documentation recommends for production: class registration required,
 * reference tracking off (only the object graph has shared references: a variant of the schema-consistent
 * configuration turns it on), runtime code generation on, one Fory per thread. In Java mode, schema-consistent writes no field metadata and compatible writes it so that classes may
 * evolve; the cross-language (xlang) mode is compatible, its documented default, with the classes registered by
 * numeric id in a fixed order. The thread-safe variant is the schema-consistent one behind the wrapper Fory's
 * documentation makes the default for services, {@code buildThreadSafeFory()}: in fory-core 1.6 a
 * {@code ThreadPoolFory} of 4 x availableProcessors Fory instances sharing one registry, one borrowed and returned
 * around every call.
 */
public final class ForyCodec extends ProfiledCodec {
    /** Flags, not Fory's own Language and CompatibleMode: those enums are Fory's classes, initialised by its first call. */
    private final boolean xlang;
    private final boolean compatible;
    private final boolean threadSafe;
    private final boolean references;

    private ForyCodec(Profile profile, boolean xlang, boolean compatible, boolean threadSafe, boolean references) {
        super(profile);
        this.xlang = xlang;
        this.compatible = compatible;
        this.threadSafe = threadSafe;
        this.references = references;
    }

    public static ForyCodec schemaConsistent(Profile profile) {
        return new ForyCodec(profile, false, false, false, false);
    }

    public static ForyCodec compatible(Profile profile) {
        return new ForyCodec(profile, false, true, false, false);
    }

    public static ForyCodec xlang(Profile profile) {
        return new ForyCodec(profile, true, true, false, false);
    }

    public static ForyCodec threadSafe(Profile profile) {
        return new ForyCodec(profile, false, false, true, false);
    }

    public static ForyCodec references(Profile profile) {
        return new ForyCodec(profile, false, false, false, true);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        if (xlang) {
            Optional<Field> field = XlangNulls.nullInRequiredField(dataset.build());
            if (field.isPresent()) {
                throw new UnsupportedDatasetException("Fory's xlang fields are non-nullable unless typed @Nullable or Optional, and "
                    + field.get().getDeclaringClass().getSimpleName() + "." + field.get().getName() + " is null");
            }
        }
        BaseFory fory = threadSafe ? configuredThreadSafe(dataset.type()) : configured(dataset.type(), true);
        if (xlang) {
            String changed = changedOnRereading(fory, dataset);
            if (changed != null) {
                throw new UnsupportedDatasetException("Fory's xlang reader gives some strings back changed when it reads the "
                    + "same bytes again: " + changed);
            }
        }
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return fory.serialize(value); }

            @Override public M decode(byte[] bytes) { return fory.deserialize(bytes, dataset.type()); }
        });
    }

    /**
     * The first difference in the value read back from the same bytes, a first and a second time: Fory 1.6's xlang
     * reader keeps state from one read to the next and gives some strings back changed (a few of twitter.json's, which
     * mix ASCII with CJK text, from the second read on), and a benchmark reads the same bytes millions of times.
     */
    private static <M> String changedOnRereading(BaseFory fory, Dataset<M> dataset) {
        M sample = dataset.build();
        byte[] bytes = fory.serialize(sample);
        for (int read = 0; read < 2; read++) {
            String difference = ModelDiff.firstDifference(sample, fory.deserialize(bytes, dataset.type()));
            if (difference != null) return difference;
        }
        return null;
    }

    /** This configuration's Fory for a model type, the model registered in a fixed order. */
    public Fory configured(Class<?> type, boolean registrationRequired) {
        Fory fory = builder(registrationRequired).build();
        ModelTypes.reachableFrom(type).forEach(fory::register);
        return fory;
    }

    /**
     * The numeric id this configuration's Fory registers each model class under, by class name: what another
     * language's Fory must register its classes of the model under to read and write the same bytes.
     */
    public Map<String, Integer> typeIds(Class<?> type) {
        Fory fory = configured(type, true);
        Map<String, Integer> ids = new LinkedHashMap<>();
        for (Class<?> c : ModelTypes.reachableFrom(type)) ids.put(c.getName(), fory.getTypeResolver().getTypeInfo(c).getUserTypeId());
        return ids;
    }

    /** The same configuration behind Fory's thread-safe wrapper, registered the same way (on every pooled Fory). */
    private ThreadSafeFory configuredThreadSafe(Class<?> type) {
        ThreadSafeFory fory = builder(true).buildThreadSafeFory();
        ModelTypes.reachableFrom(type).forEach(fory::register);
        return fory;
    }

    private ForyBuilder builder(boolean registrationRequired) {
        return Fory.builder().withLanguage(xlang ? Language.XLANG : Language.JAVA).requireClassRegistration(registrationRequired)
            .withRefTracking(references).withCompatibleMode(compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT)
            .withCodegen(true);
    }
}
