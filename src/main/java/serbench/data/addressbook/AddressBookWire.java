package serbench.data.addressbook;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/** The model to Square Wire's classes generated from addressbook.proto, and back. */
final class AddressBookWire {
    static final Conversion<AddressBook, serbench.gen.proto.addressbook.AddressBook> CONVERSION =
        new Conversion<>(serbench.gen.proto.addressbook.AddressBook.class, AddressBookWire::build, AddressBookWire::read);

    private AddressBookWire() {}

    static serbench.gen.proto.addressbook.AddressBook build(AddressBook book) {
        List<serbench.gen.proto.addressbook.Person> persons = new ArrayList<>(book.persons.size());
        for (Person p : book.persons) {
            List<serbench.gen.proto.addressbook.Person.PhoneNumber> phones = new ArrayList<>(p.phones.size());
            for (PhoneNumber n : p.phones) {
                serbench.gen.proto.addressbook.Person.PhoneNumber.Builder nb =
                    new serbench.gen.proto.addressbook.Person.PhoneNumber.Builder().number(n.number);
                if (n.type != null) nb.type(serbench.gen.proto.addressbook.Person.PhoneType.fromValue(n.type.ordinal()));
                phones.add(nb.build());
            }
            persons.add(new serbench.gen.proto.addressbook.Person.Builder().name(p.name).id(p.id).email(p.email)
                .phone(phones).build());
        }
        return new serbench.gen.proto.addressbook.AddressBook.Builder().name(book.name).person(persons).build();
    }

    /** As in protobuf: an absent phone type reads as the schema's default (HOME). */
    static AddressBook read(serbench.gen.proto.addressbook.AddressBook w) {
        AddressBook book = new AddressBook();
        book.name = w.name;
        book.persons = new ArrayList<>(w.person.size());
        for (serbench.gen.proto.addressbook.Person wp : w.person) {
            Person p = new Person();
            p.name = wp.name;
            p.id = wp.id;
            p.email = wp.email;
            List<PhoneNumber> phones = new ArrayList<>(wp.phone.size());
            for (serbench.gen.proto.addressbook.Person.PhoneNumber wn : wp.phone) {
                PhoneNumber n = new PhoneNumber();
                n.number = wn.number;
                n.type = PhoneType.values()[(wn.type == null
                    ? serbench.gen.proto.addressbook.Person.PhoneNumber.DEFAULT_TYPE : wn.type).getValue()];
                phones.add(n);
            }
            p.phones = phones;
            book.persons.add(p);
        }
        return book;
    }
}
