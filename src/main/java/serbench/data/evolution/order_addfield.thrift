// Schema evolution matrix, add-field v2: one more field, note.
namespace java serbench.gen.thrift.evolution.addfield

enum Status {
  NEW = 0,
  SHIPPED = 1
}

struct Order {
  1: optional i64 id;
  2: optional string customer;
  3: optional i32 quantity;
  4: optional Status status;
  5: optional string note;
}
