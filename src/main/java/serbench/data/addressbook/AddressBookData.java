package serbench.data.addressbook;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/** The post's address book: 300 persons with three phones each, every phone type set explicitly. */
public final class AddressBookData {
    /** AddressBook to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<AddressBook, ?>> CONVERSIONS = List.of(
        AddressBookProto.CONVERSION, AddressBookThrift.CONVERSION, AddressBookAvro.CONVERSION, AddressBookWire.CONVERSION,
        AddressBookQuickbuf.CONVERSION, AddressBookProtoLite.CONVERSION,
        AddressBookCapn.CONVERSION, AddressBookColfer.CONVERSION, AddressBookSbe.CONVERSION, AddressBookFbs.CONVERSION, AddressBookKotlin.CONVERSION);
    /** The hand-written baseline's format of AddressBook. */
    public static final ManualFormat<AddressBook> MANUAL = AddressBookManual.FORMAT;
    public static final int PERSONS = 300;

    private AddressBookData() {}

    public static AddressBook addressBook() {
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
