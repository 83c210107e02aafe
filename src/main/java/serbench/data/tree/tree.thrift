// The object-size scaling tree of seed 004; field ids follow the protobuf schema.
namespace java serbench.gen.thrift.tree

enum Type {
  UNKNOWN = 0
  FOO = 1
  BAR = 2
}

struct Foo {
  1: optional Type type;
  2: optional bool flag;
  3: optional i32 num32;
  4: optional i64 num64;
  5: optional string str;
  10: optional list<Foo> children;
}
