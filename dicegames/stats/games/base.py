"""A family's own figures: what the statistics count per seat in each finished game, and what
they make of them over many games (docs/stats.md "Each game's own figures").

A figure is counted from the engine's events by their type (`Tally`: this event type, when
this test holds, adds this much to the seat it names), never from their kind strings; the
generic `Figures` counts none — a game of no family here has the common figures only
(places, points, turns). Standard library and the engine only.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

Figure = Fraction | int | None


def _always(e: Any) -> bool:
    return True


def _one(e: Any) -> int:
    return 1


def _player(e: Any) -> int | None:
    return e.player  # type: ignore[no-any-return]


@dataclass(frozen=True)
class Tally:
    """`figure` of the seat `seat(e)` grows by `amount(e)` for every event of type `event`
    for which `test(e)` holds (the seat is the event's player unless said otherwise)."""

    figure: str
    event: type
    test: Callable[[Any], bool] = _always
    amount: Callable[[Any], int] = _one
    seat: Callable[[Any], int | None] = _player


class Figures:
    """The figures of one family of games (this one: none, for any other game)."""

    counted: tuple[str, ...] = ()      # per seat and game, in the order they are shown
    tallies: tuple[Tally, ...] = ()
    kept: tuple[str, ...] = ()         # counted per game but not added up over games
    made: tuple[str, ...] = ()         # the rates and means `over_games` adds …
    rates: tuple[str, ...] = ()        # … of which these are shares (shown as percentages)

    def __init__(self, family: str = "") -> None:
        self.family = family

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.family or '(common)'}>"

    # ------------------------------------------------------------------ one game
    def seat_figures(self, game: Any, steps: Sequence[Any], state: Any,
                     players: int) -> list[dict[str, int]]:
        """Per seat, every figure of the family for this finished game (0 when none
        happened)."""
        out: list[dict[str, int]] = [dict.fromkeys(self.counted, 0) for _ in range(players)]
        if not self.tallies:
            return out
        for step in steps:
            for e in step.events:
                for t in self.tallies:
                    if isinstance(e, t.event) and t.test(e):
                        seat = t.seat(e)
                        if seat is not None and 0 <= seat < players:
                            out[seat][t.figure] += t.amount(e)
        self.finish(game, state, out)
        return out

    def finish(self, game: Any, state: Any, out: list[dict[str, int]]) -> None:
        """Figures read at the end of the game rather than counted (School's result)."""

    # ------------------------------------------------------------------ many games
    @property
    def summed(self) -> tuple[str, ...]:
        """The figures added up over many games."""
        return tuple(f for f in self.counted if f not in self.kept)

    @property
    def shown(self) -> tuple[str, ...]:
        """The figures shown for a player in a game of the family, in order: the summed ones,
        then what `over_games` makes of them."""
        return self.summed + self.made

    def over_games(self, seats: Sequence[Any]) -> dict[str, Figure]:
        """The family's figures over these seats (of games of the family): the sums, then
        the rates and means (`made`)."""
        return {f: sum(s.figures.get(f, 0) for s in seats) for f in self.summed}


def rate(part: Figure, whole: Figure) -> Fraction | None:
    """part / whole, exactly (None when there is no whole)."""
    return Fraction(part or 0, whole) if whole else None
