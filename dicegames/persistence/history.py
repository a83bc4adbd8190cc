"""Every finished game (record + when and how it was played, and its statistics' summary),
newest first.

`history.json` is a slot (see `slot.py`), format version 2: one game per line, each with the
summary the statistics read (`dicegames.stats.summary`), made by replaying the game once when
it was added. A game is listed when its record is valid and its summary is the one of that
record (a digest of the record says so); otherwise it is replayed to its end again (a version
1 history, a hand-edited entry), and one this version cannot open (a newer game, a damaged
entry) is kept in the file untouched and simply not listed. The file keeps every game within
its cap; when the newest would not fit, the oldest go to an archive file beside it
(`history-archive-<UTC time>.json`), never deleted. Removing a game moves it to the trash.

One table is one entry: an entry carries the identity of its table (`table`), `add` replaces
the entry of the same table and `withdraw` takes it out (undo past the end). An entry written
before identities is named by its record (`r` + its digest) and, as before, replaced by a new
one of the same game.

An entry may also carry the coach's figures of its game (`coach`: `dicegames.stats.coach`,
worked out after the game ended and added by `add_coach`); like the summary they name the
record they are of, and figures of another record are not used.
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from dicegames.engine import Outcome
from dicegames.engine.errors import DiceGamesError
from dicegames.engine.records import Record
from dicegames.engine.records import from_json as record_from_json
from dicegames.engine.strict_json import dumps_lines, dumps_strict
from dicegames.stats import summary as summaries
from dicegames.stats.coach import GameCoach

from . import DICE_SOURCES, paths
from .errors import NewerVersionError, PersistenceError, SaveFormatError, StorageError
from .files import MIB, JsonError, atomic_write, loads_strict
from .saves import TABLE_ID, is_timestamp, now_iso
from .slot import Slot

FORMAT = "dicegames-history"
VERSION = 2
KEEP = 20                  # the games the home lists (`load`); the file keeps every one
CAP = 64 * MIB
ENTRY_FORMAT = "dicegames-finished"     # one game on its own (the trash, an export)
ENTRY_CAP = 8 * MIB                     # such a file: an entry (a record of at most 4 MiB …)


@dataclass(frozen=True)
class Place:
    player: int
    place: int
    points: str               # an integer or an exact fraction, as text ("12", "-7/3")


@dataclass(frozen=True)
class FinishedGame:
    """One finished game: its record, a summary of the outcome (for the home list) and its
    statistics' summary; `digest` names the record (see `record_digest`)."""

    record: Record
    finished_at: str
    winners: tuple[int, ...]
    standings: tuple[Place, ...]
    reason: str
    dice_source: str = "virtual"
    summary: summaries.GameSummary | None = None
    digest: str = ""
    table: str = ""
    coach: GameCoach | None = None      # the coach's figures of this record, once worked out

    @property
    def key(self) -> str:
        """The table this game was played at: its identity, or one named by its record."""
        return self.table or "r" + self.digest

    def winner_names(self) -> tuple[str, ...]:
        return tuple(self.record.players[w].name for w in self.winners
                     if 0 <= w < len(self.record.players))


def _points(value: int | Fraction) -> str:
    return str(value)


def record_digest(record_doc: Any) -> str:
    """A digest of a record's JSON (its canonical form): the same record, the same digest."""
    text = dumps_strict(record_doc, sort_keys=True, compact=True)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def entry_document(record: Record, outcome: Outcome, dice_source: str,
                   finished_at: str | None = None, table: str = "") -> dict[str, Any]:
    """A history entry for a finished game (played at `table`); its summary is made by
    replaying it."""
    doc = record.to_json()
    entry: dict[str, Any] = {
        "record": doc, "finished_at": finished_at or now_iso(), "dice_source": dice_source,
        **({"table": table} if table else {}),
        "reason": outcome.reason, "winners": list(outcome.winners),
        "standings": [{"player": s.player, "place": s.place, "points": _points(s.points)}
                      for s in outcome.standings],
    }
    try:
        summary = summaries.summarize(record, finished_at=entry["finished_at"],
                                      dice_source=dice_source)
    except (DiceGamesError, ValueError):
        return entry
    entry["summary"] = dict(summaries.to_json(summary), record=record_digest(doc))
    return entry


