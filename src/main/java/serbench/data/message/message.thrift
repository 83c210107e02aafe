// The all-types message of seed 002. Thrift has no unsigned, zigzag, fixed-width or float types:
// uint/sint/fixed map to i32/i64 (the same bits) and float to double (exact for every float).
namespace java serbench.gen.thrift.message

enum EnumType {
  UNIVERSAL = 0
  WEB = 1
  IMAGES = 2
  LOCAL = 3
  NEWS = 4
  PRODUCTS = 5
  VIDEO = 6
}

struct InnerMessage {
  1: optional string name = "name";
  2: optional i32 id;
  3: optional EnumType type = EnumType.UNIVERSAL;
}

struct Message {
  1: required string strObj = "hello";
  2: optional i32 int32Obj;
  3: optional i64 int64Obj;
  4: optional i32 uint32Obj;
  5: optional i64 uint64Obj;
  6: optional i32 sint32Obj;
  7: optional i64 sint64Obj;
  8: optional i32 fixed32Obj;
  9: optional i64 fixed64Obj;
  10: optional i32 sfixed32Obj;
  11: optional i64 sfixed64Obj;
  12: optional bool boolObj;
  13: optional binary bytesObj;
  14: optional double folatObj;
  15: optional list<double> doubleObj;
  16: optional InnerMessage innerMessage;
}
