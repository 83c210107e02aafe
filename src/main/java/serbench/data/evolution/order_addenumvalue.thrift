// Schema evolution matrix, add-enum-value v2: Status has one more constant.
namespace java serbench.gen.thrift.evolution.addenumvalue

enum Status {
  NEW = 0,
  SHIPPED = 1,
  CANCELLED = 2
}

struct Order {
  1: optional i64 id;
  2: optional string customer;
  3: optional i32 quantity;
  4: optional Status status;
}
