// Schema evolution matrix, rename-field v2: customer is now buyer, same number.
namespace java serbench.gen.thrift.evolution.renamefield

enum Status {
  NEW = 0,
  SHIPPED = 1
}

struct Order {
  1: optional i64 id;
  2: optional string buyer;
  3: optional i32 quantity;
  4: optional Status status;
}
