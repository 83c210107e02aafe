// The values where formats part ways; the absent string is an unset optional field.
namespace java serbench.gen.thrift.edgecases

struct EdgeCases {
  1: required i64 beyond_double;
  2: required i32 int_min;
  3: required i32 int_max;
  4: required i64 long_min;
  5: required i64 long_max;
  6: required double not_a_number;
  7: required double positive_infinity;
  8: required double negative_infinity;
  9: required string empty;
  10: optional string absent;
  11: required string astral;
  12: required list<string> empty_list;
  13: required map<string, i64> counts;
}
