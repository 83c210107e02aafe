package serbench.data.addressbook;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

final class AddressBookManual {
    static final ManualFormat<AddressBook> FORMAT =
        new ManualFormat<>(AddressBookManual::write, AddressBookManual::read);
    private static final PhoneType[] TYPES = PhoneType.values();

    private AddressBookManual() {}

    static void write(AddressBook book, ByteSink out) {
        out.writeString(book.name);
        out.writeList(book.persons, (o, p) -> {
            o.writeString(p.name);
            o.writeInt(p.id);
            o.writeString(p.email);
            o.writeList(p.phones, (o2, n) -> {
                o2.writeString(n.number);
                o2.writeEnum(n.type);
            });
        });
    }

    static AddressBook read(ByteSource in) {
        AddressBook book = new AddressBook();
        book.name = in.readString();
        book.persons = in.readList(i -> {
            Person p = new Person();
            p.name = i.readString();
            p.id = i.readInt();
            p.email = i.readString();
            p.phones = i.readList(i2 -> {
                PhoneNumber n = new PhoneNumber();
                n.number = i2.readString();
                n.type = i2.readEnum(TYPES);
                return n;
            });
            return p;
        });
        return book;
    }
}
