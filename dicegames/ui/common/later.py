"""Work that waits for the repaint: a key press shows its move first, then what may wait runs
(the advisor's question to its solver, the autosave, the tutor, the words for screen readers).

`after_repaint(key, job, owner)` queues `job()`. The queue runs as a posted event at a
priority below Qt's repaint requests (`QEvent.UpdateRequest` is posted at
`Qt.LowEventPriority`), so every repaint the event being handled asked for is painted and
flushed first, and the queue runs right after, in the same turn of the event loop. A job
queued again under the same key before the queue ran takes the place of the earlier one (the
advisor asked about a position already left); the job of an owner deleted meanwhile is
dropped. `flush()` runs what waits now: whoever reads what the jobs produce (the autosave on
disk, the thinker's answers, a test) flushes first.

Nothing here touches Qt's enums: the main window's menus may queue work before the home is
painted (dicegames/ui/first_frame.py).
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Hashable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject

AFTER_REPAINTS = -2         # Qt.LowEventPriority (-1), the repaints' priority, less one


class _Runner(QObject):
    """Holds the queue; its posted event runs it."""

    def __init__(self) -> None:
        super().__init__()
        self.kind = QEvent.registerEventType()
        self.jobs: dict[Hashable, tuple[QObject | None, Callable[[], Any]]] = {}
        self.posted = False

    def queue(self, key: Hashable, job: Callable[[], Any], owner: QObject | None) -> None:
        self.jobs.pop(key, None)                # a job queued again goes to the end
        self.jobs[key] = (owner, job)
        if not self.posted:
            self.posted = True
            QCoreApplication.postEvent(self, QEvent(QEvent.Type(self.kind)), AFTER_REPAINTS)

    def event(self, event: QEvent) -> bool:
        if event.type() == self.kind:
            self.posted = False
            self.run()
            return True
        return super().event(event)

    def run(self) -> None:
        while self.jobs:
            jobs, self.jobs = self.jobs, {}
            for owner, job in jobs.values():
                if owner is not None and not shiboken6.isValid(owner):
                    continue
                try:
                    job()
                except Exception:               # one failing job does not stop the others
                    sys.excepthook(*sys.exc_info())


_RUNNER: list[_Runner] = []


def _runner() -> _Runner:
    if not _RUNNER:
        _RUNNER.append(_Runner())
    return _RUNNER[0]


def after_repaint(key: Hashable, job: Callable[[], Any], owner: QObject | None = None) -> None:
    """Run `job()` once the repaints asked for so far are done (see the module docstring)."""
    _runner().queue(key, job, owner)


def flush() -> None:
    """Run every job waiting for the repaint now."""
    if _RUNNER:
        _RUNNER[0].run()


def pending() -> bool:
    """True while a job waits for the repaint."""
    return bool(_RUNNER and _RUNNER[0].jobs)
