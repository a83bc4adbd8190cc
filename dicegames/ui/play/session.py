"""GameSession: the one owner of a game in the app — game, state, dice, record and undo stack.

`request(action)` (decisions) and `throw(faces)` (dice) are the only mutators. Every change is
a `QUndoCommand`; an undo step is a decision together with the throw it asked for (re-throw,
throw the remaining dice, carry on after hot dice …), so undo goes back to the last decision
point and a redo — or throwing again — shows the same dice: virtual dice come from a `Dealer`
that keeps every throw it drew, dealt at its place in its turn (engine.rng: a throw taken back
comes back only there), also across a save and Continue; redo replays the recorded faces. The
dealer's secret never reaches `record` or a save; after undo past the end (the finished record
may have published it) every throw not drawn yet comes from a fresh one.

Resuming replays the record once: the log up to its last correction through the engine's
`replay` (undo steps there are rebuilt by replaying when they are taken back), the rest move
by move — so a log with thousands of corrections opens at the speed of one replay.

`correct(changes)` corrects earlier entries of the log (a mis-scored cell, a mistyped real
throw): the record gets `correct I ACTION` lines, the state becomes `replay(record).state` and
the correction is one undo step of its own. A correction the rules refuse changes nothing.
"""
from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from dicegames.engine import (
    CHANCE,
    Action,
    Dealer,
    Event,
    IllegalActionError,
    Record,
    RecordError,
    Step,
    game_info,
    replay,
)
from dicegames.engine.events import ends_turn
from dicegames.engine.played import (
    Correction,
    Entry,
    PlayedGame,
    acting_seat,
    chance_verbs,
    corrections_of,
    effective_log,
    entries_of,
    entry_at,
)
from dicegames.engine.records import correction, is_correction
from dicegames.engine.rng import Place, log_digest, log_digests
from dicegames.persistence import DICE_SOURCES
from dicegames.ui.games import look
from dicegames.ui.words import correction_refusal, correction_undo_text, refusal_text

Thrower = Callable[[Any, Any], Iterable[int]]      # (game, state) -> faces of the next throw
Drawn = dict[str, tuple[int, ...]]                 # {place label: faces} (a save's taken_back)


class _Step(QUndoCommand):
    """An undo step of a session. It holds the session weakly: the session owns its undo stack,
    and a command holding it strongly would make a cycle through C++ that the garbage
    collector tears down in the wrong order."""

    seat: int | None = None
    open_throw = False
    correction = False

    def __init__(self, session: GameSession, words: Callable[[], str]) -> None:
        super().__init__(words())
        self._session = weakref.ref(session)
        self.words = words                # what it is, in the language of the moment

    @property
    def session(self) -> GameSession:
        s = self._session()
        assert s is not None, "an undo step outlived its session"
        return s


class _Move(_Step):
    """One undo step: a decision or a throw, plus the throw the decision asked for."""

    def __init__(self, session: GameSession, before: Any, start: int, log_start: int,
                 entries: list[Entry], open_throw: bool) -> None:
        action, look = entries[0].action, session.look
        super().__init__(session, lambda: look.action_text(action))
        self.before, self.start = before, start
        self.log_start = log_start
        self.entries = entries
        self.seat = entries[0].seat
        self.open_throw = open_throw      # the decision asked for a throw not yet made

    @property
    def after(self) -> Any:
        return self.entries[-1].step.state

    def id(self) -> int:
        return 1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (self.open_throw and isinstance(other, _Move)
                and other.entries[0].action.verb == "roll"):
            return False
        self.entries = self.entries + other.entries
        self.open_throw = other.open_throw
        return True

    def redo(self) -> None:
        self.session._restore(self.start, self.entries, self.after, self.log_start,
                              [e.action.to_str() for e in self.entries])

    def undo(self) -> None:
        self.session._restore(self.start, [], self.before, self.log_start, [])


class _Correct(_Step):
    """One undo step: a correction line, with the whole history before and after it."""

    correction = True

    def __init__(self, session: GameSession, line: list[str], log_start: int,
                 before: tuple[list[Entry], Any], after: tuple[list[Entry], Any],
                 open_throw: bool) -> None:
        super().__init__(session, correction_undo_text)
        self.line, self.log_start = line, log_start
        self.before, self.after = before, after
        self.open_throw = open_throw      # as before the correction: the same throw is due

    def redo(self) -> None:
        self.session._restore(0, self.after[0], self.after[1], self.log_start, self.line)

    def undo(self) -> None:
        self.session._restore(0, self.before[0], self.before[1], self.log_start, [])


