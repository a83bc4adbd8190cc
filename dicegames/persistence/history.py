"""Recent games: the last finished games (record + when and how it was played), newest first.

`history.json` is a slot (see `slot.py`). Every entry is validated when the file is read — its
record replayed to the end — and one this version cannot open (a newer game, a damaged entry)
is kept in the file untouched and simply not listed. The writer keeps the file within the cap
its reader enforces, dropping the oldest entries first.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from dicegames.engine import Outcome
from dicegames.engine.errors import DiceGamesError
from dicegames.engine.records import Record, replay, writable
from dicegames.engine.records import from_json as record_from_json

from . import DICE_SOURCES, paths
from .errors import NewerVersionError, PersistenceError, SaveFormatError
from .files import MIB, JsonError, dumps_bytes, loads_strict
from .saves import now_iso
from .slot import Slot

FORMAT = "dicegames-history"
VERSION = 1
KEEP = 20
CAP = 16 * MIB


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


def parse_entry(e: Any) -> FinishedGame | None:
    """A history entry as a FinishedGame when this version can open it: its record valid and
    replayed to its end (the outcome is the replay's); None otherwise."""
    if not isinstance(e, dict):
        return None
    finished_at, source = e.get("finished_at"), e.get("dice_source", "virtual")
    if not isinstance(finished_at, str) or len(finished_at) > 40 or not writable(finished_at) \
            or source not in DICE_SOURCES:
        return None
    try:
        record = record_from_json(e.get("record"))
        rep = replay(record)
    except DiceGamesError:
        return None
    outcome = rep.game.outcome(rep.state)
    if outcome is None:
        return None
    standings = tuple(Place(s.player, s.place, _points(s.points)) for s in outcome.standings)
    return FinishedGame(record, finished_at, tuple(outcome.winners), standings, outcome.reason,
                        source)


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
            or not isinstance(doc.get("games"), list) or type(doc.get("version")) is not int:
        raise SaveFormatError("not a dicegames history", path)
    if doc["version"] > VERSION:
        raise NewerVersionError(f"history version {doc['version']} is newer than {VERSION}",
                                path)
    return list(doc["games"])


def fit(entries: list[Any], cap: int = CAP) -> bytes:
    """The history document of `entries` (newest first), the oldest dropped until it fits."""
    keep = list(entries)
    while True:
        data = dumps_bytes({"format": FORMAT, "version": VERSION, "games": keep})
        if len(data) <= cap or len(keep) <= 1:
            return data
        keep.pop()


class History:
    """`history.json` in the data dir."""

    def __init__(self, path: Path | None = None, keep: int = KEEP) -> None:
        self.slot: Slot[list[Any]] = Slot(
            Path(path) if path is not None else paths.history_path(), _parse_document, CAP)
        self.keep = keep
        self._parsed: dict[str, FinishedGame | None] = {}   # entry JSON → what it opens as

    @property
    def path(self) -> Path:
        return self.slot.path

    def _entry(self, e: Any) -> FinishedGame | None:
        """`parse_entry`, remembered: going back to the home does not replay every game."""
        key = dumps_bytes(e).decode("utf-8", "replace")
        if key not in self._parsed:
            self._parsed[key] = parse_entry(e)
        return self._parsed[key]

    def load(self) -> tuple[list[FinishedGame], PersistenceError | None]:
        """The finished games this version can open, newest first, and the problem met
        (never raises)."""
        loaded = self.slot.load()
        games = [g for g in map(self._entry, loaded.value or []) if g is not None]
        return games, loaded.problem

    def add(self, record: Record, outcome: Outcome, dice_source: str = "virtual") -> list[Path]:
        """Put a finished game first (once), keeping the last `keep`. A history this version
        cannot read is moved aside first (its path returned), never overwritten. Raises
        StorageError."""
        loaded = self.slot.load()
        raw = loaded.value if loaded.value is not None else []
        entry = entry_document(record, outcome, dice_source)
        raw = [entry] + [e for e in raw if _key(e) != _key(entry)]
        kept = self.slot.write(fit(raw[:self.keep]))
        moved = [p for p, _ in kept.moved]
        if loaded.problem is not None and loaded.problem.moved_to is not None:
            moved.insert(0, loaded.problem.moved_to)
        return moved
