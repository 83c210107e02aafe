"""Hessian 1 and 2, read only: python-hessian's parser reads one bare value (no call or reply envelope)."""
import io
from types import SimpleNamespace

from pyhessian.parser import Parser
from pyhessian.protocol import Binary

from outcomes import NotApplicable


def _reader(version):
    def read(data, case):
        parser = Parser()
        parser.version = version  # selects the version's reader, as reading the envelope's header would
        parser._stream = io.BytesIO(data)
        return _value(parser.read_object())
    return read


def write(value, case):
    # a Hessian object carries its Java class name, and the value serbench hands over has none
    raise NotApplicable("python-hessian writes Java objects only by their class names, which the peer is not given")


def _value(v):
    if isinstance(v, (bool, float, str)):
        return v
    if isinstance(v, int):
        return int(v)  # python-hessian's long is an int subclass with attributes
    if isinstance(v, Binary):
        return bytes(v.value)
    if isinstance(v, (list, tuple)):
        return [_value(x) for x in v]
    if isinstance(v, dict):
        return {k: _value(x) for k, x in v.items()}
    if hasattr(v, "__dict__") and not isinstance(v, type):
        fields = {k: _value(x) for k, x in vars(v).items() if not k.startswith("_")}
        # Hessian writes a Java enum as an object of its one field, name
        return fields["name"] if fields.keys() == {"name"} else fields
    return v


Hessian1 = SimpleNamespace(read=_reader(1), write=write)
Hessian2 = SimpleNamespace(read=_reader(2), write=write)
