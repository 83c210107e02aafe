# citm_catalog.json, the public document of the JSON parsers' benchmarks. Cap'n Proto has no map (its own
# Map(Key, Value) is a convention: a list of entries): a JSON object keyed by id is a list of key-value
# entries, in the document's order. Text and List fields are pointers: unset (hasX() false) is the model's null.
@0x9c1c267ee4bd0523;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.citm");
$Java.outerClassname("CitmSchema");

struct Name {
  key @0 :Text;
  value @1 :Text;
}

struct EventEntry {
  key @0 :Text;
  value @1 :Event;
}

struct IdsEntry {
  key @0 :Text;
  value @1 :List(Int32);
}

struct Event {
  description @0 :Text;
  id @1 :Int32;
  logo @2 :Text;
  name @3 :Text;
  subTopicIds @4 :List(Int32);
  subjectCode @5 :Text;
  subtitle @6 :Text;
  topicIds @7 :List(Int32);
}

struct Price {
  amount @0 :Int32;
  audienceSubCategoryId @1 :Int32;
  seatCategoryId @2 :Int32;
}

struct Area {
  areaId @0 :Int32;
  blockIds @1 :List(Int32);
}

struct SeatCategory {
  areas @0 :List(Area);
  seatCategoryId @1 :Int32;
}

struct Performance {
  eventId @0 :Int32;
  id @1 :Int32;
  logo @2 :Text;
  name @3 :Text;
  prices @4 :List(Price);
  seatCategories @5 :List(SeatCategory);
  seatMapImage @6 :Text;
  start @7 :Int64;
  venueCode @8 :Text;
}

struct CitmCatalog {
  areaNames @0 :List(Name);
  audienceSubCategoryNames @1 :List(Name);
  blockNames @2 :List(Name);
  events @3 :List(EventEntry);
  performances @4 :List(Performance);
  seatCategoryNames @5 :List(Name);
  subTopicNames @6 :List(Name);
  subjectNames @7 :List(Name);
  topicNames @8 :List(Name);
  topicSubTopics @9 :List(IdsEntry);
  venueNames @10 :List(Name);
}
