# The all-types message of seed 002. Cap'n Proto's integers are all fixed-width: sint and sfixed map
# to Int32/Int64 and uint to UInt32/UInt64 (the Java runtime keeps their bits in int/long); float is
# Float32, exact. Text, Data, List and struct fields are pointers: unset (hasX() false) is the model's
# null. Enums have no null, so the inner message's type is a union whose first member, unset, is null.
# The .proto's default values are left out: a Text default would be read for an unset pointer, which
# here must stay null.
@0xa9440fc30427c64e;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.message");
$Java.outerClassname("MessageSchema");

enum EnumType {
  universal @0;
  web @1;
  images @2;
  local @3;
  news @4;
  products @5;
  video @6;
}

struct InnerMessage {
  name @0 :Text;
  id @1 :Int32;
  type :union {
    unset @2 :Void;
    value @3 :EnumType;
  }
}

struct Message {
  strObj @0 :Text;
  int32Obj @1 :Int32;
  int64Obj @2 :Int64;
  uint32Obj @3 :UInt32;
  uint64Obj @4 :UInt64;
  sint32Obj @5 :Int32;
  sint64Obj @6 :Int64;
  fixed32Obj @7 :Int32;
  fixed64Obj @8 :Int64;
  sfixed32Obj @9 :Int32;
  sfixed64Obj @10 :Int64;
  boolObj @11 :Bool;
  bytesObj @12 :Data;
  folatObj @13 :Float32;
  doubleObj @14 :List(Float64);
  innerMessage @15 :InnerMessage;
}
