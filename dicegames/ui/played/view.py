"""The scoresheet on screen: a table that paints like paper, as the table, the replay and
Saved games show it.

The delegate paints each cell from the model's roles: the number right-aligned in tabular
figures, a small note at the left (×2, base, the turn's points, the hand), crossed cells struck
through, a corner mark on corrected cells, the target line and a rule above each new section.
The type grows with the room. Choosing and correcting cells is the table's
(`dicegames.ui.play.sheet.scoresheet`).
"""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRect,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from dicegames.ui.played.model import (
    LOOK_ROLE,
    MARK_ROLE,
    NOTE_ROLE,
    ScoresheetModel,
)
from dicegames.ui.words import format_points, translate

# the delegate's flags, combined once (each `|` of two enums builds a Python enum value)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
SELECTED = QStyle.StateFlag.State_Selected
MAX_TYPE = 2.0                  # the sheet's type grows up to twice its size on a big window
LEDGER_ROWS = 20                # the rows a growing sheet is sized for from its first turn


class SheetDelegate(QStyledItemDelegate):
    """Paints a cell like paper."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        selected = bool(opt.state & SELECTED)
        pal = opt.palette
        ink = pal.color(QPalette.ColorRole.HighlightedText) if selected \
            else opt.palette.color(QPalette.ColorRole.Text)
        looks = index.data(LOOK_ROLE) or frozenset()
        accent = pal.color(QPalette.ColorRole.Highlight)
        r = opt.rect.adjusted(6, 0, -6, 0)
        painter.save()
        soft = QColor(ink)
        soft.setAlphaF(0.7)
        if "negative" in looks and not selected:   # a calm red that reads on light and dark
            ink = _mix(ink, QColor(200, 40, 40), 0.6)
        painter.setPen(ink)
        painter.setFont(opt.font)
        painter.drawText(r, RIGHT, text)
        note = index.data(NOTE_ROLE)
        if note:
            small = QFont(opt.font)
            small.setBold(False)
            small.setItalic(False)
            small.setPointSizeF(max(6.0, opt.font.pointSizeF() * 0.8))
            painter.setFont(small)
            painter.setPen(soft)
            room = r.adjusted(0, 0, -QFontMetrics(opt.font).horizontalAdvance(text) - 4, 0)
            note = QFontMetrics(small).elidedText(note, Qt.TextElideMode.ElideRight,
                                                  max(0, room.width()))
            painter.drawText(room, LEFT, note)
        if "crossed" in looks:
            painter.setPen(QPen(ink, 1.4))
            y = opt.rect.center().y() + 0.5
            painter.drawLine(QPointF(opt.rect.left() + 4, y), QPointF(opt.rect.right() - 4, y))
        if "target" in looks:
            painter.setPen(QPen(accent, 2))
            y = opt.rect.bottom() - 0.5
            painter.drawLine(QPointF(opt.rect.left(), y), QPointF(opt.rect.right(), y))
        if index.data(MARK_ROLE):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(pal.color(QPalette.ColorRole.HighlightedText) if selected
                             else accent)
            top_right = QPointF(opt.rect.right() + 1, opt.rect.top())
            painter.drawPolygon(QPolygonF([top_right - QPointF(9, 0), top_right,
                                           top_right + QPointF(0, 9)]))
        model = index.model()
        sheet = getattr(model, "sheet", None)
        row = index.row()
        if sheet is not None and 0 < row < len(sheet.rows) \
                and sheet.rows[row].section != sheet.rows[row - 1].section:
            painter.setPen(QPen(pal.color(QPalette.ColorRole.Text), 1.2))
            rect: QRect = opt.rect
            painter.drawLine(rect.topLeft(), rect.topRight())
        painter.restore()


class SheetView(QTableView):
    """The sheet on screen, read only: it paints like paper and grows its type with the room
    (`type_scale`: the score keeper's sheet is the hero); `current_cell()` is the cell under
    the keyboard cursor."""

    DELEGATE: type[SheetDelegate] = SheetDelegate

    def __init__(self, model: ScoresheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoresheet")
        self.setModel(model)
        self.setItemDelegate(self.DELEGATE(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(56)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.setMinimumWidth(300)
        self.type_scale = 1.0          # the score keeper's sheet is the hero: set larger
        self._base_font = QFont(self.font())
        self._need = 300                # the width the columns take at the starting type
        self._fit_header()
        model.modelReset.connect(self._fit_width)
        model.modelReset.connect(self._fit_rows)
        model.modelReset.connect(self._follow_end)
        model.headerDataChanged.connect(self._fit_width)
        self.retranslate_ui()

    def sheet_model(self) -> ScoresheetModel:
        return self.model()  # type: ignore[return-value]

    def retranslate_ui(self) -> None:
        self.setAccessibleName(translate("Scoresheet", "Scoresheet"))
        self.sheet_model().retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.PaletteChange:
            self.sheet_model().retranslate()
        super().changeEvent(event)

    def _fit_width(self, *_: Any) -> None:
        """Wide enough for the row names and every column (up to a limit) — and the same
        width all game: the columns keep room for the widest figure the game writes, each
        name for the bold "▸" it gets on its turn, the rows for two-digit rounds, so the
        table beside the sheet never changes width between moves."""
        model = self.sheet_model()
        fm = QFontMetrics(self._base_font)      # the size the type starts at: growing type
        bold = QFont(self._base_font)           # never takes the table's room
        bold.setBold(True)
        thick = QFontMetrics(bold)
        names = [re.sub(r"\d+", lambda m: "0" * max(2, len(m.group())),
                        str(model.headerData(r, Qt.Orientation.Vertical) or ""))
                 for r in range(model.rowCount())]
        rows = max((thick.horizontalAdvance(n) for n in names), default=0) + 24
        now = QFont(self.font())                        # bold row names in the view's size
        now.setBold(True)                               # now (the type may have grown)
        self.verticalHeader().setMinimumWidth(max((QFontMetrics(now).horizontalAdvance(n)
                                                   for n in names), default=0) + 24)
        figures = [format_points(model.look.widest_figure)] + [
            str(model.data(model.index(r, c)) or "") for r in range(model.rowCount())
            for c in range(model.columnCount())]
        widest = max(fm.horizontalAdvance(f + "  +0000") for f in figures)
        players = len(model.names)
        columns = [max(64, widest + 12, thick.horizontalAdvance(
            ("\u25b8 " + model.names[c]) if c < players
            else str(model.headerData(c, Qt.Orientation.Horizontal) or "")) + 24)
            for c in range(model.columnCount())]
        self._need = rows + sum(columns) + 2 * self.frameWidth() + 4
        self.updateGeometry()

    def needed_width(self) -> int:
        """The width its columns take at the starting type (the play view gives it this much
        where it can). Not its minimum: where the advisor and the dice leave less, the columns
        narrow and then scroll, rather than the sheet being laid over the advisor."""
        return min(620, max(300, self._need))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    def _tall_scale(self) -> float:
        """How much larger the type could be for the sheet's height (1 to MAX_TYPE)."""
        rows = max(1, self.sheet_model().rowCount())
        if getattr(self.sheet_model(), "follows_end", False):
            rows = max(rows, LEDGER_ROWS)       # a growing ledger: the type waits for its rows
        room = self.height() - self.horizontalHeader().height() - 2 * self.frameWidth()
        line = QFontMetrics(self._base_font).height()
        return max(1.0, min(MAX_TYPE, (room / rows - 10) / line))

    def wanted_width(self) -> int:
        """The width at which the type can grow as far as the height lets it (the play view
        gives the sheet this much where the window has the room)."""
        return int(self._need * self._tall_scale() * self.type_scale)

    def _fit_rows(self, *_: Any) -> None:
        """The type grows with the room (up to twice as big) and the rows fill the height —
        giving up their padding before anything scrolls, so the totals stay in view."""
        rows = max(1, self.sheet_model().rowCount())
        room = self.height() - self.horizontalHeader().height() - 2 * self.frameWidth()
        wide = self.width() / max(1, self._need)             # … and with the width it has
        scale = max(1.0, min(self._tall_scale() * self.type_scale, wide))
        point = round(self._base_font.pointSizeF() * scale * 2) / 2
        if abs(self.font().pointSizeF() - point) >= 0.5:
            font = QFont(self.font())
            font.setPointSizeF(point)
            self.setFont(font)
            self._fit_width()
            self._fit_header()
        height = self.fontMetrics().height()
        self.verticalHeader().setDefaultSectionSize(
            int(max(height + 2, min(height * 2, room / rows))))

    def _fit_header(self) -> None:
        """The names' row is tall enough for capitals with accents (Á, Й, Å) in bold."""
        bold = QFont(self.font())
        bold.setBold(True)
        ink = QFontMetrics(bold).tightBoundingRect("\u25b8 ÁÅЙÑ gjy")
        header = self.horizontalHeader()
        header.setMinimumHeight(ink.height() + 12)

    def _follow_end(self) -> None:
        """A growing sheet (ledgers, rounds) shows its newest rows and the totals."""
        if getattr(self.sheet_model(), "follows_end", False):   # with the view as context:
            QTimer.singleShot(0, self, self.scrollToBottom)     # dropped if it is deleted first

    def current_cell(self) -> tuple[str, int] | None:
        """(row id, player) of the cell under the keyboard cursor."""
        index = self.currentIndex()
        if not index.isValid() or not self.sheet_model().is_player_column(index.column()):
            return None
        return self.sheet_model().row_id(index.row()), index.column()

    def go_to(self, row_id: str, player: int) -> None:
        row = self.sheet_model().row_of(row_id)
        index = self.sheet_model().index(row, player)
        if row >= 0 and index != self.currentIndex():
            self.setCurrentIndex(index)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """The colour `t` of the way from `a` to `b`."""
    return QColor(round(a.red() + (b.red() - a.red()) * t),
                  round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))
