package serbench.data.addressbook;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

final class AddressBookThrift {
    static final Conversion<AddressBook, serbench.gen.thrift.addressbook.AddressBook> CONVERSION =
        new Conversion<>(serbench.gen.thrift.addressbook.AddressBook.class, AddressBookThrift::build, AddressBookThrift::read);

    private AddressBookThrift() {}

    static serbench.gen.thrift.addressbook.AddressBook build(AddressBook book) {
        List<serbench.gen.thrift.addressbook.Person> persons = new ArrayList<>(book.persons.size());
        for (Person p : book.persons) {
            List<serbench.gen.thrift.addressbook.PhoneNumber> phones = new ArrayList<>(p.phones.size());
            for (PhoneNumber n : p.phones) {
                serbench.gen.thrift.addressbook.PhoneNumber tn = new serbench.gen.thrift.addressbook.PhoneNumber().setNumber(n.number);
                if (n.type != null) tn.setType(serbench.gen.thrift.addressbook.PhoneType.findByValue(n.type.ordinal()));
                phones.add(tn);
            }
            serbench.gen.thrift.addressbook.Person tp = new serbench.gen.thrift.addressbook.Person()
                .setName(p.name).setId(p.id).setPhones(phones);
            if (p.email != null) tp.setEmail(p.email);
            persons.add(tp);
        }
        return new serbench.gen.thrift.addressbook.AddressBook().setName(book.name).setPersons(persons);
    }

    static AddressBook read(serbench.gen.thrift.addressbook.AddressBook t) {
        AddressBook book = new AddressBook();
        book.name = t.getName();
        book.persons = new ArrayList<>(t.getPersonsSize());
        for (serbench.gen.thrift.addressbook.Person tp : t.getPersons()) {
            Person p = new Person();
            p.name = tp.getName();
            p.id = tp.getId();
            p.email = tp.isSetEmail() ? tp.getEmail() : null;
            p.phones = new ArrayList<>(tp.getPhonesSize());
            for (serbench.gen.thrift.addressbook.PhoneNumber tn : tp.getPhones()) {
                PhoneNumber n = new PhoneNumber();
                n.number = tn.getNumber();
                n.type = tn.isSetType() ? PhoneType.values()[tn.getType().getValue()] : null;
                p.phones.add(n);
            }
            book.persons.add(p);
        }
        return book;
    }
}
