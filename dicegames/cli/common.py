"""What every command shares: one clear error line and its exit code, options and games from
what was typed, and the game in a file.

Errors are one line on stderr, `dicegames: error: …`: exit code 2 for bad input, 1 for a file
a command cannot use (`replay`, `stats`). No Qt, and nothing heavy at import.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn


class Parser(argparse.ArgumentParser):
    """argparse that reports errors as one clear line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        fail(message)


def fail(message: str, code: int = 2) -> NoReturn:
    print(f"dicegames: error: {message}", file=sys.stderr)
    raise SystemExit(code)


def note(message: str) -> None:
    print(f"dicegames: note: {message}", file=sys.stderr)


def options(pairs: Sequence[str]) -> dict[str, str]:
    """`--option KEY=VALUE`s as the engine takes them (exit 2 for a malformed one)."""
    from dicegames.engine.errors import OptionError
    from dicegames.engine.options import parse_options
    try:
        return parse_options(pairs)
    except OptionError as e:
        fail(e.detail)


def make(game_id: str, pairs: Sequence[str]) -> Any:
    """The game `game_id` with the typed options (exit 2 for an unknown game or option)."""
    from dicegames.engine import DiceGamesError, game_info
    chosen = options(pairs)
    try:
        return game_info(game_id).make(chosen)
    except DiceGamesError as e:
        fail(e.detail)


def read_game(path: Path, code: int = 2) -> Any:
    """The game in a record or save file, read as the app reads it
    (`dicegames.persistence.game_file`); anything wrong: one line and exit `code`."""
    from dicegames.persistence.game_file import GameFileError, read_game_file
    try:
        return read_game_file(path)
    except GameFileError as e:
        fail(e.detail, code)


def json_text(doc: Any) -> str:
    """A command's JSON output: the program's one strict writer, text as it is."""
    from dicegames.engine.strict_json import dumps_strict
    return dumps_strict(doc)
