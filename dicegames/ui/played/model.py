"""The scoresheet model: one `QAbstractTableModel` over `game.scoresheet(state)`, players as
columns and the game's own rows; each sheet kind (kinds.py) says how its cells read.

The model only presents the engine's read-only sheet: totals, bonuses and settlements are the
engine's. What it adds is the paper's look (roles the delegate paints: a small note beside the
number, ×2, crossed cells, corrections, the target line) and words for every cell (tool tips,
screen-reader text). A written cell is editable when it can be corrected; `setData` hands the
correction to `corrector` (the session) and says whether the rules took it.
"""
from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette

from dicegames.engine import Cell, CellState, Scoresheet, SheetRow
from dicegames.ui.common.later import after_repaint
from dicegames.ui.ear import for_ear
from dicegames.ui.games import GameLook
from dicegames.ui.played.facts import SheetFacts
from dicegames.ui.words import fill, format_points, isolate, tooltip, translate, unisolated

ROW_ID_ROLE = Qt.ItemDataRole.UserRole + 1
CELL_ROLE = Qt.ItemDataRole.UserRole + 2
NOTE_ROLE = Qt.ItemDataRole.UserRole + 3       # small text at the cell's left: "×2", "+350", "652"
LOOK_ROLE = Qt.ItemDataRole.UserRole + 4       # frozenset of looks: preview, negative, crossed …
MARK_ROLE = Qt.ItemDataRole.UserRole + 5       # "corrected: was …" ("" = not corrected)
Corrector = Callable[[str, int, Sequence[tuple[int, Any]]], bool]
WORDS = frozenset({Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole})


