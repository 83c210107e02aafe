"""Java serialization, read only: javaobj-py3 parses the object stream into instances with their fields."""
import javaobj.v2 as javaobj
from javaobj.v2.beans import JavaEnum, JavaInstance, JavaString

from outcomes import NotApplicable


def read(data, case):
    return _value(javaobj.loads(data))


def write(value, case):
    raise NotApplicable("javaobj-py3 only reads Java serialization")


def _value(v):
    if isinstance(v, JavaString):
        return str(v)
    if isinstance(v, JavaEnum):
        return str(v.value)
    if isinstance(v, (list, tuple)):  # first: javaobj's ArrayList is a list and an instance
        return [_value(x) for x in v]
    if isinstance(v, JavaInstance):
        fields = {f.name: _value(x) for fs in v.field_data.values() for f, x in fs.items()}
        # a boxed number (Integer, Long ...) is its value
        return fields["value"] if v.classdesc.name.startswith("java.lang.") and "value" in fields else fields
    if isinstance(v, (bytes, bytearray)):
        return bytes(v)
    return v
