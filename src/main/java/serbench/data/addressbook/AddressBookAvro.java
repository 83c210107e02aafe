package serbench.data.addressbook;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

final class AddressBookAvro {
    static final Conversion<AddressBook, serbench.gen.avro.addressbook.AddressBook> CONVERSION =
        new Conversion<>(serbench.gen.avro.addressbook.AddressBook.class, AddressBookAvro::build, AddressBookAvro::read);

    private AddressBookAvro() {}

    static serbench.gen.avro.addressbook.AddressBook build(AddressBook book) {
        List<serbench.gen.avro.addressbook.Person> persons = new ArrayList<>(book.persons.size());
        for (Person p : book.persons) {
            List<serbench.gen.avro.addressbook.PhoneNumber> phones = new ArrayList<>(p.phones.size());
            for (PhoneNumber n : p.phones) {
                phones.add(new serbench.gen.avro.addressbook.PhoneNumber(n.number,
                    n.type == null ? null : serbench.gen.avro.addressbook.PhoneType.values()[n.type.ordinal()]));
            }
            persons.add(new serbench.gen.avro.addressbook.Person(p.name, p.id, p.email, phones));
        }
        return new serbench.gen.avro.addressbook.AddressBook(book.name, persons);
    }

    static AddressBook read(serbench.gen.avro.addressbook.AddressBook a) {
        AddressBook book = new AddressBook();
        book.name = a.getName();
        book.persons = new ArrayList<>(a.getPersons().size());
        for (serbench.gen.avro.addressbook.Person ap : a.getPersons()) {
            Person p = new Person();
            p.name = ap.getName();
            p.id = ap.getId();
            p.email = ap.getEmail();
            p.phones = new ArrayList<>(ap.getPhones().size());
            for (serbench.gen.avro.addressbook.PhoneNumber an : ap.getPhones()) {
                PhoneNumber n = new PhoneNumber();
                n.number = an.getNumber();
                n.type = an.getType() == null ? null : PhoneType.values()[an.getType().ordinal()];
                p.phones.add(n);
            }
            book.persons.add(p);
        }
        return book;
    }
}
