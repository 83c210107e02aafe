// Schema evolution matrix, reorder-fields v2: the fields declared the other way round, numbers kept.
namespace java serbench.gen.thrift.evolution.reorderfields

enum Status {
  NEW = 0,
  SHIPPED = 1
}

struct Order {
  4: optional Status status;
  3: optional i32 quantity;
  2: optional string customer;
  1: optional i64 id;
}
