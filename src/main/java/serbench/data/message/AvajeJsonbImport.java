package serbench.data.message;

import io.avaje.jsonb.Json;

/** Names this data set's model classes for avaje-jsonb's annotation processor (see serbench.data.media.AvajeJsonbImport). */
@Json.Import({Message.class, InnerMessage.class})
final class AvajeJsonbImport {
    private AvajeJsonbImport() {}
}
