"""Saved games: `{"format": "dicegames-save", "version": 2, "record": …, "dice": …, "meta": …}`.

Loading is strict (engine.records validation and a full replay), so a save that loads plays.
A damaged file is moved aside as `<name>.corrupt-<UTC time>` and never deleted; a file from a
newer dicegames, or for a game this one does not know, is refused and left untouched; a disk
error changes nothing.

An unfinished game's save holds no seed: virtual dice come from a secret that never reaches
disk. `dice.drawn` keeps the throws already drawn that the log does not show (taken back by
undo), so undo and throw again show the same dice after Continue. A version 1 save (which
held the seed) opens as before and continues with a new secret (docs/saves.md).
"""
from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from dicegames import __version__
from dicegames.engine.errors import RecordError
from dicegames.engine.records import Record, Replay, replay, writable
from dicegames.engine.records import from_json as record_from_json

from . import DICE_SOURCES, paths
from .errors import (
    NewerVersionError,
    NotASaveError,
    PersistenceError,
    SaveFormatError,
    StorageError,
    UnsupportedSaveError,
)
from .files import (
    SAVE_CAP,
    JsonError,
    NotAFileError,
    dumps_bytes,
    loads_strict,
    move_aside,
    read_regular,
)
from .slot import Slot

FORMAT = "dicegames-save"
VERSION = 2
SUFFIX = paths.SAVE_SUFFIX      # saved games; a damaged file with this suffix is moved aside
MAX_DRAWN = 64                  # throws drawn ahead of the log that a save keeps
# record errors that mean "made by a newer or different dicegames", not "damaged"
_UNSUPPORTED = {"unknown_game": UnsupportedSaveError, "unknown_option": UnsupportedSaveError,
                "newer_version": NewerVersionError}


