"""The scoresheet beside the tray: a thin model over `game.scoresheet(state)` and its view.

The model only adapts the engine's read-only sheet (players as columns, the sheet's rows); it
never changes the game. Choosing a cell is reported by the view and turned into an action by
the play view.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import (QAbstractTableModel, QCoreApplication, QEvent, QModelIndex,
                            QPersistentModelIndex, QRect, Qt, Signal)
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetrics, QGuiApplication, QPainter,
                           QPalette, QPen)
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QMenu, QStyledItemDelegate,
                               QStyleOptionViewItem, QTableView, QWidget)

from dicegames.engine import Cell, CellState, Scoresheet

from .. import texts

ROW_ID_ROLE = Qt.ItemDataRole.UserRole + 1
CELL_ROLE = Qt.ItemDataRole.UserRole + 2
MINUS = "\u2212"


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Scoresheet", text, None, n)


def format_points(value: int | Fraction | None) -> str:
    """Points as shown on the sheet: locale digits, a real minus sign, fractions to 2 places."""
    if value is None:
        return ""
    from PySide6.QtCore import QLocale
    loc = QLocale()
    if isinstance(value, Fraction) and value.denominator != 1:
        text = loc.toString(abs(float(value)), "f", 2)
    else:
        text = loc.toString(abs(int(value)))
    return (MINUS + text) if value < 0 else text


class ScoresheetModel(QAbstractTableModel):
    """Rows of the game's sheet × players; read-only for now (corrections come later).

    Every role of every cell is computed once per change of the sheet (sheets are small) and
    only the cells whose look changed are reported, so views repaint little.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.game_id = ""
        self.names: tuple[str, ...] = ()
        self.sheet: Scoresheet | None = None
        self._roles: list[list[dict[int, Any]]] = []

    # ------------------------------------------------------------------ feeding
    def set_sheet(self, game_id: str, names: tuple[str, ...], sheet: Scoresheet) -> None:
        """Show `sheet`; resets only when its shape changes, else reports the changed cells."""
        old = self.sheet
        same_shape = (old is not None and game_id == self.game_id and names == self.names
                      and [r.id for r in old.rows] == [r.id for r in sheet.rows])
        if not same_shape:
            self.beginResetModel()
            self.game_id, self.names, self.sheet = game_id, tuple(names), sheet
            self._roles = self._build()
            self.endResetModel()
            return
        before = self._roles
        self.sheet = sheet
        self._roles = self._build()
        changed = [(r, c) for r, row in enumerate(self._roles) for c, roles in enumerate(row)
                   if roles != before[r][c]]
        if changed:
            rows = [r for r, _ in changed]
            cols = [c for _, c in changed]
            self.dataChanged.emit(self.index(min(rows), min(cols)),
                                  self.index(max(rows), max(cols)))
        if old.current != sheet.current and self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def retranslate(self) -> None:
        """Words or colours changed: every header and cell is new."""
        if self.sheet is not None and self.rowCount() and self.columnCount():
            self._roles = self._build()
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

    def _build(self) -> list[list[dict[int, Any]]]:
        if self.sheet is None:
            return []
        pal = QGuiApplication.palette()
        text = QBrush(pal.color(QPalette.ColorRole.Text))
        lighter = QBrush(pal.color(QPalette.ColorRole.PlaceholderText))
        lit = QColor(pal.color(QPalette.ColorRole.Highlight))
        lit.setAlpha(45)
        lit_brush = QBrush(lit)
        align = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        fonts: dict[tuple[bool, bool, bool], QFont] = {}
        out = []
        for r, row in enumerate(self.sheet.rows):
            cells = []
            for c, cell in enumerate(row.cells):
                open_ = cell.state == CellState.OPEN
                negative = isinstance(cell.value, (int, Fraction)) and cell.value < 0
                style = (row.total, cell.state == CellState.CROSSED, open_ or negative)
                if style not in fonts:
                    font = QFont()
                    font.setBold(style[0])
                    font.setStrikeOut(style[1])
                    font.setItalic(style[2])
                    fonts[style] = font
                spoken = self._spoken(r, c, cell)
                tip = spoken + (" (" + cell.note + ")" if cell.note and not
                                cell.note.replace("_", "").isalpha() else "")
                roles: dict[int, Any] = {
                    Qt.ItemDataRole.DisplayRole: self.cell_text(cell),
                    Qt.ItemDataRole.EditRole: None if open_ else cell.value,
                    Qt.ItemDataRole.TextAlignmentRole: align,
                    Qt.ItemDataRole.FontRole: fonts[style],
                    Qt.ItemDataRole.ForegroundRole: lighter if open_ else text,
                    Qt.ItemDataRole.ToolTipRole: tip,
                    Qt.ItemDataRole.AccessibleTextRole: spoken,
                    ROW_ID_ROLE: row.id,
                    CELL_ROLE: cell,
                }
                if self.sheet.current == c:
                    roles[Qt.ItemDataRole.BackgroundRole] = lit_brush
                cells.append(roles)
            out.append(cells)
        return out

    # ------------------------------------------------------------------ reading helpers
    def cell(self, index: QModelIndex | QPersistentModelIndex) -> Cell | None:
        if self.sheet is None or not index.isValid():
            return None
        return self.sheet.rows[index.row()].cells[index.column()]

    def row_id(self, row: int) -> str:
        return self.sheet.rows[row].id if self.sheet is not None else ""

    def row_of(self, row_id: str) -> int:
        """The row showing `row_id`, or -1."""
        if self.sheet is None:
            return -1
        return next((i for i, r in enumerate(self.sheet.rows) if r.id == row_id), -1)

    def cell_text(self, cell: Cell) -> str:
        if cell.state == CellState.EMPTY:
            return ""
        if cell.state == CellState.OPEN:
            return format_points(cell.preview) if cell.preview is not None else ""
        text = format_points(cell.value)
        if cell.doubled:
            text += " \u00d72"
        if cell.note and cell.note.replace("_", "").isalpha():
            text += " " + texts.note_text(cell.note)
        return text

    def spoken(self, index: QModelIndex | QPersistentModelIndex) -> str:
        """"Anna, Full house: 28" — what a screen reader says for a cell."""
        cell = self.cell(index)
        return "" if cell is None else self._spoken(index.row(), index.column(), cell)

    def _spoken(self, row: int, column: int, cell: Cell) -> str:
        who = self.names[column]
        what = texts.cell_name(self.game_id, self.row_id(row))
        if cell.state == CellState.EMPTY:
            state = _t("not played")
        elif cell.state == CellState.OPEN:
            state = _t("open, would score %1").replace("%1", format_points(cell.preview)) \
                if cell.preview is not None else _t("open")
        elif cell.state == CellState.CROSSED:
            state = _t("crossed out")
        else:
            state = self.cell_text(cell)
        return _t("%1, %2: %3").replace("%1", who).replace("%2", what).replace("%3", state)

    # ------------------------------------------------------------------ Qt model API
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008,N802
        if parent.isValid() or self.sheet is None:
            return 0
        return len(self.sheet.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008,N802
        if parent.isValid() or self.sheet is None:
            return 0
        return len(self.names)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._roles):
            return None
        return self._roles[index.row()][index.column()].get(role)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.sheet is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self.names):
                return None
            current = self.sheet.current == section
            if role == Qt.ItemDataRole.DisplayRole:
                return ("\u25b8 " if current else "") + self.names[section]
            if role == Qt.ItemDataRole.FontRole and current:
                font = QFont()
                font.setBold(True)
                return font
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return _t("%1 (to play)").replace("%1", self.names[section]) if current \
                    else self.names[section]
            return None
        if not 0 <= section < len(self.sheet.rows):
            return None
        row = self.sheet.rows[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.AccessibleTextRole):
            return texts.cell_name(self.game_id, row.id)
        if role == Qt.ItemDataRole.FontRole and row.total:
            font = QFont()
            font.setBold(True)
            return font
        return None


