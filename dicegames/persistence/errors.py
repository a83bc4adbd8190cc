"""Persistence errors: a stable `code`, an English `detail`, the file and where it was moved.

The UI turns the code into translated words; `moved_to` names the quarantined copy of a corrupt
file (None when it could not be moved or was not moved).
"""
from __future__ import annotations

from pathlib import Path


class PersistenceError(Exception):
    """Base of every error a file operation reports to the app."""

    code = "persistence"

    def __init__(self, detail: str, path: Path | None = None, *, code: str | None = None,
                 moved_to: Path | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        self.path = path
        self.moved_to = moved_to
        if code is not None:
            self.code = code


class SaveFormatError(PersistenceError):
    """The file is damaged or not a dicegames save; it was moved aside (see `moved_to`)."""

    code = "corrupt"


class NotASaveError(PersistenceError):
    """Not a dicegames save at all (another kind of file); refused and left untouched."""

    code = "not_a_save"


class NewerVersionError(PersistenceError):
    """Written by a newer dicegames; refused and left untouched."""

    code = "newer_version"


class UnsupportedSaveError(PersistenceError):
    """A game or option this dicegames does not know (e.g. a newer version); left untouched."""

    code = "unsupported"


class StorageError(PersistenceError):
    """The disk refused (full, read-only, no permission): nothing was changed or lost."""

    code = "storage"

    def __init__(self, detail: str, path: Path | None = None, *, errno: int | None = None,
                 code: str | None = None) -> None:
        super().__init__(detail, path, code=code)
        self.errno = errno

    @classmethod
    def from_os_error(cls, e: OSError, path: Path, doing: str) -> StorageError:
        return cls(f"could not {doing} {path}: {e.strerror or e}", path, errno=e.errno)
