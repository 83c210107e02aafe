# Schema evolution matrix, widen-int v2: quantity becomes Int64, same ordinal (Cap'n Proto's rules forbid changing a field's type).
# Cap'n Proto's rules: a field's place in the struct follows from its ordinal (@n), so ordinals are kept and
# never reused, new fields take the next one, a field is never removed (only renamed obsolete) and never
# changes type. Names are not on the wire.
@0xf3d4b7b414aa442e;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.evolution.widenint");
$Java.outerClassname("OrderSchema");

enum Status {
  new @0;
  shipped @1;
}

struct Order {
  id @0 :Int64;
  customer @1 :Text;
  quantity @2 :Int64;
  status @3 :Status;
}
