package serbench.data.numeric;

import io.avaje.jsonb.Json;

/**
 * Names this data set's model classes for avaje-jsonb's annotation processor, which generates their adapters at
 * build time, as its documentation advises for types that cannot carry {@code @Json} themselves (the model
 * carries no codec's annotations). Never instantiated.
 */
@Json.Import({SeriesBatch.class, Series.class})
final class AvajeJsonbImport {
    private AvajeJsonbImport() {}
}
