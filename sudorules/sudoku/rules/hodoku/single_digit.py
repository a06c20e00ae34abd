"""HoDoKu's single_digit techniques (being written: no family registered yet)."""
from __future__ import annotations

FAMILIES: tuple = ()
