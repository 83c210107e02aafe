"""Avro binary (no container): fastavro with the writer's schema, as the Java codec reports it (the .avsc for specific
and generic records, the schema Avro derives from the classes for reflect). case: "schema" (its JSON file)."""
import io
import json

import fastavro

import names


def _schema(case):
    return fastavro.parse_schema(json.loads((case["dir"] / case["schema"]).read_text("utf-8")))


def read(data, case):
    return fastavro.schemaless_reader(io.BytesIO(data), _schema(case), None)


def write(value, case):
    schema = _schema(case)
    out = io.BytesIO()
    fastavro.schemaless_writer(out, schema, _conform(value, schema))
    return out.getvalue()


def _conform(value, schema):
    """The value with the schema's field names and enum symbols (fastavro looks both up exactly)."""
    if isinstance(schema, list):
        branch = next((s for s in schema if s != "null"), None) if value is not None else "null"
        return _conform(value, branch)
    if isinstance(schema, dict):
        kind = schema["type"]
        if kind == "record" or kind == "error":
            return {f["name"]: _conform(names.pick(value, f["name"]), f["type"]) for f in schema["fields"]}
        if kind == "array":
            return None if value is None else [_conform(v, schema["items"]) for v in value]
        if kind == "map":
            return None if value is None else {k: _conform(v, schema["values"]) for k, v in value.items()}
        if kind == "enum" and value is not None:
            return next((s for s in schema["symbols"] if names.key(s) == names.key(value)), value)
    return value
