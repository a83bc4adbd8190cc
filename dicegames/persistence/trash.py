"""The trash: a deleted game is moved here, not destroyed, and kept for `KEEP_DAYS` days.

A file in the trash is named `<original name>.deleted-<UTC time>` (the time it was deleted,
since a rename keeps a file's own times), so `purge` knows when it went there and `restore`
gives it its name back. A game of the history goes there as a file of its own (a
`dicegames-finished` document). Nothing else is ever deleted by dicegames.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
from pathlib import Path

from . import paths
from .errors import StorageError
from .files import atomic_write, fsync_dir, inside

KEEP_DAYS = 30
_STAMP = "%Y%m%dT%H%M%SZ"
_NAME = re.compile(r"(?P<name>.+)\.deleted-(?P<stamp>\d{8}T\d{6}Z)(?:-\d+)?")


def _target(name: str, directory: Path) -> Path:
    """A free name in the trash for `name` (one plain file name: ValueError otherwise)."""
    stamp = _dt.datetime.now(_dt.timezone.utc).strftime(_STAMP)
    inside(directory, name)
    target = inside(directory, f"{name}.deleted-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = inside(directory, f"{name}.deleted-{stamp}-{n}")
    return target


def move_to_trash(path: Path, directory: Path | None = None) -> Path:
    """Move a file (a save, the autosave) into the trash; returns where it is now. Raises
    StorageError (then the file is where it was)."""
    directory = directory or paths.trash_dir()
    path = Path(path)
    try:
        directory.mkdir(parents=True, exist_ok=True)
        target = _target(path.name, directory)
        os.replace(path, target)
    except OSError as e:
        raise StorageError.from_os_error(e, path, "move to the trash") from None
    except ValueError as e:                        # not a plain file name
        raise StorageError(str(e), path) from None
    fsync_dir(path.parent)
    fsync_dir(directory)
    return target


def write_to_trash(name: str, data: bytes, directory: Path | None = None) -> Path:
    """Keep `data` in the trash as a file named after `name`. Raises StorageError."""
    directory = directory or paths.trash_dir()
    try:
        target = _target(name, directory)
    except ValueError as e:
        raise StorageError(str(e), directory / "-") from None
    try:
        atomic_write(target, data, keep_backup=False)
    except OSError as e:
        raise StorageError.from_os_error(e, target, "write") from None
    return target


def original_name(path: Path) -> str:
    """The name a file in the trash had before ("" when it is not one of the trash's)."""
    m = _NAME.fullmatch(Path(path).name)
    return m.group("name") if m else ""


def deleted_at(path: Path) -> _dt.datetime | None:
    m = _NAME.fullmatch(Path(path).name)
    if not m:
        return None
    return _dt.datetime.strptime(m.group("stamp"), _STAMP).replace(tzinfo=_dt.timezone.utc)


def restore(path: Path, directory: Path) -> Path:
    """Move a file of the trash back into `directory` under its original name (a name in use
    gets a number). Raises StorageError."""
    name = original_name(path) or Path(path).name
    stem, dot, suffix = name.rpartition(".")
    target, n = directory / name, 1
    while target.exists():
        n += 1
        target = directory / (f"{stem} ({n}).{suffix}" if dot else f"{name} ({n})")
    try:
        directory.mkdir(parents=True, exist_ok=True)
        os.replace(path, target)
    except OSError as e:
        raise StorageError.from_os_error(e, Path(path), "restore") from None
    fsync_dir(directory)
    return target


def purge(directory: Path | None = None, keep_days: int = KEEP_DAYS,
          now: _dt.datetime | None = None) -> list[Path]:
    """Remove what was deleted more than `keep_days` days ago; returns what went. Never
    raises; leaves alone anything in the folder that the trash did not name."""
    directory = directory or paths.trash_dir()
    now = now or _dt.datetime.now(_dt.timezone.utc)
    removed = []
    try:
        names = list(directory.iterdir())
    except OSError:
        return []
    for p in names:
        when = deleted_at(p)
        if when is None or (now - when).days < keep_days or not p.is_file():
            continue
        try:
            p.unlink()
        except OSError:
            continue
        removed.append(p)
    return removed
