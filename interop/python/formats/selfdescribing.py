"""Formats that carry their own field names: the value is a tree of dicts, lists and scalars both ways."""
import base64
import json
from collections.abc import Mapping
from types import SimpleNamespace

import bson
import cbor2
import msgpack
from amazon.ion import simpleion
from amazon.ion.core import IonType
from amazon.ion.simple_types import IonPyNull


def _json_bytes(obj):
    # JSON has no byte string: base64, as Jackson writes a byte[]
    if isinstance(obj, bytes):
        return base64.b64encode(obj).decode("ascii")
    raise TypeError(f"{type(obj).__name__} is no JSON value")


def _plain(value):
    """Ion's IonPy* values as plain Python ones (its symbols and strings both as str)."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, IonPyNull):
        return None
    if getattr(value, "ion_type", None) == IonType.BOOL:
        return bool(value)
    for plain in (int, float, str, bytes):
        if isinstance(value, plain):
            return plain(value)
    return value


def _format(read, write):
    return SimpleNamespace(read=lambda data, case: read(data), write=lambda value, case: write(value))


FORMATS = {
    "json": _format(lambda d: json.loads(d.decode("utf-8")),
                    lambda v: json.dumps(v, ensure_ascii=False, default=_json_bytes).encode("utf-8")),
    "msgpack": _format(lambda d: msgpack.unpackb(d, raw=False), msgpack.packb),
    "cbor": _format(cbor2.loads, cbor2.dumps),
    "bson": _format(bson.decode, bson.encode),
    "ion": _format(lambda d: _plain(simpleion.loads(d, single_value=True)), lambda v: simpleion.dumps(v, binary=True)),
}
