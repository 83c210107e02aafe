// Schema evolution matrix, widen-int v2: quantity is a 64-bit integer.
namespace java serbench.gen.thrift.evolution.widenint

enum Status {
  NEW = 0,
  SHIPPED = 1
}

struct Order {
  1: optional i64 id;
  2: optional string customer;
  3: optional i64 quantity;
  4: optional Status status;
}
