"""The games on disk for the games browser: the saved games, and deleting (to the trash) and
restoring a saved game, the autosave or a game of the history.

Saved games are the `*.dicegames` files of the saves folder, each read (and replayed) once
while it stays the same file: a damaged one is moved aside as every save is (`read_save`),
and one this version refuses is left alone and not listed.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from . import paths, trash
from .errors import PersistenceError, StorageError
from .files import JsonError, backup_path, dumps_bytes, fsync_dir, loads_strict, read_regular
from .history import ENTRY_CAP, FinishedGame, History, entry_file, parse_entry_file
from .saves import SUFFIX, SavedGame, is_timestamp, read_save
from .slot import Slot

_Stamp = tuple[int, int, int]


class SavesFolder:
    """The saves folder's games, read once per version of each file."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else paths.saves_dir()
        self._read: dict[Path, tuple[_Stamp, SavedGame]] = {}

    def list(self) -> tuple[list[SavedGame], list[PersistenceError]]:
        """Every saved game this version opens, newest first, and the problems met (a damaged
        file was moved aside: its error's `moved_to`). Never raises."""
        games: list[SavedGame] = []
        problems: list[PersistenceError] = []
        try:
            files = sorted(p for p in self.directory.iterdir() if p.name.endswith(SUFFIX))
        except OSError:
            return [], []
        for path in files:
            try:
                st = path.stat()
            except OSError:
                continue
            stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
            known = self._read.get(path)
            if known is not None and known[0] == stamp:
                games.append(known[1])
                continue
            try:
                saved = read_save(path, ours=True)
            except PersistenceError as e:
                problems.append(e)
                self._read.pop(path, None)
                continue
            self._read[path] = (stamp, saved)
            games.append(saved)
        games.sort(key=lambda g: g.saved_at, reverse=True)
        return games, problems


@dataclass(frozen=True)
class Deleted:
    """What a deletion moved to the trash, so it can be put back: `kind` is `save`,
    `autosave` or `finished`; `files` are the trash's files (the game first)."""

    kind: str
    files: tuple[Path, ...]


def delete_save(path: Path, kind: str = "save") -> Deleted:
    """Move a save file (and its `.bak`) to the trash. Raises StorageError."""
    path = Path(path)
    moved = [trash.move_to_trash(path)]
    bak = path.with_name(path.name + ".bak")
    if bak.exists():
        try:
            moved.append(trash.move_to_trash(bak))
        except StorageError:
            pass                                   # the game itself is in the trash
    return Deleted(kind, tuple(moved))


def delete_finished(history: History, game: FinishedGame) -> Deleted | None:
    """Take a game out of the history into the trash (a `dicegames-finished` file); None when
    it was no longer there. Raises StorageError (then the history is unchanged)."""
    if not is_timestamp(game.finished_at):            # its trash file is named after it
        raise StorageError("the game's end is not a time", history.path)
    name = f"{game.record.game}-{game.finished_at.replace(':', '')}.json"
    entry = history.peek(game)
    if entry is None:
        return None
    kept = trash.write_to_trash(name, dumps_bytes(entry_file(entry)))
    try:
        history.take(game)
    except StorageError:
        kept.unlink(missing_ok=True)               # it is still in the history
        raise
    return Deleted("finished", (kept,))


def restore(deleted: Deleted, history: History | None = None,
            autosave: Slot[SavedGame] | None = None) -> Path:
    """Put a deleted game back where it was (a save into the saves folder, the autosave as
    the autosave when there is none — else into the saves folder —, a finished game into the
    history). Returns where it is. Raises StorageError or PersistenceError."""
    first = deleted.files[0]
    if deleted.kind == "finished":
        data = read_regular(first, ENTRY_CAP)
        try:
            entry = parse_entry_file(loads_strict(data, ENTRY_CAP))
        except JsonError as e:
            raise PersistenceError(str(e), first, code="corrupt") from None
        if entry is None:
            raise PersistenceError("not a finished game", first, code="corrupt")
        history = history or History()
        history.put_back(entry)
        first.unlink(missing_ok=True)              # it is in the history again
        return history.path
    if deleted.kind == "autosave" and autosave is not None and not autosave.path.exists():
        back = trash.restore(first, autosave.path.parent)
        os.replace(back, autosave.path)
        back = autosave.path
        autosave.forget()
    else:
        back = trash.restore(first, paths.saves_dir())
        if not back.name.endswith(SUFFIX):               # the autosave, kept as a save
            named = back.with_name(back.name.removesuffix(".json") + SUFFIX)
            os.replace(back, named)
            back = named
    _restore_backup(deleted.files[1:], back)
    return back


def _restore_backup(extras: tuple[Path, ...], back: Path) -> None:
    """A deleted save's `.bak` goes back beside it, as its `.bak` (unless one is there now);
    else it stays in the trash."""
    for extra in extras:
        target = backup_path(back)
        if not extra.exists() or os.path.lexists(target):
            continue
        try:
            os.replace(extra, target)
        except OSError:
            continue                                    # still in the trash, kept
        fsync_dir(target.parent)
