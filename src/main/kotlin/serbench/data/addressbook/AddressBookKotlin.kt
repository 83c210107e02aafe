package serbench.data.addressbook

import kotlinx.serialization.Serializable
import serbench.data.Conversion
import serbench.data.KotlinMirror

@Serializable
class KAddressBook(val name: String? = null, val persons: List<KPerson>? = null) : KotlinMirror

@Serializable
class KPerson(val name: String? = null, val id: Int, val email: String? = null, val phones: List<KPhoneNumber>? = null)

@Serializable
class KPhoneNumber(val number: String? = null, val type: PhoneType? = null)

/** AddressBook to its Kotlin mirror and back. */
object AddressBookKotlin {
    @JvmField
    val CONVERSION: Conversion<AddressBook, KAddressBook> = Conversion(KAddressBook::class.java, ::build, ::read)

    private fun build(b: AddressBook) = KAddressBook(b.name, b.persons?.map(::build))

    private fun build(p: Person) = KPerson(p.name, p.id, p.email, p.phones?.map { KPhoneNumber(it.number, it.type) })

    private fun read(k: KAddressBook) = AddressBook().apply {
        name = k.name
        persons = k.persons?.mapTo(ArrayList(), ::read)
    }

    private fun read(k: KPerson) = Person().apply {
        name = k.name; id = k.id; email = k.email
        phones = k.phones?.mapTo(ArrayList()) { n -> PhoneNumber().apply { number = n.number; type = n.type } }
    }
}
