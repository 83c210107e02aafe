package serbench.data.citm

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.Serializable
import kotlinx.serialization.protobuf.ProtoPacked
import serbench.data.Conversion
import serbench.data.KotlinMirror

/**
 * Maps and lists are never null, as a map or repeated field is in protobuf, which writes no trace of an empty one
 * (blockNames, subjectNames and every blockIds are empty). A map's value cannot be a list in protobuf: a topic's
 * sub-topics are a message of their own, as in citm.proto.
 */
@Serializable
class KCitmCatalog(
    val areaNames: Map<String, String> = emptyMap(), val audienceSubCategoryNames: Map<String, String> = emptyMap(),
    val blockNames: Map<String, String> = emptyMap(), val events: Map<String, KEvent> = emptyMap(),
    val performances: List<KPerformance> = emptyList(), val seatCategoryNames: Map<String, String> = emptyMap(),
    val subTopicNames: Map<String, String> = emptyMap(), val subjectNames: Map<String, String> = emptyMap(),
    val topicNames: Map<String, String> = emptyMap(), val topicSubTopics: Map<String, KIds> = emptyMap(),
    val venueNames: Map<String, String> = emptyMap(),
) : KotlinMirror

@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KIds(@ProtoPacked val ids: List<Int> = emptyList())

@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KEvent(
    val description: String? = null, val id: Int, val logo: String? = null, val name: String? = null,
    @ProtoPacked val subTopicIds: List<Int> = emptyList(), val subjectCode: String? = null,
    val subtitle: String? = null, @ProtoPacked val topicIds: List<Int> = emptyList(),
)

@Serializable
class KPerformance(
    val eventId: Int, val id: Int, val logo: String? = null, val name: String? = null,
    val prices: List<KPrice> = emptyList(), val seatCategories: List<KSeatCategory> = emptyList(),
    val seatMapImage: String? = null, val start: Long, val venueCode: String? = null,
)

@Serializable
class KPrice(val amount: Int, val audienceSubCategoryId: Int, val seatCategoryId: Int)

@Serializable
class KSeatCategory(val areas: List<KArea> = emptyList(), val seatCategoryId: Int)

@OptIn(ExperimentalSerializationApi::class)
@Serializable
class KArea(val areaId: Int, @ProtoPacked val blockIds: List<Int> = emptyList())

/** CitmCatalog to its Kotlin mirror and back; maps in their order. */
object CitmKotlin {
    @JvmField
    val CONVERSION: Conversion<CitmCatalog, KCitmCatalog> = Conversion(KCitmCatalog::class.java, ::build, ::read)

    private fun build(c: CitmCatalog) = KCitmCatalog(
        c.areaNames.toMap(), c.audienceSubCategoryNames.toMap(), c.blockNames.toMap(),
        c.events.mapValues { (_, e) -> build(e) }, c.performances.map(::build), c.seatCategoryNames.toMap(),
        c.subTopicNames.toMap(), c.subjectNames.toMap(), c.topicNames.toMap(),
        c.topicSubTopics.mapValues { (_, ids) -> KIds(ids.toList()) }, c.venueNames.toMap())

    private fun build(e: Event) = KEvent(e.description, e.id, e.logo, e.name, e.subTopicIds.toList(), e.subjectCode,
        e.subtitle, e.topicIds.toList())

    private fun build(p: Performance) = KPerformance(p.eventId, p.id, p.logo, p.name,
        p.prices.map { KPrice(it.amount, it.audienceSubCategoryId, it.seatCategoryId) },
        p.seatCategories.map { s -> KSeatCategory(s.areas.map { KArea(it.areaId, it.blockIds.toList()) }, s.seatCategoryId) },
        p.seatMapImage, p.start, p.venueCode)

    private fun read(k: KCitmCatalog) = CitmCatalog().apply {
        areaNames = LinkedHashMap(k.areaNames); audienceSubCategoryNames = LinkedHashMap(k.audienceSubCategoryNames)
        blockNames = LinkedHashMap(k.blockNames)
        events = k.events.mapValuesTo(LinkedHashMap()) { (_, e) -> read(e) }
        performances = k.performances.mapTo(ArrayList(), ::read)
        seatCategoryNames = LinkedHashMap(k.seatCategoryNames); subTopicNames = LinkedHashMap(k.subTopicNames)
        subjectNames = LinkedHashMap(k.subjectNames); topicNames = LinkedHashMap(k.topicNames)
        topicSubTopics = k.topicSubTopics.mapValuesTo(LinkedHashMap()) { (_, ids) -> ArrayList(ids.ids) }
        venueNames = LinkedHashMap(k.venueNames)
    }

    private fun read(k: KEvent) = Event().apply {
        description = k.description; id = k.id; logo = k.logo; name = k.name; subTopicIds = ArrayList(k.subTopicIds)
        subjectCode = k.subjectCode; subtitle = k.subtitle; topicIds = ArrayList(k.topicIds)
    }

    private fun read(k: KPerformance) = Performance().apply {
        eventId = k.eventId; id = k.id; logo = k.logo; name = k.name
        prices = k.prices.mapTo(ArrayList()) { kp ->
            Price().apply { amount = kp.amount; audienceSubCategoryId = kp.audienceSubCategoryId; seatCategoryId = kp.seatCategoryId }
        }
        seatCategories = k.seatCategories.mapTo(ArrayList()) { ks ->
            SeatCategory().apply {
                areas = ks.areas.mapTo(ArrayList()) { ka -> Area().apply { areaId = ka.areaId; blockIds = ArrayList(ka.blockIds) } }
                seatCategoryId = ks.seatCategoryId
            }
        }
        seatMapImage = k.seatMapImage; start = k.start; venueCode = k.venueCode
    }
}
