// The complex object of the "Protobuf vs Thrift" post (seed 000), exactly as published.
namespace java serbench.gen.thrift.addressbook

enum PhoneType {
  MOBILE = 0
  HOME = 1
  WORK = 2
}

struct PhoneNumber {
  1: required string number;
  2: optional PhoneType type;
}

struct Person {
  1: required string name;
  2: required i32 id;
  3: optional string email;
  4: required list<PhoneNumber> phones;
}

struct AddressBook {
  1: required string name;
  2: required list<Person> persons;
}
