# The JMH post's entity (seed 001). An unset Text pointer (hasX() false) is the model's null.
@0x810080c6cfdec2c6;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.usersmall");
$Java.outerClassname("UserSmallSchema");

struct User {
  age @0 :Int32;
  username @1 :Text;
  address @2 :Text;
}
