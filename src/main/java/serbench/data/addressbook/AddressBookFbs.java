package serbench.data.addressbook;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Fbs;

/** The model to flatc's tables from addressbook.fbs and back; null strings and lists are fields left out. */
final class AddressBookFbs {
    static final Conversion<AddressBook, serbench.gen.flatbuffers.addressbook.AddressBook> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.addressbook.AddressBook.class, AddressBookFbs::build,
            AddressBookFbs::read);

    private AddressBookFbs() {}

    static serbench.gen.flatbuffers.addressbook.AddressBook build(AddressBook book) {
        FlatBufferBuilder b = Fbs.builder();
        int name = Fbs.string(b, book.name);
        int persons = 0;
        if (book.persons != null) {
            int[] offsets = new int[book.persons.size()];
            for (int j = 0; j < offsets.length; j++) offsets[j] = person(b, book.persons.get(j));
            persons = serbench.gen.flatbuffers.addressbook.AddressBook.createPersonsVector(b, offsets);
        }
        b.finish(serbench.gen.flatbuffers.addressbook.AddressBook.createAddressBook(b, name, persons));
        return serbench.gen.flatbuffers.addressbook.AddressBook.getRootAsAddressBook(b.dataBuffer());
    }

    private static int person(FlatBufferBuilder b, Person p) {
        int name = Fbs.string(b, p.name);
        int email = Fbs.string(b, p.email);
        int phones = 0;
        if (p.phones != null) {
            int[] offsets = new int[p.phones.size()];
            for (int j = 0; j < offsets.length; j++) offsets[j] = phone(b, p.phones.get(j));
            phones = serbench.gen.flatbuffers.addressbook.Person.createPhonesVector(b, offsets);
        }
        return serbench.gen.flatbuffers.addressbook.Person.createPerson(b, name, p.id, email, phones);
    }

    /** Field by field, since the generated createPhoneNumber always writes the optional type. */
    private static int phone(FlatBufferBuilder b, PhoneNumber n) {
        int number = Fbs.string(b, n.number);
        serbench.gen.flatbuffers.addressbook.PhoneNumber.startPhoneNumber(b);
        serbench.gen.flatbuffers.addressbook.PhoneNumber.addNumber(b, number);
        if (n.type != null) {
            b.forceDefaults(true);   // a present MOBILE (0) must be written (see Fbs)
            serbench.gen.flatbuffers.addressbook.PhoneNumber.addType(b, (byte) n.type.ordinal());
            b.forceDefaults(false);
        }
        return serbench.gen.flatbuffers.addressbook.PhoneNumber.endPhoneNumber(b);
    }

    static AddressBook read(serbench.gen.flatbuffers.addressbook.AddressBook f) {
        AddressBook book = new AddressBook();
        book.name = f.name();
        serbench.gen.flatbuffers.addressbook.Person.Vector persons = f.personsVector();
        if (persons != null) {
            book.persons = new ArrayList<>(persons.length());
            // one accessor per level, moved along its vector, as FlatBuffers' own examples read one
            serbench.gen.flatbuffers.addressbook.Person fp = new serbench.gen.flatbuffers.addressbook.Person();
            serbench.gen.flatbuffers.addressbook.PhoneNumber fn =
                new serbench.gen.flatbuffers.addressbook.PhoneNumber();
            for (int j = 0; j < persons.length(); j++) book.persons.add(read(persons.get(fp, j), fn));
        }
        return book;
    }

    private static Person read(serbench.gen.flatbuffers.addressbook.Person fp,
                               serbench.gen.flatbuffers.addressbook.PhoneNumber fn) {
        Person p = new Person();
        p.name = fp.name();
        p.id = fp.id();
        p.email = fp.email();
        serbench.gen.flatbuffers.addressbook.PhoneNumber.Vector phones = fp.phonesVector();
        if (phones != null) {
            p.phones = new ArrayList<>(phones.length());
            for (int k = 0; k < phones.length(); k++) {
                phones.get(fn, k);
                PhoneNumber n = new PhoneNumber();
                n.number = fn.number();
                n.type = fn.hasType() ? PhoneType.values()[fn.type()] : null;
                p.phones.add(n);
            }
        }
        return p;
    }
}
