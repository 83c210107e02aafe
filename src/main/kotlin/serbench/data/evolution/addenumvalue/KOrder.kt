// The evolution matrix's add-enum-value v2 (Status gains CANCELLED), mirrored for kotlinx.serialization
// as the data sets' models are (a Java primitive: a property without default; a reference: one defaulting to
// null), numbered as order_addenumvalue.proto; serbench.data.evolution.OrderKotlin converts its Order to and from it.
package serbench.data.evolution.addenumvalue

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.Serializable
import kotlinx.serialization.protobuf.ProtoNumber
import serbench.data.KotlinMirror

@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KOrder(
    @ProtoNumber(1) val id: Long,
    @ProtoNumber(2) val customer: String? = null,
    @ProtoNumber(3) val quantity: Int,
    @ProtoNumber(4) val status: KStatus? = null,
) : KotlinMirror

enum class KStatus { NEW, SHIPPED, CANCELLED }
