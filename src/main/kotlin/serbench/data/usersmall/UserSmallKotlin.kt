package serbench.data.usersmall

import kotlinx.serialization.Serializable
import serbench.data.Conversion
import serbench.data.KotlinMirror

@Serializable
class KUserSmall(val age: Int, val username: String? = null, val address: String? = null) : KotlinMirror

/** User to its Kotlin mirror and back. */
object UserSmallKotlin {
    @JvmField
    val CONVERSION: Conversion<User, KUserSmall> = Conversion(KUserSmall::class.java,
        { u -> KUserSmall(u.age, u.username, u.address) },
        { k -> User().apply { age = k.age; username = k.username; address = k.address } })
}
