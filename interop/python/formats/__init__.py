"""The formats this peer reads and writes, by the name serbench's Java side gives them (serbench.interop.PeerFormat).
Each module has read(data: bytes, case) -> value and write(value, case) -> bytes."""
from . import arrays, avro, capnp, fbs, fory, hessian, javaser, protobuf, selfdescribing, thrift

FORMATS = {
    **selfdescribing.FORMATS,
    "protobuf": protobuf,
    "protobuf-json": protobuf.Json,
    "avro": avro,
    "thrift-binary": thrift.Binary,
    "thrift-compact": thrift.Compact,
    "capnp": capnp,
    "flatbuffers": fbs,
    "java-serialization": javaser,
    "hessian1": hessian.Hessian1,
    "hessian2": hessian.Hessian2,
    "msgpack-array": arrays.MsgpackArray,
    "cbor-array": arrays.CborArray,
    "fory-xlang": fory,
}
