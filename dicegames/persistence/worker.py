"""Disk writes off the caller's thread: the move repaints first, the write (fsyncs and all)
follows in one worker thread, in order, and the newest autosave replaces one still waiting.

Jobs run one at a time in submission order; a job submitted under a key replaces a job with
the same key that has not started yet and is the last one waiting (an autosave superseded by
the next move) — never one with other jobs after it, which would run it before them (an
autosave of the reopened game before the history write of its end). Results and
errors go to `on_done(key, result, error)`, called in the worker thread. `flush()` waits until
everything submitted has run (at close, and before anything reads the files).
"""
from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from typing import Any

Done = Callable[[str, Any, "BaseException | None"], None]


class DiskWorker:
    """One worker thread running disk jobs in order (see the module docstring)."""

    def __init__(self, on_done: Done | None = None, name: str = "dicegames-disk") -> None:
        self.on_done = on_done
        self.name = name
        self._jobs: deque[tuple[str, Callable[[], Any]]] = deque()
        self._cond = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None

    def submit(self, key: str, job: Callable[[], Any], *, replace: bool = False) -> None:
        """Run `job()` after everything submitted before it; with `replace`, instead of the
        last job waiting when it has the same key."""
        with self._cond:
            if replace and self._jobs and self._jobs[-1][0] == key:
                self._jobs[-1] = (key, job)
                return
            self._jobs.append((key, job))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=self.name,
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job submitted so far has run; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    @property
    def idle(self) -> bool:
        with self._cond:
            return not self._jobs and not self._busy

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: bool(self._jobs), timeout=5.0):
                    self._thread = None          # idle a while: the thread ends
                    return
                key, job = self._jobs.popleft()
                self._busy = True
            result: Any = None
            error: BaseException | None = None
            try:
                result = job()
            except BaseException as e:
                error = e
            if self.on_done is not None:
                try:
                    self.on_done(key, result, error)
                except Exception:
                    pass
            with self._cond:
                self._busy = False
                self._cond.notify_all()
