"""Post-game review: what each human decision cost against the strong policy's best choice.

`review(record)` replays the record through the engine (`replay`) and asks the advisor at
every decision of a human seat (`PlayerEntry.kind == "human"`; computer seats are skipped).
A move with no alternative (the only legal action) is not a decision and is not reviewed.
A decision's cost is the best action's value minus the chosen one's in the game's measure
(for 421, lower chips being better, the chosen minus the best): never negative, 0 for the best
move. A pure function of the record; an unfinished record is reviewed up to its end.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dicegames.engine import Action, Record, replay

from .advisor import advise
from .games import computer

TOP = 3


@dataclass(frozen=True)
class Moment:
    index: int                    # position of the action in record.actions
    player: int
    action: str                   # what was played (record vocabulary)
    best: str                     # the strong policy's choice
    value: float                  # the value of what was played
    best_value: float
    cost: float                   # ≥ 0
    dice: tuple[int, ...]         # the dice on the table (tray order)
    throw: int                    # throws made in the turn / series


@dataclass(frozen=True)
class PlayerReview:
    player: int
    name: str
    decisions: int
    total_cost: float
    costliest: tuple[Moment, ...]     # the TOP costliest, costliest first


@dataclass(frozen=True)
class Review:
    game: str
    measure: str
    exact: bool
    moments: tuple[Moment, ...]
    players: tuple[PlayerReview, ...]


def review(record: Record) -> Review:
    rep = replay(record)
    game = rep.game
    state = game.new_initial_state(len(record.players), record.first_player)
    moments: list[Moment] = []
    exact = True
    for index, step in zip(rep.indices, rep.steps):
        who = game.current_player(state)
        if who >= 0 and record.players[who].kind != "computer":
            action = Action.from_str(_text(record, index))
            moment = _moment(game, state, who, index, action)
            if moment is not None:
                moments.append(moment[0])
                exact = exact and moment[1]
        state = step.state
    players = []
    for p, entry in enumerate(record.players):
        if entry.kind == "computer":
            continue
        mine = [m for m in moments if m.player == p]
        top = tuple(sorted(mine, key=lambda m: (-m.cost, m.index))[:TOP])
        players.append(PlayerReview(p, entry.name, len(mine), sum(m.cost for m in mine), top))
    return Review(game.id, computer(game.id).measure, exact, tuple(moments), tuple(players))


def _text(record: Record, index: int) -> str:
    """The action that entry `index` stands for: its last correction's, if any."""
    text = record.actions[index]
    for line in record.actions[index + 1:]:
        words = line.split(" ", 2)
        if len(words) == 3 and words[0] == "correct" and words[1] == str(index):
            text = words[2]
    return text


def _moment(game: Any, state: Any, who: int, index: int, action: Action
            ) -> tuple[Moment, bool] | None:
    legal = game.legal_actions(state)
    if len(legal) < 2:                       # a forced move (throw on after hot dice, the one
        return None                          # die that scores): no choice, no decision
    if action not in legal:                  # the engine normalises (e.g. faces in any order)
        action = next((a for a in legal if a.verb == action.verb and
                       sorted(map(str, a.args)) == sorted(map(str, action.args))), action)
    advice = advise(game, state)
    try:
        value = advice.value_of(action)
    except StopIteration:
        return None
    cost = advice.value - value if advice.higher_is_better else value - advice.value
    table = game.table(state)
    return Moment(index, who, action.to_str(), advice.best.to_str(), value, advice.value,
                  max(0.0, cost), tuple(table.dice), table.throw), advice.exact
