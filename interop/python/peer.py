"""The Python peer of 'serbench interop': for every case of JOB_DIR/job.json, decodes the bytes a Java codec wrote
with this format's Python library (read), and encodes the data set's value with it (write).

Protocol (docs/interop.md): job.json is {"cases": [{"id", "format", "bytes", "value", ...format's own keys}]},
file names relative to JOB_DIR; "value" is the data set's value as JSON, its byte arrays as {"$bytes": base64}.
result.json maps each case id to {"read": {"value": ...} | {"error": ...} | {"n/a": why},
"write": {"bytes": FILE} | {"error": ...} | {"n/a": why}};
a value read is JSON with byte strings as base64 and the format's own field names matched to the value's.
"""
import base64
import json
import os
import shutil
import sys
import threading
import time
from pathlib import Path

import names
from outcomes import NotApplicable
from formats import FORMATS


def main(job_dir):
    job_dir = Path(job_dir)
    _end_with_serbench(job_dir)
    job = json.loads((job_dir / "job.json").read_text("utf-8"))
    result = {}
    for case in job["cases"]:
        case["dir"] = job_dir
        fmt = FORMATS.get(case["format"])
        if fmt is None:
            unknown = {"error": "this peer knows no format " + case["format"]}
            result[case["id"]] = {"read": unknown, "write": unknown}
            continue
        value = json.loads((job_dir / case["value"]).read_text("utf-8"), object_hook=_bytes)
        result[case["id"]] = {"read": _read(fmt, case, value), "write": _write(fmt, case, value)}
    partial = job_dir / "result.json.partial"
    partial.write_text(json.dumps(result, default=_json, ensure_ascii=False), "utf-8")
    partial.replace(job_dir / "result.json")


def _end_with_serbench(job_dir):
    """Started by serbench (SERBENCH_PID, its parent), end when it is gone: killed with -9, it removed nothing, so the
    job folder goes too."""
    serbench = os.environ.get("SERBENCH_PID")
    if not serbench:
        return

    def watch():
        while os.getppid() == int(serbench):
            time.sleep(0.5)
        shutil.rmtree(job_dir, ignore_errors=True)
        os._exit(3)

    threading.Thread(target=watch, name="serbench-watch", daemon=True).start()


def _read(fmt, case, expected):
    try:
        decoded = fmt.read((case["dir"] / case["bytes"]).read_bytes(), case)
        # through JSON here, so that a value JSON cannot hold is this case's error, not the whole job's
        return {"value": json.loads(json.dumps(names.align(decoded, expected), default=_json))}
    except NotApplicable as e:
        return {"n/a": str(e)}
    except Exception as e:  # the library's refusal is the finding, whatever its type
        return {"error": _message(e)}


def _write(fmt, case, value):
    try:
        out = case["id"] + ".python.bin"
        (case["dir"] / out).write_bytes(fmt.write(value, case))
        return {"bytes": out}
    except NotApplicable as e:
        return {"n/a": str(e)}
    except Exception as e:
        return {"error": _message(e)}


def _message(e):
    text = str(e).strip().splitlines()
    return type(e).__name__ + (": " + text[0][:300] if text else "")


def _bytes(obj):
    return base64.b64decode(obj["$bytes"]) if obj.keys() == {"$bytes"} else obj


def _json(obj):
    if isinstance(obj, (bytes, bytearray, memoryview)):
        return base64.b64encode(bytes(obj)).decode("ascii")
    raise TypeError(f"{type(obj).__name__} is no JSON value")


if __name__ == "__main__":
    main(sys.argv[1])
