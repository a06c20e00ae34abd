"""A tiny SVG writer: elements as text, attributes escaped, numbers rounded.

Plain text keeps pictures fast to make (a 100-step report is thousands of elements) and
needs no library; `xml.etree` reads the result back in the tests.
"""
from __future__ import annotations

import math
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
    """An SVG document built element by element (in drawing order).  `box` (left, top, right,
    bottom) is what the picture shows: it starts as 0 0 width height and grows with `include`,
    so whatever is drawn outside it (a curve bent past the grid) is neither cut off nor hidden."""

    def __init__(self, width: float, height: float):
        self.box = [0.0, 0.0, float(width), float(height)]
        self.parts: list[str] = []

    @property
    def width(self) -> float:
        return self.box[2] - self.box[0]

    @property
    def height(self) -> float:
        return self.box[3] - self.box[1]

    def include(self, box: tuple[float, float, float, float], margin: float = 0.0) -> None:
        """Grow the picture to show `box` (left, top, right, bottom) with `margin` around it."""
        left, top, right, bottom = box
        self.box[0] = min(self.box[0], left - margin)
        self.box[1] = min(self.box[1], top - margin)
        self.box[2] = max(self.box[2], right + margin)
        self.box[3] = max(self.box[3], bottom + margin)

    def view(self) -> tuple[int, int, int, int]:
        """`box` rounded outwards to whole pixels: what the viewBox shows."""
        return (math.floor(self.box[0]), math.floor(self.box[1]), math.ceil(self.box[2]),
                math.ceil(self.box[3]))

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
        """The whole picture as one <svg> element, its viewBox the grown `box` (whole pixels,
        rounded outwards)."""
        left, top, right, bottom = self.view()
        width, height = right - left, bottom - top
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
                f'viewBox="{left} {top} {width} {height}"{attrs(values)}>')
        return head + "".join(self.parts) + "</svg>"
