"""TSV output through the csv module, one dialect for every tab-separated result (`rate`'s
per-puzzle lines, `stats --export FILE.tsv`): a field holding a tab, a quote or a newline is
quoted instead of breaking the columns."""
from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from typing import IO, Any


def tsv_writer(stream: IO[str]) -> Any:
    """A csv writer of tab-separated rows ending in "\\n" on `stream` (open it with newline="")."""
    return csv.writer(stream, delimiter="\t", lineterminator="\n")


def tsv_line(fields: Iterable[Any]) -> str:
    """One tab-separated row, without the newline."""
    buffer = io.StringIO()
    tsv_writer(buffer).writerow(fields)
    return buffer.getvalue()[:-1]
