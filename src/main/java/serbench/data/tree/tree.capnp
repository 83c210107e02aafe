# The object-size scaling tree of seed 004. An unset children list (hasChildren() false) is a leaf's
# null, distinct from an empty list; an unset Text is null. Enums have no null, so type is a union whose
# first member, unset, is the model's null.
@0x8bc3f69dc64cebd7;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.tree");
$Java.outerClassname("TreeSchema");

enum Type {
  unknown @0;
  foo @1;
  bar @2;
}

struct Foo {
  type :union {
    unset @0 :Void;
    value @1 :Type;
  }
  flag @2 :Bool;
  num32 @3 :Int32;
  num64 @4 :Int64;
  str @5 :Text;
  children @6 :List(Foo);
}
