package serbench.data.addressbook;

import java.util.ArrayList;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.addressbook.AddressBookSchema;

/**
 * The model to the Cap'n Proto message of addressbook.capnp. Unset Text and List pointers are the model's
 * nulls; a null phone type is the type union's {@code unset} member.
 */
final class AddressBookCapn {
    static final Conversion<AddressBook, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, AddressBookCapn::build, AddressBookCapn::read);

    private AddressBookCapn() {}

    static CapnMessage build(AddressBook book) {
        MessageBuilder message = new MessageBuilder();
        AddressBookSchema.AddressBook.Builder b = message.initRoot(AddressBookSchema.AddressBook.factory);
        if (book.name != null) b.setName(book.name);
        if (book.persons != null) {
            StructList.Builder<AddressBookSchema.Person.Builder> persons = b.initPersons(book.persons.size());
            for (int i = 0; i < book.persons.size(); i++) fill(persons.get(i), book.persons.get(i));
        }
        return CapnMessage.built(message);
    }

    private static void fill(AddressBookSchema.Person.Builder b, Person p) {
        if (p.name != null) b.setName(p.name);
        b.setId(p.id);
        if (p.email != null) b.setEmail(p.email);
        if (p.phones == null) return;
        StructList.Builder<AddressBookSchema.PhoneNumber.Builder> phones = b.initPhones(p.phones.size());
        for (int i = 0; i < p.phones.size(); i++) {
            PhoneNumber n = p.phones.get(i);
            AddressBookSchema.PhoneNumber.Builder nb = phones.get(i);
            if (n.number != null) nb.setNumber(n.number);
            if (n.type != null) nb.getType().setValue(AddressBookSchema.PhoneType.values()[n.type.ordinal()]);
        }
    }

    static AddressBook read(CapnMessage message) {
        AddressBookSchema.AddressBook.Reader r = message.root(AddressBookSchema.AddressBook.factory);
        AddressBook book = new AddressBook();
        book.name = r.hasName() ? r.getName().toString() : null;
        if (r.hasPersons()) {
            StructList.Reader<AddressBookSchema.Person.Reader> persons = r.getPersons();
            book.persons = new ArrayList<>(persons.size());
            for (AddressBookSchema.Person.Reader pr : persons) book.persons.add(read(pr));
        }
        return book;
    }

    private static Person read(AddressBookSchema.Person.Reader r) {
        Person p = new Person();
        p.name = r.hasName() ? r.getName().toString() : null;
        p.id = r.getId();
        p.email = r.hasEmail() ? r.getEmail().toString() : null;
        if (r.hasPhones()) {
            StructList.Reader<AddressBookSchema.PhoneNumber.Reader> phones = r.getPhones();
            p.phones = new ArrayList<>(phones.size());
            for (AddressBookSchema.PhoneNumber.Reader nr : phones) {
                PhoneNumber n = new PhoneNumber();
                n.number = nr.hasNumber() ? nr.getNumber().toString() : null;
                n.type = nr.getType().isValue() ? PhoneType.values()[nr.getType().getValue().ordinal()] : null;
                p.phones.add(n);
            }
        }
        return p;
    }
}
