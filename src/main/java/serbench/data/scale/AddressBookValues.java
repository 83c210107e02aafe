package serbench.data.scale;

import java.util.ArrayList;
import serbench.data.addressbook.AddressBook;
import serbench.data.addressbook.Person;
import serbench.data.addressbook.PhoneNumber;
import serbench.data.addressbook.PhoneType;

/** Address books of n persons, each with one to four phones and an email four times in five. */
final class AddressBookValues implements ListValues<AddressBook> {
    private static final String[] DOMAINS = {"gmail.com", "example.org", "mail.ru", "qq.com", "posteo.de", "outlook.com"};
    private static final PhoneType[] TYPES = PhoneType.values();

    @Override
    public AddressBook value(Variety v, int entries) {
        AddressBook book = new AddressBook();
        book.name = v.text(3, 40);
        book.persons = new ArrayList<>(entries);
        for (int i = 0; i < entries; i++) {
            Person p = new Person();
            p.name = v.text(3, 60);
            p.id = v.int32(true);
            p.email = v.chance(0.8) ? v.text(3, 24).replace(' ', '.') + "@" + v.pick(DOMAINS) : null;
            int phones = v.between(1, 5);
            p.phones = new ArrayList<>(phones);
            for (int k = 0; k < phones; k++) {
                PhoneNumber n = new PhoneNumber();
                n.number = (v.chance(0.5) ? "+" : "") + v.digits(6, 15);
                n.type = v.pick(TYPES);   // protobuf's conversion reads an absent type back as HOME: always set
                p.phones.add(n);
            }
            book.persons.add(p);
        }
        return book;
    }

    @Override
    public String entries() {
        return "persons";
    }
}
