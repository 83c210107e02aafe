package serbench.data.addressbook;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.gen.proto.addressbook.PersonAddressBook;

final class AddressBookProto {
    static final Conversion<AddressBook, PersonAddressBook.AddressBook> CONVERSION =
        new Conversion<>(PersonAddressBook.AddressBook.class, AddressBookProto::build, AddressBookProto::read);

    private AddressBookProto() {}

    static PersonAddressBook.AddressBook build(AddressBook book) {
        PersonAddressBook.AddressBook.Builder b = PersonAddressBook.AddressBook.newBuilder().setName(book.name);
        for (Person p : book.persons) {
            PersonAddressBook.Person.Builder pb = PersonAddressBook.Person.newBuilder().setName(p.name).setId(p.id);
            if (p.email != null) pb.setEmail(p.email);
            for (PhoneNumber n : p.phones) {
                PersonAddressBook.Person.PhoneNumber.Builder nb =
                    PersonAddressBook.Person.PhoneNumber.newBuilder().setNumber(n.number);
                if (n.type != null) nb.setType(PersonAddressBook.Person.PhoneType.forNumber(n.type.ordinal()));
                pb.addPhone(nb);
            }
            b.addPerson(pb);
        }
        return b.build();
    }

    static AddressBook read(PersonAddressBook.AddressBook b) {
        AddressBook book = new AddressBook();
        book.name = b.getName();
        book.persons = new ArrayList<>(b.getPersonCount());
        for (PersonAddressBook.Person pp : b.getPersonList()) {
            Person p = new Person();
            p.name = pp.getName();
            p.id = pp.getId();
            p.email = pp.hasEmail() ? pp.getEmail() : null;
            List<PhoneNumber> phones = new ArrayList<>(pp.getPhoneCount());
            for (PersonAddressBook.Person.PhoneNumber pn : pp.getPhoneList()) {
                PhoneNumber n = new PhoneNumber();
                n.number = pn.getNumber();
                n.type = PhoneType.values()[pn.getType().getNumber()];
                phones.add(n);
            }
            p.phones = phones;
            book.persons.add(p);
        }
        return book;
    }
}
