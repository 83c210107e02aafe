# The passive-DNS records of seed 003. An unset Text pointer (hasX() false) is the model's null; the
# published schema's ttl default is kept (Cap'n Proto stores a field XOR its default), its type default
# "A" is not: a Text default would be read for an unset pointer, which here must stay null.
@0xc257ec553c5bb828;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.dns");
$Java.outerClassname("DnsSchema");

struct DnsRecord {
  key @0 :Text;
  value @1 :Text;
  first @2 :Text;
  last @3 :Text;
  type @4 :Text;
  ttl @5 :Int32 = 86400;
}

struct DnsResponse {
  records @0 :List(DnsRecord);
}
