package serbench.data.dns

import kotlinx.serialization.Serializable
import serbench.data.Conversion
import serbench.data.KotlinMirror

@Serializable
class KDnsRecord(
    val key: String? = null, val value: String? = null, val first: String? = null, val last: String? = null,
    val type: String? = null, val ttl: Int,
) : KotlinMirror

@Serializable
class KDnsResponse(val records: List<KDnsRecord>? = null) : KotlinMirror

/** A record and a response to their Kotlin mirror and back. */
object DnsKotlin {
    @JvmField
    val RECORD: Conversion<DnsRecord, KDnsRecord> = Conversion(KDnsRecord::class.java, ::build, ::read)

    @JvmField
    val RESPONSE: Conversion<DnsResponse, KDnsResponse> = Conversion(KDnsResponse::class.java,
        { r -> KDnsResponse(r.records?.map(::build)) },
        { k -> DnsResponse().apply { records = k.records?.mapTo(ArrayList(), ::read) } })

    private fun build(r: DnsRecord) = KDnsRecord(r.key, r.value, r.first, r.last, r.type, r.ttl)

    private fun read(k: KDnsRecord) = DnsRecord().apply {
        key = k.key; value = k.value; first = k.first; last = k.last; type = k.type; ttl = k.ttl
    }
}
