"""A tiny SVG writer: elements as text, attributes escaped, numbers rounded.

Plain text keeps pictures fast to make (a 100-step report is thousands of elements) and
needs no library; `xml.etree` reads the result back in the tests.
"""
from __future__ import annotations

from html import escape


def num(x: float) -> str:
    """A coordinate with at most one decimal, without a trailing .0."""
    r = round(x, 1)
    return str(int(r)) if r == int(r) else str(r)


def attrs(values: dict[str, object]) -> str:
    """` key="value"` pairs; None values are left out, floats rounded, names with _ get -."""
    out = []
    for key, value in values.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, float) else str(value)
        out.append(f' {key.rstrip("_").replace("_", "-")}="{escape(text, quote=True)}"')
    return "".join(out)


class Svg:
    """An SVG document built element by element (in drawing order)."""

    def __init__(self, width: float, height: float):
        self.width = width
        self.height = height
        self.parts: list[str] = []

    def add(self, tag: str, text: str | None = None, **values: object) -> None:
        """One element; `text` is escaped.  Attribute names: class_ -> class, data_x -> data-x."""
        if text is None:
            self.parts.append(f"<{tag}{attrs(values)}/>")
        else:
            self.parts.append(f"<{tag}{attrs(values)}>{escape(text, quote=False)}</{tag}>")

    def open(self, tag: str, **values: object) -> None:
        self.parts.append(f"<{tag}{attrs(values)}>")

    def close(self, tag: str) -> None:
        self.parts.append(f"</{tag}>")

    def raw(self, text: str) -> None:
        """Text already in SVG form (a style sheet)."""
        self.parts.append(text)

    def document(self, **values: object) -> str:
        """The whole picture as one <svg> element."""
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(self.width)}" height="{num(self.height)}" '
                f'viewBox="0 0 {num(self.width)} {num(self.height)}"{attrs(values)}>')
        return head + "".join(self.parts) + "</svg>"