def _summary(e: dict[str, Any], digest: str) -> summaries.GameSummary | None:
    """The entry's stored summary when it is the summary of this very record."""
    doc = e.get("summary")
    if not isinstance(doc, dict) or doc.get("record") != digest:
        return None
    try:
        s = summaries.from_json({k: v for k, v in doc.items() if k != "record"}, digest)
    except (ValueError, ArithmeticError):
        return None
    if s.finished_at != e.get("finished_at") or s.dice_source != e.get("dice_source",
                                                                        "virtual"):
        return None
    return s


def parse_entry(e: Any) -> FinishedGame | None:
    """A history entry as a FinishedGame when this version can open it: its record valid and
    its summary that record's (else the record replayed to its end, the outcome and summary
    taken from the replay); None otherwise."""
    if not isinstance(e, dict):
        return None
    finished_at, source = e.get("finished_at"), e.get("dice_source", "virtual")
    table = e.get("table", "")
    if not is_timestamp(finished_at) or source not in DICE_SOURCES \
            or not (table == "" or isinstance(table, str) and TABLE_ID.fullmatch(table)):
        return None
    try:
        record = record_from_json(e.get("record"))
        digest = record_digest(e["record"])
    except (DiceGamesError, UnicodeEncodeError):
        return None
    s = _summary(e, digest)
    if s is None:
        try:
            s = summaries.summarize(record, finished_at=finished_at, dice_source=source,
                                    source=digest)
        except (DiceGamesError, ValueError):
            return None
    if s.game != record.game or len(s.seats) != len(record.players):
        return None
    order = sorted(range(len(s.seats)), key=lambda p: (s.seats[p].place, p))
    standings = tuple(Place(p, s.seats[p].place, _points(s.seats[p].points)) for p in order)
    winners = tuple(p for p, seat in enumerate(s.seats) if seat.won)
    return FinishedGame(record, finished_at, winners, standings, s.reason, source, s, digest,
                        table, coach=coach_of(e, digest))


def _legacy(doc: Any) -> bool:
    """An entry written before tables had an identity."""
    return isinstance(doc, dict) and "table" not in doc


def coach_of(e: dict[str, Any], digest: str) -> GameCoach | None:
    """The entry's coach figures when they are of this very record (else None)."""
    from dicegames.stats.coach import from_json
    doc = e.get("coach")
    if not isinstance(doc, dict) or doc.get("record") != digest:
        return None
    try:
        return from_json({k: v for k, v in doc.items() if k != "record"})
    except (ValueError, ArithmeticError):
        return None


def _key(doc: Any) -> tuple[Any, ...]:
    r = doc.get("record", {}) if isinstance(doc, dict) else {}
    if not isinstance(r, dict):
        return ()
    actions = r.get("actions")
    return (r.get("game"), tuple(actions) if isinstance(actions, list) else None,
            str(r.get("players")), r.get("first_player"))


def _parse_document(data: bytes, path: Path) -> list[Any]:
    """The entries of a history file (readable or not). Raises SaveFormatError or
    NewerVersionError."""
    try:
        doc = loads_strict(data, CAP)
    except JsonError as e:
        raise SaveFormatError(str(e), path, code=e.code) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT \
            or not isinstance(doc.get("games"), list) or type(doc.get("version")) is not int \
            or doc["version"] < 1:
        raise SaveFormatError("not a dicegames history", path)
    if doc["version"] > VERSION:
        raise NewerVersionError(f"history version {doc['version']} is newer than {VERSION}",
                                path)
    return list(doc["games"])


def _line(entry: Any) -> str:
    """One entry as one line of compact JSON. Text UTF-8 cannot hold (a lone surrogate in an
    entry kept unread from a hostile file) is written escaped, so it survives as it was."""
    return dumps_lines(entry, compact=True)


