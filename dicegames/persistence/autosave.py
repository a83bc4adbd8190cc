"""The autosave of the game in progress, written after every committed action."""
from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from dicegames.engine.records import Record

from . import paths
from .atomic import backup_path
from .errors import PersistenceError, SaveFormatError, StorageError
from .saves import SavedGame, read_save, write_save


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
