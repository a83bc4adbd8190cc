"""The coach's figures of finished games, worked out off the window's thread and kept with the
game in the history (docs/stats.md "Ratings").

When a game ends, `game_ended(record)` asks the thinking worker (`thinking.py`, which owns the
solvers) for `dicegames.ai.coach.proficiency(record)` and hands the answer to the disk worker
(`GameStore.submit`), which adds it to the game's history entry — after the entry itself, since
the store wrote that first. `missing(games)` does the same for finished games of the history
that have none (played before the coach, or the app closed meanwhile), one game at a time so
computer moves and advice are never queued behind a long backlog. `saved` says when figures
are on disk (the statistics read them again). A key press never waits for any of it.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from dicegames.ui.common.thinking import thinker

if TYPE_CHECKING:
    from dicegames.engine import Record
    from dicegames.ui.common.store import GameStore


class CoachService(QObject):
    """See the module docstring."""

    saved = Signal()                    # figures were added to the history
    _stored = Signal()                  # emitted in the disk worker: queued to this thread

    def __init__(self, store: GameStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._asked: set[str] = set()            # record digests worked out this session
        self._backlog: deque[Record] = deque()
        self._busy = False
        self._stored.connect(self.saved)

    @staticmethod
    def _digest(record: Record) -> str:
        from dicegames.persistence.history import record_digest
        return record_digest(record.to_json())

    @property
    def pending(self) -> int:
        """Games still to be worked out."""
        return len(self._backlog) + (1 if self._busy else 0)

    def game_ended(self, record: Record) -> None:
        """The game of `record` is in the history (or on its way there): value it."""
        self._queue([record], first=True)

    def missing(self, games: Iterable[Any]) -> int:
        """Value the finished games (history `FinishedGame`s) that have no figures yet;
        returns how many are waiting."""
        self._queue([g.record for g in games if g.coach is None])
        return self.pending

    def _queue(self, records: list[Record], first: bool = False) -> None:
        from dicegames.ai.coach import coachable
        fresh = []
        for record in records:
            digest = self._digest(record)
            if digest in self._asked or not coachable(record):
                continue
            self._asked.add(digest)
            fresh.append(record)
        if first:
            self._backlog.extendleft(reversed(fresh))
        else:
            self._backlog.extend(fresh)
        self._next()

    def _next(self) -> None:
        if self._busy or not self._backlog:
            return
        record = self._backlog.popleft()
        self._busy = True

        def work() -> Any:
            from dicegames.ai.coach import proficiency
            return proficiency(record)
        thinker().submit("coach", work, self, lambda figures: self._keep(record, figures),
                         lambda _error: self._done())

    def _keep(self, record: Record, figures: Any) -> None:
        store = self.store

        def job() -> Any:
            try:
                return store.history.add_coach(record, figures)
            finally:
                self._stored.emit()
        store.submit("coach", job)
        self._done()

    def _done(self) -> None:
        """One game answered (or failed: a record the advisor cannot value is left)."""
        self._busy = False
        self._next()
