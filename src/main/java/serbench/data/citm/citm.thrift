// citm_catalog.json, the public document of the JSON parsers' benchmarks. A JSON object keyed by id is a map;
// a null string is an unset optional field.
namespace java serbench.gen.thrift.citm

struct Event {
  1: optional string description;
  2: required i32 id;
  3: optional string logo;
  4: required string name;
  5: required list<i32> subTopicIds;
  6: optional string subjectCode;
  7: optional string subtitle;
  8: required list<i32> topicIds;
}

struct Price {
  1: required i32 amount;
  2: required i32 audienceSubCategoryId;
  3: required i32 seatCategoryId;
}

struct Area {
  1: required i32 areaId;
  2: required list<i32> blockIds;
}

struct SeatCategory {
  1: required list<Area> areas;
  2: required i32 seatCategoryId;
}

struct Performance {
  1: required i32 eventId;
  2: required i32 id;
  3: optional string logo;
  4: optional string name;
  5: required list<Price> prices;
  6: required list<SeatCategory> seatCategories;
  7: optional string seatMapImage;
  8: required i64 start;
  9: required string venueCode;
}

struct CitmCatalog {
  1: required map<string, string> areaNames;
  2: required map<string, string> audienceSubCategoryNames;
  3: required map<string, string> blockNames;
  4: required map<string, Event> events;
  5: required list<Performance> performances;
  6: required map<string, string> seatCategoryNames;
  7: required map<string, string> subTopicNames;
  8: required map<string, string> subjectNames;
  9: required map<string, string> topicNames;
  10: required map<string, list<i32>> topicSubTopics;
  11: required map<string, string> venueNames;
}
