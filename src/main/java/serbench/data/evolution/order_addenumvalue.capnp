# Schema evolution matrix, add-enum-value v2: Status gains cancelled at the next ordinal.
# Cap'n Proto's rules: a field's place in the struct follows from its ordinal (@n), so ordinals are kept and
# never reused, new fields take the next one, a field is never removed (only renamed obsolete) and never
# changes type. Names are not on the wire.
@0x825aca7efbebabf3;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.evolution.addenumvalue");
$Java.outerClassname("OrderSchema");

enum Status {
  new @0;
  shipped @1;
  cancelled @2;
}

struct Order {
  id @0 :Int64;
  customer @1 :Text;
  quantity @2 :Int32;
  status @3 :Status;
}
