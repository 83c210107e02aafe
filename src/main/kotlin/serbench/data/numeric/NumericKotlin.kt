package serbench.data.numeric

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.Serializable
import kotlinx.serialization.protobuf.ProtoPacked
import serbench.data.Conversion
import serbench.data.KotlinMirror

@Serializable
class KSeriesBatch(val source: String? = null, val series: List<KSeries>? = null) : KotlinMirror

/** The arrays as Kotlin's primitive arrays, packed as numeric.proto packs them. */
@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KSeries(
    val name: String? = null, val tags: List<String>? = null, val kind: Kind? = null, val intervalMillis: Int,
    @ProtoPacked val timestamps: LongArray? = null, @ProtoPacked val values: DoubleArray? = null,
    @ProtoPacked val features: FloatArray? = null,
)

/** SeriesBatch to its Kotlin mirror and back; the mirror holds the model's arrays themselves, as the model would. */
object NumericKotlin {
    @JvmField
    val CONVERSION: Conversion<SeriesBatch, KSeriesBatch> = Conversion(KSeriesBatch::class.java, ::build, ::read)

    private fun build(b: SeriesBatch) = KSeriesBatch(b.source, b.series?.map(::build))

    private fun build(s: Series) = KSeries(s.name, s.tags?.toList(), s.kind, s.intervalMillis, s.timestamps, s.values,
        s.features)

    private fun read(k: KSeriesBatch) = SeriesBatch().apply {
        source = k.source
        series = k.series?.mapTo(ArrayList(), ::read)
    }

    private fun read(k: KSeries) = Series().apply {
        name = k.name; tags = k.tags?.let(::ArrayList); kind = k.kind; intervalMillis = k.intervalMillis
        timestamps = k.timestamps; values = k.values; features = k.features
    }
}
