package serbench.data.citm;

import io.avaje.jsonb.Json;

/**
 * Names this data set's model classes for avaje-jsonb's annotation processor, which generates their adapters at
 * build time, as its documentation advises for types that cannot carry {@code @Json} themselves (the model
 * carries no codec's annotations). Never instantiated.
 */
@Json.Import({CitmCatalog.class, Event.class, Performance.class, Price.class, SeatCategory.class, Area.class})
final class AvajeJsonbImport {
    private AvajeJsonbImport() {}
}
