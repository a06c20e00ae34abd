"""JSON lines: one object per line, the one module that writes and reads them.

Written one way (`json_line`: UTF-8 kept as it is, not \\u-escaped), whether the lines go to
stdout, to a `rate --json` file or to a store export.  A results file is appended to as results
come and resumed on a rerun: a run killed while writing leaves a half-written last line;
`read_records` drops it (and only it: a bad line before the last is a damaged file, an error),
and `open_for_append` cuts it off before the new rows go on, so `rate --json FILE` and the
experiments resume instead of crashing or truncating what was done.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import IO, Any

from ..errors import SudorulesError


def json_line(data: Any) -> str:
    """`data` as one line of JSON, without the newline."""
    return json.dumps(data, ensure_ascii=False)


def _complete_length(data: bytes) -> int:
    """The length of `data` without a half-written last line: a row is written with its
    newline, so a last line without one that is not a whole JSON value was cut off."""
    end = data.rfind(b"\n") + 1
    tail = data[end:]
    if tail.strip():
        try:
            json.loads(tail)
        except ValueError:
            return end
    return len(data)


def read_records(path: str | Path) -> list[dict[str, Any]]:
    """The complete records of a JSON-lines file ([] when there is none); a half-written last
    line is ignored, a bad line elsewhere raises SudorulesError naming the file and line."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SudorulesError(f"cannot read it: {exc.strerror}", str(path)) from None
    records = []
    for number, line in enumerate(data[:_complete_length(data)].splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError as exc:
            raise SudorulesError(f"not a JSON line: {exc}", f"{path}:{number}") from None
        if not isinstance(record, dict):
            raise SudorulesError("not a JSON object", f"{path}:{number}")
        records.append(record)
    return records


def open_for_append(path: str | Path) -> IO[str]:
    """`path` opened to append JSON lines, a half-written last line cut off first."""
    path = Path(path)
    if path.is_dir():
        raise SudorulesError("is a directory, not a file", str(path))
    try:
        if path.exists():
            data = path.read_bytes()
            keep = _complete_length(data)
            if keep < len(data):
                with path.open("r+b") as f:
                    f.truncate(keep)
            elif data and not data.endswith(b"\n"):  # a whole last row without its newline
                with path.open("ab") as f:
                    f.write(b"\n")
        return path.open("a", encoding="utf-8")
    except OSError as exc:
        raise SudorulesError(f"cannot write it: {exc.strerror}", str(path)) from None
