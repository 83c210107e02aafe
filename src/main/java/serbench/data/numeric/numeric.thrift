// A batch of time series: arrays of longs, doubles and floats with a little structure around them.
// Thrift has no 32-bit float: the features travel as doubles, which hold every float exactly.
namespace java serbench.gen.thrift.numeric

enum Kind {
  GAUGE = 0
  COUNTER = 1
  RATE = 2
}

struct Series {
  1: required string name;
  2: required list<string> tags;
  3: required Kind kind;
  4: required i32 intervalMillis;
  5: required list<i64> timestamps;
  6: required list<double> values;
  7: required list<double> features;
}

struct SeriesBatch {
  1: required string source;
  2: required list<Series> series;
}
