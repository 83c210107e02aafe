# Schema evolution matrix, rename-field v2: customer is now buyer, same ordinal (names are not on the wire).
# Cap'n Proto's rules: a field's place in the struct follows from its ordinal (@n), so ordinals are kept and
# never reused, new fields take the next one, a field is never removed (only renamed obsolete) and never
# changes type. Names are not on the wire.
@0xa40c00120688f2d5;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.evolution.renamefield");
$Java.outerClassname("OrderSchema");

enum Status {
  new @0;
  shipped @1;
}

struct Order {
  id @0 :Int64;
  buyer @1 :Text;
  quantity @2 :Int32;
  status @3 :Status;
}
