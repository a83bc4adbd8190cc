"""How a finished game ended: winners, standings by place, the termination and a settlement."""
from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any


class Termination(enum.Enum):
    """Why a game ended (the stable ids of records, transcripts and the command line)."""

    COMPLETED = "completed"                  # the game has simply been played out
    HIGHEST_TOTAL = "highest_total"          # every sheet full: the highest total wins
    MOST_GAMES_WON = "most_games_won"        # a series: the most games won
    TARGET_REACHED = "target_reached"        # someone reached the target
    FINAL_ROUND = "final_round"              # the target was reached, everyone had one more turn
    ROUNDS_PLAYED = "rounds_played"          # the agreed number of rounds was played
    HIGHEST_TURN_SCORE = "highest_turn_score"  # a duel: the better turn wins
    DRAW = "draw"                            # a duel with equal turns, not replayed
    SIX_OF_A_KIND = "six_of_a_kind"          # six alike won the game at once
    LAST_HOLDER = "last_holder"              # 421: the last player holding chips loses


@dataclass(frozen=True)
class Standing:
    player: int
    place: int                          # 1 = winner; equal places are ties
    points: int | Fraction = 0


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: winners, standings by place, why, optional settlement.

    `extra_game`: the win was decided by an extra game between the tied (Здорово!);
    `replayed`: a tied duel was played again (Зонк)."""

    winners: tuple[int, ...]
    standings: tuple[Standing, ...]
    termination: Termination = Termination.COMPLETED
    settlement: tuple[Fraction, ...] | None = None   # net result per player (zero-sum)
    extra_game: bool = False
    replayed: bool = False

    @property
    def reason(self) -> str:
        """The termination as one stable id, e.g. `most_games_won_after_extra_game`."""
        return (self.termination.value + ("_after_extra_game" if self.extra_game else "")
                + ("_after_replay" if self.replayed else ""))

    @classmethod
    def by_points(cls, points: Iterable[int | Fraction],
                  termination: Termination = Termination.COMPLETED,
                  higher_is_better: bool = True, **kw: Any) -> Outcome:
        """Standings ranked by points (ties share a place); winners = everyone in first place."""
        pts = list(points)
        sign = 1 if higher_is_better else -1
        order = sorted(range(len(pts)), key=lambda p: (-sign * pts[p], p))
        standings = tuple(Standing(p, 1 + sum(1 for q in pts if sign * q > sign * pts[p]), pts[p])
                          for p in order)
        winners = tuple(s.player for s in standings if s.place == 1)
        return cls(winners, standings, termination, **kw)
