package serbench.data.twitter;

import io.avaje.jsonb.Json;

/**
 * Names this data set's model classes for avaje-jsonb's annotation processor, which generates their adapters at
 * build time, as its documentation advises for types that cannot carry {@code @Json} themselves (the model
 * carries no codec's annotations). Never instantiated.
 */
@Json.Import({SearchResult.class, SearchMetadata.class, Status.class, Metadata.class, TwitterUser.class,
    UserEntities.class, UrlEntities.class, Entities.class, Hashtag.class, Url.class, UserMention.class,
    MediaEntity.class, Sizes.class, Size.class})
final class AvajeJsonbImport {
    private AvajeJsonbImport() {}
}
