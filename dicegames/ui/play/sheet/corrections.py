"""What the rules allow as the correction of a written cell at the table.

A cell is written by one step of the game (the `score`, the bank, the zonk, the kept hand …);
its *turn* is every step from the start of that player's turn up to it
(`dicegames.engine.played.Origin`), so a correction can re-enter the turn's dice (real dice,
keeper inputs) or move its score to another cell that was open then (Zdorovo, School). Nothing
here changes a game: the session does.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dicegames.engine import Action, IllegalActionError, Scored
from dicegames.engine.played import Origin, PlayedGame
from dicegames.ui.played.facts import SHEET_VERBS


@dataclass(frozen=True)
class Alternative:
    """A decision the player could have taken instead, and what it would have written."""

    action: Action
    points: int | None = None
    doubled: bool = False


@dataclass(frozen=True)
class Reentry:
    """A chance input of the turn that may be typed again: a real throw or a keeper input."""

    position: int              # in the record's actions
    action: Action
    throw: int                 # 1, 2 … within the turn


@dataclass(frozen=True)
class Options:
    """What a cell's correction may change."""

    position: int | None                      # log position of the writing decision
    current: Action | None                    # that decision
    alternatives: tuple[Alternative, ...]
    inputs: tuple[Reentry, ...]

    @property
    def any(self) -> bool:
        return bool(self.alternatives or self.inputs)


def correction_options(played: PlayedGame, origin: Origin, typed_dice: bool = False) -> Options:
    """The corrections the rules allow for the cell `origin` wrote: other cells open then
    (a decision's alternatives) and, with `typed_dice` (real dice, keeping score), the turn's
    inputs."""
    entries = played.entries
    writer = entries[origin.writer]
    position = current = None
    alternatives: list[Alternative] = []
    if writer.action.verb in SHEET_VERBS:
        position, current = origin.positions[-1], writer.action
        before = played.state_before(origin.writer)
        for a in played.game.legal_actions(before):
            if a.verb in SHEET_VERBS and a != current:
                alternatives.append(_alternative(played.game, before, a))
    inputs: list[Reentry] = []
    if typed_dice:
        verbs = played.chance_verbs()
        for k, pos in zip(origin.turn, origin.positions):
            action = entries[k].action
            if action.verb in verbs:
                inputs.append(Reentry(pos, action, len(inputs) + 1))
    return Options(position, current, tuple(alternatives), tuple(inputs))


def _alternative(game: Any, state: Any, action: Action) -> Alternative:
    try:
        events = game.apply(state, action).events
    except IllegalActionError:
        return Alternative(action)
    scored = next((e for e in events if isinstance(e, Scored)), None)
    if scored is None:
        return Alternative(action, 0 if action.verb == "cross" else None)
    return Alternative(action, scored.points, scored.doubled)

