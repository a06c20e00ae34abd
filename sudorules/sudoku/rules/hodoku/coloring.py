"""HoDoKu's coloring techniques (being written: no family registered yet)."""
from __future__ import annotations

FAMILIES: tuple = ()
