"""protobuf: the messages are built at run time from the descriptors of the Java side's generated classes (the same
.proto files), so no protoc is needed. case: "descriptors" (a FileDescriptorSet file), "type" (the full name)."""
from google.protobuf import descriptor_pb2, descriptor_pool, json_format, message_factory
from google.protobuf.descriptor import FieldDescriptor

import names

# Where a .proto names a field otherwise than the Java model beyond case and underscores (its Java conversion
# maps it by hand): the .proto's name -> the model's.
RENAMED = {"person": "persons", "phone": "phones"}
# protobuf has no null list: an empty repeated field is the model's empty list, as the Java conversions read it,
# but for these, whose model holds null for none (tree's leaf has no children list at all).
NULL_WHEN_EMPTY = {"children"}


def _message_class(case):
    files = descriptor_pb2.FileDescriptorSet.FromString((case["dir"] / case["descriptors"]).read_bytes())
    pool = descriptor_pool.DescriptorPool()
    for f in files.file:
        pool.Add(f)
    return message_factory.GetMessageClass(pool.FindMessageTypeByName(case["type"]))


def read(data, case):
    return _to_value(_message_class(case).FromString(data))


def write(value, case):
    message = _message_class(case)()
    _fill(message, value)
    return message.SerializeToString()


class Json:
    """protobuf-json: protobuf's canonical JSON mapping (proto3 JSON) of the same messages, by the library's own
    json_format with its defaults, as the Java side's JsonFormat: lowerCamelCase names, int64 as strings, bytes as
    base64; its parser, like Java's, rejects an unknown field. Not plain JSON: only this mapping reads it back."""

    @staticmethod
    def read(data, case):
        return _to_value(json_format.Parse(data.decode("utf-8"), _message_class(case)()))

    @staticmethod
    def write(value, case):
        message = _message_class(case)()
        _fill(message, value)
        return json_format.MessageToJson(message, indent=None, ensure_ascii=False).encode("utf-8")


def _to_value(message):
    # ListFields leaves out an empty repeated field
    present = dict(message.ListFields())
    fields = [f for f in message.DESCRIPTOR.fields if f in present or _repeated(f) and f.name not in NULL_WHEN_EMPTY]
    return {RENAMED.get(f.name, f.name): _field_value(f, getattr(message, f.name)) for f in fields}


def _field_value(field, v):
    if _map(field):
        value_field = field.message_type.fields_by_name["value"]
        return {k: _scalar(value_field, x) for k, x in v.items()}
    return [_scalar(field, x) for x in v] if _repeated(field) else _scalar(field, v)


def _scalar(field, v):
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        return _to_value(v)
    if field.type == FieldDescriptor.TYPE_ENUM:
        return field.enum_type.values_by_number[v].name
    return v


def _fill(message, value):
    for field in message.DESCRIPTOR.fields:
        v = names.pick(value, RENAMED.get(field.name, field.name))
        if v is None:
            continue
        if _map(field):
            getattr(message, field.name).update(v)   # the data sets' maps hold scalars
        elif field.type == FieldDescriptor.TYPE_MESSAGE:
            if _repeated(field):
                for x in v:
                    _fill(getattr(message, field.name).add(), x)
            else:
                _fill(getattr(message, field.name), v)
        elif _repeated(field):
            getattr(message, field.name).extend(_enum(field, x) for x in v)
        else:
            setattr(message, field.name, _enum(field, v))


def _enum(field, v):
    if field.type != FieldDescriptor.TYPE_ENUM:
        return v
    return next(e.number for e in field.enum_type.values if names.key(e.name) == names.key(v))


def _repeated(field):
    # is_repeated in protobuf 6 and later; label before
    return field.is_repeated if hasattr(field, "is_repeated") else field.label == FieldDescriptor.LABEL_REPEATED


def _map(field):
    return field.type == FieldDescriptor.TYPE_MESSAGE and field.message_type.GetOptions().map_entry
