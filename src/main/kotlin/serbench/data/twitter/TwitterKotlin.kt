package serbench.data.twitter

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.Serializable
import kotlinx.serialization.protobuf.ProtoPacked
import serbench.data.Conversion
import serbench.data.KotlinMirror

@Serializable
class KSearchResult(
    val statuses: List<KStatus> = emptyList(), val search_metadata: KSearchMetadata? = null,
) : KotlinMirror

@Serializable
class KSearchMetadata(
    val completed_in: Double, val max_id: Long, val max_id_str: String? = null, val next_results: String? = null,
    val query: String? = null, val refresh_url: String? = null, val count: Int, val since_id: Long,
    val since_id_str: String? = null,
)

@Serializable
class KStatus(
    val metadata: KMetadata? = null, val created_at: String? = null, val id: Long, val id_str: String? = null,
    val text: String? = null, val source: String? = null, val truncated: Boolean, val in_reply_to_status_id: Long? = null,
    val in_reply_to_status_id_str: String? = null, val in_reply_to_user_id: Long? = null,
    val in_reply_to_user_id_str: String? = null, val in_reply_to_screen_name: String? = null,
    val user: KTwitterUser? = null, val geo: String? = null, val coordinates: String? = null, val place: String? = null,
    val contributors: String? = null, val retweeted_status: KStatus? = null, val retweet_count: Int,
    val favorite_count: Int, val entities: KEntities? = null, val favorited: Boolean, val retweeted: Boolean,
    val possibly_sensitive: Boolean? = null, val lang: String? = null,
)

@Serializable
class KMetadata(
    val result_type: String? = null, val iso_language_code: String? = null,
)

@Serializable
class KTwitterUser(
    val id: Long, val id_str: String? = null, val name: String? = null, val screen_name: String? = null,
    val location: String? = null, val description: String? = null, val url: String? = null,
    val entities: KUserEntities? = null, val is_protected: Boolean, val followers_count: Int, val friends_count: Int,
    val listed_count: Int, val created_at: String? = null, val favourites_count: Int, val utc_offset: Int? = null,
    val time_zone: String? = null, val geo_enabled: Boolean, val verified: Boolean, val statuses_count: Int,
    val lang: String? = null, val contributors_enabled: Boolean, val is_translator: Boolean,
    val is_translation_enabled: Boolean, val profile_background_color: String? = null,
    val profile_background_image_url: String? = null, val profile_background_image_url_https: String? = null,
    val profile_background_tile: Boolean, val profile_image_url: String? = null,
    val profile_image_url_https: String? = null, val profile_banner_url: String? = null,
    val profile_link_color: String? = null, val profile_sidebar_border_color: String? = null,
    val profile_sidebar_fill_color: String? = null, val profile_text_color: String? = null,
    val profile_use_background_image: Boolean, val default_profile: Boolean, val default_profile_image: Boolean,
    val following: Boolean, val follow_request_sent: Boolean, val notifications: Boolean,
)

@Serializable
class KUserEntities(
    val url: KUrlEntities? = null, val description: KUrlEntities? = null,
)

@Serializable
class KUrlEntities(
    val urls: List<KUrl> = emptyList(),
)

/** has_media says whether media is there, as twitter.proto's does: protobuf writes no trace of an empty list. */
@Serializable
class KEntities(
    val hashtags: List<KHashtag> = emptyList(), val symbols: List<KHashtag> = emptyList(),
    val urls: List<KUrl> = emptyList(), val user_mentions: List<KUserMention> = emptyList(),
    val media: List<KMediaEntity>? = null, val has_media: Boolean? = null,
)

@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KHashtag(
    val text: String? = null, @ProtoPacked val indices: IntArray = IntArray(0),
)

@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KUrl(
    val url: String? = null, val expanded_url: String? = null, val display_url: String? = null,
    @ProtoPacked val indices: IntArray = IntArray(0),
)

@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KUserMention(
    val screen_name: String? = null, val name: String? = null, val id: Long, val id_str: String? = null,
    @ProtoPacked val indices: IntArray = IntArray(0),
)

@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KMediaEntity(
    val id: Long, val id_str: String? = null, @ProtoPacked val indices: IntArray = IntArray(0),
    val media_url: String? = null, val media_url_https: String? = null, val url: String? = null,
    val display_url: String? = null, val expanded_url: String? = null, val type: String? = null,
    val sizes: KSizes? = null, val source_status_id: Long? = null, val source_status_id_str: String? = null,
)

