# The twitter.json corpus of the JSON parsing benchmarks (nativejson-benchmark): one page of Twitter's search API.
# Every field of the document, in its order (in camelCase, as capnp wants). Text, List and struct fields are
# pointers: unset is the model's null. Cap'n Proto has no null for a number or a bool, so each nullable one is a
# union whose first member, unset, is the model's null. TwitterUser.isProtected is the document's "protected".
@0xb42dff58663fd30b;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.twitter");
$Java.outerClassname("TwitterSchema");

struct SearchResult {
  statuses @0 :List(Status);
  searchMetadata @1 :SearchMetadata;
}

struct SearchMetadata {
  completedIn @0 :Float64;
  maxId @1 :Int64;
  maxIdStr @2 :Text;
  nextResults @3 :Text;
  query @4 :Text;
  refreshUrl @5 :Text;
  count @6 :Int32;
  sinceId @7 :Int64;
  sinceIdStr @8 :Text;
}

struct Status {
  metadata @0 :Metadata;
  createdAt @1 :Text;
  id @2 :Int64;
  idStr @3 :Text;
  text @4 :Text;
  source @5 :Text;
  truncated @6 :Bool;
  inReplyToStatusId :union {
    unset @7 :Void;
    value @8 :Int64;
  }
  inReplyToStatusIdStr @9 :Text;
  inReplyToUserId :union {
    unset @10 :Void;
    value @11 :Int64;
  }
  inReplyToUserIdStr @12 :Text;
  inReplyToScreenName @13 :Text;
  user @14 :TwitterUser;
  geo @15 :Text;
  coordinates @16 :Text;
  place @17 :Text;
  contributors @18 :Text;
  retweetedStatus @19 :Status;
  retweetCount @20 :Int32;
  favoriteCount @21 :Int32;
  entities @22 :Entities;
  favorited @23 :Bool;
  retweeted @24 :Bool;
  possiblySensitive :union {
    unset @25 :Void;
    value @26 :Bool;
  }
  lang @27 :Text;
}

struct Metadata {
  resultType @0 :Text;
  isoLanguageCode @1 :Text;
}

struct TwitterUser {
  id @0 :Int64;
  idStr @1 :Text;
  name @2 :Text;
  screenName @3 :Text;
  location @4 :Text;
  description @5 :Text;
  url @6 :Text;
  entities @7 :UserEntities;
  isProtected @8 :Bool;
  followersCount @9 :Int32;
  friendsCount @10 :Int32;
  listedCount @11 :Int32;
  createdAt @12 :Text;
  favouritesCount @13 :Int32;
  utcOffset :union {
    unset @14 :Void;
    value @15 :Int32;
  }
  timeZone @16 :Text;
  geoEnabled @17 :Bool;
  verified @18 :Bool;
  statusesCount @19 :Int32;
  lang @20 :Text;
  contributorsEnabled @21 :Bool;
  isTranslator @22 :Bool;
  isTranslationEnabled @23 :Bool;
  profileBackgroundColor @24 :Text;
  profileBackgroundImageUrl @25 :Text;
  profileBackgroundImageUrlHttps @26 :Text;
  profileBackgroundTile @27 :Bool;
  profileImageUrl @28 :Text;
  profileImageUrlHttps @29 :Text;
  profileBannerUrl @30 :Text;
  profileLinkColor @31 :Text;
  profileSidebarBorderColor @32 :Text;
  profileSidebarFillColor @33 :Text;
  profileTextColor @34 :Text;
  profileUseBackgroundImage @35 :Bool;
  defaultProfile @36 :Bool;
  defaultProfileImage @37 :Bool;
  following @38 :Bool;
  followRequestSent @39 :Bool;
  notifications @40 :Bool;
}

struct UserEntities {
  url @0 :UrlEntities;
  description @1 :UrlEntities;
}

struct UrlEntities {
  urls @0 :List(Url);
}

struct Entities {
  hashtags @0 :List(Hashtag);
  symbols @1 :List(Hashtag);
  urls @2 :List(Url);
  userMentions @3 :List(UserMention);
  media @4 :List(MediaEntity);
}

struct Hashtag {
  text @0 :Text;
  indices @1 :List(Int32);
}

struct Url {
  url @0 :Text;
  expandedUrl @1 :Text;
  displayUrl @2 :Text;
  indices @3 :List(Int32);
}

struct UserMention {
  screenName @0 :Text;
  name @1 :Text;
  id @2 :Int64;
  idStr @3 :Text;
  indices @4 :List(Int32);
}

struct MediaEntity {
  id @0 :Int64;
  idStr @1 :Text;
  indices @2 :List(Int32);
  mediaUrl @3 :Text;
  mediaUrlHttps @4 :Text;
  url @5 :Text;
  displayUrl @6 :Text;
  expandedUrl @7 :Text;
  type @8 :Text;
  sizes @9 :Sizes;
  sourceStatusId :union {
    unset @10 :Void;
    value @11 :Int64;
  }
  sourceStatusIdStr @12 :Text;
}

struct Sizes {
  medium @0 :Size;
  small @1 :Size;
  thumb @2 :Size;
  large @3 :Size;
}

struct Size {
  w @0 :Int32;
  h @1 :Int32;
  resize @2 :Text;
}
