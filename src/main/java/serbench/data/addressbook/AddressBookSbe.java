package serbench.data.addressbook;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.addressbook.AddressBookDecoder;
import serbench.gen.sbe.addressbook.AddressBookEncoder;
import serbench.gen.sbe.addressbook.MessageHeaderDecoder;
import serbench.gen.sbe.addressbook.MessageHeaderEncoder;

/** The model to an SBE frame of addressbook.sbe.xml (its decoder: SBE has no message object) and back. */
final class AddressBookSbe {
    static final Conversion<AddressBook, AddressBookDecoder> CONVERSION =
        new Conversion<>(AddressBookDecoder.class, AddressBookSbe::build, AddressBookSbe::read);
    /** Room for a person of the data set (about 150 bytes), so the buffer never grows while encoding. */
    private static final int PERSON_CAPACITY = 160;

    private AddressBookSbe() {}

    static AddressBookDecoder build(AddressBook book) {
        return Sbe.frame(64 + PERSON_CAPACITY * book.persons.size(), buffer -> {
            AddressBookEncoder e = new AddressBookEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder());
            AddressBookEncoder.PersonsEncoder persons = e.personsCount(book.persons.size());
            for (Person p : book.persons) {
                persons.next().id(p.id).present().clear().email(p.email != null);
                AddressBookEncoder.PersonsEncoder.PhonesEncoder phones = persons.phonesCount(p.phones.size());
                for (PhoneNumber n : p.phones) {
                    phones.next().phoneType(n.type == null ? serbench.gen.sbe.addressbook.PhoneType.NULL_VAL
                        : serbench.gen.sbe.addressbook.PhoneType.get((short) n.type.ordinal())).number(n.number);
                }
                persons.name(p.name).email(p.email);
            }
            e.name(book.name);
            return e;
        }, frame -> new AddressBookDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** In schema order, as SBE requires: each person's block, its phones, its strings, then the book's name. */
    static AddressBook read(AddressBookDecoder d) {
        d.sbeRewind();
        AddressBook book = new AddressBook();
        AddressBookDecoder.PersonsDecoder persons = d.persons();
        book.persons = new ArrayList<>(persons.count());
        for (AddressBookDecoder.PersonsDecoder dp : persons) {
            Person p = new Person();
            p.id = dp.id();
            boolean email = dp.present().email();
            AddressBookDecoder.PersonsDecoder.PhonesDecoder phones = dp.phones();
            p.phones = new ArrayList<>(phones.count());
            for (AddressBookDecoder.PersonsDecoder.PhonesDecoder dn : phones) {
                PhoneNumber n = new PhoneNumber();
                serbench.gen.sbe.addressbook.PhoneType type = dn.phoneType();
                n.type = type == serbench.gen.sbe.addressbook.PhoneType.NULL_VAL
                    ? null : PhoneType.values()[type.value()];
                n.number = dn.number();
                p.phones.add(n);
            }
            p.name = dp.name();
            String value = dp.email(); // an absent email was written empty and must be read past
            p.email = email ? value : null;
            book.persons.add(p);
        }
        book.name = d.name();
        return book;
    }
}
