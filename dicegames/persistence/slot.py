"""One rule for every file the app owns (the autosave, the history, a save written again):
what this version refused or could not read is moved aside and kept — renamed, never deleted,
never rotated into `.bak` — before anything new is written there, and the caller is told where.

A slot is a path, its previous generation `<name>.bak`, and a parser. `load()` never raises:
a damaged file is moved aside and `.bak` is restored in its place (so what Continue offers is
what opens); a refused one (newer, another game) stays untouched until the slot is written.
`write()` first makes sure that the file it would rotate into `.bak` — and the `.bak` it would
overwrite — are ones this version can read.
"""
from __future__ import annotations

import contextlib
import errno
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generic, TypeVar

from .errors import PersistenceError, SaveFormatError, StorageError
from .files import (
    JsonError,
    NotAFileError,
    atomic_write,
    backup_path,
    move_aside,
    read_regular,
)

T = TypeVar("T")
Parser = Callable[[bytes, Path], T]      # raises PersistenceError (SaveFormatError = damaged)
# a file that is there but cannot be read: a dangling link, a link loop, no permission — kept
# aside like a damaged one, so it never stops a write (an I/O error or a full disk does)
UNREADABLE = frozenset({errno.ENOENT, errno.ELOOP, errno.EACCES, errno.EPERM, errno.ENXIO})


def unreadable(e: PersistenceError) -> bool:
    """Is this the error of a file that is there but cannot be read (moved aside, see above)?"""
    return isinstance(e, StorageError) and e.errno in UNREADABLE


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """What a slot held: the value (or None), the problem met (or None), whether the value
    came from `.bak`, and the files moved aside on the way."""

    value: T | None
    problem: PersistenceError | None = None
    from_backup: bool = False
    moved: tuple[Path, ...] = ()


@dataclass
class Kept:
    """Files a write moved aside first (each with why: the problem met reading it)."""

    moved: list[tuple[Path, PersistenceError]] = field(default_factory=list)


class Slot(Generic[T]):
    """A file of ours with a `.bak`, read with `parse` within `cap` bytes."""

    def __init__(self, path: Path, parse: Parser[T], cap: int) -> None:
        self.path = Path(path)
        self.parse = parse
        self.cap = cap
        self._lock = threading.Lock()
        self._trusted: set[Path] = set()      # files known readable by this version

    # ------------------------------------------------------------------ reading
    def read(self, path: Path) -> T:
        """Parse one file of the slot. Raises PersistenceError; damage is SaveFormatError."""
        try:
            data = read_regular(path, self.cap)
        except NotAFileError as e:
            raise SaveFormatError(str(e), path, code="not_a_file") from None
        except JsonError as e:
            raise SaveFormatError(str(e), path, code=e.code) from None
        except OSError as e:
            error = StorageError.from_os_error(e, path, "read")
            if e.errno == errno.ENOENT and path.is_symlink():
                error.code = "dangling_link"
            raise error from None
        return self.parse(data, path)

    def load(self) -> Loaded[T]:
        """The slot's value; never raises. A damaged file is moved aside and `.bak`, when it
        reads, takes its place."""
        with self._lock:
            return self._load()

    def _load(self) -> Loaded[T]:
        main, bak = self.path, backup_path(self.path)
        if not main.exists() and not main.is_symlink():
            return Loaded(None)
        try:
            value = self.read(main)
        except SaveFormatError as e:
            problem: PersistenceError = e
        except PersistenceError as e:
            if not unreadable(e):
                return Loaded(None, e)            # refused, or the disk failed: left as it is
            problem = e
        else:
            self._trusted.add(main)
            return Loaded(value)
        moved = move_aside(main, "unreadable" if unreadable(problem) else "corrupt")
        problem.moved_to = moved
        if moved is None or not bak.exists():
            return Loaded(None, problem, moved=() if moved is None else (moved,))
        try:
            value = self.read(bak)
            os.replace(bak, main)                 # .bak is the slot's file again
        except (PersistenceError, OSError):
            return Loaded(None, problem, moved=(moved,))
        self._trusted.discard(bak)
        self._trusted.add(main)
        return Loaded(value, problem, from_backup=True, moved=(moved,))

    # ------------------------------------------------------------------ writing
    def write(self, data: bytes) -> Kept:
        """Replace the slot's file atomically, the previous one kept as `.bak` — first moving
        aside (and reporting) a file there that this version cannot read. Raises StorageError
        (nothing changed)."""
        with self._lock:
            kept = Kept()
            rotate = self._readable_or_moved(self.path, kept)
            if rotate:
                self._readable_or_moved(backup_path(self.path), kept)
            try:
                atomic_write(self.path, data, keep_backup=rotate)
            except OSError as e:
                raise StorageError.from_os_error(e, self.path, "write") from None
            self._trusted.add(self.path)
            if rotate:
                self._trusted.add(backup_path(self.path))
            return kept

    def _readable_or_moved(self, path: Path, kept: Kept) -> bool:
        """True when `path` holds a file this version reads (it may be rotated or replaced);
        a file it cannot read is moved aside first. False when there is no file."""
        if path in self._trusted and path.exists():
            return True
        if not path.exists() and not path.is_symlink():
            return False
        try:
            self.read(path)
        except PersistenceError as e:
            if isinstance(e, StorageError) and not unreadable(e):
                raise
            why = "unreadable" if unreadable(e) else \
                "corrupt" if isinstance(e, SaveFormatError) else "newer"
            moved = move_aside(path, why)
            if moved is None:
                raise StorageError(f"could not move {path.name} aside", path) from None
            e.moved_to = moved
            kept.moved.append((moved, e))
            return False
        self._trusted.add(path)
        return True

    def clear(self) -> None:
        """Remove the slot's files (the game ended). Raises StorageError."""
        with self._lock:
            for p in (self.path, backup_path(self.path)):
                try:
                    p.unlink(missing_ok=True)
                except OSError as e:
                    raise StorageError.from_os_error(e, p, "remove") from None
                self._trusted.discard(p)

    def forget(self) -> None:
        """Trust nothing read before (another process may have written since)."""
        with self._lock, contextlib.suppress(KeyError):
            self._trusted.clear()
