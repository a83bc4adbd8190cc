"""Exact odds tables for the rules in force (data, not words): the tables and the helpers each
family's computer side makes its tables with (`Computer.odds`; `dicegames.ai.odds_tables(game)`
asks the game's side, `dicegames.ai.games`). Every probability is an exact Fraction computed
from the engine (`chance_outcomes`, the scoring functions, and for the Zonk family the throws
read by `press`). Where the source text prints its own figure (000's tables) it is given beside
ours as a string, with a verdict: `ok` (ours rounds or truncates to it), `approx` (off by less
than a tenth of it or by one in its last digit) or `wrong`.

Table ids: zonk family `zonk` and `hot_dice` (rows by number of dice thrown); zonk (000) also
`six_dice` and `successive` (the text's tables); Chicago/Detroit also `specials`; zdorovo and
school `combinations` (each combination's chance in one throw of five dice); zanzibar `hands`
(the 56 hands, strongest first, with chips and class).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from dicegames.engine import counts, multiset_outcomes


@dataclass(frozen=True)
class OddsRow:
    key: str                          # a combination id, or the number of dice as text
    probability: Fraction
    text: str | None = None           # the source text's own figure, e.g. "10%"
    verdict: str | None = None        # ok | approx | wrong (None without a text figure)
    info: tuple[tuple[str, Any], ...] = ()   # e.g. (("dice", 6),) or (("chips", 10), …)


@dataclass(frozen=True)
class OddsTable:
    """One table; `by_dice`: its rows are by the number of dice thrown (the window charts such
    tables together), `ranked`: its rows are hands strongest first, with rank and chips."""

    id: str
    rows: tuple[OddsRow, ...]
    info: tuple[tuple[str, Any], ...] = field(default_factory=tuple)
    by_dice: bool = False
    ranked: bool = False


def verdict(p: Fraction, text: str) -> str:
    """How the text's percentage `text` ("10%", "0.0001%") compares with the exact p."""
    shown = text.rstrip("%")
    decimals = len(shown.split(".")[1]) if "." in shown else 0
    value = float(shown)
    exact = float(p) * 100
    unit = 10 ** -decimals
    if round(exact, decimals) == value or int(exact / unit + 1e-9) * unit == value:
        return "ok"
    if abs(exact - value) <= max(value / 10, unit * 1.000001):
        return "approx"
    return "wrong"


def row(key: str, p: Fraction, text: str | None = None, **info: Any) -> OddsRow:
    return OddsRow(key, p, text, verdict(p, text) if text else None, tuple(info.items()))


def shape(roll: tuple[int, ...]) -> list[int]:
    """How many dice show each face thrown, most first: (5, 5, 2, 5, 1, 1) → [3, 2, 1]."""
    return sorted((n for n in counts(roll) if n), reverse=True)


def prob(n: int, test: Any) -> Fraction:
    """The exact chance that a throw of `n` dice passes `test` (a roll, sorted)."""
    return sum((p for roll, p in multiset_outcomes(n) if test(roll)), Fraction(0))