class ScoresheetModel(QAbstractTableModel):
    """Rows of the game's sheet × players (plus `extra_columns`, e.g. 421's pot).

    What a cell looks like (its painted roles) is computed once per change of the sheet
    (sheets are small) and only the cells whose look changed are reported, each run of them
    in a column on its own, so views repaint little. What a cell says (its tool tip and its
    screen-reader text, many translated sentences) is worked out when first asked for, or
    once the change is painted: the cells whose words changed are then reported too.
    Subclasses say how a kind of sheet reads: `note`, `explain`, `row_title`, `extra_cells`.
    """

    extra_columns = 0
    follows_end = False         # a growing sheet (ledgers, rounds): a row per turn or round

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.look: GameLook = GameLook("")
        self.names: tuple[str, ...] = ()
        self.sheet: Scoresheet | None = None
        self.facts = SheetFacts()
        self.corrector: Corrector | None = None
        self.examples: dict[str, str] = {}      # row id → "6 6 6 5 5 = 28", from the engine
        self._roles: list[list[dict[int, Any]]] = []     # the painted roles of each cell
        self._words: list[list[dict[int, Any]]] | None = []   # what each says (None: due)

    # ------------------------------------------------------------------ feeding
    def set_sheet(self, game: GameLook, names: tuple[str, ...], sheet: Scoresheet,
                  facts: SheetFacts | None = None) -> None:
        """Show `sheet`; resets only when its shape changes, else reports the changed cells."""
        old = self.sheet
        self.facts = facts or SheetFacts()
        same_shape = (old is not None and game is self.look and names == self.names
                      and [r.id for r in old.rows] == [r.id for r in sheet.rows])
        if not same_shape:
            self.beginResetModel()
            self.look, self.names, self.sheet = game, tuple(names), sheet
            self._roles, self._words = self._build(), None
            self.endResetModel()
            return
        before, said = self._roles, self._words
        self.sheet = sheet
        self._roles, self._words = self._build(), None
        self._report([(r, c) for r, row in enumerate(self._roles)
                      for c, roles in enumerate(row) if roles != before[r][c]])
        if said is not None:
            after_repaint((self, "words"), lambda: self._tell(said), self)
        assert old is not None
        if old.current != sheet.current and self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if [r.info for r in old.rows] != [r.info for r in sheet.rows]:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def _report(self, cells: list[tuple[int, int]]) -> None:
        """dataChanged for `cells`, one signal per run of them down a column."""
        runs: dict[int, list[int]] = {}
        for r, c in cells:
            runs.setdefault(c, []).append(r)
        for c, rows in runs.items():
            rows.sort()
            start = prev = rows[0]
            for r in rows[1:] + [-1]:
                if r != prev + 1:
                    self.dataChanged.emit(self.index(start, c), self.index(prev, c))
                    start = r
                prev = r

    def _tell(self, said: list[list[dict[int, Any]]]) -> None:
        """Once the change is painted: report the cells whose words changed (a screen reader
        hears of them) against `said`, the words before the change."""
        now = self._said()
        if len(now) != len(said) or any(len(a) != len(b) for a, b in zip(now, said)):
            return                       # another shape meanwhile: that was a reset
        self._report([(r, c) for r, row in enumerate(now) for c, words in enumerate(row)
                      if words != said[r][c]])

    def _said(self) -> list[list[dict[int, Any]]]:
        """The words of every cell, worked out now if they are due."""
        if self._words is None:
            self._words = self._build_words()
        return self._words

    def retranslate(self) -> None:
        """Words or colours changed: every header and cell is new."""
        if self.sheet is not None and self.rowCount() and self.columnCount():
            self._roles, self._words = self._build(), None
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

    def _build(self) -> list[list[dict[int, Any]]]:
        if self.sheet is None:
            return []
        pal = QGuiApplication.palette()
        self._brushes = {
            "text": QBrush(pal.color(QPalette.ColorRole.Text)),
            "lighter": QBrush(pal.color(QPalette.ColorRole.PlaceholderText)),
        }
        lit = QColor(pal.color(QPalette.ColorRole.Highlight))
        lit.setAlpha(45)
        self._lit = QBrush(lit)
        self._fonts: dict[tuple[bool, bool], QFont] = {}
        out = []
        for r, row in enumerate(self.sheet.rows):
            cells = [self._cell_roles(r, c, row, cell) for c, cell in enumerate(row.cells)]
            out.append(cells + [{k: v for k, v in roles.items() if k not in WORDS}
                                for roles in self.extra_cells(r, row)])
        return out

    def _build_words(self) -> list[list[dict[int, Any]]]:
        if self.sheet is None:
            return []
        out = []
        for r, row in enumerate(self.sheet.rows):
            cells = [self._cell_words(r, c, row, cell) for c, cell in enumerate(row.cells)]
            out.append(cells + [{k: v for k, v in roles.items() if k in WORDS}
                                for roles in self.extra_cells(r, row)])
        return out

    def _font(self, bold: bool, italic: bool) -> QFont:
        if (bold, italic) not in self._fonts:
            font = QFont()
            font.setBold(bold)
            font.setItalic(italic)
            font.setStyleHint(QFont.StyleHint.AnyStyle)
            font.setFeature(QFont.Tag("tnum"), 1)        # tabular figures: columns line up
            self._fonts[(bold, italic)] = font
        return self._fonts[(bold, italic)]

    def _cell_words(self, r: int, c: int, row: SheetRow, cell: Cell) -> dict[int, Any]:
        """What a cell says: its tool tip and its screen-reader text."""
        mark = self.facts.corrected.get((row.id, c), "")
        said = self._spoken(r, c, cell)
        tip = self.explain(r, c, row, cell)
        if mark:
            said += " (" + mark + ")"
            tip = (tip + "\n" if tip else "") + mark
        return {Qt.ItemDataRole.ToolTipRole: tooltip(tip or said),
                Qt.ItemDataRole.AccessibleTextRole: for_ear(said, self.names)}   # no "colon"

    def _cell_roles(self, r: int, c: int, row: SheetRow, cell: Cell) -> dict[int, Any]:
        """What a cell looks like: the roles its delegate paints from."""
        key = (row.id, c)
        looks = self.looks(row, cell)
        mark = self.facts.corrected.get(key, "")
        roles: dict[int, Any] = {
            Qt.ItemDataRole.DisplayRole: self.cell_text(cell, row),
            Qt.ItemDataRole.EditRole: None if cell.state == CellState.OPEN else cell.value,
            Qt.ItemDataRole.TextAlignmentRole:
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            Qt.ItemDataRole.FontRole: self._font(row.total, "preview" in looks
                                                 or "negative" in looks),
            Qt.ItemDataRole.ForegroundRole: self._brushes["lighter" if "preview" in looks
                                                          else "text"],
            ROW_ID_ROLE: row.id,
            CELL_ROLE: cell,
            NOTE_ROLE: self.note(row, cell),
            LOOK_ROLE: looks,
            MARK_ROLE: mark,
        }
        if self.sheet is not None and self.sheet.current == c:
            roles[Qt.ItemDataRole.BackgroundRole] = self._lit
        return roles

    # ------------------------------------------------------------------ what a kind says
    def looks(self, row: SheetRow, cell: Cell) -> frozenset[str]:
        """How the cell is drawn: preview, negative, crossed, total."""
        out = set()
        if cell.state == CellState.OPEN and cell.preview is not None:
            out.add("preview")
        if cell.state == CellState.CROSSED:
            out.add("crossed")
        if isinstance(cell.value, (int, Fraction)) and cell.value < 0:
            out.add("negative")
        if row.total:
            out.add("total")
        return frozenset(out)

    def cell_text(self, cell: Cell, row: SheetRow | None = None) -> str:
        """The number written in the cell (a preview for an open one); `row`, where known,
        lets a sheet write a row its own way (a settlement with its sign)."""
        if cell.state == CellState.EMPTY:
            return ""
        if cell.state == CellState.OPEN:
            return format_points(cell.preview) if cell.preview is not None else ""
        return format_points(cell.value)

    def note(self, row: SheetRow, cell: Cell) -> str:
        """The small text beside the number: ×2, base, the hand … ("" = none)."""
        if cell.state in (CellState.OPEN, CellState.EMPTY):
            return ""
        if cell.doubled:
            return "\u00d72"
        if cell.note and cell.note.replace("_", "").isalpha():
            return self.look.note_text(cell.note)
        return cell.note

    def explain(self, r: int, c: int, row: SheetRow, cell: Cell) -> str:
        """The tool tip: what the value means ("" = the spoken text)."""
        return ""

    def row_title(self, row: SheetRow) -> str:
        return self.look.cell_name(row.id)

    def extra_cells(self, r: int, row: SheetRow) -> list[dict[int, Any]]:
        """Roles of the cells after the players' (one per `extra_columns`)."""
        return []

    def extra_header(self, column: int, role: int) -> Any:
        return None

    # ------------------------------------------------------------------ reading helpers
    def cell(self, index: QModelIndex | QPersistentModelIndex) -> Cell | None:
        if self.sheet is None or not index.isValid() or index.column() >= len(self.names):
            return None
        return self.sheet.rows[index.row()].cells[index.column()]

    def row_id(self, row: int) -> str:
        return self.sheet.rows[row].id if self.sheet is not None else ""

    def row_in_play(self, column: int) -> str | None:
        """The row a growing sheet writes next in `column` — the turn or round being played,
        its open cell — or None (the player chooses the cell, or none is open)."""
        if not self.follows_end or self.sheet is None:
            return None
        return next((r.id for r in self.sheet.rows if column < len(r.cells)
                     and r.cells[column].state is CellState.OPEN), None)

    def open_row(self, column: int, here: str, free: tuple[str, ...] = ()) -> str:
        """Where the cursor waits in `column` before the dice: `here` when that cell is still
        open, else the first open cell that is not `free` (Pigos …), else any open one, else
        `here` (or the first row: nothing is left to write)."""
        rows = self.sheet.rows if self.sheet is not None else ()
        open_rows = [r.id for r in rows
                     if column < len(r.cells) and r.cells[column].state is CellState.OPEN]
        if here in open_rows:
            return here
        return next((r for r in open_rows if r not in free),
                    next(iter(open_rows), here or (rows[0].id if rows else "")))

    def row_of(self, row_id: str) -> int:
        """The row showing `row_id`, or -1."""
        if self.sheet is None:
            return -1
        return next((i for i, r in enumerate(self.sheet.rows) if r.id == row_id), -1)

    def is_player_column(self, column: int) -> bool:
        return 0 <= column < len(self.names)

    def spoken(self, index: QModelIndex | QPersistentModelIndex) -> str:
        """"Anna, Full house: 28" — what a screen reader says for a cell."""
        return str(self.data(index, Qt.ItemDataRole.AccessibleTextRole) or "")

    def spoken_value(self, cell: Cell, row: SheetRow) -> str:
        """The cell's value in words (after "Anna, Full house: ")."""
        if cell.state == CellState.EMPTY:
            return translate("Scoresheet", "not played")
        if cell.state == CellState.OPEN:
            return fill(translate("Scoresheet", "open, would score %1"),
                        format_points(cell.preview)) \
                if cell.preview is not None else translate("Scoresheet", "open")
        if cell.state == CellState.CROSSED:
            return translate("Scoresheet", "crossed out")
        note = self.note(row, cell)
        return self.cell_text(cell, row) + (" " + note if note else "")

    def _spoken(self, r: int, c: int, cell: Cell) -> str:
        assert self.sheet is not None
        row = self.sheet.rows[r]
        return fill(translate("Scoresheet", "%1, %2: %3"), self.names[c], self.row_title(row),
                    self.spoken_value(cell, row))

    # ------------------------------------------------------------------ Qt model API
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        if parent.isValid() or self.sheet is None:
            return 0
        return len(self.sheet.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        if parent.isValid() or self.sheet is None:
            return 0
        return len(self.names) + self.extra_columns

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if (self.row_id(index.row()), index.column()) in self.facts.editable:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._roles) \
                or index.column() >= len(self._roles[index.row()]):
            return None
        if role in WORDS:
            return self._said()[index.row()][index.column()].get(role)
        return self._roles[index.row()][index.column()].get(role)

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: Any,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        """A correction of a written cell: `value` is [(log position, action)]; the corrector
        (the session) applies it or refuses it. True when the game changed."""
        if role != Qt.ItemDataRole.EditRole or not self.flags(index) \
                & Qt.ItemFlag.ItemIsEditable or self.corrector is None or not value:
            return False
        return bool(self.corrector(self.row_id(index.row()), index.column(), list(value)))

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.sheet is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section >= len(self.names):
                return self.extra_header(section - len(self.names), role) \
                    if section < self.columnCount() else None
            if not 0 <= section < len(self.names):
                return None
            current = self.sheet.current == section
            if role == Qt.ItemDataRole.DisplayRole:
                return ("\u25b8 " if current else "") + isolate(self.names[section])
            if role == Qt.ItemDataRole.FontRole and current:
                font = QFont()
                font.setBold(True)
                return font
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                text = fill(translate("Scoresheet", "%1 (to play)"), self.names[section]) \
                    if current else isolate(self.names[section])
                return tooltip(text) if role == Qt.ItemDataRole.ToolTipRole else unisolated(text)
            return None
        if not 0 <= section < len(self.sheet.rows):
            return None
        row = self.sheet.rows[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.row_title(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.row_tip(row)
        if role == Qt.ItemDataRole.FontRole and row.total:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def row_tip(self, row: SheetRow) -> str:
        """What the row scores, with an example the engine computed for the rules in force."""
        help_text = self.look.cell_help(row.id)
        if not help_text:
            return self.row_title(row)
        example = self.examples.get(row.id)
        parts = [help_text] + ([fill(translate("Scoresheet", "For example: %1."), example)]
                               if example else [])
        return "".join(f"<p>{html.escape(p)}</p>" for p in parts)   # rich text: Qt wraps it
