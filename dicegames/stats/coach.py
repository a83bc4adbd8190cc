"""The coach's figures of finished games (docs/stats.md "Ratings"): per person's seat of a game
the decisions, their cost in the game's own measure, how many were the best choice and the
costliest ones; `to_json` / `from_json` for the history, which keeps them with the game; and
the ratings over many games per player and game, with a player's trend.

The figures are worked out by the advisor (`dicegames.ai.coach.proficiency`); here they are
only read and added up — standard library and the engine, as the rest of the statistics.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from dicegames.engine.registry import game_ids

VERSION = 1
WORST = 5                      # the costliest decisions kept per seat (practice, the report)
MAX_COST = 1e9                 # a stored cost beyond this is not one we wrote


@dataclass(frozen=True)
class Decision:
    """One decision that cost something: where it was (`move`: its number in the game as the
    replay counts moves, from 1; `index`: its position in `record.actions`), what was chosen,
    what was best, and the cost."""

    move: int
    index: int
    chosen: str
    best: str
    cost: float


@dataclass(frozen=True)
class SeatCoach:
    """One person's seat in one game."""

    player: int
    decisions: int
    cost: float                          # over every decision
    best: int                            # decisions whose cost reads 0 (the best choice)
    worst: tuple[Decision, ...] = ()     # the costliest (up to WORST), costliest first


@dataclass(frozen=True)
class GameCoach:
    """The coach's figures of one game: per person's seat (computer seats are not coached)."""

    game: str
    measure: str
    exact: bool                          # False: the advisor only approximates these rules
    seats: tuple[SeatCoach, ...]

    def seat(self, player: int) -> SeatCoach | None:
        return next((s for s in self.seats if s.player == player), None)


# --------------------------------------------------------------------------- JSON
def to_json(c: GameCoach) -> dict[str, Any]:
    return {"version": VERSION, "game": c.game, "measure": c.measure, "exact": c.exact,
            "seats": [{"player": s.player, "decisions": s.decisions, "cost": s.cost,
                       "best": s.best,
                       "worst": [{"move": d.move, "index": d.index, "chosen": d.chosen,
                                  "best": d.best, "cost": d.cost} for d in s.worst]}
                      for s in c.seats]}


def from_json(doc: Any) -> GameCoach:
    """A GameCoach from `to_json`'s document; ValueError when it is not one of this version
    (a hand-edited or hostile file: every field is checked)."""
    if not isinstance(doc, dict) or doc.get("version") != VERSION:
        raise ValueError("not the coach's figures of this version")
    game, measure, exact, seats = (doc.get(k) for k in ("game", "measure", "exact", "seats"))
    if not (_text(game) and str(game) in game_ids() and _text(measure)
            and type(exact) is bool and isinstance(seats, list) and len(seats) <= 8):
        raise ValueError("the coach's figures are malformed")
    return GameCoach(str(game), str(measure), bool(exact), tuple(_seat(s) for s in seats))


def _seat(s: Any) -> SeatCoach:
    if not isinstance(s, dict):
        raise ValueError("a coached seat is malformed")
    if not (_count(s.get("player"), 8) and _count(s.get("decisions"))
            and _count(s.get("best")) and s["best"] <= s["decisions"]
            and isinstance(s.get("worst"), list) and len(s["worst"]) <= WORST):
        raise ValueError("a coached seat is malformed")
    return SeatCoach(s["player"], s["decisions"], _cost(s.get("cost")), s["best"],
                     tuple(_decision(d) for d in s["worst"]))


def _decision(d: Any) -> Decision:
    if not isinstance(d, dict) or not all(_count(d.get(k)) for k in ("move", "index")) \
            or not all(_text(d.get(k)) for k in ("chosen", "best")):
        raise ValueError("a coached decision is malformed")
    return Decision(d["move"], d["index"], d["chosen"], d["best"], _cost(d.get("cost")))


def _count(v: Any, below: int = 10 ** 7) -> bool:
    return type(v) is int and 0 <= v < below


def _text(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= 200 and v.isascii() and v.isprintable()


def _cost(v: Any) -> float:
    if type(v) not in (int, float) or not math.isfinite(v) or not 0 <= v <= MAX_COST:
        raise ValueError("a cost is a number, 0 or more")
    return float(v)


# --------------------------------------------------------------------------- ratings
@dataclass(frozen=True)
class Played:
    """One person's seat in one coached game, for the ratings: who (a statistics player key),
    when it ended, and the seat's figures."""

    key: str
    game: str
    finished_at: str
    exact: bool
    seat: SeatCoach
    source: Any = None                   # where the game is (a history entry, a file)


@dataclass(frozen=True)
class Rating:
    """A player's figures in one game over many games (docs/ai.md "The coach")."""

    key: str
    game: str
    games: int
    decisions: int
    cost: float
    best: int
    exact: bool                          # every game's rules exact for the advisor
    played: tuple[Played, ...] = field(default=(), repr=False)   # oldest first

    @property
    def mean_cost(self) -> float | None:
        """The mean cost per decision."""
        return self.cost / self.decisions if self.decisions else None

    @property
    def cost_per_game(self) -> float | None:
        return self.cost / self.games if self.games else None

    @property
    def best_share(self) -> float | None:
        return self.best / self.decisions if self.decisions else None


def ratings(played: Iterable[Played]) -> list[Rating]:
    """Per player and game, in the order the pairs first appear (games oldest first)."""
    groups: dict[tuple[str, str], list[Played]] = {}
    for p in sorted(played, key=lambda p: p.finished_at):
        groups.setdefault((p.key, p.game), []).append(p)
    out = []
    for (key, game), items in groups.items():
        out.append(Rating(key, game, len(items), sum(p.seat.decisions for p in items),
                          sum(p.seat.cost for p in items), sum(p.seat.best for p in items),
                          all(p.exact for p in items), tuple(items)))
    return out


@dataclass(frozen=True)
class TrendPoint:
    """One game of a player's trend: its mean cost per decision and the moving average of
    the last `window` games (decisions weighted) up to it."""

    finished_at: str
    cost: float | None
    average: float | None


def trend(rating: Rating, window: int = 10) -> list[TrendPoint]:
    out = []
    items = rating.played
    for i, p in enumerate(items):
        last = items[max(0, i + 1 - window):i + 1]
        n = sum(q.seat.decisions for q in last)
        out.append(TrendPoint(p.finished_at,
                              p.seat.cost / p.seat.decisions if p.seat.decisions else None,
                              sum(q.seat.cost for q in last) / n if n else None))
    return out
