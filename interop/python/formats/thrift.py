"""Thrift's binary and compact protocols: thriftpy2 loads the data set's .thrift at run time.
case: "schema" (the .thrift file), "type" (the struct's name)."""
from types import SimpleNamespace

import thriftpy2
from thriftpy2.protocol import TBinaryProtocolFactory, TCompactProtocolFactory
from thriftpy2.thrift import TType
from thriftpy2.utils import deserialize, serialize

import names


def _struct(case):
    path = case["dir"] / case["schema"]
    module = thriftpy2.load(str(path), module_name=path.stem.replace(".", "_") + "_thrift")
    return getattr(module, case["type"])


def _to_value(obj):
    return {spec[1]: _from(spec, getattr(obj, spec[1])) for spec in obj.thrift_spec.values()
            if getattr(obj, spec[1]) is not None}


def _from(spec, v):
    ttype, extra = spec[0], spec[2] if len(spec) > 3 else None
    if ttype == TType.STRUCT:
        return _to_value(v)
    if ttype in (TType.LIST, TType.SET):
        return [_from(_element(extra), x) for x in v]
    if ttype == TType.I32 and isinstance(extra, type):  # an enum: thriftpy2 keeps its class in the spec
        return extra._VALUES_TO_NAMES[v]
    return v


def _element(extra):
    return (extra[0], None, extra[1], None) if isinstance(extra, tuple) else (extra, None)


def _build(cls, value):
    obj = cls()
    for spec in cls.thrift_spec.values():
        v = names.pick(value, spec[1])
        if v is not None:
            setattr(obj, spec[1], _to(spec, v))
    return obj


def _to(spec, v):
    ttype, extra = spec[0], spec[2] if len(spec) > 3 else None
    if ttype == TType.STRUCT:
        return _build(extra, v)
    if ttype in (TType.LIST, TType.SET):
        return [_to(_element(extra), x) for x in v]
    if ttype == TType.I32 and isinstance(extra, type):
        return next(n for name, n in extra._NAMES_TO_VALUES.items() if names.key(name) == names.key(v))
    return v


def _protocol(factory):
    return SimpleNamespace(
        read=lambda data, case: _to_value(deserialize(_struct(case)(), data, factory)),
        write=lambda value, case: serialize(_build(_struct(case), value), factory))


Binary = _protocol(TBinaryProtocolFactory())
Compact = _protocol(TCompactProtocolFactory())
