"""Saved games: `{"format": "dicegames-save", "version": 2, "record": …, "taken_back": …,
"meta": …}`.

Loading is strict (engine.records validation and a full replay), so a save that loads plays.
A damaged file is moved aside as `<name>.corrupt-<UTC time>` and never deleted; a file from a
newer dicegames, or for a game this one does not know, is refused and left untouched; a disk
error changes nothing.

An unfinished game's save holds no seed: virtual dice come from a secret that never reaches
disk. `taken_back` keeps the throws already drawn that the log does not show (taken back by
undo) at their places, in the turns undo and redo can still reach, so undo and throw again
show the same dice after Continue. `meta.table` names the table (one table, one history
entry). A version 2 save written before that (`dice.drawn`, by throw number) and a version 1
save (which held the seed) open as before (docs/saves.md).
"""
from __future__ import annotations

import datetime as _dt
import re
import secrets
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from dicegames import __version__
from dicegames.engine.errors import RecordError
from dicegames.engine.events import ends_turn
from dicegames.engine.records import MAX_ACTIONS, Record, Replay, replay, writable
from dicegames.engine.records import from_json as record_from_json
from dicegames.engine.rng import Place, log_digests

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
TABLE_ID = re.compile(r"[0-9a-z]{1,40}")     # a table's identity (`new_table`)
TURN_KEY = re.compile(r"[0-9a-f]{32}")       # a turn's name: the digest of the log before it
Drawn = dict[str, tuple[int, ...]]           # {place label "<turn key>:<throw>": faces}
# record errors that mean "made by a newer or different dicegames", not "damaged"
_UNSUPPORTED = {"unknown_game": UnsupportedSaveError, "unknown_option": UnsupportedSaveError,
                "newer_version": NewerVersionError}


def new_table() -> str:
    """A fresh table identity: New game and Rematch start a table; its saves, autosave and
    its one history entry carry it."""
    return secrets.token_hex(8)


@dataclass(frozen=True)
class Snapshot:
    """A game as it is written to a save: its record (no seed while it is unfinished), where
    its dice come from, the virtual throws drawn and taken back that undo and redo can still
    reach ({place label: faces}, engine.rng) and the table's identity ("" when it has none)."""

    record: Record
    dice_source: str = "virtual"
    drawn: Drawn = field(default_factory=dict)
    table: str = ""


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
    if snapshot.table:
        meta["table"] = snapshot.table
    doc: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                           "record": replace(snapshot.record, seed="").to_json(), "meta": meta}
    if snapshot.drawn:
        doc["taken_back"] = [[*_place(label), list(faces)]
                             for label, faces in sorted(snapshot.drawn.items())]
    return doc


def save_bytes(snapshot: Snapshot, title: str = "", **extra: Any) -> bytes:
    """The bytes of a save; StorageError ("too_large") for a game no save can hold: what is
    written is what the reader takes (SAVE_CAP)."""
    data = dumps_bytes(save_document(snapshot, title, **extra))
    if len(data) > SAVE_CAP:
        raise StorageError(f"the game is larger than a save holds ({SAVE_CAP // 2**20} MiB)",
                           code="too_large")
    return data


def _faces(value: Any) -> bool:
    return isinstance(value, list) and 0 < len(value) <= 6 \
        and all(type(f) is int and 1 <= f <= 6 for f in value)


def _place(label: str) -> tuple[str, int]:
    key, number = label.rsplit(":", 1)
    return key, int(number)


def _taken_back(rows: Any, path: Path | None) -> Drawn:
    """The `taken_back` block: [[turn key, throw of the turn, [faces]], …], one row per place."""
    if rows is None:
        return {}
    out: Drawn = {}
    for row in rows if isinstance(rows, list) else [None]:
        if not isinstance(row, list):
            raise SaveFormatError("the save's taken-back throws are malformed", path)
        ok = len(row) == 3 and isinstance(row[0], str) \
            and TURN_KEY.fullmatch(row[0]) is not None and type(row[1]) is int \
            and 0 <= row[1] < MAX_ACTIONS and _faces(row[2]) \
            and f"{row[0]}:{row[1]}" not in out
        if not ok:
            raise SaveFormatError("the save's taken-back throws are malformed", path)
        out[f"{row[0]}:{row[1]}"] = tuple(row[2])
    return out


def _drawn_by_number(doc: Any, record: Record, rep: Replay, path: Path | None) -> Drawn:
    """The `dice.drawn` block of an earlier version 2 save ([[throw number, [faces]], …]) at
    the places of this dealing: a throw the log holds with fewer dice keeps its faces; a
    number the log never reached (drawn in an undone course of play, maybe by another player)
    is dropped — it could be dealt to no one but who saw it."""
    if doc is None:
        return {}
    rows = doc.get("drawn") if isinstance(doc, dict) else None
    if not isinstance(rows, list) or not all(
            isinstance(r, list) and len(r) == 2 and type(r[0]) is int and _faces(r[1])
            for r in rows):
        raise SaveFormatError("the save's dice are malformed", path)
    digests = log_digests(record.actions)
    state = rep.game.new_initial_state(len(record.players), record.first_player)
    place, logged = Place(), {}
    for step, line in zip(rep.steps, rep.indices):
        roll = record.actions[line].split(" ", 1)[0] == "roll"
        if roll:
            logged[state.throw_no] = (place.label(digests), len(record.actions[line].split()) - 1)
        place, state = place.after(line, roll, ends_turn(step)), step.state
    return {logged[number][0]: tuple(faces) for number, faces in rows
            if number in logged and len(faces) > logged[number][1]}


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
    table = meta.get("table", "")
    if dice_source not in DICE_SOURCES or not isinstance(saved_at, str) or len(saved_at) > 40 \
            or not isinstance(title, str) or len(title) > 500 \
            or not writable(saved_at) or not writable(title) \
            or not (table == "" or isinstance(table, str) and TABLE_ID.fullmatch(table)):
        raise SaveFormatError("the save's metadata is malformed", path)
    if not is_timestamp(saved_at):
        saved_at = ""                     # not a time: unknown (it only sorts and is shown)
    try:
        record = record_from_json(doc["record"])
        rep = replay(record)
    except RecordError as e:
        kind = _UNSUPPORTED.get(e.code, SaveFormatError)
        raise kind(e.detail, path, code=e.code) from None
    except Exception as e:
        raise UnsupportedSaveError(f"this dicegames cannot replay the game "
                                   f"({type(e).__name__})", path) from None
    drawn = {**_drawn_by_number(doc.get("dice"), record, rep, path),
             **_taken_back(doc.get("taken_back"), path)}
    finished = rep.game.outcome(rep.state) is not None
    if not finished and record.seed:
        # version 1 held the seed of the virtual dice: it goes, and a new secret throws on
        record = replace(record, seed="")
    return SavedGame(Snapshot(record, dice_source, drawn, table), rep, saved_at, title,
                     dict(meta), path)


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
