package serbench.data.message

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.Serializable
import kotlinx.serialization.protobuf.ProtoIntegerType
import kotlinx.serialization.protobuf.ProtoPacked
import kotlinx.serialization.protobuf.ProtoType
import serbench.data.Conversion
import serbench.data.KotlinMirror

/** The protobuf types of message.proto, so that kotlinx-protobuf writes that schema's wire format. */
@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KMessage(
    val strObj: String? = null, val int32Obj: Int, val int64Obj: Long, val uint32Obj: Int, val uint64Obj: Long,
    @ProtoType(ProtoIntegerType.SIGNED) val sint32Obj: Int, @ProtoType(ProtoIntegerType.SIGNED) val sint64Obj: Long,
    @ProtoType(ProtoIntegerType.FIXED) val fixed32Obj: Int, @ProtoType(ProtoIntegerType.FIXED) val fixed64Obj: Long,
    @ProtoType(ProtoIntegerType.FIXED) val sfixed32Obj: Int, @ProtoType(ProtoIntegerType.FIXED) val sfixed64Obj: Long,
    val boolObj: Boolean, val bytesObj: ByteArray? = null, val folatObj: Float,
    @ProtoPacked val doubleObj: List<Double>? = null, val innerMessage: KInnerMessage? = null,
) : KotlinMirror

@Serializable
class KInnerMessage(val name: String? = null, val id: Int, val type: EnumType? = null)

/** Message to its Kotlin mirror and back. */
object MessageKotlin {
    @JvmField
    val CONVERSION: Conversion<Message, KMessage> = Conversion(KMessage::class.java, ::build, ::read)

    private fun build(m: Message) = KMessage(m.strObj, m.int32Obj, m.int64Obj, m.uint32Obj, m.uint64Obj, m.sint32Obj,
        m.sint64Obj, m.fixed32Obj, m.fixed64Obj, m.sfixed32Obj, m.sfixed64Obj, m.boolObj, m.bytesObj?.clone(), m.folatObj,
        m.doubleObj?.toList(), m.innerMessage?.let { KInnerMessage(it.name, it.id, it.type) })

    private fun read(k: KMessage) = Message().apply {
        strObj = k.strObj; int32Obj = k.int32Obj; int64Obj = k.int64Obj; uint32Obj = k.uint32Obj; uint64Obj = k.uint64Obj
        sint32Obj = k.sint32Obj; sint64Obj = k.sint64Obj; fixed32Obj = k.fixed32Obj; fixed64Obj = k.fixed64Obj
        sfixed32Obj = k.sfixed32Obj; sfixed64Obj = k.sfixed64Obj; boolObj = k.boolObj; bytesObj = k.bytesObj
        folatObj = k.folatObj; doubleObj = k.doubleObj?.let(::ArrayList)
        innerMessage = k.innerMessage?.let { i -> InnerMessage().apply { name = i.name; id = i.id; type = i.type } }
    }
}
