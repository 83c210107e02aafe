package serbench.data;

import java.util.ArrayList;
import java.util.List;
import serbench.model.addressbook.AddressBook;
import serbench.model.addressbook.Person;
import serbench.model.addressbook.PhoneNumber;
import serbench.model.addressbook.PhoneType;

/** The post's address book: 300 persons with three phones each, every phone type set explicitly. */
final class AddressBookValues {
    static final int PERSONS = 300;

    private AddressBookValues() {}

    static AddressBook addressBook() {
        AddressBook book = new AddressBook();
        book.name = "rec_system";
        book.persons = new ArrayList<>(PERSONS);
        for (int j = 0; j < PERSONS; j++) {
            Person p = new Person();
            p.id = j;
            p.name = "zhangbin_" + j;
            p.email = "zhaojun@gmail.com" + j;
            p.phones = new ArrayList<>(List.of(
                phone("1298912313" + j, PhoneType.HOME),
                phone("129891231we3" + j, PhoneType.MOBILE),
                phone("129891231we3" + j, PhoneType.WORK)));
            book.persons.add(p);
        }
        return book;
    }

    private static PhoneNumber phone(String number, PhoneType type) {
        PhoneNumber n = new PhoneNumber();
        n.number = number;
        n.type = type;
        return n;
    }
}