@dataclass(frozen=True)
class Snapshot:
    """A game as it is written to a save: its record (no seed while it is unfinished), where
    its dice come from, and the virtual throws drawn ahead of the log ({throw number: faces})."""

    record: Record
    dice_source: str = "virtual"
    drawn: dict[int, tuple[int, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class SavedGame:
    """A loaded save: the snapshot, its replay (game + state) and the presentation metadata."""

    snapshot: Snapshot
    replay: Replay
    saved_at: str = ""
    title: str = ""
    meta: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

    @property
    def record(self) -> Record:
        return self.snapshot.record

    @property
    def dice_source(self) -> str:
        return self.snapshot.dice_source

    @property
    def finished(self) -> bool:
        return self.replay.game.outcome(self.replay.state) is not None


ISO_FORMAT = "%Y-%m-%dT%H:%M:%SZ"


def now_iso() -> str:
    """The current UTC time as ISO 8601 with a Z (seconds)."""
    return _dt.datetime.now(_dt.timezone.utc).strftime(ISO_FORMAT)


def is_timestamp(text: object) -> TypeGuard[str]:
    """Is `text` a time exactly as `now_iso` writes it ("2026-01-10T18:00:00Z", ASCII digits,
    a real date)? Only such text goes into file names (the trash's, an export's)."""
    if not isinstance(text, str) or len(text) != 20 or not text.isascii():
        return False
    try:
        return _dt.datetime.strptime(text, ISO_FORMAT).strftime(ISO_FORMAT) == text
    except ValueError:
        return False


def save_document(snapshot: Snapshot, title: str = "", saved_at: str | None = None,
                  **extra: Any) -> dict[str, Any]:
    """The JSON document of a save. It never holds a seed: an unfinished game's coming throws
    must not follow from the file (a finished game's seed goes to the history only)."""
    if snapshot.dice_source not in DICE_SOURCES:
        raise ValueError(f"dice_source must be one of {DICE_SOURCES}, not "
                         f"{snapshot.dice_source!r}")
    meta = {"dice_source": snapshot.dice_source, "saved_at": saved_at or now_iso(),
            "title": title, "app_version": __version__, **extra}
    doc: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                           "record": replace(snapshot.record, seed="").to_json(), "meta": meta}
    if snapshot.drawn:
        doc["dice"] = {"drawn": [[k, list(v)] for k, v in sorted(snapshot.drawn.items())]}
    return doc


def save_bytes(snapshot: Snapshot, title: str = "", **extra: Any) -> bytes:
    return dumps_bytes(save_document(snapshot, title, **extra))


def _drawn(doc: Any, path: Path | None) -> dict[int, tuple[int, ...]]:
    """The `dice` block: [[throw number, [faces]], …]."""
    if doc is None:
        return {}
    rows = doc.get("drawn") if isinstance(doc, dict) else None
    if not isinstance(rows, list) or len(rows) > MAX_DRAWN:
        raise SaveFormatError("the save's dice are malformed", path)
    out: dict[int, tuple[int, ...]] = {}
    for row in rows:
        ok = isinstance(row, list) and len(row) == 2 and type(row[0]) is int \
            and 0 <= row[0] < 10 ** 7 and isinstance(row[1], list) and 0 < len(row[1]) <= 6 \
            and all(type(f) is int and 1 <= f <= 6 for f in row[1]) and row[0] not in out
        if not ok:
            raise SaveFormatError("the save's dice are malformed", path)
        out[row[0]] = tuple(row[1])
    return out


def parse_save(data: bytes, path: Path | None = None) -> SavedGame:
    """Validate and replay a save's bytes without touching any file.

    Raises SaveFormatError (damaged), NotASaveError, NewerVersionError or UnsupportedSaveError.
    """
    try:
        doc = loads_strict(data)
    except JsonError as e:
        raise SaveFormatError(str(e), path, code="bad_json") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise NotASaveError(f"not a dicegames save (format must be {FORMAT!r})", path)
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise SaveFormatError("the save has no valid version", path)
    if version > VERSION:
        raise NewerVersionError(f"written by a newer dicegames (save version {version}, this "
                                f"version reads up to {VERSION})", path)
    meta = doc.get("meta", {})
    if not isinstance(meta, dict) or not isinstance(doc.get("record"), dict):
        raise SaveFormatError("the save has no record or its metadata is malformed", path)
    dice_source = meta.get("dice_source", "virtual")
    saved_at, title = meta.get("saved_at", ""), meta.get("title", "")
    if dice_source not in DICE_SOURCES or not isinstance(saved_at, str) or len(saved_at) > 40 \
            or not isinstance(title, str) or len(title) > 500 \
            or not writable(saved_at) or not writable(title):
        raise SaveFormatError("the save's metadata is malformed", path)
    if not is_timestamp(saved_at):
        saved_at = ""                     # not a time: unknown (it only sorts and is shown)
    drawn = _drawn(doc.get("dice"), path)
    try:
        record = record_from_json(doc["record"])
        rep = replay(record)
    except RecordError as e:
        kind = _UNSUPPORTED.get(e.code, SaveFormatError)
        raise kind(e.detail, path, code=e.code) from None
    except Exception as e:
        raise UnsupportedSaveError(f"this dicegames cannot replay the game "
                                   f"({type(e).__name__})", path) from None
    finished = rep.game.outcome(rep.state) is not None
    if not finished and record.seed:
        # version 1 held the seed of the virtual dice: it goes, and a new secret throws on
        record = replace(record, seed="")
    return SavedGame(Snapshot(record, dice_source, drawn), rep, saved_at, title, dict(meta),
                     path)


def parse_ours(data: bytes, path: Path) -> SavedGame:
    """`parse_save` for a file that can only be ours (the autosave): not a save = damaged."""
    try:
        return parse_save(data, path)
    except NotASaveError as e:
        raise SaveFormatError(e.detail, path, code="not_a_save") from None


def save_slot(path: Path) -> Slot[SavedGame]:
    """The slot of a save file of ours (a damaged one is moved aside, .bak restored)."""
    return Slot(Path(path), parse_ours, SAVE_CAP)


def write_save(path: Path, snapshot: Snapshot, title: str = "", **extra: Any) -> list[Path]:
    """Write a save atomically, keeping the previous file as `.bak` when this version can read
    it (a file it cannot read is moved aside first: the paths are returned). Raises
    StorageError."""
    kept = Slot(Path(path), parse_save, SAVE_CAP).write(save_bytes(snapshot, title, **extra))
    return [p for p, _ in kept.moved]


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
        return parse_save(read_regular(path, SAVE_CAP), path)
    except NotAFileError as e:
        raise NotASaveError(str(e), path, code="not_a_file") from None
    except OSError as e:
        raise StorageError.from_os_error(e, path, "read") from None
    except (JsonError, SaveFormatError, NotASaveError) as e:
        foreign = isinstance(e, (JsonError, NotASaveError)) or getattr(e, "code", "") == "bad_json"
        if foreign and not ours:
            raise NotASaveError(str(e), path) from None
        moved = move_aside(path, "corrupt")
        raise SaveFormatError(str(e), path, moved_to=moved) from None


def is_refused(e: PersistenceError) -> bool:
    """A file this version will not use but must keep as it is (newer, another game)."""
    return isinstance(e, (NewerVersionError, UnsupportedSaveError, NotASaveError))
