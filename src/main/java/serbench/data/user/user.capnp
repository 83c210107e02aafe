# The simple object of the "Protobuf vs Thrift" post (seed 000). Text fields are pointers: an unset
# pointer (hasX() false) is the model's null, so every string stays nullable with no extra field.
@0xba8c9ddbce90f918;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.user");
$Java.outerClassname("UserSchema");

struct User {
  id @0 :Text;
  weight @1 :Int32;
  age @2 :Int32;
  name @3 :Text;
  title @4 :Text;
  desc @5 :Text;
}
