package serbench.data.dns;

import io.avaje.jsonb.Json;

/** Names this data set's model classes for avaje-jsonb's annotation processor (see serbench.data.media.AvajeJsonbImport). */
@Json.Import({DnsRecord.class, DnsResponse.class})
final class AvajeJsonbImport {
    private AvajeJsonbImport() {}
}
