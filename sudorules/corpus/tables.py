"""Tab-separated data tables (tests/data, the experiments' samples): one reader for the tests,
the benchmarks and the experiments, so a comment or header convention is decided once."""
from __future__ import annotations

from pathlib import Path

HEADER_FIRST_FIELDS = ("puzzle", "cbg000_index")


def read_table(path: str | Path, limit: int | None = None) -> list[list[str]]:
    """The tab-separated fields of each data line of a file: blank lines, `#` comments and a
    header line (first field `puzzle` or `cbg000_index`) are skipped.

    >>> import tempfile, os
    >>> with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as f:
    ...     _ = f.write("# a comment\\npuzzle\\tW\\n1.3\\t2\\n\\n4..\\t0\\n")
    >>> read_table(f.name)
    [['1.3', '2'], ['4..', '0']]
    >>> read_table(f.name, limit=1)
    [['1.3', '2']]
    >>> os.unlink(f.name)
    """
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if fields[0] in HEADER_FIRST_FIELDS:
            continue
        out.append(fields)
    return out[:limit]
