"""The crash marker: a lock file present while dicegames runs, so the next start can tell
whether the last run ended cleanly (and offer to resume the autosaved game)."""
from __future__ import annotations

import contextlib
import enum
import os
from pathlib import Path

from . import paths

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


class LastRun(enum.Enum):
    CLEAN = "clean"          # no marker: the last run ended normally (or there was none)
    CRASHED = "crashed"      # a marker was left behind: the last run did not end cleanly
    RUNNING = "running"      # another dicegames holds the marker right now


class CrashMarker:
    """A lock file present while dicegames runs; left behind only when a run dies.

    On POSIX the file is also `flock`ed, so a marker held by a live process is told apart from a
    stale one (the kernel drops the lock when a process dies).
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.crash_marker_path()
        self._fd: int | None = None

    def acquire(self) -> LastRun:
        """Take the marker and say how the last run ended; never raises."""
        existed = self.path.exists()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return LastRun.CRASHED if existed else LastRun.CLEAN
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                return LastRun.RUNNING
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return LastRun.CRASHED if existed else LastRun.CLEAN

    def release(self) -> None:
        """Remove the marker (clean exit); never raises."""
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            self.path.unlink()
        with contextlib.suppress(OSError):
            os.close(self._fd)
        self._fd = None

    @property
    def held(self) -> bool:
        return self._fd is not None
