"""Slow work off the GUI thread: computer moves, advice, post-game reviews and odds tables.

The window never waits for a solver: `thinker().submit(key, job, owner, done)` runs `job()`
in one worker thread (one thread, so the solvers' caches are only ever touched by one), in
submission order; a job submitted with `replace=True` takes the place of a job of the same
key that has not started (advice for a position already left). `done(result)` (or
`failed(error)`) is then called in the GUI thread — unless the ticket was cancelled meanwhile
or its `owner` QObject no longer exists. Callers check themselves that the answer is still
for what is on screen (a computer move for the state it was asked about).
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal

from dicegames.persistence.worker import DiskWorker

SWITCH_S = 0.001


class Ticket:
    """One job submitted: `cancel()` drops its answer (and the job, if it has not started)."""

    def __init__(self, owner: QObject, done: Callable[[Any], None],
                 failed: Callable[[BaseException], None] | None) -> None:
        self.owner, self.done, self.failed = owner, done, failed
        self.cancelled = False
        self.finished = False

    def cancel(self) -> None:
        self.cancelled = True

    @property
    def wanted(self) -> bool:
        return not self.cancelled and shiboken6.isValid(self.owner)


class Thinker(QObject):
    """The worker thread for slow computations, answering in the GUI thread."""

    _answered = Signal(object, object, object)     # ticket, result, error

    def __init__(self) -> None:
        super().__init__()
        # the worker's Python code hands the interpreter back to the GUI thread every
        # SWITCH_S instead of every 5 ms: a key press waits less behind a solver
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_S))
        self.worker = DiskWorker(name="dicegames-think")
        # emitted in the worker thread: Qt queues it to this object's (the GUI) thread
        self._answered.connect(self._deliver)

    def submit(self, key: str, job: Callable[[], Any], owner: QObject,
               done: Callable[[Any], None], failed: Callable[[BaseException], None] | None = None,
               *, replace: bool = False) -> Ticket:
        ticket = Ticket(owner, done, failed)

        def run() -> None:
            if not ticket.wanted:
                return
            try:
                result, error = job(), None
            except Exception as e:          # answered in the GUI thread, never lost
                result, error = None, e
            self._answered.emit(ticket, result, error)
        self.worker.submit(key, run, replace=replace)
        return ticket

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Wait until every job submitted so far has run (tests, benchmarks; never the GUI),
        the questions waiting for the repaint asked first."""
        from dicegames.ui.common import later
        later.flush()
        return self.worker.flush(timeout)

    def _deliver(self, ticket: Ticket, result: Any, error: BaseException | None) -> None:
        ticket.finished = True
        if not ticket.wanted:
            return
        if error is None:
            ticket.done(result)
        elif ticket.failed is not None:
            ticket.failed(error)
        else:
            raise error


_THINKER: list[Thinker] = []


def thinker() -> Thinker:
    """The app's one Thinker (made on first use, in the GUI thread)."""
    if not _THINKER:
        _THINKER.append(Thinker())
    return _THINKER[0]
