// The twitter.json corpus of the JSON parsing benchmarks (nativejson-benchmark): one page of Twitter's search API.
// Every field of the document, in its order; a field the document leaves null (or out) is optional. The
// document's never-set geo, coordinates, place and contributors are optional strings.
// TwitterUser.is_protected is the document's "protected", a keyword in Java and Thrift.
namespace java serbench.gen.thrift.twitter

struct Size {
  1: required i32 w;
  2: required i32 h;
  3: required string resize;
}

struct Sizes {
  1: required Size medium;
  2: required Size small;
  3: required Size thumb;
  4: required Size large;
}

struct MediaEntity {
  1: required i64 id;
  2: required string id_str;
  3: required list<i32> indices;
  4: required string media_url;
  5: required string media_url_https;
  6: required string url;
  7: required string display_url;
  8: required string expanded_url;
  9: required string type;
  10: required Sizes sizes;
  11: optional i64 source_status_id;
  12: optional string source_status_id_str;
}

struct UserMention {
  1: required string screen_name;
  2: required string name;
  3: required i64 id;
  4: required string id_str;
  5: required list<i32> indices;
}

struct Url {
  1: required string url;
  2: required string expanded_url;
  3: required string display_url;
  4: required list<i32> indices;
}

struct Hashtag {
  1: required string text;
  2: required list<i32> indices;
}

struct Entities {
  1: required list<Hashtag> hashtags;
  2: required list<Hashtag> symbols;
  3: required list<Url> urls;
  4: required list<UserMention> user_mentions;
  5: optional list<MediaEntity> media;
}

struct UrlEntities {
  1: required list<Url> urls;
}

struct UserEntities {
  1: optional UrlEntities url;
  2: required UrlEntities description;
}

struct TwitterUser {
  1: required i64 id;
  2: required string id_str;
  3: required string name;
  4: required string screen_name;
  5: required string location;
  6: required string description;
  7: optional string url;
  8: required UserEntities entities;
  9: required bool is_protected;
  10: required i32 followers_count;
  11: required i32 friends_count;
  12: required i32 listed_count;
  13: required string created_at;
  14: required i32 favourites_count;
  15: optional i32 utc_offset;
  16: optional string time_zone;
  17: required bool geo_enabled;
  18: required bool verified;
  19: required i32 statuses_count;
  20: required string lang;
  21: required bool contributors_enabled;
  22: required bool is_translator;
  23: required bool is_translation_enabled;
  24: required string profile_background_color;
  25: required string profile_background_image_url;
  26: required string profile_background_image_url_https;
  27: required bool profile_background_tile;
  28: required string profile_image_url;
  29: required string profile_image_url_https;
  30: optional string profile_banner_url;
  31: required string profile_link_color;
  32: required string profile_sidebar_border_color;
  33: required string profile_sidebar_fill_color;
  34: required string profile_text_color;
  35: required bool profile_use_background_image;
  36: required bool default_profile;
  37: required bool default_profile_image;
  38: required bool following;
  39: required bool follow_request_sent;
  40: required bool notifications;
}

struct Metadata {
  1: required string result_type;
  2: required string iso_language_code;
}

struct Status {
  1: required Metadata metadata;
  2: required string created_at;
  3: required i64 id;
  4: required string id_str;
  5: required string text;
  6: required string source;
  7: required bool truncated;
  8: optional i64 in_reply_to_status_id;
  9: optional string in_reply_to_status_id_str;
  10: optional i64 in_reply_to_user_id;
  11: optional string in_reply_to_user_id_str;
  12: optional string in_reply_to_screen_name;
  13: required TwitterUser user;
  14: optional string geo;
  15: optional string coordinates;
  16: optional string place;
  17: optional string contributors;
  18: optional Status retweeted_status;
  19: required i32 retweet_count;
  20: required i32 favorite_count;
  21: required Entities entities;
  22: required bool favorited;
  23: required bool retweeted;
  24: optional bool possibly_sensitive;
  25: required string lang;
}

struct SearchMetadata {
  1: required double completed_in;
  2: required i64 max_id;
  3: required string max_id_str;
  4: required string next_results;
  5: required string query;
  6: required string refresh_url;
  7: required i32 count;
  8: required i64 since_id;
  9: required string since_id_str;
}

struct SearchResult {
  1: required list<Status> statuses;
  2: required SearchMetadata search_metadata;
}
