package serbench.data.edgecases

import kotlinx.serialization.Serializable
import serbench.data.Conversion
import serbench.data.KotlinMirror

/** The empty list is a list, never null, as a repeated field is in protobuf, which writes no trace of it. */
@Serializable
class KEdgeCases(
    val beyondDouble: Long, val intMin: Int, val intMax: Int, val longMin: Long, val longMax: Long,
    val notANumber: Double, val positiveInfinity: Double, val negativeInfinity: Double,
    val empty: String? = null, val absent: String? = null, val astral: String? = null,
    val emptyList: List<String> = emptyList(), val counts: Map<String, Long>? = null,
) : KotlinMirror

/** EdgeCases to its Kotlin mirror and back. */
object EdgeCasesKotlin {
    @JvmField
    val CONVERSION: Conversion<EdgeCases, KEdgeCases> = Conversion(KEdgeCases::class.java, ::build, ::read)

    private fun build(e: EdgeCases) = KEdgeCases(e.beyondDouble, e.intMin, e.intMax, e.longMin, e.longMax, e.notANumber,
        e.positiveInfinity, e.negativeInfinity, e.empty, e.absent, e.astral, e.emptyList.toList(), e.counts?.toMap())

    private fun read(k: KEdgeCases) = EdgeCases().apply {
        beyondDouble = k.beyondDouble; intMin = k.intMin; intMax = k.intMax; longMin = k.longMin; longMax = k.longMax
        notANumber = k.notANumber; positiveInfinity = k.positiveInfinity; negativeInfinity = k.negativeInfinity
        empty = k.empty; absent = k.absent; astral = k.astral
        emptyList = ArrayList(k.emptyList); counts = k.counts?.let(::LinkedHashMap)
    }
}
