"""The disk worker runs jobs in order; a newer autosave replaces only the last job waiting."""
from __future__ import annotations

import threading

from dicegames.persistence.worker import DiskWorker


def test_a_newer_autosave_never_jumps_over_the_history_write_before_it():
    ran: list[str] = []
    gate = threading.Event()
    worker = DiskWorker()
    worker.submit("busy", lambda: gate.wait(5))            # the disk is slow right now
    worker.submit("autosave", lambda: ran.append("autosave: the last move"), replace=True)
    worker.submit("finished", lambda: ran.append("history: the end, autosave cleared"))
    worker.submit("autosave", lambda: ran.append("autosave: undone"), replace=True)
    worker.submit("autosave", lambda: ran.append("autosave: undone twice"), replace=True)
    gate.set()
    assert worker.flush(5)
    assert ran == ["autosave: the last move", "history: the end, autosave cleared",
                   "autosave: undone twice"]
