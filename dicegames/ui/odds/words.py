"""The odds tables in words: row names, chances and the text's verdict (each table's title
and its rows' names are its game's look's: `GameLook.odds_title`, `odds_row` …)."""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QObject

from dicegames.ui.games import GameLook
from dicegames.ui.words import counted, fill, format_decimal, phrases, translate


class OddsWords(QObject):
    """The counted phrases of the context "OddsWords"."""

    def chips(self, n: int) -> str:
        return self.tr("%n chip(s)", "", n)


def chips_text(chips: Any) -> str:
    return phrases(OddsWords).chips(int(chips)) if isinstance(chips, int) else ""


def row_name(look: GameLook, table: Any, key: str) -> str:
    """A row of an odds table: a number of dice, or a combination in the game's words."""
    if table.by_dice and key.isdigit():
        return counted().dice(int(key))
    return look.odds_row(table.id, key)


def percent(p: Fraction | float) -> str:
    """A chance as a percentage with the digits that matter: "30.9%", "2.31%", "0.0129%"."""
    value = float(p) * 100
    if value <= 0:
        places = 0
    elif value >= 10:
        places = 1
    else:
        places = min(6, 2 - math.floor(math.log10(value)))
    return fill(translate("Words", "%1%"), format_decimal(value, places))


def fraction_text(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)


def one_in(p: Fraction) -> str:
    """"1 in 7.2", "1 in 36" (a whole number without decimals)."""
    if p <= 0:
        return "\u2014"
    n = 1 / float(p)
    whole = n >= 100 or abs(n - round(n)) < 0.05
    return fill(translate("Odds", "1 in %1"), format_decimal(n, 0 if whole else 1))


def verdict_text(verdict: str | None) -> str:
    """The text's figure against ours: a sign and a word (never colour alone), in calm words —
    a printed figure that differs is the text's slip, not the game's."""
    return {"ok": translate("Odds", "\u2713 the same"),
            "approx": translate("Odds", "\u2248 nearly the same"),
            "wrong": translate("Odds", "\u2260 differs")}.get(verdict or "", "")


def figures_note() -> str:
    """Under a table with the source text's own figures: what a difference means."""
    return translate("Odds", "Where a figure printed in the source text differs from the exact "
                     "chance, only that figure is off: the rules and the game are the same.")


def info_value(info: tuple[tuple[str, Any], ...], key: str) -> Any:
    return dict(info).get(key)
