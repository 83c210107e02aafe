package serbench.data.user

import kotlinx.serialization.Serializable
import serbench.data.Conversion
import serbench.data.KotlinMirror

@Serializable
class KUser(
    val id: String? = null, val weight: Int, val age: Int, val name: String? = null, val title: String? = null,
    val desc: String? = null,
) : KotlinMirror

/** User to its Kotlin mirror and back. */
object UserKotlin {
    @JvmField
    val CONVERSION: Conversion<User, KUser> = Conversion(KUser::class.java,
        { u -> KUser(u.id, u.weight, u.age, u.name, u.title, u.desc) },
        { k -> User().apply { id = k.id; weight = k.weight; age = k.age; name = k.name; title = k.title; desc = k.desc } })
}
