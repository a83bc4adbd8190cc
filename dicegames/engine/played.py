"""A played game, read only: its record replayed into entries — who acted, the action as it
stands after every correction, the step it made, its line in the log and where the next throw is
dealt — with the log's corrections and the turn that wrote each sheet cell.

The live session keeps its entries as it plays and shows them as a `PlayedGame`; printing and
the replay build one from a record (`PlayedGame.from_record`). Nothing here changes a game.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .base import CHANCE, TERMINAL
from .events import TURN_ENDS, Event, GameOver, MatchGameEnded, Step, ends_turn
from .records import Record, effective_actions, is_correction, parse_correction, replay
from .rng import Place

Key = tuple[str, int]                      # a sheet cell: (row id, seat)


@dataclass(frozen=True)
class Entry:
    """One applied action: who acted (the seat, also for throws), the action and its step, its
    line in the record's actions and where the next throw is dealt after it."""

    seat: int | None
    action: Action
    step: Step
    line: int = 0
    place: Place = Place()


@dataclass(frozen=True)
class Correction:
    """A `correct I ACTION` line of the log: where it is, the entry it corrects, what that
    entry said before (`was`) and says now."""

    line: int
    target: int
    was: str
    now: str


@dataclass(frozen=True)
class Origin:
    """The entries of the turn that wrote a cell (`turn[-1]` wrote it) and their log
    positions; `events` are the writing step's events (e.g. the zonk's lost points)."""

    turn: tuple[int, ...]
    positions: tuple[int, ...]
    events: tuple[Event, ...]

    @property
    def writer(self) -> int:
        return self.turn[-1]


@dataclass(frozen=True)
class PlayedGame:
    """A game as far as it was played: the game, its record (corrections included), one entry
    per effective action and the state they led to."""

    game: Any
    record: Record
    entries: tuple[Entry, ...]
    state: Any

    @classmethod
    def from_record(cls, record: Record) -> PlayedGame:
        """The game of `record`, replayed once (RecordError names a bad line)."""
        rep = replay(record)
        return cls(rep.game, record, tuple(entries_of(rep.game, record, rep.steps, rep.indices)),
                   rep.state)

    @property
    def players(self) -> tuple[Any, ...]:
        return self.record.players

    def initial_state(self) -> Any:
        return self.game.new_initial_state(len(self.record.players), self.record.first_player)

    def state_before(self, k: int) -> Any:
        """The state entry `k` was applied to."""
        return self.entries[k - 1].step.state if k else self.initial_state()

    def outcome(self) -> Any:
        return self.game.outcome(self.state)

    def acting_seat(self, state: Any = None) -> int | None:
        """The seat to decide or to throw now (or in `state`); None when the game is over."""
        return acting_seat(self.game, self.state if state is None else state)

    def chance_verbs(self) -> tuple[str, ...]:
        """The inputs a chance node takes: `roll` and the game's score-keeping verbs."""
        return chance_verbs(self.game)

    def log_indices(self) -> tuple[int, ...]:
        """For each entry, its position in the record's actions."""
        return tuple(i for i, text in enumerate(self.record.actions) if not is_correction(text))

    def corrections(self) -> tuple[Correction, ...]:
        return corrections_of(self.record.actions)

    def log_items(self) -> list[Entry | Correction]:
        """The entries and the corrections in the order they were made."""
        items: list[Entry | Correction] = []
        pending = sorted(self.corrections(), key=lambda c: c.line)
        for entry, position in zip(self.entries, self.log_indices()):
            while pending and pending[0].line < position:
                items.append(pending.pop(0))
            items.append(entry)
        return items + pending

    def seats(self) -> dict[int, int | None]:
        """{log position: the seat of the entry there}: whose turn a correction corrects."""
        return {i: e.seat for i, e in zip(self.log_indices(), self.entries)}

    def origins(self) -> dict[Key, Origin]:
        """{(row id, seat): Origin} for every cell of the sheet now shown that a turn wrote."""
        return cell_origins(self.entries, self.log_indices())

    def dice_before(self, origin: Origin) -> tuple[int, ...]:
        """The dice on the table when the cell was written (Zdorovo, School), else ()."""
        if not origin.writer:
            return ()
        return tuple(getattr(self.state_before(origin.writer), "dice", ()) or ())


def entries_of(game: Any, record: Record, steps: Sequence[Step], indices: Sequence[int]
               ) -> list[Entry]:
    """The entries of a replay of `record` (its steps and their log positions)."""
    now = effective_log(record.actions, chance_verbs(game))
    state = game.new_initial_state(len(record.players), record.first_player)
    out: list[Entry] = []
    place = Place()
    for step, i in zip(steps, indices):
        out.append(entry_at(acting_seat(game, state), Action.from_str(now[i]), step, i, place))
        state, place = step.state, out[-1].place
    return out


def entry_at(seat: int | None, action: Action, step: Step, line: int, before: Place) -> Entry:
    """The entry of `action` at log line `line`, the next throw's place after it."""
    return Entry(seat, action, step, line,
                 before.after(line, action.verb == "roll", ends_turn(step)))


def effective_log(log: Sequence[str], throw_verbs: Sequence[str]) -> dict[int, str]:
    """{position: what the entry says after every correction in the log} (no corrections)."""
    return dict(effective_actions(tuple(log), throw_verbs)[0])


def acting_seat(game: Any, state: Any) -> int | None:
    """The seat to decide or to throw in `state`; None when the game is over."""
    who = game.current_player(state)
    if who == TERMINAL:
        return None
    seat: int = game.table(state).player if who == CHANCE else who
    return seat


def chance_verbs(game: Any) -> tuple[str, ...]:
    """The inputs a chance node of `game` takes: `roll` and its score-keeping verbs."""
    return tuple(getattr(game, "chance_verbs", ("roll",)))


def corrections_of(actions: Sequence[str]) -> tuple[Correction, ...]:
    """Every correction in a log, in order, with the text each one replaced."""
    current: dict[int, str] = {}
    out = []
    for i, text in enumerate(actions):
        parsed = parse_correction(text)
        if parsed is None:
            current[i] = text
            continue
        target, now = parsed
        out.append(Correction(i, target, current[target], now))
        current[target] = now
    return tuple(out)


def cell_origins(entries: Sequence[Entry], positions: Sequence[int]) -> dict[Key, Origin]:
    """{(row id, seat): Origin} for every cell of the sheet now shown that a turn wrote: a step
    writes the cell its events name (`cell`); a new game of a match starts a fresh sheet, and the
    last game's stays (a finished game is corrected on it)."""
    out: dict[Key, Origin] = {}
    start = 0
    for k, one in enumerate(entries):
        events = one.step.events
        over = any(isinstance(e, GameOver) for e in events)
        for e in events:
            cell = getattr(e, "cell", "")
            if cell and e.player is not None:
                span = tuple(range(start, k + 1))
                out[cell, e.player] = Origin(span, tuple(positions[i] for i in span), events)
            if isinstance(e, MatchGameEnded) and not over:   # a new game: a fresh sheet (the
                out.clear()                                 # last one stays on show)
        if any(isinstance(e, TURN_ENDS) for e in events):
            start = k + 1
    return out
