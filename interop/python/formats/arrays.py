"""MessagePack and CBOR in Jackson's array shape: each model object is the array of its values, no field names.
The field order is the schema, as the Java side reports it. case: "fields" (its JSON file:
{"root": shape, "classes": {class: [[field, shape], ...]}}, a shape being {"class"}, {"items"}, {"values"} or null)."""
import json
from types import SimpleNamespace

import cbor2
import msgpack


def _schema(case):
    return json.loads((case["dir"] / case["fields"]).read_text("utf-8"))


def _objects(value, shape, classes):
    """The arrays read, as the dicts of field names that the value's JSON has."""
    if value is None or shape is None:
        return value
    if "items" in shape:
        return [_objects(v, shape["items"], classes) for v in value]
    if "values" in shape:
        return {k: _objects(v, shape["values"], classes) for k, v in value.items()}
    fields = classes[shape["class"]]
    if len(value) != len(fields):
        raise ValueError(f"{shape['class']} has {len(fields)} fields, the array {len(value)} values")
    return {name: _objects(v, s, classes) for (name, s), v in zip(fields, value)}


def _arrays(value, shape, classes):
    """The value's dicts as the arrays of their values in field order."""
    if value is None or shape is None:
        return value
    if "items" in shape:
        return [_arrays(v, shape["items"], classes) for v in value]
    if "values" in shape:
        return {k: _arrays(v, shape["values"], classes) for k, v in value.items()}
    return [_arrays(value.get(name), s, classes) for name, s in classes[shape["class"]]]


def _format(loads, dumps):
    def read(data, case):
        schema = _schema(case)
        return _objects(loads(data), schema["root"], schema["classes"])

    def write(value, case):
        schema = _schema(case)
        return dumps(_arrays(value, schema["root"], schema["classes"]))

    return SimpleNamespace(read=read, write=write)


MsgpackArray = _format(lambda d: msgpack.unpackb(d, raw=False), msgpack.packb)
CborArray = _format(cbor2.loads, cbor2.dumps)
