// Schema evolution matrix, v1: the Order every change starts from.
namespace java serbench.gen.thrift.evolution.v1

enum Status {
  NEW = 0,
  SHIPPED = 1
}

struct Order {
  1: optional i64 id;
  2: optional string customer;
  3: optional i32 quantity;
  4: optional Status status;
}
