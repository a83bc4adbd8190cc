"""The one reader of a game in a file: a game record or a save, read as the app reads them.

`read_game_file(path)` (the command line's `replay`, `advise`, `print` and `stats`) reads a
regular file within a save's cap, parses it as strict JSON, checks a save's envelope (its
version, its dice) and replays the game — no Qt, and nothing is written or moved. Anything
wrong is one `GameFileError` whose text says what, naming the file (the caller adds its exit
code).
`game_file(data)` does the same for bytes already read (`stats` reads a history too).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import PersistenceError


class GameFileError(PersistenceError):
    """Not a readable game record or save; `detail` says why in one line, naming the file."""

    code = "unreadable_game"

    def __init__(self, why: str, path: Path | None = None, *, code: str | None = None,
                 line: str | None = None) -> None:
        super().__init__(line or (f"{path}: {why}" if path is not None else why), path,
                         code=code)


@dataclass(frozen=True)
class GameFile:
    """A game read from a file: its record and replay, where its dice came from, when it was
    saved ("" for a bare record) and what the file was (`record` or `save`)."""

    kind: str
    record: Any
    replay: Any
    dice_source: str = "virtual"
    saved_at: str = ""


def read_game_file(path: Path) -> GameFile:
    """The game in the record or save at `path` (GameFileError: why not)."""
    from dicegames.engine.strict_json import JsonError

    from .files import SAVE_CAP, NotAFileError, read_regular
    try:
        data = read_regular(path, SAVE_CAP)
    except NotAFileError:
        raise GameFileError("not a regular file", path) from None
    except JsonError:
        raise GameFileError("the file is too large to be a game record or save", path) from None
    except OSError as e:
        raise GameFileError(str(e.strerror), path, code="cannot_read",
                            line=f"cannot read {path}: {e.strerror}") from None
    return game_file(data, path)


def game_file(data: bytes, path: Path | None = None) -> GameFile:
    """The game in a record's or a save's bytes (GameFileError: why not)."""
    from dicegames.engine.errors import DiceGamesError
    from dicegames.engine.records import MAX_BYTES, load_and_replay
    from dicegames.engine.strict_json import JsonError

    from .files import SAVE_CAP, loads_strict
    from .saves import FORMAT, parse_save
    try:
        doc = loads_strict(data, SAVE_CAP, 12)
    except JsonError as e:
        if len(data) > MAX_BYTES:
            raise GameFileError("the file is too large to be a game record", path) from None
        raise GameFileError(f"not a game record or save ({e})", path) from None
    if isinstance(doc, dict) and doc.get("format") == FORMAT:
        try:
            saved = parse_save(data, path)
        except PersistenceError as e:
            raise GameFileError(e.detail, path, code=e.code) from None
        return GameFile("save", saved.record, saved.replay, saved.dice_source, saved.saved_at)
    try:
        record, rep = load_and_replay(data)
    except DiceGamesError as e:
        raise GameFileError(e.detail, path, code=e.code) from None
    return GameFile("record", record, rep)
