"""Apache Fory's cross-language (xlang) format with pyfory, in the codec's configuration: compatible mode (field
names and types in the bytes), no reference tracking, every class registered by numeric id. The data sets' classes
are written here as pyfory dataclasses, field for field as Java declares them: an int is Int32 and a long Int64 (both
varints, as Java writes them), a float Float32, a double float, a @Nullable field Optional; Java's camelCase fields are
snake_case on the wire, as pyfory names them. case: "types" (a JSON file: each Java class name -> the id Java's Fory
registered it under) and "type" (the root's Java class name)."""
import dataclasses
import enum
import json
import typing
from typing import Dict, List, Optional

import pyfory
from pyfory import Float32, Int32, Int64

import names
from outcomes import NotApplicable


@dataclasses.dataclass
class User:
    id: str
    weight: Int32
    age: Int32
    name: str
    title: str
    desc: str


@dataclasses.dataclass
class UserSmall:
    age: Int32
    username: str
    address: str


class PhoneType(enum.Enum):
    MOBILE = 0
    HOME = 1
    WORK = 2


@dataclasses.dataclass
class PhoneNumber:
    number: str
    type: Optional[PhoneType]


@dataclasses.dataclass
class Person:
    name: str
    id: Int32
    email: Optional[str]
    phones: List[PhoneNumber]


@dataclasses.dataclass
class AddressBook:
    name: str
    persons: List[Person]


class EnumType(enum.Enum):
    UNIVERSAL = 0
    WEB = 1
    IMAGES = 2
    LOCAL = 3
    NEWS = 4
    PRODUCTS = 5
    VIDEO = 6


@dataclasses.dataclass
class InnerMessage:
    name: Optional[str]
    id: Int32
    type: EnumType


@dataclasses.dataclass
class Message:
    # Java has no unsigned types: the uint and fixed fields are Java's int and long, and cross as those
    str_obj: str
    int32_obj: Int32
    int64_obj: Int64
    uint32_obj: Int32
    uint64_obj: Int64
    sint32_obj: Int32
    sint64_obj: Int64
    fixed32_obj: Int32
    fixed64_obj: Int64
    sfixed32_obj: Int32
    sfixed64_obj: Int64
    bool_obj: bool
    bytes_obj: bytes
    folat_obj: Float32
    double_obj: List[float]
    inner_message: Optional[InnerMessage]


@dataclasses.dataclass
class DnsRecord:
    key: str
    value: str
    first: str
    last: str
    type: str
    ttl: Int32


@dataclasses.dataclass
class DnsResponse:
    records: List[DnsRecord]


class Type(enum.Enum):
    UNKNOWN = 0
    FOO = 1
    BAR = 2


@dataclasses.dataclass
class Foo:
    type: Type
    flag: bool
    num32: Int32
    num64: Int64
    str: Optional[str]
    children: Optional[List["Foo"]]


class Size(enum.Enum):
    SMALL = 0
    LARGE = 1


class Player(enum.Enum):
    JAVA = 0
    FLASH = 1


@dataclasses.dataclass
class Image:
    uri: str
    title: Optional[str]
    width: Int32
    height: Int32
    size: Size


@dataclasses.dataclass
class Media:
    uri: str
    title: Optional[str]
    width: Int32
    height: Int32
    format: str
    duration: Int64
    size: Int64
    bitrate: Optional[Int32]
    persons: List[str]
    player: Player
    copyright: Optional[str]


@dataclasses.dataclass
class MediaContent:
    images: List[Image]
    media: Media


@dataclasses.dataclass
class EdgeCases:
    beyond_double: Int64
    int_min: Int32
    int_max: Int32
    long_min: Int64
    long_max: Int64
    not_a_number: float
    positive_infinity: float
    negative_infinity: float
    empty: str
    absent: Optional[str]
    astral: str
    empty_list: List[str]
    counts: Dict[str, Int64]


# The Java model class each stands for: the names Java's Fory registered, by id, in the case's "types"
CLASSES = {"serbench.data." + java: cls for java, cls in {
    "user.User": User, "usersmall.User": UserSmall,
    "addressbook.AddressBook": AddressBook, "addressbook.Person": Person, "addressbook.PhoneNumber": PhoneNumber,
    "addressbook.PhoneType": PhoneType,
    "message.Message": Message, "message.InnerMessage": InnerMessage, "message.EnumType": EnumType,
    "dns.DnsRecord": DnsRecord, "dns.DnsResponse": DnsResponse,
    "tree.Foo": Foo, "tree.Type": Type,
    "media.MediaContent": MediaContent, "media.Media": Media, "media.Image": Image, "media.Size": Size,
    "media.Player": Player,
    "edgecases.EdgeCases": EdgeCases,
}.items()}


def _fory(case):
    fory = pyfory.Fory(xlang=True, ref=False, compatible=True)
    types = json.loads((case["dir"] / case["types"]).read_text("utf-8"))
    for java, type_id in types.items():
        cls = CLASSES.get(java)
        if cls is None:
            raise NotApplicable(f"the peer has pyfory classes of the built-in data sets only, none of {java}")
        fory.register_type(cls, type_id=type_id)
    return fory


def read(data, case):
    return _to_value(_fory(case).deserialize(data))


def write(value, case):
    fory = _fory(case)
    return fory.serialize(_build(CLASSES[case["type"]], value))


def _to_value(obj):
    if dataclasses.is_dataclass(obj):
        return {f.name: _to_value(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, enum.Enum):
        return obj.name
    if isinstance(obj, list):
        return [_to_value(v) for v in obj]
    if isinstance(obj, dict):
        return {k: _to_value(v) for k, v in obj.items()}
    return obj


def _build(hint, v):
    """The value's JSON as the instance of the class `hint` names, following its type hints."""
    if v is None:
        return None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union:   # Optional[X]
        return _build(next(a for a in args if a is not type(None)), v)
    if origin is list:
        return [_build(args[0], x) for x in v]
    if origin is dict:
        return {k: _build(args[1], x) for k, x in v.items()}
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint[v]
    if dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        return hint(**{f.name: _build(hints[f.name], names.pick(v, f.name)) for f in dataclasses.fields(hint)})
    return v
