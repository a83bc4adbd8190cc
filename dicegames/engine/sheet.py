"""The scoresheet a game shows: rows × players of cells, read-only, ids not words."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction


class CellState(enum.Enum):
    OPEN = "open"            # may still be written
    SCORED = "scored"        # written with a value
    CROSSED = "crossed"      # crossed out (0)
    COMPUTED = "computed"    # totals, bonuses, results: never written by a player
    EMPTY = "empty"          # nothing to show


@dataclass(frozen=True)
class Cell:
    value: int | Fraction | None = None
    state: CellState = CellState.EMPTY
    preview: int | None = None       # what the current dice would score here (current player)
    doubled: bool = False            # a first-throw (с ходу) figure
    note: str = ""                   # an id: e.g. "zonk", "base", the dice "5 5 3"
    running: int | None = None       # ledgers: the player's total after this entry


@dataclass(frozen=True)
class SheetRow:
    id: str
    section: str
    cells: tuple[Cell, ...]          # one per player
    total: bool = False              # a total row (shown bold)
    info: tuple[tuple[str, int | str], ...] = ()   # facts of the row, e.g. (("pot", 9),)


@dataclass(frozen=True)
class Scoresheet:
    """Rows × players, read-only, ids not words; `current` = the seat to move, or None.

    `kind` names the layout (`zdorovo_boxes`, `school_sheet`, `zonk_ledger`,
    `zanzibar_rounds`: a layout, not a game id — games may share one): the UI chooses how the
    sheet reads by it."""

    kind: str
    rows: tuple[SheetRow, ...]
    players: int
    current: int | None = None
    info: tuple[tuple[str, int | str], ...] = ()   # e.g. (("game", 2), ("pot", 15))

    def row(self, row_id: str) -> SheetRow:
        return next(r for r in self.rows if r.id == row_id)

    def value(self, row_id: str, player: int) -> int | Fraction | None:
        return self.row(row_id).cells[player].value
