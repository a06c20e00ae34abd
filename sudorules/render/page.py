"""One self-contained HTML page for a resolution path: a list of steps and one figure per
step (inline SVG), shown one at a time; the style sheet and the script are inlined from
`assets/`, so the file needs no network and no other file."""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from importlib.resources import files

from .draw import MARK_COLOURS, STYLE

LEGEND = {
    "left": "left-linking candidate", "right": "right-linking candidate", "zt": "other candidate of a whip/braid "
    "variable (z or t)", "pattern": "pattern candidate", "fin": "fin", "hypothesis": "hypothesis",
    "true": "literal true", "false": "literal false", "base": "base equation", "link": "link equation",
    "core": "CORE", "trig": "trigger",
}
LINE_LEGEND = ("solid blue: inside a CSP variable (named); dashed orange: linked candidates; purple arrow: "
               "implication; red cross: eliminated; green ring: asserted; shaded: houses (blue base, green "
               "cover or link, pink fin block)")


@dataclass(frozen=True)
class Entry:
    """One figure of the page: `label` for the position display, `text` for the list and the
    caption, `svg` the picture (drawn without its own style sheet), `hardest` to highlight it."""

    label: str
    text: str
    svg: str
    hardest: bool = False


def _asset(name: str) -> str:
    return files("sudorules.render").joinpath("assets").joinpath(name).read_text(encoding="utf-8")


def _legend(roles: set[str]) -> str:
    spans = [f'<span><i style="background:{MARK_COLOURS[r]}"></i>{escape(text)}</span>'
             for r, text in LEGEND.items() if r in roles]
    return f'<div class="sr-legend">{"".join(spans)}<br>{escape(LINE_LEGEND)}</div>'


def html_page(title: str, summary: list[str], entries: list[Entry], roles: set[str] | None = None) -> str:
    """The page; `summary` lines go in the header (already plain text), `roles` chooses the
    legend's colours (default: all)."""
    roles = set(LEGEND) if roles is None else roles
    head = "".join(f"<p>{escape(line)}</p>" for line in summary)
    hardest = any(e.hardest for e in entries)
    marked = ' class="sr-hardest"'
    items = "".join(f'<li{marked if e.hardest else ""}><code>{escape(e.text)}</code></li>' for e in entries)
    figures = "".join(
        f'<figure class="sr-figure{" sr-hardest" if e.hardest else ""}" data-step="{k + 1}" '
        f'data-label="{escape(e.label, quote=True)}" hidden><figcaption>{escape(e.text)}</figcaption>{e.svg}</figure>'
        for k, e in enumerate(entries))
    jump = '<button id="sr-jump" title="H">most complex step</button>' if hardest else ""
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{escape(title)}</title><style>{_asset('report.css')}{STYLE}</style></head>"
        f"<body><header><h1>{escape(title)}</h1>{head}</header><main><section id=\"sr-viewer\">"
        "<div id=\"sr-nav\"><button id=\"sr-prev\" title=\"ArrowLeft\">&#9664; previous</button>"
        "<button id=\"sr-next\" title=\"ArrowRight\">next &#9654;</button>"
        f"<span id=\"sr-position\"></span>{jump}</div>{figures}{_legend(roles)}</section>"
        f"<ol class=\"sr-list\">{items}</ol></main><script>{_asset('report.js')}</script></body></html>\n")
