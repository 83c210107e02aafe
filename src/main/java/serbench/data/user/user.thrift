// The simple object of the "Protobuf vs Thrift" post (seed 000), exactly as published.
namespace java serbench.gen.thrift.user

struct User {
  1: required string id;
  2: required i32 weight;
  3: required i32 age;
  4: required string name;
  5: required string title;
  6: required string desc;
}
