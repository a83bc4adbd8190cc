"""A game's scoring table for the rules in force: what the rules viewer and the sheet's
tooltips show ("Full house: 6 6 6 5 5 = 28").

Ids, not words: a line's `group`, `id` and `effect` and an example's `when` are ids the UI
names. A line's id is the id the game already uses (`score()`, its sheet rows, its events).
The dice of an example are chosen by hand; its points are always computed by the game's own
scoring for the rules in force. A game builds its table with `line()` from a function that
scores one example (`Points`).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

FIRST_THROW = "first_throw"     # when: the dice of the turn's first throw (School: с ходу)
LATER_THROW = "later_throw"     # when: a six-dice throw after the turn's first (Zonk)

Dice = tuple[int, ...]
# (line id, dice, when) -> the points these dice score for that line under the rules in force
Points = Callable[[str, Dice, str], int]


@dataclass(frozen=True)
class Example:
    """An example throw (faces; Detroit: by tray position, whose colours matter; `()` when
    the line is not about one throw, e.g. a bonus), what it scores for the line under these
    rules (chips in 421; 0 when the line's effect takes the place of points, e.g. Zonk's
    `wins_game`) and, if it matters, when it is thrown (`first_throw`, `later_throw`)."""

    dice: Dice
    points: int
    when: str = ""


@dataclass(frozen=True)
class ScoreLine:
    """One line of the table: a heading id, the game's own id of the combination / cell /
    hand / bonus, examples, and what the line does besides or instead of points (an id)."""

    group: str
    id: str
    examples: tuple[Example, ...]
    effect: str = ""


@dataclass(frozen=True)
class ScoringTable:
    """Every line in the order a rulebook lists them; `unit` is "points" or "chips"."""

    unit: str
    lines: tuple[ScoreLine, ...]

    def line(self, line_id: str) -> ScoreLine | None:
        """The line of this id (a sheet row's tooltip), or None."""
        return next((x for x in self.lines if x.id == line_id), None)

    @property
    def groups(self) -> tuple[str, ...]:
        """The group ids in order of first appearance."""
        return tuple(dict.fromkeys(x.group for x in self.lines))


def line(points: Points, group: str, line_id: str, throws: Iterable[Dice] = (), *,
         first: Iterable[Dice] = (), later: Iterable[Dice] = (), effect: str = "") -> ScoreLine:
    """A line whose examples are `throws`, then `first` (thrown with the turn's first throw),
    then `later` (a later six-dice throw), each scored by `points`."""
    timed = [(d, "") for d in throws] + [(d, FIRST_THROW) for d in first] + \
        [(d, LATER_THROW) for d in later]
    return ScoreLine(group, line_id, tuple(Example(d, points(line_id, d, w), w) for d, w in timed),
                     effect)
