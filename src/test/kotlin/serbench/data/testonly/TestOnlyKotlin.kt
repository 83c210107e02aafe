package serbench.data.testonly

import kotlinx.serialization.Serializable
import serbench.data.Conversion
import serbench.data.KotlinMirror

@Serializable
class KBasket(val owner: String? = null, val fruits: List<String>? = null, val colour: Colour? = null) : KotlinMirror

/** Basket to its Kotlin mirror and back: the kotlinx codecs on a data set the tests' own build compiles. */
object TestOnlyKotlin {
    @JvmField
    val CONVERSION: Conversion<Basket, KBasket> = Conversion(KBasket::class.java,
        { b -> KBasket(b.owner, b.fruits?.toList(), b.colour) },
        { k -> Basket().apply { owner = k.owner; fruits = k.fruits?.let(::ArrayList); colour = k.colour } })
}