class _Resumed(_Step):
    """An undo step of the log a resumed game replayed up to its last correction: taking it
    back (or forward again) replays the log up to its start (or end)."""

    def __init__(self, session: GameSession, words: Callable[[], str], seat: int | None,
                 start: int, end: int, open_throw: bool) -> None:
        super().__init__(session, words)
        self.seat, self.start, self.end, self.open_throw = seat, start, end, open_throw
        self.pushed = False

    def redo(self) -> None:
        if self.pushed:                   # pushing it: the session holds this state already
            self.session._rebuild(self.end)
        self.pushed = True

    def undo(self) -> None:
        self.session._rebuild(self.start)


class GameSession(QObject):
    """A game being played: the only place where its state changes."""

    state_changed = Signal()
    events_emitted = Signal(list)          # the events of a freshly committed action
    action_refused = Signal(str, str)      # code, a sentence that names the fix
    record_changed = Signal(object)        # the Record after every change (autosave)
    game_finished = Signal(object)         # the Outcome, after a change that leaves it over
    game_reopened = Signal()               # a change took the finished game back (undo past
                                           # the end, a correction): it is unfinished again

    def __init__(self, record: Record, dice_source: str = "virtual",
                 thrower: Thrower | None = None, parent: QObject | None = None, *,
                 drawn: Drawn | None = None) -> None:
        """Start or resume `record` (its actions are replayed; RecordError names a bad one).

        Virtual dice come from `record.seed` when it has one (tests, demos), else from a fresh
        secret; `drawn` are throws drawn before and taken back (a save's: {place label: faces}),
        dealt again at their places so undo shows the same dice. `thrower` replaces the virtual
        dice altogether (scripted dice in tests and demos).
        """
        super().__init__(parent)
        if dice_source not in DICE_SOURCES:
            raise ValueError(f"dice source is one of {DICE_SOURCES}, not {dice_source!r}")
        self.dice_source = dice_source
        self.game = game_info(record.game).make(record.options)
        self.look = look(record.game)         # the game's words (undo texts, refusals)
        self.dealer = Dealer(record.seed) if dice_source == "virtual" else None
        self._base = replace(record.with_actions(()), seed="")
        self._thrower = thrower
        self.state = self._initial()
        self._history: list[Entry] = []     # one entry per effective action (corrected)
        self._log: list[str] = []           # the record's actions, corrections included
        self._digests = log_digests(())     # [digest of self._log[:i] for i in 0…len]
        self._loaded: tuple[str, ...] = ()  # the log replayed at once when resuming
        self._quiet = True
        self.refusal = ""                   # the last refusal, in words
        self.vet: Callable[[Action], bool] | None = None   # asked before a decision is played
        self.undo_stack = QUndoStack(self)
        self._resume(record.actions)
        self._give_back(drawn or {})
        self._quiet = False

    def _initial(self) -> Any:
        return self.game.new_initial_state(len(self._base.players), self._base.first_player)

    def _resume(self, actions: tuple[str, ...]) -> None:
        """Replay a record's log: up to its last correction at once, then move by move."""
        last = max((i for i, text in enumerate(actions) if is_correction(text)), default=-1)
        self._loaded = actions[:last + 1]
        if self._loaded:
            self._rebuild(len(self._loaded))
            for step in self._resumed_steps():
                self.undo_stack.push(step)
        for i in range(last + 1, len(actions)):
            text = actions[i]
            try:
                if is_correction(text):      # never: the last correction is in _loaded
                    raise RecordError("a correction after the last correction", index=i)
                self._commit(Action.from_str(text))
            except IllegalActionError as e:
                raise RecordError(f"{text[:60]!r}: {e.detail}", index=i,
                                  code="illegal_event") from None

    def _rebuild(self, lines: int) -> None:
        """Session state = the first `lines` lines of the resumed log, replayed."""
        log = self._loaded[:lines]
        record = self._base.with_actions(log)
        rep = replay(record)
        history = entries_of(rep.game, record, rep.steps, rep.indices)
        self._restore(0, history, rep.state, 0, list(log))
        place = Place()
        for entry in history:
            self._seen(place, entry.action)
            place = entry.place

    def _resumed_steps(self) -> list[_Resumed]:
        """Undo steps of the resumed log (a decision with the throw it asked for, a throw, a
        correction), as `_commit` and `_correct` would have made them."""
        positions = {i: k for k, i in enumerate(self.log_indices())}
        look = self.look                  # the steps' words hold the look, not the session
        steps: list[_Resumed] = []
        for i, text in enumerate(self._loaded):
            if is_correction(text):
                steps.append(_Resumed(self, correction_undo_text, None, i, i + 1,
                                      steps[-1].open_throw if steps else False))
                steps[-1].correction = True
                continue
            entry = self._history[positions[i]]
            if steps and steps[-1].open_throw and entry.action.verb == "roll" \
                    and steps[-1].end == i:
                steps[-1].end, steps[-1].open_throw = i + 1, False
                continue
            asks = entry.action.verb != "roll" and self._asks_for_throw(entry.seat, entry.step)
            steps.append(_Resumed(self, partial(look.action_text, entry.action),
                                  entry.seat, i, i + 1, asks))
        return steps

    # ------------------------------------------------------------------ reading
    @property
    def record(self) -> Record:
        """The game so far as a record: every action, corrections included, and no seed."""
        return self._base.with_actions(tuple(self._log))

    def finished_record(self) -> Record:
        """The record for the history: with the dice's seed when every throw came from it
        (so the dice can be verified), which is told only once the game is over."""
        seed = self.dealer.seed if self.dealer is not None and self.outcome() is not None \
            else ""
        return replace(self.record, seed=seed)

    def drawn_ahead(self) -> Drawn:
        """The virtual throws drawn that the log does not show in full (taken back by undo) in
        the turns undo and redo can still reach — the log's and the redo branch's: a save
        keeps them, so after Continue undo and throw again (or the same moves again) show the
        same dice. Throws of a course of play abandoned for another are not kept."""
        if self.dealer is None:
            return {}
        reach = set(self._digests)              # every turn begins at one of these
        last = self._digests[-1]
        for line in self._redo_lines():
            last = log_digest(last, line)
            reach.add(last)
        logged: dict[str, int] = {}
        place = Place()
        for entry in self._history:
            if entry.action.verb == "roll":
                logged[place.label(self._digests)] = len(entry.action.args)
            place = entry.place
        return {label: faces for label, faces in sorted(self.dealer.drawn.items())
                if label.rsplit(":", 1)[0] in reach and len(faces) > logged.get(label, 0)}

    def _redo_lines(self) -> list[str]:
        """The log lines Redo would add, in order."""
        lines: list[str] = []
        for i in range(self.undo_stack.index(), self.undo_stack.count()):
            command = self._step(i)
            if isinstance(command, _Move):
                lines += [e.action.to_str() for e in command.entries]
            elif isinstance(command, _Correct):
                lines += command.line
            elif isinstance(command, _Resumed):
                lines += self._loaded[command.start:command.end]
        return lines

    def _give_back(self, drawn: Drawn) -> None:
        """Throws a save kept (taken back before it was written) are dealt again at their
        places."""
        if self.dealer is not None:
            for label, faces in drawn.items():
                self.dealer.keep(label, faces)

    @property
    def played(self) -> PlayedGame:
        """The game so far, read only: what the sheet, the log and print read."""
        return PlayedGame(self.game, self.record, tuple(self._history), self.state)

    @property
    def players(self) -> tuple[Any, ...]:
        return self._base.players

    @property
    def history(self) -> tuple[Entry, ...]:
        """The effective entries (corrections applied), one per step of the game."""
        return tuple(self._history)

    def log_indices(self) -> tuple[int, ...]:
        """For each history entry, its position in the record's actions."""
        return tuple(i for i, text in enumerate(self._log) if not is_correction(text))

    def corrections(self) -> tuple[Correction, ...]:
        return corrections_of(self._log)

    def chance_verbs(self) -> tuple[str, ...]:
        """The inputs a chance node takes: `roll` and the game's score-keeping verbs."""
        return chance_verbs(self.game)

    def keeper_inputs(self) -> tuple[str, ...]:
        """The score-keeping verbs the game accepts now (empty mid-turn or without them)."""
        inputs = getattr(self.game, "keeper_inputs", None)
        return tuple(inputs(self.state)) if inputs is not None else ()

    def outcome(self) -> Any:
        return self.game.outcome(self.state)

    def acting_seat(self, state: Any = None) -> int | None:
        """The seat to decide or to throw now; None when the game is over."""
        return acting_seat(self.game, self.state if state is None else state)

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.players[seat].kind == "computer"

    def dice_to_throw(self) -> int:
        """How many dice the table waits for (0 when a decision or nothing is due)."""
        return self.game.dice_to_throw(self.state) \
            if self.game.current_player(self.state) == CHANCE else 0

    def legal_actions(self) -> tuple[Action, ...]:
        actions: tuple[Action, ...] = self.game.legal_actions(self.state)
        return actions

    def throw_is_continuation(self) -> bool:
        """True when the dice awaited were asked for by the player's own decision this turn."""
        top = self._top()
        return top is not None and top.open_throw

    # ------------------------------------------------------------------ acting
    def request(self, action: Action | str, *, vetted: bool = False) -> bool:
        """Apply a decision (or, with real dice, a throw) if it is legal; False when refused
        — or held by `vet` (the tutor), unless it was `vetted` already."""
        try:
            if isinstance(action, str):
                action = Action.from_str(action)
            if action.verb in self.chance_verbs() and self.dice_to_throw() \
                    and self.dice_source == "virtual":
                raise IllegalActionError("virtual_dice", "virtual dice are thrown by the table")
            if not vetted and self.vet is not None and not self.vet(action):
                return False
            self._commit(action)
        except IllegalActionError as e:
            self._refuse(e.code, self.look.refusal_text(e.code, e.context))
            return False
        return True

    def throw(self, faces: Iterable[int] | None = None) -> bool:
        """Throw the dice the table waits for: virtual dice, or the faces of a real throw."""
        try:
            if not self.dice_to_throw():
                raise IllegalActionError("no_throw_pending", "no dice are waiting to be thrown")
            if faces is None:
                if self.dice_source != "virtual":
                    raise IllegalActionError("faces_expected", "type the faces of the throw")
                faces = self._virtual_faces(self.state)
            elif self.dice_source == "virtual":
                raise IllegalActionError("virtual_dice", "virtual dice are thrown by the table")
            self._commit(Action("roll", tuple(faces)))
        except IllegalActionError as e:
            self._refuse(e.code, self.look.refusal_text(e.code, e.context))
            return False
        return True

    def correct(self, changes: Sequence[tuple[int, Action | str]]) -> bool:
        """Correct entries of the log: [(position in the record's actions, the action it
        should have been)]. Everything after is replayed; False (and `action_refused`) when
        the rules refuse it — then nothing changes."""
        try:
            return self._correct(changes)
        except RecordError as e:
            self._refuse("correction_refused", self._refusal(e, {int(i) for i, _ in changes}))
            return False

    def can_undo(self) -> bool:
        """True when a human's move can be taken back (computer moves go back with it)."""
        return any(not self.is_computer(self._step(i).seat)
                   for i in reversed(range(self.undo_stack.index())))

    def _step(self, i: int) -> _Step:
        command = self.undo_stack.command(i)
        assert isinstance(command, _Step)
        return command

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo()

    def undo(self) -> bool:
        """Step back to the last decision point of a human player."""
        if not self.can_undo():
            return False
        was_over = self.outcome() is not None
        undone = self._top()
        self.undo_stack.undo()
        while undone is not None and not undone.correction and self.undo_stack.canUndo() \
                and self.is_computer(self.acting_seat()):
            undone = self._top()
            self.undo_stack.undo()
        self._notify(was_over, [])
        return True

    def redo(self) -> bool:
        """Replay the next undone step (the same dice), and the computer moves after it."""
        if not self.can_redo():
            return False
        was_over = self.outcome() is not None
        self.undo_stack.redo()
        while self.undo_stack.canRedo() and self.is_computer(self.acting_seat()):
            self.undo_stack.redo()
        self._notify(was_over, [])
        return True

    def undo_text(self) -> str:
        """What Undo takes back, in the current language ("" when nothing)."""
        top = self._top() if self.can_undo() else None
        return top.words() if top is not None else ""

    def redo_text(self) -> str:
        i = self.undo_stack.index()
        return self._step(i).words() if i < self.undo_stack.count() else ""

    # ------------------------------------------------------------------ internals
    def _refuse(self, code: str, text: str) -> None:
        self.refusal = text
        self.action_refused.emit(code, text)

    def _place(self) -> Place:
        """Where the next throw is dealt (a decision that asks for a throw stays there)."""
        return self._history[-1].place if self._history else Place()

    def _virtual_faces(self, state: Any) -> tuple[int, ...]:
        if self._thrower is not None:
            return tuple(self._thrower(self.game, state))
        assert self.dealer is not None
        return self.dealer.faces(self._place().label(self._digests),
                                 self.game.dice_to_throw(state))

    def _seen(self, place: Place, action: Action) -> None:
        """A virtual throw applied from the log: the dealer keeps it at its place."""
        if self.dealer is not None and action.verb == "roll":
            self.dealer.seen(place.label(self._digests), action.numbers)

    def _top(self) -> _Step | None:
        i = self.undo_stack.index()
        return self._step(i - 1) if i else None

    def _correct(self, changes: Sequence[tuple[int, Action | str]]) -> bool:
        """Replay the log with the corrections; push them as one undo step. RecordError when
        a correction is malformed or makes a later entry illegal."""
        effective = effective_log(self._log, self.chance_verbs())
        lines = []
        for index, action in changes:
            text = action.to_str() if isinstance(action, Action) else str(action)
            if index not in effective:
                raise RecordError("no such entry to correct", index=index,
                                  code="bad_correction")
            if effective[index] != text:
                lines.append(correction(index, text))
        if not lines:
            raise RecordError("the correction changes nothing", code="no_change")
        rep = replay(self._base.with_actions(tuple(self._log) + tuple(lines)))
        positions = {i: k for k, i in enumerate(self.log_indices())}
        first = min(positions[int(line.split()[1])] for line in lines)
        entries = self._history[:first]
        state = entries[-1].step.state if entries else self._initial()
        new_entries = list(entries)
        now = effective_log(self._log + lines, self.chance_verbs())
        place = entries[-1].place if entries else Place()
        for k in range(first, len(rep.steps)):
            step = rep.steps[k]
            new_entries.append(entry_at(self.acting_seat(state),
                                      Action.from_str(now[rep.indices[k]]), step,
                                      rep.indices[k], place))
            state, place = step.state, new_entries[-1].place
        top = self._top()
        was_over = self.outcome() is not None
        command = _Correct(self, lines, len(self._log), (list(self._history), self.state),
                           (new_entries, rep.state), bool(top and top.open_throw))
        self.undo_stack.push(command)
        if not self._quiet:
            self._notify(was_over, [])
        return True

    def _refusal(self, e: RecordError, targets: set[int]) -> str:
        """A refused correction in words: which later entry it would make illegal."""
        if e.code == "no_change":
            return refusal_text("no_change", {})
        if e.index is None or not 0 <= e.index < len(self._log) or e.index in targets:
            return refusal_text("correction_refused", {})
        text = effective_log(self._log, self.chance_verbs()).get(e.index, self._log[e.index])
        entry = next((h for h, i in zip(self._history, self.log_indices()) if i == e.index),
                     None)
        who = self.players[entry.seat].name if entry is not None and entry.seat is not None \
            else ""
        return correction_refusal(who, self.look.action_text(Action.from_str(text)))

    def _commit(self, action: Action) -> None:
        """Apply `action` (and the throw a decision asks for, with virtual dice) as one step."""
        before = self.state
        seat = self.acting_seat(before)
        step = self.game.apply(before, action)
        place, line = self._place(), len(self._log)
        self._seen(place, action)
        entries = [entry_at(seat, action, step, line, place)]
        open_throw = False
        if action.verb != "roll" and self._asks_for_throw(seat, step):
            if self.dice_source == "virtual" and not self._quiet:
                roll = Action("roll", self._virtual_faces(step.state))
                entries.append(entry_at(seat, roll, self.game.apply(step.state, roll), line + 1,
                                      place))
                self._seen(place, roll)
            else:
                open_throw = True
        was_over = self.outcome() is not None
        self.undo_stack.push(_Move(self, before, len(self._history), len(self._log), entries,
                                   open_throw))
        if not self._quiet:
            self._notify(was_over, [e for entry in entries for e in entry.step.events])

    def _asks_for_throw(self, seat: int | None, step: Step) -> bool:
        return (self.game.current_player(step.state) == CHANCE
                and not ends_turn(step)
                and self.game.table(step.state).player == seat)

    def _restore(self, start: int, entries: list[Entry], state: Any, log_start: int,
                 lines: list[str]) -> None:
        del self._history[start:]
        self._history.extend(entries)
        del self._log[log_start:]
        self._log.extend(lines)
        del self._digests[log_start + 1:]
        for line in lines:
            self._digests.append(log_digest(self._digests[-1], line))
        self.state = state

    def _notify(self, was_over: bool, events: list[Event]) -> None:
        """Tell the view and the app: the events, the state, the record, and — after a change
        that leaves the game over — the outcome (a finished game corrected is finished again),
        or that the finished game was taken back; its dice then come from a fresh secret."""
        outcome = self.outcome()
        reopened = was_over and outcome is None
        if reopened and self.dealer is not None:
            self.dealer.reseed()
        if events:
            self.events_emitted.emit(events)
        self.state_changed.emit()
        self.record_changed.emit(self.record)
        if reopened:
            self.game_reopened.emit()
        if outcome is not None:
            self.game_finished.emit(outcome)

