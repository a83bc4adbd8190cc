"""The autosave of the game in progress (written after every committed action) and the crash
marker that tells the next start whether the last run ended cleanly."""
from __future__ import annotations

import contextlib
import enum
import os
from dataclasses import dataclass
from pathlib import Path

from dicegames.engine.records import Record

from . import paths
from .atomic import backup_path
from .errors import PersistenceError, SaveFormatError, StorageError
from .saves import SavedGame, read_save, write_save

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


@dataclass(frozen=True)
class AutosaveLoad:
    """What the start-up found: the game (or None), a problem (or None), restored from .bak."""

    saved: SavedGame | None
    problem: PersistenceError | None = None
    from_backup: bool = False


class Autosave:
    """`autosave.json` in the state dir: the current game as a save document."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.autosave_path()

    def write(self, record: Record, dice_source: str, title: str = "") -> None:
        """Replace the autosave atomically. Raises StorageError (the previous one stays)."""
        write_save(self.path, record, dice_source, title)

    def load(self) -> AutosaveLoad:
        """The autosaved game; never raises. A damaged autosave is moved aside and the
        previous generation (`.bak`) is tried."""
        if not self.path.exists():
            return AutosaveLoad(None)
        try:
            return AutosaveLoad(read_save(self.path, ours=True))
        except SaveFormatError as e:
            problem: PersistenceError = e
        except PersistenceError as e:
            return AutosaveLoad(None, e)
        bak = backup_path(self.path)
        if bak.exists():
            with contextlib.suppress(PersistenceError):
                return AutosaveLoad(read_save(bak, ours=True), problem, from_backup=True)
        return AutosaveLoad(None, problem)

    def clear(self) -> None:
        """Forget the autosave (the game ended). Raises StorageError."""
        for p in (self.path, backup_path(self.path)):
            try:
                p.unlink(missing_ok=True)
            except OSError as e:
                raise StorageError.from_os_error(e, p, "remove") from None


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
            os.fsync(fd)
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
