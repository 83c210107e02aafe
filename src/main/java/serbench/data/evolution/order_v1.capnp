# Schema evolution matrix, v1: the Order every change starts from.
# Cap'n Proto's rules: a field's place in the struct follows from its ordinal (@n), so ordinals are kept and
# never reused, new fields take the next one, a field is never removed (only renamed obsolete) and never
# changes type. Names are not on the wire.
@0xecafdd9e40bba401;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.evolution.v1");
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
}
