// Schema evolution matrix, remove-field v2: customer is gone.
namespace java serbench.gen.thrift.evolution.removefield

enum Status {
  NEW = 0,
  SHIPPED = 1
}

struct Order {
  1: optional i64 id;
  3: optional i32 quantity;
  4: optional Status status;
}
