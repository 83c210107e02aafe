# Schema evolution matrix, reorder-fields v2: the fields declared the other way round, ordinals kept.
# Cap'n Proto's rules: a field's place in the struct follows from its ordinal (@n), so ordinals are kept and
# never reused, new fields take the next one, a field is never removed (only renamed obsolete) and never
# changes type. Names are not on the wire.
@0x8330e0a70eec0bff;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.evolution.reorderfields");
$Java.outerClassname("OrderSchema");

enum Status {
  new @0;
  shipped @1;
}

struct Order {
  status @3 :Status;
  quantity @2 :Int32;
  customer @1 :Text;
  id @0 :Int64;
}