class _SectionDelegate(QStyledItemDelegate):
    """Paints cells normally plus a rule above the first row of each section, like on paper."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        model = index.model()
        sheet = getattr(model, "sheet", None)
        row = index.row()
        if sheet is not None and row > 0 and sheet.rows[row].section != sheet.rows[row - 1].section:
            painter.save()
            painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Text), 1.2))
            r: QRect = option.rect
            painter.drawLine(r.topLeft(), r.topRight())
            painter.restore()


class ScoresheetView(QTableView):
    """The sheet on screen; `cell_chosen(row_id, player)` when a cell is clicked, and
    `cross_requested(row_id, player)` from its context menu."""

    cell_chosen = Signal(str, int)
    cross_requested = Signal(str, int)

    def __init__(self, model: ScoresheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoresheet")
        self.setModel(model)
        self.setItemDelegate(_SectionDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(56)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.setMinimumWidth(300)
        model.modelReset.connect(self._fit_width)
        self.clicked.connect(self._on_clicked)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.retranslate_ui()

    def sheet_model(self) -> ScoresheetModel:
        return self.model()  # type: ignore[return-value]

    def retranslate_ui(self) -> None:
        self.setAccessibleName(_t("Scoresheet"))
        self.setAccessibleDescription(_t("Choose a cell with the arrow keys and press Enter "
                                         "to score it; X crosses it out."))
        self.sheet_model().retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.PaletteChange:
            self.sheet_model().retranslate()
        super().changeEvent(event)

    def _fit_width(self) -> None:
        """Wide enough for the row names and every player's column (up to a limit)."""
        model = self.sheet_model()
        fm = self.fontMetrics()
        bold = QFont(self.font())
        bold.setBold(True)
        names = [str(model.headerData(r, Qt.Orientation.Vertical) or "")
                 for r in range(model.rowCount())]
        rows = max((QFontMetrics(bold).horizontalAdvance(n) for n in names), default=0) + 24
        columns = [max(64, fm.horizontalAdvance(str(model.headerData(
            c, Qt.Orientation.Horizontal) or "")) + 24) for c in range(model.columnCount())]
        self.setMinimumWidth(min(560, max(300, rows + sum(columns) + 2 * self.frameWidth() + 4)))

    def current_cell(self) -> tuple[str, int] | None:
        """(row id, player) of the cell under the keyboard cursor."""
        index = self.currentIndex()
        if not index.isValid():
            return None
        return self.sheet_model().row_id(index.row()), index.column()

    def go_to(self, row_id: str, player: int) -> None:
        row = self.sheet_model().row_of(row_id)
        if row >= 0:
            self.setCurrentIndex(self.sheet_model().index(row, player))

    def _on_clicked(self, index: QModelIndex) -> None:
        self.cell_chosen.emit(self.sheet_model().row_id(index.row()), index.column())

    def _menu(self, point: Any) -> None:
        index = self.indexAt(point)
        if not index.isValid():
            return
        row_id, player = self.sheet_model().row_id(index.row()), index.column()
        menu = QMenu(self)
        menu.addAction(_t("Score here"), lambda: self.cell_chosen.emit(row_id, player))
        menu.addAction(_t("Cross out (X)"), lambda: self.cross_requested.emit(row_id, player))
        menu.popup(self.viewport().mapToGlobal(point))
