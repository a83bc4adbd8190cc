"""A sixth game, whole: the tiny Zonk of fake_games.py (its engine module) with one look, one
computer side and figures of its own, each registered through the public hook of its
registry — `engine.registry.register`, `ui.games.register`, `ai.games.register`,
`stats.games.register` — and taken back after the test. Nothing else of the app is told.

Its computer side has an exact strong solver (the expected points banked this turn, by a
small recursion over the turn total and the dice left), rules of thumb of its own size, and
one odds table (the chance that a throw of n dice scores nothing)."""
from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import cache
from typing import Any

import pytest

from dicegames.ai import games as computers
from dicegames.ai.games import ActionValue, Computer
from dicegames.engine import HotDice, Zonk, multiset_outcomes, registry
from dicegames.stats import games as figures
from dicegames.stats.games import Figures, Tally
from dicegames.ui import games as looks
from dicegames.ui.games.base import GameLook

from .fake_games import INFO, points, takes

GAME = "tinyzonk"
CAP = 150                     # the solver banks from here (the target is 60)
RULES_TEXT = """# Tiny Zonk

<!-- aim -->
## The aim

Be the first to bank 60 points.

<!-- scoring -->
## Scoring

{{scoring_table}}

<!-- options -->
## Options

{{options}}
"""


class TinyLook(GameLook):
    motif = (5, 5, 1)

    def name(self) -> str:
        return "Tiny Zonk"

    def pitch(self) -> str:
        return "Fives and ones to 150."

    def cell_name(self, cell: str) -> str:
        return {"turn_total": "On the shelf"}.get(cell) or super().cell_name(cell)

    def stop_text(self) -> str:
        return "Keep it"

    def rules_text(self, language: str) -> str:
        return RULES_TEXT

    def option_name(self, key: str) -> str | None:
        return {"target": "Points to win"}.get(key)

    def odds_title(self, table: str) -> str:
        return {"nothing": "Nothing scores"}.get(table) or super().odds_title(table)

    def figure_name(self, figure: str) -> str | None:
        return {"zonks": "Tiny zonks", "hot_dice": "All six kept"}.get(figure)


def _dice(n: int) -> tuple[int, ...]:
    return tuple(range(n))


@cache
def throw_value(t: int, n: int) -> float:
    """The expected points banked when `n` dice are thrown on `t` points, best play."""
    if t >= CAP:
        return float(t)
    total = 0.0
    for roll, p in multiset_outcomes(n):
        options = takes(roll, _dice(n))
        if options:
            total += float(p) * max(after_take(t + points(c), n - len(c)) for c in options)
    return total


@cache
def after_take(t: int, left: int) -> float:
    """Bank now, or throw the dice left (all six again after hot dice)."""
    return max(float(t), throw_value(t, left or 6))


def nothing_chance(n: int) -> Fraction:
    return sum((p for roll, p in multiset_outcomes(n) if not takes(roll, _dice(n))),
               Fraction(0))


class TinyComputer(Computer):
    measure = "expected_turn_points"
    bank_at = 30
    easy_bank = 25

    def values(self, game: Any, state: Any, legal: tuple[Any, ...],
               ctx: Mapping[str, Any]) -> tuple[list[ActionValue], bool]:
        table = game.table(state)
        t, n = table.turn_total or 0, len(table.live)
        out = []
        for a in legal:
            if a.verb == "take":
                combo = tuple(int(x) for x in a.args)
                out.append(ActionValue(a, after_take(t + points(combo), n - len(combo))))
            elif a.verb == "stop":
                out.append(ActionValue(a, float(t)))
            else:                                   # throw the dice left, or six again
                dice = n if a.verb == "throw" else 6
                out.append(ActionValue(a, throw_value(t, dice), float(nothing_chance(dice))))
        return out, True

    def odds(self, game: Any) -> tuple[Any, ...]:
        from dicegames.ai.odds import OddsTable, row
        return (OddsTable("nothing", tuple(row(str(n), nothing_chance(n), dice=n)
                                           for n in range(1, 7)), by_dice=True),)


class TinyFigures(Figures):
    counted = ("zonks", "hot_dice")
    tallies = (Tally("zonks", Zonk), Tally("hot_dice", HotDice))


@pytest.fixture
def tiny_game():
    """The tiny game with everything a game of the collection has, for one test."""
    registry.register(INFO)
    looks.register(TinyLook(GAME))
    computers.register(TinyComputer(GAME))
    figures.register(TinyFigures(GAME))
    yield GAME
    figures.unregister(GAME)
    computers.unregister(GAME)
    looks.unregister(GAME)
    registry.unregister(GAME)
