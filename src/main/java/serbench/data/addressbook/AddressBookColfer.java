package serbench.data.addressbook;

import java.util.ArrayList;
import serbench.data.Conversion;

/** The nullable email and phone type travel with their has-flags (see addressbook.colf). */
final class AddressBookColfer {
    static final Conversion<AddressBook, serbench.gen.colfer.addressbook.AddressBook> CONVERSION =
        new Conversion<>(serbench.gen.colfer.addressbook.AddressBook.class, AddressBookColfer::build,
            AddressBookColfer::read);

    private AddressBookColfer() {}

    static serbench.gen.colfer.addressbook.AddressBook build(AddressBook b) {
        serbench.gen.colfer.addressbook.AddressBook cb = new serbench.gen.colfer.addressbook.AddressBook();
        cb.name = b.name;
        cb.persons = new serbench.gen.colfer.addressbook.Person[b.persons.size()];
        for (int k = 0; k < cb.persons.length; k++) cb.persons[k] = build(b.persons.get(k));
        return cb;
    }

    private static serbench.gen.colfer.addressbook.Person build(Person p) {
        serbench.gen.colfer.addressbook.Person cp = new serbench.gen.colfer.addressbook.Person();
        cp.name = p.name;
        cp.id = p.id;
        cp.hasEmail = p.email != null;
        if (cp.hasEmail) cp.email = p.email;
        cp.phones = new serbench.gen.colfer.addressbook.PhoneNumber[p.phones.size()];
        for (int k = 0; k < cp.phones.length; k++) {
            PhoneNumber n = p.phones.get(k);
            serbench.gen.colfer.addressbook.PhoneNumber cn = new serbench.gen.colfer.addressbook.PhoneNumber();
            cn.number = n.number;
            cn.hasType = n.type != null;
            if (cn.hasType) cn.Type = (byte) n.type.ordinal();
            cp.phones[k] = cn;
        }
        return cp;
    }

    static AddressBook read(serbench.gen.colfer.addressbook.AddressBook cb) {
        AddressBook b = new AddressBook();
        b.name = cb.name;
        b.persons = new ArrayList<>(cb.persons.length);
        for (serbench.gen.colfer.addressbook.Person cp : cb.persons) {
            Person p = new Person();
            p.name = cp.name;
            p.id = cp.id;
            p.email = cp.hasEmail ? cp.email : null;
            p.phones = new ArrayList<>(cp.phones.length);
            for (serbench.gen.colfer.addressbook.PhoneNumber cn : cp.phones) {
                PhoneNumber n = new PhoneNumber();
                n.number = cn.number;
                n.type = cn.hasType ? PhoneType.values()[cn.Type] : null;
                p.phones.add(n);
            }
            b.persons.add(p);
        }
        return b;
    }
}
