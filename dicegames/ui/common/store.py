"""The app's games on disk: the autosave, the finished-games history and what Continue opens.

Writes go to a `DiskWorker` thread, handed to it once the window has repainted the move
(`dicegames.ui.common.later`), in the order they were asked for, so a move repaints before its
autosave is written or even encoded (fsyncs and all, and the worker's Python never competes
with the repaint); the newest autosave replaces one still waiting; `flush()` runs at close and
before anything reads the files. What the home offers to continue and what Continue opens are the
same `SavedGame`, read once (`load_autosave`). Every problem and every file kept aside comes
back as a `notice` in words, in the GUI thread.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from dicegames.persistence.errors import PersistenceError
from dicegames.persistence.worker import DiskWorker
from dicegames.ui.common.later import after_repaint
from dicegames.ui.common.messages import autosave_error_text, kept_text, load_error_text

if TYPE_CHECKING:
    from dicegames.engine import Outcome
    from dicegames.persistence.autosave import Autosave
    from dicegames.persistence.history import FinishedGame, History
    from dicegames.persistence.saves import SavedGame, Snapshot
    from dicegames.persistence.slot import Loaded


class GameStore(QObject):
    """Autosave and history for the main window (see the module docstring)."""

    notice = Signal(str)            # something to tell the player (status bar)
    autosave_failed = Signal(str)   # the autosave could not be written, in words
    autosave_ok = Signal()          # an autosave was written (after a failed one: all is well)
    finished_saved = Signal()       # the history holds the finished game (or no longer: reopened)
    _done = Signal(str, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._autosave: Autosave | None = None
        self._history: History | None = None
        self.continue_from: SavedGame | None = None    # what Continue opens
        # emitted in the worker thread: Qt queues it to this object's (the GUI) thread
        self._done.connect(self._report)
        self.worker = DiskWorker(lambda key, result, error: self._done.emit(key, result, error))
        self._waiting: list[tuple[str, Callable[[], Any], bool]] = []   # until the repaint

    @property
    def autosave(self) -> Autosave:
        if self._autosave is None:
            from dicegames.persistence.autosave import Autosave
            self._autosave = Autosave()
        return self._autosave

    @property
    def history(self) -> History:
        if self._history is None:
            from dicegames.persistence.history import History
            self._history = History()
        return self._history

    # ------------------------------------------------------------------ reading
    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait for every write asked for so far (at close; before reading the files)."""
        self._hand_over()
        return self.worker.flush(timeout)

    def load_autosave(self) -> Loaded[SavedGame]:
        """Read the autosave (once for the home and Continue: `continue_from`)."""
        self.flush()
        loaded = self.autosave.load()
        saved = loaded.value
        self.continue_from = saved if saved is not None and not saved.finished else None
        return loaded

    def finished_games(self) -> tuple[list[FinishedGame], PersistenceError | None]:
        self.flush()
        return self.history.load()

    def is_recorded(self, table: str) -> bool:
        """Is a game of this table in the history (never raises)?"""
        self.flush()
        return self.history.has(table)

    def settle(self, saved: SavedGame | None) -> bool:
        """At start-up, mend what a kill at the very end left in the autosave (`saved`, as
        `load_autosave` read it) — one table, one entry: a finished game still there (killed
        before the history write) goes into the history, once (it replaces its table's
        entry), and then the autosave is cleared; an unfinished one whose table is in the
        history (killed before its undo's withdrawal) takes that entry out. True when it
        changed something; problems are told (`notice`), nothing is lost."""
        self.flush()
        table = saved.snapshot.table if saved is not None else ""
        try:
            if saved is not None and saved.finished:
                when = saved.saved_at or None          # the last move's time (a time only)
                moved = self.history.add(saved.record, saved.replay.game.outcome(
                    saved.replay.state), saved.dice_source, table, finished_at=when)
                self.autosave.clear()
            elif table and self.history.has(table):
                moved = self.history.withdraw(table)
            else:
                return False
        except PersistenceError as e:
            self.notice.emit(load_error_text(e))
            return False
        for path in moved:
            self.notice.emit(kept_text(Path(path)))
        return True

    # ------------------------------------------------------------------ writing
    def submit(self, key: str, job: Callable[[], Any], *, replace: bool = False) -> None:
        """Run `job` in the disk worker once the window has repainted, after every write
        asked for before it; with `replace`, instead of the last write waiting when it has
        the same key."""
        waiting = self._waiting
        if replace and waiting and waiting[-1][0] == key:
            waiting[-1] = (key, job, replace)
        else:
            waiting.append((key, job, replace))
        after_repaint((self, "disk"), self._hand_over, self)

    def _hand_over(self) -> None:
        waiting, self._waiting = self._waiting, []
        for key, job, replace in waiting:
            self.worker.submit(key, job, replace=replace)

    def write_autosave(self, snapshot: Snapshot, title: str) -> None:
        """Autosave in the worker; a newer snapshot replaces one still waiting."""
        self.continue_from = None
        self.submit("autosave", lambda: self.autosave.write(snapshot, title), replace=True)

    def record_finished(self, snapshot: Snapshot, outcome: Outcome, *,
                        clear_autosave: bool = True) -> None:
        """The game is over: into the history (replacing its table's entry), and only then
        the autosave — when it is this table's — is cleared (a history that cannot be written
        keeps the game in the autosave)."""
        self.continue_from = None

        def job() -> Any:
            moved = self.history.add(snapshot.record, outcome, snapshot.dice_source,
                                     snapshot.table)
            if clear_autosave:
                self.autosave.clear()
            return moved
        self.submit("finished", job)

    def reopen(self, snapshot: Snapshot, title: str) -> None:
        """The finished game was taken back (undo past the end, a correction): it is the
        autosave again, and only then its entry leaves the history (a kill between the two
        leaves both: start-up takes the entry out, `settle`)."""
        self.continue_from = None

        def job() -> Any:
            kept = self.autosave.write(snapshot, title)
            return [p for p, _ in kept.moved] + self.history.withdraw(snapshot.table)
        self.submit("reopened", job)

    def discard_autosave(self) -> None:
        """Forget the unfinished game. Raises StorageError."""
        self.flush()
        self.continue_from = None
        self.autosave.clear()

    # ------------------------------------------------------------------ results, in the GUI
    def _report(self, key: str, result: Any, error: BaseException | None) -> None:
        if isinstance(error, PersistenceError):
            if key == "autosave" or key == "reopened" and error.path == self.autosave.path:
                self.autosave_failed.emit(autosave_error_text(error))
            else:
                self.notice.emit(load_error_text(error))
            return
        if error is not None:                 # a fault of ours: the excepthook hears of it
            raise error
        moved = [p for p, _ in result.moved] if key == "autosave" else list(result or ())
        for path in moved:
            self.notice.emit(kept_text(Path(path)))
        if key in ("autosave", "reopened"):
            self.autosave_ok.emit()
        if key in ("finished", "reopened"):
            self.finished_saved.emit()
