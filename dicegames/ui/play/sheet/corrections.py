"""Where each written sheet cell came from, and what the rules allow as its correction.

A cell is written by one step of the game (the `score`, the bank, the zonk, the kept hand …);
its *turn* is every step from the start of that player's turn up to it. `cell_origins` maps the
sheet's cells to their turns from the session's history, by the cell each step's events name,
so a correction can re-enter the turn's dice (real dice, keeper inputs) or move its score to
another cell that was open then (Zdorovo, School). Nothing here changes a game: the session
does.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dicegames.engine import (
    Action,
    Event,
    IllegalActionError,
    MatchGameEnded,
    Scored,
)
from dicegames.engine.events import TURN_ENDS
from dicegames.ui.games import look

SHEET_VERBS = ("score", "cross")           # decisions that write a chosen cell


@dataclass(frozen=True)
class Origin:
    """The history steps of the turn that wrote a cell (`turn[-1]` wrote it) and their log
    positions; `events` are the writing step's events (e.g. the zonk's lost points)."""

    turn: tuple[int, ...]
    positions: tuple[int, ...]
    events: tuple[Event, ...]

    @property
    def writer(self) -> int:
        return self.turn[-1]


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


Key = tuple[str, int]                       # (row id, seat)


@dataclass(frozen=True)
class SheetFacts:
    """What the session knows about the sheet's cells beyond the engine's sheet: which turn
    wrote each (and its events), the dice then, the corrections, which cells may be corrected."""

    origins: dict[Key, Origin] = field(default_factory=dict)
    dice: dict[Key, tuple[int, ...]] = field(default_factory=dict)
    corrected: dict[Key, str] = field(default_factory=dict)      # "corrected: was …"
    editable: frozenset[Key] = frozenset()


def sheet_facts(session: Any) -> SheetFacts:
    """The facts of the sheet now shown, from the session's history and log."""
    history = session.history
    origins = cell_origins(history, session.log_indices())
    dice = {key: dice_before(session, o) for key, o in origins.items()
            if history[o.writer].action.verb in SHEET_VERBS}
    by_position = {pos: key for key, o in origins.items() for pos in o.positions}
    corrected: dict[Key, str] = {}
    game = look(session.game.id)
    for c in session.corrections():
        key = by_position.get(c.target)
        if key is not None and key not in corrected:            # the first: what it was
            corrected[key] = game.correction_was(Action.from_str(c.was))
    editable = frozenset(key for key, o in origins.items()
                         if session.dice_source != "virtual"
                         or history[o.writer].action.verb in SHEET_VERBS)
    return SheetFacts(origins, dice, corrected, editable)


def cell_origins(history: Sequence[Any], positions: Sequence[int]
                 ) -> dict[tuple[str, int], Origin]:
    """{(row id, seat): Origin} for every cell of the sheet now shown that a turn wrote.

    `history` are the session's entries (seat, action, step), `positions` their places in
    the record's actions; a step writes the cell its events name (`cell`).
    """
    out: dict[tuple[str, int], Origin] = {}
    start = 0
    for k, entry in enumerate(history):
        events = entry.step.events
        for e in events:
            cell = getattr(e, "cell", "")
            if cell and e.player is not None:
                span = tuple(range(start, k + 1))
                out[cell, e.player] = Origin(span, tuple(positions[i] for i in span), events)
            if isinstance(e, MatchGameEnded):              # a new game: a fresh sheet
                out.clear()
        if any(isinstance(e, TURN_ENDS) for e in events):
            start = k + 1
    return out


def correction_options(session: Any, origin: Origin) -> Options:
    """The corrections the rules allow for the cell `origin` wrote: other cells open then
    (a decision's alternatives) and, with real dice or keeping score, the turn's inputs."""
    history = session.history
    writer = history[origin.writer]
    position = current = None
    alternatives: list[Alternative] = []
    if writer.action.verb in SHEET_VERBS:
        position, current = origin.positions[-1], writer.action
        before = history[origin.writer - 1].step.state if origin.writer else \
            session.game.new_initial_state(len(session.players), session.record.first_player)
        for a in session.game.legal_actions(before):
            if a.verb in SHEET_VERBS and a != current:
                alternatives.append(_alternative(session.game, before, a))
    inputs: list[Reentry] = []
    if session.dice_source != "virtual":
        verbs = session.chance_verbs()
        for k, pos in zip(origin.turn, origin.positions):
            action = history[k].action
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


def dice_before(session: Any, origin: Origin) -> tuple[int, ...]:
    """The dice on the table when the cell was written (Zdorovo, School), else ()."""
    if not origin.writer:
        return ()
    state = session.history[origin.writer - 1].step.state
    return tuple(getattr(state, "dice", ()) or ())
