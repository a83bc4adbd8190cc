"""The odds tables in words: table titles, row names, chances and the text's verdict."""
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


def table_title(table_id: str) -> str:
    return {
        "zonk": translate("Odds", "Zonk: a throw that scores nothing"),
        "hot_dice": translate("Odds", "Hot dice: every die thrown scores"),
        "six_dice": translate("Odds", "One throw of six dice"),
        "successive": translate("Odds", "Three, four or five alike with fewer dice"),
        "specials": translate("Odds", "Special throws"),
        "combinations": translate("Odds", "Each combination in one throw of five dice"),
        "hands": translate("Odds", "The 56 hands, strongest first"),
    }.get(table_id, table_id)


def table_help(table_id: str) -> str:
    return {
        "zonk": translate("Odds", "The chance that a throw of so many dice scores nothing."),
        "hot_dice": translate("Odds", "The chance that every die of a throw can be set aside, "
                              "so the player may throw all the dice again."),
        "six_dice": translate("Odds", "The source text's own table beside the exact chance."),
        "successive": translate("Odds", "The source text's figures for throwing three, four or "
                                "five alike with five, four or three dice."),
        "combinations": translate("Odds", "In a single throw, before any re-throw."),
        "hands": translate("Odds", "One throw of three dice; the chips a hand is worth as "
                           "the round's best."),
    }.get(table_id, "")


def row_name(look: GameLook, table_id: str, key: str) -> str:
    """A row of an odds table: a number of dice, or a combination in the game's words."""
    if key.isdigit() and table_id in ("zonk", "hot_dice"):
        return counted().dice(int(key))
    head, _, tail = key.partition("_")
    own = {
        "three_alike": translate("Odds", "Three alike"),
        "four_alike": translate("Odds", "Four alike"),
        "five_alike": translate("Odds", "Five alike"),
        "six_alike": translate("Odds", "Six alike"),
        "six_different": translate("Odds", "Six different"),
        "pigos_21": translate("Odds", "Pigos with 21 pips"),
    }.get(key)
    if own is not None:
        return own
    if key.startswith("school_") and key.endswith("_three_or_more"):
        return fill(translate("Odds", "%1: three or more"), look.cell_name(key[:8]))
    if head in ("three", "four", "five") and tail.isdigit():
        n = {"three": 3, "four": 4, "five": 5}[head]
        return fill(translate("Odds", "%1 alike with %2"), n, counted().dice(int(tail)))
    return look.cell_name(key)


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
