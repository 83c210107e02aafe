# Schema evolution matrix, add-field v2: a Text note at the next ordinal.
# Cap'n Proto's rules: a field's place in the struct follows from its ordinal (@n), so ordinals are kept and
# never reused, new fields take the next one, a field is never removed (only renamed obsolete) and never
# changes type. Names are not on the wire.
@0xe180499fcf577d88;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.evolution.addfield");
$Java.outerClassname("OrderSchema");

enum Status {
  new @0;
  shipped @1;
}

struct Order {
  id @0 :Int64;
  customer @1 :Text;
  quantity @2 :Int32;
  status @3 :Status;
  note @4 :Text;
}