@Serializable
class KSizes(
    val medium: KSize? = null, val small: KSize? = null, val thumb: KSize? = null, val large: KSize? = null,
)

@Serializable
class KSize(
    val w: Int, val h: Int, val resize: String? = null,
)

/** SearchResult to its Kotlin mirror and back; the mirror's field order is twitter.proto's field numbers. */
object TwitterKotlin {
    @JvmField
    val CONVERSION: Conversion<SearchResult, KSearchResult> = Conversion(KSearchResult::class.java, ::build, ::read)

    private fun build(m: SearchResult): KSearchResult = KSearchResult(m.statuses.map(::build),
        m.search_metadata?.let(::build))

    private fun build(m: SearchMetadata): KSearchMetadata = KSearchMetadata(m.completed_in, m.max_id, m.max_id_str,
        m.next_results, m.query, m.refresh_url, m.count, m.since_id, m.since_id_str)

    private fun build(m: Status): KStatus = KStatus(m.metadata?.let(::build), m.created_at, m.id, m.id_str, m.text,
        m.source, m.truncated, m.in_reply_to_status_id, m.in_reply_to_status_id_str, m.in_reply_to_user_id,
        m.in_reply_to_user_id_str, m.in_reply_to_screen_name, m.user?.let(::build), m.geo, m.coordinates, m.place,
        m.contributors, m.retweeted_status?.let(::build), m.retweet_count, m.favorite_count, m.entities?.let(::build),
        m.favorited, m.retweeted, m.possibly_sensitive, m.lang)

    private fun build(m: Metadata): KMetadata = KMetadata(m.result_type, m.iso_language_code)

    private fun build(m: TwitterUser): KTwitterUser = KTwitterUser(m.id, m.id_str, m.name, m.screen_name, m.location,
        m.description, m.url, m.entities?.let(::build), m.is_protected, m.followers_count, m.friends_count,
        m.listed_count, m.created_at, m.favourites_count, m.utc_offset, m.time_zone, m.geo_enabled, m.verified,
        m.statuses_count, m.lang, m.contributors_enabled, m.is_translator, m.is_translation_enabled,
        m.profile_background_color, m.profile_background_image_url, m.profile_background_image_url_https,
        m.profile_background_tile, m.profile_image_url, m.profile_image_url_https, m.profile_banner_url,
        m.profile_link_color, m.profile_sidebar_border_color, m.profile_sidebar_fill_color, m.profile_text_color,
        m.profile_use_background_image, m.default_profile, m.default_profile_image, m.following,
        m.follow_request_sent, m.notifications)

    private fun build(m: UserEntities): KUserEntities = KUserEntities(m.url?.let(::build),
        m.description?.let(::build))

    private fun build(m: UrlEntities): KUrlEntities = KUrlEntities(m.urls.map(::build))

    private fun build(m: Entities): KEntities = KEntities(m.hashtags.map(::build), m.symbols.map(::build),
        m.urls.map(::build), m.user_mentions.map(::build), m.media?.map(::build), m.media?.let { true })

    private fun build(m: Hashtag): KHashtag = KHashtag(m.text, m.indices)

    private fun build(m: Url): KUrl = KUrl(m.url, m.expanded_url, m.display_url, m.indices)

    private fun build(m: UserMention): KUserMention = KUserMention(m.screen_name, m.name, m.id, m.id_str, m.indices)

    private fun build(m: MediaEntity): KMediaEntity = KMediaEntity(m.id, m.id_str, m.indices, m.media_url,
        m.media_url_https, m.url, m.display_url, m.expanded_url, m.type, m.sizes?.let(::build), m.source_status_id,
        m.source_status_id_str)

    private fun build(m: Sizes): KSizes = KSizes(m.medium?.let(::build), m.small?.let(::build), m.thumb?.let(::build),
        m.large?.let(::build))

    private fun build(m: Size): KSize = KSize(m.w, m.h, m.resize)

    private fun read(k: KSearchResult): SearchResult = SearchResult().apply {
        statuses = k.statuses.mapTo(ArrayList(), ::read); search_metadata = k.search_metadata?.let(::read)
    }

    private fun read(k: KSearchMetadata): SearchMetadata = SearchMetadata().apply {
        completed_in = k.completed_in; max_id = k.max_id; max_id_str = k.max_id_str; next_results = k.next_results
        query = k.query; refresh_url = k.refresh_url; count = k.count; since_id = k.since_id
        since_id_str = k.since_id_str
    }

