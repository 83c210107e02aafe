# The standard value of the long-running JVM serializer comparison. Text and List fields are pointers:
# unset (hasX() false) is the model's null (title, copyright). Cap'n Proto has no null for an integer,
# so the optional bitrate is a union whose first member, unset, is the model's null.
@0xc0ddc84e906b3a26;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.media");
$Java.outerClassname("MediaSchema");

enum Size {
  small @0;
  large @1;
}

enum Player {
  java @0;
  flash @1;
}

struct Image {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  size @4 :Size;
}

struct Media {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  format @4 :Text;
  duration @5 :Int64;
  size @6 :Int64;
  bitrate :union {
    unset @7 :Void;
    value @8 :Int32;
  }
  persons @9 :List(Text);
  player @10 :Player;
  copyright @11 :Text;
}

struct MediaContent {
  images @0 :List(Image);
  media @1 :Media;
}
