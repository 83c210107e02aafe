"""Cap'n Proto, standard unpacked framing: pycapnp loads the data set's .capnp at run time. The Java mapping's
conventions (the data set's .capnp says them): an unset Text or List is the model's null, and a union of
`unset` and `value` is a nullable number. case: "schema" (the .capnp file), "imports" (the folder holding
/capnp/java.capnp), "type" (the struct's name)."""
import capnp as pycapnp

import names

pycapnp.remove_import_hook()


def _struct(case):
    module = pycapnp.load(str(case["dir"] / case["schema"]), imports=[str(case["imports"])])
    return getattr(module, case["type"])


def read(data, case):
    with _struct(case).from_bytes(data, traversal_limit_in_words=1 << 30) as root:
        return _to_value(root)


def write(value, case):
    message = _struct(case).new_message()
    _fill(message, value)
    return message.to_bytes()


def _to_value(reader):
    out = {}
    for field in reader.schema.non_union_fields:
        if not _slot(reader, field):
            group = getattr(reader, field)
            which = group.which()
            out[field] = None if which == "unset" else _from(getattr(group, which), _type(group, which))
        elif _type(reader, field).which() in ("text", "data", "list", "struct") and not reader._has(field):
            out[field] = None
        else:
            out[field] = _from(getattr(reader, field), _type(reader, field))
    return out


def _from(v, type_):
    kind = type_.which()
    if kind == "struct":
        return _to_value(v)
    if kind == "enum":
        return names.upper_snake(str(v))
    if kind == "list":
        return [_from(x, type_.list.elementType) for x in v]
    if kind == "data":
        return bytes(v)
    return v


def _type(reader, field):
    return reader.schema.fields[field].proto.slot.type


def _slot(reader, field):
    return reader.schema.fields[field].proto.which() == "slot"


def _fill(builder, value):
    for field in builder.schema.non_union_fields:
        v = names.pick(value, field)
        if not _slot(builder, field):
            group = getattr(builder, field)
            if v is None:
                group.unset = None
            else:
                group.value = _to(v, _type(group, "value"))
            continue
        if v is None:
            continue
        kind = _type(builder, field).which()
        if kind == "struct":
            _fill(getattr(builder, field), v)
        elif kind == "list":
            items = builder.init(field, len(v))
            for i, x in enumerate(v):
                if isinstance(x, dict):
                    _fill(items[i], x)
                else:
                    items[i] = _to(x, _type(builder, field).list.elementType)
        else:
            setattr(builder, field, _to(v, _type(builder, field)))


def _to(v, type_):
    return names.camel(v) if type_.which() == "enum" else v
