"""The autosave of the game in progress, written after every committed action.

It is a slot (see `slot.py`): a damaged autosave is moved aside and its `.bak` takes its place,
so the game the home offers to continue is the game that opens; an autosave this version
refuses (a newer dicegames, a game it does not know) is kept, moved aside, before a new game
writes there.
"""
from __future__ import annotations

from pathlib import Path

from . import paths
from .saves import SavedGame, Snapshot, save_bytes, save_slot
from .slot import Kept, Loaded


class Autosave:
    """`autosave.json` in the state dir: the current game as a save document."""

    def __init__(self, path: Path | None = None) -> None:
        self.slot = save_slot(Path(path) if path is not None else paths.autosave_path())

    @property
    def path(self) -> Path:
        return self.slot.path

    def write(self, snapshot: Snapshot, title: str = "") -> Kept:
        """Replace the autosave atomically (files this version cannot read are moved aside
        first and reported). Raises StorageError (the previous one stays)."""
        return self.slot.write(save_bytes(snapshot, title))

    def load(self) -> Loaded[SavedGame]:
        """The autosaved game; never raises."""
        return self.slot.load()

    def clear(self) -> None:
        """Forget the autosave (the game ended). Raises StorageError."""
        self.slot.clear()
