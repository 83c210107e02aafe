# A batch of time series: arrays of longs, doubles and floats with a little structure around them. A list of a
# primitive type is its elements packed one after another; Text and List fields are pointers, unset (hasX()
# false) is the model's null.
@0xf1cedcbd274fce3d;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.numeric");
$Java.outerClassname("NumericSchema");

enum Kind {
  gauge @0;
  counter @1;
  rate @2;
}

struct Series {
  name @0 :Text;
  tags @1 :List(Text);
  kind @2 :Kind;
  intervalMillis @3 :Int32;
  timestamps @4 :List(Int64);
  values @5 :List(Float64);
  features @6 :List(Float32);
}

struct SeriesBatch {
  source @0 :Text;
  series @1 :List(Series);
}
