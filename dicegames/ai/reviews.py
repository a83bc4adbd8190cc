"""Post-game review: what each human decision cost against the strong policy's best choice.

`review(record)` replays the record through the engine (`replay`) and asks the advisor at
every decision of a human seat (`PlayerEntry.kind == "human"`; computer seats are skipped).
A move with no alternative (the only legal action) is not a decision and is not reviewed.
A decision's cost is the best action's value minus the chosen one's in the game's measure
(for 421, lower chips being better, the chosen minus the best): never negative, 0 for the best
move — the coach's measure (`coach.py`). Where the position had a chance to win
(`advisor.win_advice`: a two-player game's decision the strong computer plays for the win) the
review measures the decision in it as well: `win_best`, the best choice for the win, and
`win_cost`, the chance to win given up (0 … 1); `Moment.measured` says which the review shows,
and each player's figures are kept per measure. A pure function of the record; an unfinished
record is reviewed up to its end.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dicegames.engine import Action, Record, replay

from .advisor import advise, win_advice, win_chance
from .games import computer

TOP = 3
WIN = "win_chance"                # the measure of `Moment.win_cost`


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
    # where the position had a chance to win: the best choice for the win, the chance given up
    win_best: str | None = None
    win_cost: float | None = None

    def measured(self, measure: str) -> tuple[str, float, str]:
        """What the review shows of it: (measure, cost, best choice) — in the chance to win
        where the position had one, else in the game's `measure`."""
        if self.win_cost is not None and self.win_best is not None:
            return WIN, self.win_cost, self.win_best
        return measure, self.cost, self.best


@dataclass(frozen=True)
class PlayerReview:
    player: int
    name: str
    decisions: int
    total_cost: float                 # in the game's measure, over the decisions shown in it …
    costliest: tuple[Moment, ...]     # … and their TOP costliest, costliest first
    win_cost: float = 0.0             # the chance to win given up where it was measured …
    win_costliest: tuple[Moment, ...] = ()    # … and the TOP costliest there


@dataclass(frozen=True)
class Review:
    game: str
    measure: str
    exact: bool
    moments: tuple[Moment, ...]
    players: tuple[PlayerReview, ...]


def review(record: Record, win: bool = True) -> Review:
    """The review of `record`; with `win=False` in the game's measure only (the coach)."""
    rep = replay(record)
    game = rep.game
    state = game.new_initial_state(len(record.players), record.first_player)
    moments: list[Moment] = []
    exact = True
    for index, step in zip(rep.indices, rep.steps):
        who = game.current_player(state)
        if who >= 0 and record.players[who].kind != "computer":
            action = Action.from_str(_text(record, index))
            moment = _moment(game, state, who, index, action, win)
            if moment is not None:
                moments.append(moment[0])
                exact = exact and moment[1]
        state = step.state
    players = []
    for p, entry in enumerate(record.players):
        if entry.kind == "computer":
            continue
        mine = [m for m in moments if m.player == p]
        points = [m for m in mine if m.win_cost is None]
        chances = [m for m in mine if m.win_cost is not None]
        players.append(PlayerReview(p, entry.name, len(mine), sum(m.cost for m in points),
                                    _costliest(points, lambda m: m.cost),
                                    sum(m.win_cost or 0.0 for m in chances),
                                    _costliest(chances, lambda m: m.win_cost or 0.0)))
    return Review(game.id, computer(game.id).measure, exact, tuple(moments), tuple(players))


def _costliest(moments: list[Moment], cost: Any) -> tuple[Moment, ...]:
    return tuple(sorted(moments, key=lambda m: (-cost(m), m.index))[:TOP])


def _text(record: Record, index: int) -> str:
    """The action that entry `index` stands for: its last correction's, if any."""
    text = record.actions[index]
    for line in record.actions[index + 1:]:
        words = line.split(" ", 2)
        if len(words) == 3 and words[0] == "correct" and words[1] == str(index):
            text = words[2]
    return text


def _moment(game: Any, state: Any, who: int, index: int, action: Action, win: bool
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
    chances = win_advice(game, state) if win else None
    win_best, win_cost, exact = None, None, advice.exact
    if chances is not None:
        chance = {av.action: win_chance(chances, av) for av in chances.actions}
        if action in chance:
            win_best = chances.best.to_str()
            win_cost = max(0.0, chance[chances.best] - chance[action])
            exact = exact and chances.exact
    return Moment(index, who, action.to_str(), advice.best.to_str(), value, advice.value,
                  max(0.0, cost), tuple(table.dice), table.throw, win_best, win_cost), exact
