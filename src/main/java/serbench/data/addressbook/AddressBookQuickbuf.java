package serbench.data.addressbook;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.gen.quickbuf.addressbook.PersonAddressBook;

final class AddressBookQuickbuf {
    static final Conversion<AddressBook, PersonAddressBook.AddressBook> CONVERSION =
        new Conversion<>(PersonAddressBook.AddressBook.class, AddressBookQuickbuf::build, AddressBookQuickbuf::read);

    private AddressBookQuickbuf() {}

    static PersonAddressBook.AddressBook build(AddressBook book) {
        PersonAddressBook.AddressBook q = PersonAddressBook.AddressBook.newInstance().setName(book.name);
        for (Person p : book.persons) {
            PersonAddressBook.Person qp = q.getMutablePerson().next().setName(p.name).setId(p.id);
            if (p.email != null) qp.setEmail(p.email);
            for (PhoneNumber n : p.phones) {
                PersonAddressBook.Person.PhoneNumber qn = qp.getMutablePhone().next().setNumber(n.number);
                if (n.type != null) qn.setTypeValue(n.type.ordinal());
            }
        }
        return q;
    }

    static AddressBook read(PersonAddressBook.AddressBook q) {
        AddressBook book = new AddressBook();
        book.name = q.getName();
        book.persons = new ArrayList<>(q.getPerson().length());
        for (PersonAddressBook.Person qp : q.getPerson()) {
            Person p = new Person();
            p.name = qp.getName();
            p.id = qp.getId();
            p.email = qp.hasEmail() ? qp.getEmail() : null;
            List<PhoneNumber> phones = new ArrayList<>(qp.getPhone().length());
            for (PersonAddressBook.Person.PhoneNumber qn : qp.getPhone()) {
                PhoneNumber n = new PhoneNumber();
                n.number = qn.getNumber();
                n.type = PhoneType.values()[qn.getTypeValue()];
                phones.add(n);
            }
            p.phones = phones;
            book.persons.add(p);
        }
        return book;
    }
}
