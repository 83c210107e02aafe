package serbench.data.media

import kotlinx.serialization.Serializable
import serbench.data.Conversion
import serbench.data.KotlinMirror

@Serializable
class KMediaContent(val images: List<KImage>? = null, val media: KMedia? = null) : KotlinMirror

@Serializable
class KImage(val uri: String? = null, val title: String? = null, val width: Int, val height: Int, val size: Size? = null)

@Serializable
class KMedia(
    val uri: String? = null, val title: String? = null, val width: Int, val height: Int, val format: String? = null,
    val duration: Long, val size: Long, val bitrate: Int? = null, val persons: List<String>? = null, val player: Player? = null,
    val copyright: String? = null,
)

/** MediaContent to its Kotlin mirror and back. */
object MediaKotlin {
    @JvmField
    val CONVERSION: Conversion<MediaContent, KMediaContent> = Conversion(KMediaContent::class.java, ::build, ::read)

    private fun build(c: MediaContent) = KMediaContent(c.images?.map(::build), c.media?.let(::build))

    private fun build(i: Image) = KImage(i.uri, i.title, i.width, i.height, i.size)

    private fun build(m: Media) = KMedia(m.uri, m.title, m.width, m.height, m.format, m.duration, m.size, m.bitrate,
        m.persons?.toList(), m.player, m.copyright)

    private fun read(k: KMediaContent) = MediaContent().apply {
        images = k.images?.mapTo(ArrayList(), ::read)
        media = k.media?.let(::read)
    }

    private fun read(k: KImage) = Image().apply {
        uri = k.uri; title = k.title; width = k.width; height = k.height; size = k.size
    }

    private fun read(k: KMedia) = Media().apply {
        uri = k.uri; title = k.title; width = k.width; height = k.height; format = k.format; duration = k.duration
        size = k.size; bitrate = k.bitrate; persons = k.persons?.let(::ArrayList); player = k.player; copyright = k.copyright
    }
}
