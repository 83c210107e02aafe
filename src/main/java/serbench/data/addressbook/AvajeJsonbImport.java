package serbench.data.addressbook;

import io.avaje.jsonb.Json;

/** Names this data set's model classes for avaje-jsonb's annotation processor (see serbench.data.media.AvajeJsonbImport). */
@Json.Import({AddressBook.class, Person.class, PhoneNumber.class})
final class AvajeJsonbImport {
    private AvajeJsonbImport() {}
}