    private fun read(k: KStatus): Status = Status().apply {
        metadata = k.metadata?.let(::read); created_at = k.created_at; id = k.id; id_str = k.id_str; text = k.text
        source = k.source; truncated = k.truncated; in_reply_to_status_id = k.in_reply_to_status_id
        in_reply_to_status_id_str = k.in_reply_to_status_id_str; in_reply_to_user_id = k.in_reply_to_user_id
        in_reply_to_user_id_str = k.in_reply_to_user_id_str; in_reply_to_screen_name = k.in_reply_to_screen_name
        user = k.user?.let(::read); geo = k.geo; coordinates = k.coordinates; place = k.place
        contributors = k.contributors; retweeted_status = k.retweeted_status?.let(::read)
        retweet_count = k.retweet_count; favorite_count = k.favorite_count; entities = k.entities?.let(::read)
        favorited = k.favorited; retweeted = k.retweeted; possibly_sensitive = k.possibly_sensitive; lang = k.lang
    }

    private fun read(k: KMetadata): Metadata = Metadata().apply {
        result_type = k.result_type; iso_language_code = k.iso_language_code
    }

    private fun read(k: KTwitterUser): TwitterUser = TwitterUser().apply {
        id = k.id; id_str = k.id_str; name = k.name; screen_name = k.screen_name; location = k.location
        description = k.description; url = k.url; entities = k.entities?.let(::read); is_protected = k.is_protected
        followers_count = k.followers_count; friends_count = k.friends_count; listed_count = k.listed_count
        created_at = k.created_at; favourites_count = k.favourites_count; utc_offset = k.utc_offset
        time_zone = k.time_zone; geo_enabled = k.geo_enabled; verified = k.verified
        statuses_count = k.statuses_count; lang = k.lang; contributors_enabled = k.contributors_enabled
        is_translator = k.is_translator; is_translation_enabled = k.is_translation_enabled
        profile_background_color = k.profile_background_color
        profile_background_image_url = k.profile_background_image_url
        profile_background_image_url_https = k.profile_background_image_url_https
        profile_background_tile = k.profile_background_tile; profile_image_url = k.profile_image_url
        profile_image_url_https = k.profile_image_url_https; profile_banner_url = k.profile_banner_url
        profile_link_color = k.profile_link_color; profile_sidebar_border_color = k.profile_sidebar_border_color
        profile_sidebar_fill_color = k.profile_sidebar_fill_color; profile_text_color = k.profile_text_color
        profile_use_background_image = k.profile_use_background_image; default_profile = k.default_profile
        default_profile_image = k.default_profile_image; following = k.following
        follow_request_sent = k.follow_request_sent; notifications = k.notifications
    }

    private fun read(k: KUserEntities): UserEntities = UserEntities().apply {
        url = k.url?.let(::read); description = k.description?.let(::read)
    }

    private fun read(k: KUrlEntities): UrlEntities = UrlEntities().apply {
        urls = k.urls.mapTo(ArrayList(), ::read)
    }

    private fun read(k: KEntities): Entities = Entities().apply {
        hashtags = k.hashtags.mapTo(ArrayList(), ::read); symbols = k.symbols.mapTo(ArrayList(), ::read)
        urls = k.urls.mapTo(ArrayList(), ::read); user_mentions = k.user_mentions.mapTo(ArrayList(), ::read)
        media = if (k.has_media == true) k.media.orEmpty().mapTo(ArrayList(), ::read) else null
    }

    private fun read(k: KHashtag): Hashtag = Hashtag().apply {
        text = k.text; indices = k.indices
    }

    private fun read(k: KUrl): Url = Url().apply {
        url = k.url; expanded_url = k.expanded_url; display_url = k.display_url; indices = k.indices
    }

    private fun read(k: KUserMention): UserMention = UserMention().apply {
        screen_name = k.screen_name; name = k.name; id = k.id; id_str = k.id_str; indices = k.indices
    }

    private fun read(k: KMediaEntity): MediaEntity = MediaEntity().apply {
        id = k.id; id_str = k.id_str; indices = k.indices; media_url = k.media_url
        media_url_https = k.media_url_https; url = k.url; display_url = k.display_url; expanded_url = k.expanded_url
        type = k.type; sizes = k.sizes?.let(::read); source_status_id = k.source_status_id
        source_status_id_str = k.source_status_id_str
    }

    private fun read(k: KSizes): Sizes = Sizes().apply {
        medium = k.medium?.let(::read); small = k.small?.let(::read); thumb = k.thumb?.let(::read)
        large = k.large?.let(::read)
    }

    private fun read(k: KSize): Size = Size().apply {
        w = k.w; h = k.h; resize = k.resize
    }
}
