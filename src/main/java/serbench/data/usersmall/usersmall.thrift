// The JMH post's entity (seed 001).
namespace java serbench.gen.thrift.usersmall

struct User {
  1: required i32 age;
  2: required string username;
  3: required string address;
}
