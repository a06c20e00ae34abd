"""Reporting: every result a command prints, and how it is printed, lives in this package.

The CLI (sudorules.cli) parses arguments, calls the API and hands the results to these modules;
it never prints a result itself (tests/test_layers.py checks it).  One module per kind of output:

- `output`: `Output`, the one writer of results to stdout (or a `--json FILE`): text lines,
  JSON lines, TSV rows, rich tables; flushed as written.
- `json_lines`, `tsv`: the one JSON form (`json_line`) and the one TSV dialect (csv module).
- `path`: a resolution path in CSP-Rules' words and as a dict (solve, the API, the HTML report).
- `ratings`: `rate`'s per-puzzle rows, JSON records and summary table; `stats`: the rating
  distribution tables and dicts of `sudorules stats`.
- `confluence`, `te`, `bert`, `brnet`: those commands' results; `puzzles`: check, hint and SAT results;
  `knowledge`: the rule and strategy listings.
"""
from __future__ import annotations

from .output import Output
from .solve import count_links, solve_dict, solve_lines, step_dict

__all__ = ["Output", "count_links", "solve_dict", "solve_lines", "step_dict"]
