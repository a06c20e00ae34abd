"""The one writer of results: every command's output goes through an `Output`.

Why one object: the commands print text, JSON lines, TSV rows and rich tables, and they must
agree on where it goes (stdout, or a `--json FILE`), on flushing (a line is flushed when it is
written, so `rate FILE > out.txt` and pipes see results as they come) and on the one JSON and
TSV form.  The stream is looked up at every write, not kept: rich's progress display (when
stdout is the terminal) and pytest's capsys replace `sys.stdout` while a command runs.
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import IO, Any

from ..corpus.json_lines import json_line
from ..corpus.tsv import tsv_line


class Output:
    """Results of one command: `fmt` "json" makes `result` and `either` write one JSON object
    per line, "text" their text lines; `stream` defaults to stdout (as it is at each write)."""

    def __init__(self, fmt: str = "text", stream: IO[str] | None = None) -> None:
        self.json = fmt == "json"
        self._stream = stream
        self._first = True

    @property
    def stream(self) -> IO[str]:
        return self._stream if self._stream is not None else sys.stdout

    def is_terminal(self) -> bool:
        """Is the output a terminal (then rich may draw to its width, and progress routes above it)?"""
        isatty = getattr(self.stream, "isatty", None)
        return bool(isatty and isatty())

    def text(self, text: str) -> None:
        """`text` as it is (no newline added)."""
        stream = self.stream
        stream.write(text)
        stream.flush()

    def line(self, text: str = "") -> None:
        self.text(text + "\n")

    def lines(self, lines: Iterable[str]) -> None:
        """Lines joined by newlines, as one write (an empty list writes an empty line)."""
        self.line("\n".join(lines))

    def record(self, data: Any) -> None:
        """`data` as one JSON line."""
        self.line(json_line(data))

    def row(self, fields: Iterable[Any]) -> None:
        """One tab-separated row (sudorules.corpus.tsv)."""
        self.line(tsv_line(fields))

    def either(self, as_dict: Callable[[], Any], as_lines: Callable[[], list[str]]) -> None:
        """One result: a JSON line, or its text lines (only the one asked for is built)."""
        if self.json:
            self.record(as_dict())
        else:
            self.lines(as_lines())

    def result(self, as_dict: Callable[[], Any], as_lines: Callable[[], list[str]]) -> None:
        """One result of a series (solve, brnet, te --depth): a JSON line each, or text blocks
        separated by a blank line."""
        if not self.json:
            if not self._first:
                self.line()
            self._first = False
        self.either(as_dict, as_lines)

    def console(self, width: int | None = None) -> Any:
        """A rich console on this output (for tables); `width` None lets rich choose."""
        from rich.console import Console
        return Console(file=self.stream, width=width)

    def table(self, table: Any, width: int | None = None) -> None:
        """A rich table (or any rich renderable)."""
        self.console(width).print(table)
