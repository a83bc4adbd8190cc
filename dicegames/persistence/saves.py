"""Saved games: `{"format": "dicegames-save", "version": 1, "record": …, "meta": …}`.

Loading is strict (engine.records validation and a full replay). A damaged file is moved aside
as `<name>.corrupt-<UTC timestamp>` and never deleted; a file from a newer dicegames, or for a
game this one does not know, is refused and left untouched; a disk error changes nothing.
"""
from __future__ import annotations

import datetime as _dt
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dicegames import __version__
from dicegames.engine.errors import RecordError
from dicegames.engine.records import Record, Replay, loads as load_record, replay

from . import paths
from .atomic import atomic_write
from .errors import (NewerVersionError, NotASaveError, SaveFormatError, StorageError,
                     UnsupportedSaveError)
from .strict_json import JsonError, dumps_bytes, loads_strict, read_limited

FORMAT = "dicegames-save"
VERSION = 1
SUFFIX = paths.SAVE_SUFFIX      # saved games; a damaged file with this suffix is moved aside
DICE_SOURCES = ("virtual", "real", "keeper")
# record errors that mean "made by a newer or different dicegames", not "damaged"
_UNSUPPORTED = {"unknown_game": UnsupportedSaveError, "unknown_option": UnsupportedSaveError,
                "newer_version": NewerVersionError}


@dataclass(frozen=True)
class SavedGame:
    """A loaded save: the record, its replay (game + state) and the presentation metadata."""

    record: Record
    replay: Replay
    dice_source: str = "virtual"
    saved_at: str = ""
    title: str = ""
    meta: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

    @property
    def finished(self) -> bool:
        return self.replay.game.outcome(self.replay.state) is not None


def now_iso() -> str:
    """The current UTC time as ISO 8601 with a Z (seconds)."""
    return _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def save_document(record: Record, dice_source: str, title: str = "",
                  saved_at: str | None = None, **extra: Any) -> dict[str, Any]:
    """The JSON document of a save."""
    if dice_source not in DICE_SOURCES:
        raise ValueError(f"dice_source must be one of {DICE_SOURCES}, not {dice_source!r}")
    meta = {"dice_source": dice_source, "saved_at": saved_at or now_iso(), "title": title,
            "app_version": __version__, **extra}
    return {"format": FORMAT, "version": VERSION, "record": record.to_json(), "meta": meta}


def write_save(path: Path, record: Record, dice_source: str, title: str = "",
               **extra: Any) -> None:
    """Write a save atomically, keeping the previous file as `.bak`. Raises StorageError."""
    data = dumps_bytes(save_document(record, dice_source, title, **extra))
    try:
        atomic_write(Path(path), data)
    except OSError as e:
        raise StorageError.from_os_error(e, Path(path), "write") from None


def parse_save(data: bytes, path: Path | None = None) -> SavedGame:
    """Validate and replay a save's bytes without touching any file.

    Raises SaveFormatError (damaged), NewerVersionError or UnsupportedSaveError.
    """
    try:
        doc = loads_strict(data)
    except JsonError as e:
        raise SaveFormatError(str(e), path, code="bad_json") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise NotASaveError(f"not a dicegames save (format must be {FORMAT!r})", path)
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveFormatError("the save has no valid version", path)
    if version > VERSION:
        raise NewerVersionError(f"written by a newer dicegames (save version {version}, this "
                                f"version reads up to {VERSION})", path)
    meta = doc.get("meta", {})
    if not isinstance(meta, dict) or not isinstance(doc.get("record"), dict):
        raise SaveFormatError("the save has no record or its metadata is malformed", path)
    dice_source = meta.get("dice_source", "virtual")
    saved_at, title = meta.get("saved_at", ""), meta.get("title", "")
    if dice_source not in DICE_SOURCES or not isinstance(saved_at, str) \
            or not isinstance(title, str) or len(title) > 500:
        raise SaveFormatError("the save's metadata is malformed", path)
    try:
        record = load_record(dumps_bytes(doc["record"]))
        rep = replay(record)
    except RecordError as e:
        kind = _UNSUPPORTED.get(e.code, SaveFormatError)
        raise kind(e.detail, path) from None
    except Exception as e:  # noqa: BLE001 - an engine fault must not pass for a damaged file
        raise UnsupportedSaveError(f"this dicegames cannot replay the game ({e!r})", path) \
            from None
    return SavedGame(record, rep, dice_source, saved_at, title, dict(meta), path)


def read_save(path: Path, ours: bool | None = None) -> SavedGame:
    """Load a save file; a damaged one is moved aside (SaveFormatError.moved_to).

    `ours` says the file can only be one of ours (autosave); by default that is assumed when the
    name ends with SUFFIX. A file that is not ours and not a save is refused untouched
    (NotASaveError). Raises SaveFormatError, NotASaveError, NewerVersionError,
    UnsupportedSaveError or StorageError.
    """
    path = Path(path)
    if ours is None:
        ours = path.name.endswith(SUFFIX)
    try:
        data = read_limited(path)
        saved = parse_save(data, path)
    except OSError as e:
        raise StorageError.from_os_error(e, path, "read") from None
    except (JsonError, SaveFormatError, NotASaveError) as e:
        foreign = isinstance(e, (JsonError, NotASaveError)) or e.code == "bad_json"
        if foreign and not ours:
            raise NotASaveError(str(e), path) from None
        raise SaveFormatError(str(e), path, moved_to=quarantine(path)) from None
    return saved


def quarantine(path: Path) -> Path | None:
    """Rename a damaged file to `<name>.corrupt-<UTC timestamp>` (never delete); None if it
    could not be moved."""
    stamp = _dt.datetime.now(_dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
