"""The coach: how well each person played a game, in the game's own measure
(docs/ai.md "The coach").

`proficiency(record)` values every decision of every person's seat with the advisor (the
review, `reviews.py`): a decision's cost is what `dicegames advise` reports for the record cut
just before it — the best action's value minus the chosen one's (chosen minus best in 421,
where fewer chips are better). A move with one legal action is not a decision. The figures
(`dicegames.stats.coach`) are kept with the game in the history, so the statistics never
solve a game again; `band` names the level of a mean cost per decision with the game's
calibration (`ai.games`), and `worst` picks the costliest decisions of many games.

Importing this module loads no solver: only `proficiency` needs the advisor.
"""
from __future__ import annotations

from collections.abc import Iterable

from dicegames.engine import Record
from dicegames.stats.coach import WORST, Decision, GameCoach, Played, SeatCoach

from .games import coaching

__all__ = ["Decision", "GameCoach", "Played", "SeatCoach", "band", "coachable",
           "proficiency", "worst"]


def coachable(record: Record) -> bool:
    """A person played, and the coach knows the game."""
    return coaching(record.game) is not None and any(p.kind != "computer"
                                                     for p in record.players)


def proficiency(record: Record, seats: Iterable[int] | None = None) -> GameCoach:
    """Every decision of the people's seats (or of `seats`, computer ones too: calibration)
    valued by the advisor. Raises RecordError when the record does not replay, ValueError for
    a game the coach does not know."""
    from dicegames.engine import replay

    from .reviews import review
    calibration = coaching(record.game)
    if calibration is None:
        raise ValueError(f"the coach does not know {record.game!r}")
    wanted = set(seats) if seats is not None else None
    if wanted is not None:
        record = _as_people(record, wanted)
    moves = {index: k + 1 for k, index in enumerate(replay(record).indices)}
    rv = review(record, win=False)          # the coach's own measure: the game's
    out = []
    for p, entry in enumerate(record.players):
        if entry.kind == "computer" or (wanted is not None and p not in wanted):
            continue
        mine = [m for m in rv.moments if m.player == p]
        costly = sorted(mine, key=lambda m: (-m.cost, m.index))
        worst = tuple(Decision(moves[m.index], m.index, m.action, m.best, m.cost)
                      for m in costly[:WORST] if m.cost >= calibration.best_below)
        out.append(SeatCoach(p, len(mine), sum(m.cost for m in mine),
                             sum(1 for m in mine if m.cost < calibration.best_below), worst))
    return GameCoach(record.game, rv.measure, rv.exact, tuple(out))


def _as_people(record: Record, seats: set[int]) -> Record:
    """The record with `seats` played by people (the review skips computer seats)."""
    from dataclasses import replace
    players = tuple(replace(p, kind="human", level="") if i in seats else p
                    for i, p in enumerate(record.players))
    return replace(record, players=players)


def band(game: str, mean_cost: float | None) -> str | None:
    """The named band of a mean cost per decision in `game` (None without decisions)."""
    calibration = coaching(game)
    if calibration is None or mean_cost is None:
        return None
    return calibration.band(mean_cost)


def worst(played: Iterable[Played], limit: int = 10) -> list[tuple[Played, Decision]]:
    """The costliest decisions of these games, costliest first — measured against the size
    of a typical mistake in each game, so that games with different measures compare."""
    found = [(p, d) for p in played for d in p.seat.worst]

    def weight(pd: tuple[Played, Decision]) -> float:
        calibration = coaching(pd[0].game)
        return pd[1].cost / (calibration.scale() if calibration else 1.0)
    found.sort(key=lambda pd: (-weight(pd), pd[0].finished_at, pd[1].move))
    return found[:limit]
