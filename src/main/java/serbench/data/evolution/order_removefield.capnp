# Schema evolution matrix, remove-field v2: Cap'n Proto cannot remove a field, it renames it obsolete and leaves it unset: @1 stays taken.
# Cap'n Proto's rules: a field's place in the struct follows from its ordinal (@n), so ordinals are kept and
# never reused, new fields take the next one, a field is never removed (only renamed obsolete) and never
# changes type. Names are not on the wire.
@0xc093585c6f2a4efc;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.evolution.removefield");
$Java.outerClassname("OrderSchema");

enum Status {
  new @0;
  shipped @1;
}

struct Order {
  id @0 :Int64;
  obsoleteCustomer @1 :Text;
  quantity @2 :Int32;
  status @3 :Status;
}