def document(entries: list[Any]) -> bytes:
    """The history document of `entries`: compact, one game per line."""
    body = ",\n".join(_line(e) for e in entries)
    head = f'{{"format":"{FORMAT}","version":{VERSION},"games":['
    return (head + ("\n" + body + "\n" if entries else "") + "]}\n").encode("utf-8")


def fit(entries: list[Any], cap: int | None = None) -> bytes:
    """The history document of `entries` (newest first), the oldest dropped until it fits."""
    return document(entries[:fitting(entries, cap)])


def fitting(entries: list[Any], cap: int | None = None) -> int:
    """How many of `entries` (newest first) fit in a document within `cap` (the history's
    cap by default; at least one)."""
    cap = CAP if cap is None else cap
    size = len(document([]))
    for n, e in enumerate(entries):
        size += len(_line(e).encode("utf-8")) + 2
        if size > cap and n >= 1:
            return n
    return len(entries)


class History:
    """`history.json` in the data dir."""

    def __init__(self, path: Path | None = None, keep: int = KEEP) -> None:
        self.slot: Slot[list[Any]] = Slot(
            Path(path) if path is not None else paths.history_path(), _parse_document, CAP)
        self.keep = keep
        self._parsed: dict[str, FinishedGame | None] = {}   # entry digest → what it opens as
        self._read: tuple[tuple[int, int, int], list[FinishedGame],
                          PersistenceError | None] | None = None

    @property
    def path(self) -> Path:
        return self.slot.path

    def _entry(self, e: Any) -> FinishedGame | None:
        """`parse_entry`, remembered: going back to the home does not read every game again."""
        key = hashlib.sha256(_line(e).encode("utf-8")).hexdigest()
        if key not in self._parsed:
            self._parsed[key] = parse_entry(e)
        return self._parsed[key]

    def _stamp(self) -> tuple[int, int, int] | None:
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size, st.st_ino)

    def load_all(self) -> tuple[list[FinishedGame], PersistenceError | None]:
        """Every finished game this version can open, newest first, and the problem met
        (never raises). The file is read again only when it changed."""
        stamp = self._stamp()
        if stamp is not None and self._read is not None and self._read[0] == stamp:
            return list(self._read[1]), self._read[2]
        loaded = self.slot.load()
        games = [g for g in map(self._entry, loaded.value or []) if g is not None]
        if stamp is not None and loaded.problem is None and self._stamp() == stamp:
            self._read = (stamp, games, None)
        return list(games), loaded.problem

    def load(self) -> tuple[list[FinishedGame], PersistenceError | None]:
        """The newest `keep` finished games (the home's list), newest first, and the problem
        met (never raises)."""
        games, problem = self.load_all()
        return games[:self.keep], problem

    def _write(self, raw: list[Any], moved: list[Path]) -> None:
        n = fitting(raw)
        if n < len(raw):
            moved.append(self._archive(raw[n:]))
        kept = self.slot.write(document(raw[:n]))
        moved += [p for p, _ in kept.moved]

    def _archive(self, entries: list[Any]) -> Path:
        """Games the cap has no room for, in a history file of their own beside it."""
        stamp = now_iso().replace("-", "").replace(":", "")
        target = self.path.with_name(f"history-archive-{stamp}.json")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"history-archive-{stamp}-{n}.json")
        try:
            atomic_write(target, document(entries), keep_backup=False)
        except OSError as e:
            raise StorageError.from_os_error(e, target, "write") from None
        return target

    def _raw(self, moved: list[Path]) -> list[Any]:
        loaded = self.slot.load()
        if loaded.problem is not None and loaded.problem.moved_to is not None:
            moved.append(loaded.problem.moved_to)
        return list(loaded.value) if loaded.value is not None else []

    def add(self, record: Record, outcome: Outcome, dice_source: str = "virtual",
            table: str = "", finished_at: str | None = None) -> list[Path]:
        """Put a finished game first, replacing the entry of its table (one table, one entry;
        without an identity: an entry of the same game). A history this version cannot read
        is moved aside first (its path returned), never overwritten; games the cap has no
        room for go to an archive file (returned too). Raises StorageError."""
        moved: list[Path] = []
        raw = self._raw(moved)
        entry = entry_document(record, outcome, dice_source, finished_at, table)
        key = table or "r" + record_digest(entry["record"])
        self._write([entry] + [e for e in raw if self._table(e) != key
                               and not (_legacy(e) and _key(e) == _key(entry))], moved)
        return moved

    def withdraw(self, table: str) -> list[Path]:
        """Take the entry of a table out (its game is unfinished again); nothing happens when
        there is none. Returns the files moved aside on the way. Raises StorageError."""
        moved: list[Path] = []
        raw = self._raw(moved)
        kept = [e for e in raw if self._table(e) != table]
        if len(kept) != len(raw):
            self._write(kept, moved)
        return moved

    def has(self, table: str) -> bool:
        """Is a game of this table in the history (never raises)?"""
        return any(g.key == table for g in self.load_all()[0])

    def _table(self, e: Any) -> str | None:
        """The table of an entry (None for one this version cannot open: never matched)."""
        found = self._entry(e)
        return found.key if found is not None else None

    def add_coach(self, record: Record, coach: GameCoach) -> list[Path]:
        """Keep the coach's figures with the game of this record (every entry of it; nothing
        happens when there is none any more: undone, replaced, deleted). Returns the files
        moved aside on the way. Raises StorageError."""
        from dicegames.stats.coach import to_json
        moved: list[Path] = []
        raw = self._raw(moved)
        digest = record_digest(record.to_json())
        doc = dict(to_json(coach), record=digest)
        changed = False
        for i, e in enumerate(raw):
            if isinstance(e, dict) and isinstance(e.get("record"), dict) \
                    and e.get("coach") != doc and record_digest(e["record"]) == digest:
                raw[i] = dict(e, coach=doc)
                changed = True
        if changed:
            self._write(raw, moved)
        return moved

    def _find(self, raw: list[Any], game: FinishedGame) -> int | None:
        for i, e in enumerate(raw):
            found = self._entry(e)
            if found is not None and (found.digest, found.finished_at) == (game.digest,
                                                                          game.finished_at):
                return i
        return None

    def peek(self, game: FinishedGame) -> dict[str, Any] | None:
        """The history's entry of a game (None when it is not there any more)."""
        raw = self._raw([])
        i = self._find(raw, game)
        return None if i is None else dict(raw[i])

    def take(self, game: FinishedGame) -> list[Path]:
        """Remove a game from the history (nothing happens when it is not there any more);
        returns the files moved aside on the way. Raises StorageError."""
        moved: list[Path] = []
        raw = self._raw(moved)
        i = self._find(raw, game)
        if i is not None:
            self._write(raw[:i] + raw[i + 1:], moved)
        return moved

    def put_back(self, entry: dict[str, Any]) -> list[Path]:
        """Add an entry taken before (from the trash) back, in the order of when it ended.
        Raises StorageError."""
        moved: list[Path] = []
        raw = [e for e in self._raw(moved) if _key(e) != _key(entry)]
        when = str(entry.get("finished_at", ""))
        at = next((i for i, e in enumerate(raw) if isinstance(e, dict)
                   and str(e.get("finished_at", "")) <= when), len(raw))
        self._write(raw[:at] + [entry] + raw[at:], moved)
        return moved


def entry_file(entry: dict[str, Any]) -> dict[str, Any]:
    """One history entry as a file of its own (`dicegames-finished`: the trash, an export)."""
    return {"format": ENTRY_FORMAT, "version": VERSION, **entry}


def parse_entry_file(doc: Any) -> dict[str, Any] | None:
    """The history entry of a `dicegames-finished` document (None when it is not one this
    version reads)."""
    if not isinstance(doc, dict) or doc.get("format") != ENTRY_FORMAT \
            or type(doc.get("version")) is not int or not 1 <= doc["version"] <= VERSION:
        return None
    return {k: v for k, v in doc.items() if k not in ("format", "version")}
