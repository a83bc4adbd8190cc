"""What happens during `apply`: events for the UI to show, for the log and for the records.

Events are values; the UI dispatches on their types. An event that writes a cell of the
scoresheet names it (`cell`, a row id), so nothing outside the engine has to work out which
row a turn wrote; a throw worth a big moment says so (`DiceThrown.figure`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from .outcome import Termination


@dataclass(frozen=True)
class Event:
    """Something that happened during `apply`, for the UI to show; `player` is a seat index."""

    player: int | None = None

    @property
    def kind(self) -> str:
        """The event's stable id, e.g. `dice_thrown` (records and transcripts)."""
        return _snake(type(self).__name__)


@dataclass(frozen=True)
class DiceThrown(Event):
    dice: tuple[int, ...] = ()          # the whole tray after the throw
    thrown: tuple[int, ...] = ()        # tray positions that were thrown
    throw: int = 1                      # throw number within the turn / series
    figure: str = ""                    # a throw worth a big moment: "zdorovo", "421" …


@dataclass(frozen=True)
class Scored(Event):
    cell: str = ""
    points: int = 0
    doubled: bool = False


@dataclass(frozen=True)
class CrossedOut(Event):
    cell: str = ""


@dataclass(frozen=True)
class SetAside(Event):
    combination: str = ""
    dice: tuple[int, ...] = ()
    points: int = 0


@dataclass(frozen=True)
class Zonk(Event):
    lost: int = 0
    cell: str = ""                      # the ledger row the zonk is written in


@dataclass(frozen=True)
class HotDice(Event):
    turn_total: int = 0


@dataclass(frozen=True)
class Banked(Event):
    points: int = 0
    total: int = 0
    cell: str = ""                      # the ledger row the points are written in


@dataclass(frozen=True)
class TurnPassed(Event):
    next_player: int = 0


@dataclass(frozen=True)
class ChipsMoved(Event):
    source: int | None = None           # None = the pot
    target: int | None = None
    chips: int = 0


@dataclass(frozen=True)
class PlayerLeft(Event):
    reason: str = ""


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int = 0


@dataclass(frozen=True)
class MatchGameEnded(Event):
    game: int = 0
    winners: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...] = ()
    termination: Termination = Termination.COMPLETED


@dataclass(frozen=True)
class Step:
    """What `apply` returns: the new state and the events that led to it."""

    state: Any
    events: tuple[Event, ...] = ()


TURN_ENDS = (TurnPassed, RoundEnded, MatchGameEnded, GameOver)   # a step with one ends a turn


def ends_turn(step: Step) -> bool:
    """Does this step end the player's turn (the turn passes, a round, a game or all ends)?"""
    return any(isinstance(e, TURN_ENDS) for e in step.events)


@cache
def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")
