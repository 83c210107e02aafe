package serbench.data.tree

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.Serializable
import kotlinx.serialization.protobuf.ProtoNumber
import serbench.data.Conversion
import serbench.data.KotlinMirror

/** children is field 10, as in tree.proto. */
@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KFoo(
    val type: Type? = null, val flag: Boolean, val num32: Int, val num64: Long, val str: String? = null,
    @ProtoNumber(10) val children: List<KFoo>? = null,
) : KotlinMirror

/** Foo to its Kotlin mirror and back. */
object TreeKotlin {
    @JvmField
    val CONVERSION: Conversion<Foo, KFoo> = Conversion(KFoo::class.java, ::build, ::read)

    private fun build(f: Foo): KFoo = KFoo(f.type, f.flag, f.num32, f.num64, f.str, f.children?.map(::build))

    private fun read(k: KFoo): Foo = Foo().apply {
        type = k.type; flag = k.flag; num32 = k.num32; num64 = k.num64; str = k.str
        children = k.children?.mapTo(ArrayList(), ::read)
    }
}
