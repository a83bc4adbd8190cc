"""Recent games: the last finished games (record + outcome summary), newest first.

Entries this dicegames cannot read (e.g. written by a newer one) are kept in the file untouched
and simply not listed.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from dicegames.engine.core import Outcome
from dicegames.engine.errors import DiceGamesError
from dicegames.engine.records import Record, loads as load_record

from . import paths
from .atomic import atomic_write
from .errors import NewerVersionError, PersistenceError, SaveFormatError, StorageError
from .saves import DICE_SOURCES, now_iso, quarantine
from .strict_json import JsonError, dumps_bytes, loads_strict, read_limited

FORMAT = "dicegames-history"
VERSION = 1
KEEP = 20


@dataclass(frozen=True)
class Place:
    player: int
    place: int
    points: str               # an integer or an exact fraction, as text ("12", "-7/3")


@dataclass(frozen=True)
class FinishedGame:
    """One finished game: its record and a summary of the outcome (for the home list)."""

    record: Record
    finished_at: str
    winners: tuple[int, ...]
    standings: tuple[Place, ...]
    reason: str
    dice_source: str = "virtual"

    def winner_names(self) -> tuple[str, ...]:
        return tuple(self.record.players[w].name for w in self.winners
                     if 0 <= w < len(self.record.players))


def _points(value: int | Fraction) -> str:
    return str(value)


def entry_document(record: Record, outcome: Outcome, dice_source: str,
                   finished_at: str | None = None) -> dict[str, Any]:
    return {
        "record": record.to_json(), "finished_at": finished_at or now_iso(),
        "dice_source": dice_source, "reason": outcome.reason,
        "winners": list(outcome.winners),
        "standings": [{"player": s.player, "place": s.place, "points": _points(s.points)}
                      for s in outcome.standings],
    }


def _parse_entry(e: Any) -> FinishedGame | None:
    try:
        record = load_record(dumps_bytes(e["record"]))
        standings = tuple(Place(int(s["player"]), int(s["place"]), str(s["points"]))
                          for s in e["standings"])
        winners = tuple(int(w) for w in e["winners"])
        finished_at, reason = str(e["finished_at"]), str(e["reason"])
        source = e.get("dice_source", "virtual")
        if source not in DICE_SOURCES:
            return None
    except (DiceGamesError, KeyError, TypeError, ValueError):
        return None
    return FinishedGame(record, finished_at, winners, standings, reason, source)


def _key(doc: dict[str, Any]) -> tuple[Any, ...]:
    r = doc.get("record", {}) if isinstance(doc, dict) else {}
    if not isinstance(r, dict):
        return ()
    return (r.get("game"), r.get("seed"), tuple(r.get("actions") or ()) if isinstance(
        r.get("actions"), list) else None, str(r.get("players")))


class History:
    """`history.json` in the data dir."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.history_path()

    def _raw(self) -> list[Any]:
        """Every stored entry, readable or not. Raises PersistenceError."""
        if not self.path.exists():
            return []
        try:
            doc = loads_strict(read_limited(self.path, 64 * 1024 * 1024))
        except OSError as e:
            raise StorageError.from_os_error(e, self.path, "read") from None
        except JsonError as e:
            raise SaveFormatError(str(e), self.path, moved_to=quarantine(self.path)) from None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT \
                or not isinstance(doc.get("games"), list) or not isinstance(
                    doc.get("version"), int):
            raise SaveFormatError("not a dicegames history", self.path,
                                  moved_to=quarantine(self.path))
        if doc["version"] > VERSION:
            raise NewerVersionError(f"history version {doc['version']} is newer than "
                                    f"{VERSION}", self.path)
        return list(doc["games"])

    def load(self) -> tuple[list[FinishedGame], PersistenceError | None]:
        """The readable finished games, newest first, and the problem met (never raises)."""
        try:
            raw = self._raw()
        except PersistenceError as e:
            return [], e
        games = [g for g in map(_parse_entry, raw) if g is not None]
        return games, None

    def add(self, record: Record, outcome: Outcome, dice_source: str = "virtual") -> None:
        """Put a finished game first (once), keeping the last KEEP. Raises PersistenceError
        (a newer or unreadable history is never overwritten; a damaged one was moved aside)."""
        try:
            raw = self._raw()
        except SaveFormatError:
            raw = []                       # moved aside: start a new list
        entry = entry_document(record, outcome, dice_source)
        raw = [entry] + [e for e in raw if _key(e) != _key(entry)]
        doc = {"format": FORMAT, "version": VERSION, "games": raw[:KEEP]}
        try:
            atomic_write(self.path, dumps_bytes(doc))
        except OSError as e:
            raise StorageError.from_os_error(e, self.path, "write") from None
