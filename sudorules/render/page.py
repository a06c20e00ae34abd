"""One self-contained HTML page for a resolution path: a list of steps and one figure per
step (inline SVG), shown one at a time; the style sheet and the script are inlined from
`assets/`, so the file needs no network and no other file."""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from importlib.resources import files

from .draw import CELL_COLOURS, HOUSE_COLOURS, MARK_COLOURS, STYLE
from .overlay import Overlay

# What a figure's legend says of each thing its overlay draws (sudorules.render.overlay's roles).
MARK_LEGEND = {
    "left": "left-linking candidate", "right": "right-linking candidate", "zt": "other candidate of a whip/braid "
    "variable (z or t)", "pattern": "pattern candidate", "fin": "fin", "hypothesis": "hypothesis",
    "true": "literal true", "false": "literal false", "base": "base equation", "link": "link equation",
    "core": "CORE", "trig": "trigger",
}
CELL_LEGEND = {"pattern": "pattern cell", "empty": "cell left empty"}
HOUSE_LEGEND = {"base": "base house", "cover": "cover house", "fin": "fin block", "empty": "house left empty",
                "link": "link house"}
LINK_LEGEND = {"csp": "solid blue line: inside a CSP variable (named)",
               "strong": "thick blue line: strong link (bivalue)", "weak": "dashed orange line: linked candidates",
               "implies": "purple arrow: implication"}


@dataclass(frozen=True)
class Entry:
    """One figure of the page: `label` for the position display, `text` for the list and the
    caption, `svg` the picture (drawn without its own style sheet), `overlay` what it draws
    on the grid (its legend lists those roles only), `hardest` to highlight it."""

    label: str
    text: str
    svg: str
    hardest: bool = False
    overlay: Overlay | None = None


def _asset(name: str) -> str:
    return files("sudorules.render").joinpath("assets").joinpath(name).read_text(encoding="utf-8")


def legend(ov: Overlay | None) -> str:
    """The legend of one figure: the colours, lines and marks its overlay draws, and nothing
    else; each item names what it stands for in `data-legend` (mark:left, house:base, link:weak,
    cell:pattern, target, assertion)."""
    if ov is None:
        return ""

    def item(key: str, text: str, sample: str = "") -> str:
        return f'<span data-legend="{key}">{sample}{escape(text)}</span>'

    def dot(colour: str) -> str:
        return f'<i style="background:{colour}"></i>'

    def square(colour: str, opacity: float = 1.0) -> str:
        return f'<b style="background:{colour};opacity:{opacity:g}"></b>'

    roles, cells, houses = set(ov.marks.values()), set(ov.cells.values()), {h.role for h in ov.houses}
    kinds = {link.kind for link in ov.links}
    parts = [item(f"mark:{r}", text, dot(MARK_COLOURS[r])) for r, text in MARK_LEGEND.items() if r in roles]
    parts += [item(f"cell:{r}", text, square(CELL_COLOURS[r])) for r, text in CELL_LEGEND.items() if r in cells]
    parts += [item(f"house:{r}", text, square(HOUSE_COLOURS[r], 0.3))  # the houses' light shade
              for r, text in HOUSE_LEGEND.items() if r in houses]
    parts += [item(f"link:{k}", text) for k, text in LINK_LEGEND.items() if k in kinds]
    if ov.targets:
        parts.append(item("target", "red cross: eliminated"))
    if ov.assertions:
        parts.append(item("assertion", "green ring: asserted"))
    return f'<div class="sr-legend">{"".join(parts)}</div>' if parts else ""


def html_page(title: str, summary: list[str], entries: list[Entry]) -> str:
    """The page; `summary` lines go in the header (already plain text); each figure carries
    its own legend (`legend`: the roles drawn in that step only)."""
    head = "".join(f"<p>{escape(line)}</p>" for line in summary)
    hardest = any(e.hardest for e in entries)
    marked = ' class="sr-hardest"'
    items = "".join(f'<li{marked if e.hardest else ""}><code>{escape(e.text)}</code></li>' for e in entries)
    figures = "".join(
        f'<figure class="sr-figure{" sr-hardest" if e.hardest else ""}" data-step="{k + 1}" '
        f'data-label="{escape(e.label, quote=True)}" hidden><figcaption>{escape(e.text)}</figcaption>{e.svg}'
        f'{legend(e.overlay)}</figure>'
        for k, e in enumerate(entries))
    jump = '<button id="sr-jump" title="H">most complex step</button>' if hardest else ""
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{escape(title)}</title><style>{_asset('report.css')}{STYLE}</style></head>"
        f"<body><header><h1>{escape(title)}</h1>{head}</header><main><section id=\"sr-viewer\">"
        "<div id=\"sr-nav\"><button id=\"sr-prev\" title=\"ArrowLeft\">&#9664; previous</button>"
        "<button id=\"sr-next\" title=\"ArrowRight\">next &#9654;</button>"
        f"<span id=\"sr-position\"></span>{jump}</div>{figures}</section>"
        f"<ol class=\"sr-list\">{items}</ol></main><script>{_asset('report.js')}</script></body></html>\n")
