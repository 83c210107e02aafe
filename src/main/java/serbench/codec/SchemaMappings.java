package serbench.codec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.data.Dataset;

/**
 * A schema codec's per-data-set mappings, looked up by the data set's model type; a data set without
 * a mapping is reported as unsupported, never skipped.
 */
public final class SchemaMappings<T extends SchemaMappings.Entry> {
    /** A mapping that knows which model type it serves. */
    public interface Entry {
        Class<?> modelType();
    }

    private final String format;
    private final Map<Class<?>, T> byType = new LinkedHashMap<>();

    public SchemaMappings(String format, List<T> entries) {
        this.format = format;
        for (T e : entries) byType.put(e.modelType(), e);
    }

    public T forDataset(Dataset<?> dataset) throws UnsupportedDatasetException {
        T entry = byType.get(dataset.type());
        if (entry == null) {
            throw new UnsupportedDatasetException("no " + format + " schema for " + dataset.type().getSimpleName());
        }
        return entry;
    }
}
