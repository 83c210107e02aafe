"""FlatBuffers without flatc: the data set's .fbs is read here (its enums and tables: what the data sets use),
and its tables are read and built through the flatbuffers library's Table and Builder, slot by slot, as
flatc's generated Python would. case: "schema" (the .fbs file), "type" (the root table: one .fbs may have several)."""
import re

import flatbuffers
from flatbuffers import number_types as N
from flatbuffers.table import Table

import names

# scalar type -> (flags for reading, size, Builder's slot and element methods)
SCALARS = {
    "bool": (N.BoolFlags, 1, "PrependBoolSlot", "PrependBool"),
    "byte": (N.Int8Flags, 1, "PrependInt8Slot", "PrependInt8"),
    "ubyte": (N.Uint8Flags, 1, "PrependUint8Slot", "PrependUint8"),
    "short": (N.Int16Flags, 2, "PrependInt16Slot", "PrependInt16"),
    "ushort": (N.Uint16Flags, 2, "PrependUint16Slot", "PrependUint16"),
    "int": (N.Int32Flags, 4, "PrependInt32Slot", "PrependInt32"),
    "uint": (N.Uint32Flags, 4, "PrependUint32Slot", "PrependUint32"),
    "long": (N.Int64Flags, 8, "PrependInt64Slot", "PrependInt64"),
    "ulong": (N.Uint64Flags, 8, "PrependUint64Slot", "PrependUint64"),
    "float": (N.Float32Flags, 4, "PrependFloat32Slot", "PrependFloat32"),
    "double": (N.Float64Flags, 8, "PrependFloat64Slot", "PrependFloat64"),
}


class Schema:
    def __init__(self, text):
        text = re.sub(r"//[^\n]*", "", text)
        self.enums = {}
        for name, base, body in re.findall(r"enum\s+(\w+)\s*:\s*(\w+)\s*\{([^}]*)\}", text):
            values = [v.split("=") for v in body.split(",") if v.strip()]
            self.enums[name] = (base, {int(n): s.strip() for s, n in values})
        self.tables = {}
        for name, body in re.findall(r"table\s+(\w+)\s*\{([^}]*)\}", text):
            fields = []
            for field in re.findall(r"(\w+)\s*:\s*([^;]+);", body):
                fname, rest = field
                m = re.match(r"(\[?\w+\]?)\s*(?:=\s*(\S+))?\s*(?:\((.*)\))?", rest.strip())
                ftype, default, attributes = m.groups()
                ident = re.search(r"id\s*:\s*(\d+)", attributes or "")
                fields.append((int(ident.group(1)) if ident else len(fields), fname, ftype, default))
            self.tables[name] = sorted(fields)

    def scalar(self, ftype):
        """The scalar type of a field type (an enum's base), or None for a string, vector or table."""
        return self.enums[ftype][0] if ftype in self.enums else ftype if ftype in SCALARS else None


def _schema(case):
    return Schema((case["dir"] / case["schema"]).read_text("utf-8"))


def read(data, case):
    schema = _schema(case)
    buf = bytearray(data)
    return _table(schema, case["type"], Table(buf, flatbuffers.encode.Get(N.UOffsetTFlags.packer_type, buf, 0)))


def _table(schema, name, tab):
    out = {}
    for ident, fname, ftype, default in schema.tables[name]:
        o = tab.Offset(4 + 2 * ident)
        if o == 0:
            scalar = schema.scalar(ftype)
            absent = None if scalar is None or default == "null" else _default(scalar, default)
            out[fname] = _enum(schema, ftype, absent)
        else:
            out[fname] = _field(schema, ftype, tab, tab.Pos + o, o)
    return out


def _field(schema, ftype, tab, at, o):
    if ftype.startswith("["):
        element = ftype[1:-1]
        start, count = tab.Vector(o), tab.VectorLen(o)
        if element == "ubyte":
            return bytes(tab.Bytes[start:start + count])
        size = SCALARS[schema.scalar(element)][1] if schema.scalar(element) else 4
        return [_element(schema, element, tab, start + i * size) for i in range(count)]
    return _element(schema, ftype, tab, at)


def _element(schema, ftype, tab, at):
    scalar = schema.scalar(ftype)
    if scalar is not None:
        return _enum(schema, ftype, tab.Get(SCALARS[scalar][0], at))
    if ftype == "string":
        return tab.String(at).decode("utf-8")
    return _table(schema, ftype, Table(tab.Bytes, tab.Indirect(at)))


def _enum(schema, ftype, v):
    return schema.enums[ftype][1][v] if ftype in schema.enums and v is not None else v


def _default(scalar, default):
    if default is None:
        return False if scalar == "bool" else 0
    return default == "true" if scalar == "bool" else float(default) if scalar in ("float", "double") else int(default)


def write(value, case):
    schema = _schema(case)
    builder = flatbuffers.Builder(1024)
    builder.Finish(_build(schema, builder, case["type"], value))
    return bytes(builder.Output())


def _build(schema, b, name, value):
    fields = schema.tables[name]
    # strings, vectors and tables first: a table's offsets point at objects already written
    offsets = {}
    for ident, fname, ftype, _ in fields:
        v = names.pick(value, fname)
        if v is not None and schema.scalar(ftype) is None:
            offsets[ident] = _offset(schema, b, ftype, v)
    b.StartObject(1 + max(ident for ident, *_ in fields))
    for ident, fname, ftype, default in fields:
        v = names.pick(value, fname)
        if ident in offsets:
            b.PrependUOffsetTRelativeSlot(ident, offsets[ident], 0)
        elif v is not None and schema.scalar(ftype) is not None:
            scalar = schema.scalar(ftype)
            # an optional scalar (= null) is written whatever its value; others are left out at their default
            getattr(b, SCALARS[scalar][2])(ident, _number(schema, ftype, v),
                                           None if default == "null" else _default(scalar, default))
    return b.EndObject()


def _offset(schema, b, ftype, v):
    if ftype == "string":
        return b.CreateString(v)
    if not ftype.startswith("["):
        return _build(schema, b, ftype, v)
    element = ftype[1:-1]
    if element == "ubyte":
        return b.CreateByteVector(bytes(v))
    scalar = schema.scalar(element)
    items = v if scalar else [_offset(schema, b, element, x) for x in v]
    size = SCALARS[scalar][1] if scalar else 4
    b.StartVector(size, len(items), size)
    for x in reversed(items):
        if scalar:
            getattr(b, SCALARS[scalar][3])(_number(schema, element, x))
        else:
            b.PrependUOffsetTRelative(x)
    return b.EndVector()


def _number(schema, ftype, v):
    if ftype in schema.enums:
        return next(n for n, s in schema.enums[ftype][1].items() if names.key(s) == names.key(v))
    return v
