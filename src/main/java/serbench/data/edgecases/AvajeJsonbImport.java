package serbench.data.edgecases;

import io.avaje.jsonb.Json;

/** Names this data set's model classes for avaje-jsonb's annotation processor (see serbench.data.media.AvajeJsonbImport). */
@Json.Import({EdgeCases.class})
final class AvajeJsonbImport {
    private AvajeJsonbImport() {}
}
