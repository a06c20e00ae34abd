"""JSON output: one object per line, written one way (UTF-8 kept as it is, not \\u-escaped),
whether it goes to stdout, to a `rate --json` file or to a store export."""
from __future__ import annotations

import json
from typing import Any


def json_line(data: Any) -> str:
    """`data` as one line of JSON, without the newline."""
    return json.dumps(data, ensure_ascii=False)
