# The complex object of the "Protobuf vs Thrift" post (seed 000): the protobuf tutorial address book.
# Text and List fields are pointers: unset (hasX() false) is the model's null. Cap'n Proto enums have
# no null, so the optional phone type is a union whose first member, unset, means the model's null.
@0xc350927b926799f1;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.addressbook");
$Java.outerClassname("AddressBookSchema");

enum PhoneType {
  mobile @0;
  home @1;
  work @2;
}

struct PhoneNumber {
  number @0 :Text;
  type :union {
    unset @1 :Void;
    value @2 :PhoneType;
  }
}

struct Person {
  name @0 :Text;
  id @1 :Int32;
  email @2 :Text;
  phones @3 :List(PhoneNumber);
}

struct AddressBook {
  name @0 :Text;
  persons @1 :List(Person);
}
