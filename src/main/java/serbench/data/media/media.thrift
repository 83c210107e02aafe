// The standard value of the long-running JVM serializer comparison.
namespace java serbench.gen.thrift.media

enum Size {
  SMALL = 0
  LARGE = 1
}

enum Player {
  JAVA = 0
  FLASH = 1
}

struct Image {
  1: required string uri;
  2: optional string title;
  3: required i32 width;
  4: required i32 height;
  5: required Size size;
}

struct Media {
  1: required string uri;
  2: optional string title;
  3: required i32 width;
  4: required i32 height;
  5: required string format;
  6: required i64 duration;
  7: required i64 size;
  8: optional i32 bitrate;
  9: required list<string> persons;
  10: required Player player;
  11: optional string copyright;
}

struct MediaContent {
  1: required list<Image> images;
  2: required Media media;
}
