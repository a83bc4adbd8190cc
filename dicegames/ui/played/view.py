"""The scoresheet on screen: a table that paints like paper, chooses cells and corrects them.

Clicking an open cell (or Enter on it, through the play view) scores it; F2, a double click or
the context menu's "Correct…" opens the correction editor on a written cell. The delegate
paints each cell from the model's roles: the number right-aligned in tabular figures, a small
note at the left (×2, base, the turn's points, the hand), crossed cells struck through,
a corner mark on corrected cells, the target line and a rule above each new section.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QElapsedTimer,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    Qt,
    QTimer,
    Signal,
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
    QAbstractItemDelegate,
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QMenu,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from dicegames.ui.play.sheet.corrections import Options
from dicegames.ui.play.sheet.editor import CorrectionEditor
from dicegames.ui.played.model import (
    LOOK_ROLE,
    MARK_ROLE,
    NOTE_ROLE,
    ScoresheetModel,
)
from dicegames.ui.words import fill, format_points, translate

OptionsSource = Callable[[str, int], "Options | None"]
MAX_TYPE = 2.0                  # the sheet's type grows up to twice its size on a big window
LEDGER_ROWS = 20                # the rows a growing sheet is sized for from its first turn


class SheetDelegate(QStyledItemDelegate):
    """Paints a cell like paper and edits written cells with the CorrectionEditor."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
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
        painter.drawText(r, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
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
            painter.drawText(room, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             note)
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

    # ---- corrections
    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        view = self.parent()
        if not isinstance(view, ScoresheetView):
            return None  # type: ignore[return-value]  # Qt takes None: no editor
        model = view.sheet_model()
        row_id, player = model.row_id(index.row()), index.column()
        options = view.options_source(row_id, player) if view.options_source else None
        if options is None:
            return None  # type: ignore[return-value]  # Qt takes None: no editor
        row = model.sheet.rows[index.row()]  # type: ignore[union-attr]
        title = fill(translate("Scoresheet", "%1's %2 (%3)"), model.names[player],
                     model.row_title(row), index.data() or "")
        # over the table, not clipped by the sheet, and gone with it (a window-wide editor
        # outlived the sheet's delegate when the game was closed with the editor open)
        editor = CorrectionEditor(model.look.id, title, options, view.editor_host or view)
        editor.raise_()
        persistent = QPersistentModelIndex(index)
        editor.submitted.connect(lambda changes: self._submit(editor, persistent, changes))
        editor.cancelled.connect(lambda: self._close(editor))
        editor.installEventFilter(self)
        return editor

    def setEditorData(self, editor: QWidget, index: Any) -> None:
        pass                                   # the editor is built from the turn itself

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Any) -> None:
        pass                                   # only an explicit "Correct" changes the game

    def updateEditorGeometry(self, editor: QWidget, option: QStyleOptionViewItem,
                             index: Any) -> None:
        """Under the cell (above it near the bottom), inside the window."""
        host = editor.parentWidget()
        view = self.parent()
        cell = option.rect
        if host is not None and isinstance(view, QAbstractItemView):
            cell = QRect(view.viewport().mapTo(host, cell.topLeft()), cell.size())
        area = host.rect() if host is not None else cell
        size = editor.sizeHint().expandedTo(editor.minimumSizeHint())
        width = min(max(size.width(), 340), area.width())
        height = min(size.height(), area.height())
        x = min(max(area.left(), cell.right() - width + 1), area.right() - width + 1)
        y = cell.bottom() + 1
        if y + height > area.bottom():
            y = max(area.top(), cell.top() - height)
        editor.setGeometry(QRect(x, y, width, height))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if isinstance(obj, CorrectionEditor) and event.type() == QEvent.Type.KeyPress:
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                obj.submit()
                return True
            if key == Qt.Key.Key_Escape:
                self._close(obj)
                return True
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                return False
        return super().eventFilter(obj, event)

    def _submit(self, editor: CorrectionEditor, index: QPersistentModelIndex,
                changes: list) -> None:
        model = index.model()
        if model is not None and index.isValid() and model.setData(index, changes):
            self._close(editor)
            return
        view = self.parent()
        editor.show_error(getattr(view, "refusal", lambda: "")() or
                          translate("Scoresheet",
                                    "The rules do not allow that there: choose another value."))

    def _close(self, editor: QWidget) -> None:
        self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)


class ScoresheetView(QTableView):
    """The sheet on screen; `cell_chosen(row_id, player)` when a cell is double-clicked (a
    single click only selects it: a stray click spends nothing), and `cross_requested(row_id,
    player)` from its context menu. `options_source(row_id, player)` (set by the play view)
    gives a written cell's corrections; `refusal()` the last reason a correction was refused;
    `why_not(verb, row_id, player)` why a move on a cell is not possible now ("" when it is);
    `may_correct()` is asked before a correction editor opens (False: it does not)."""

    cell_chosen = Signal(str, int)
    cross_requested = Signal(str, int)

    def __init__(self, model: ScoresheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoresheet")
        self.options_source: OptionsSource | None = None
        self.editor_host: QWidget | None = None     # where the correction editor opens
        self._scored: tuple[tuple[int, int], QElapsedTimer] | None = None   # (row, column)
        self.refusal: Callable[[], str] = lambda: ""
        self.why_not: Callable[[str, str, int], str] = lambda verb, row, player: ""
        self.may_correct: Callable[[], bool] = lambda: True
        self.setModel(model)
        self.setItemDelegate(SheetDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed)
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
        self.doubleClicked.connect(self._on_double_clicked)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.retranslate_ui()

    def sheet_model(self) -> ScoresheetModel:
        return self.model()  # type: ignore[return-value]

    def retranslate_ui(self) -> None:
        self.setAccessibleName(translate("Scoresheet", "Scoresheet"))
        self.setAccessibleDescription(translate("Scoresheet",
                                                "Choose a cell with the arrow keys and press Enter "
                                                "to score it; X crosses it out; F2 corrects a "
                                                "written cell."))
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
        self.setMinimumWidth(min(620, max(300, self._need)))

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
        if row >= 0:
            self.setCurrentIndex(self.sheet_model().index(row, player))

    def open_editor(self) -> CorrectionEditor | None:
        """The correction editor now open, if any."""
        if self.state() != QAbstractItemView.State.EditingState:
            return None
        host = self.editor_host or self
        return next((w for w in host.findChildren(CorrectionEditor) if w.isVisible()), None)

    def correct(self, row_id: str, player: int) -> bool:
        """Open the correction editor on a cell; False when it cannot be corrected."""
        row = self.sheet_model().row_of(row_id)
        if row < 0:
            return False
        index = self.sheet_model().index(row, player)
        if not self.sheet_model().flags(index) & Qt.ItemFlag.ItemIsEditable:
            return False
        if self.state() == QAbstractItemView.State.EditingState:   # one editor at a time:
            editor = self.open_editor()                            # back to the open one
            if editor is not None:
                editor.setFocus()
            return editor is not None
        self.setCurrentIndex(index)
        self.edit(index)
        return self.open_editor() is not None

    def _on_double_clicked(self, index: QModelIndex) -> None:
        """A double click writes an open cell (Qt reports the double click, then tries the
        editor: a cell this click has just written must not open its correction at once)."""
        model = self.sheet_model()
        if not model.is_player_column(index.column()):
            return
        place = (index.row(), index.column())          # a model reset drops the index
        was_written = self._editable(*place)
        self.cell_chosen.emit(model.row_id(index.row()), index.column())
        if not was_written and self._editable(*place):
            clock = QElapsedTimer()
            clock.start()
            self._scored = (place, clock)

    def _editable(self, row: int, column: int) -> bool:
        model = self.sheet_model()
        return bool(model.flags(model.index(row, column)) & Qt.ItemFlag.ItemIsEditable)

    def edit(self, index: Any, trigger: Any = None,  # type: ignore[override]
             event: Any = None) -> bool:
        """As QTableView, but a cell just written by a double click does not open its
        correction on the next click of the same burst, and `may_correct()` is asked first."""
        triggers = QAbstractItemView.EditTrigger
        if trigger == triggers.DoubleClicked:
            scored, self._scored = self._scored, None
            if scored is not None \
                    and scored[0] == (index.row(), index.column()) \
                    and scored[1].elapsed() < 2 * QApplication.doubleClickInterval():
                return False        # Qt tries the editor right after the double click wrote it
        if trigger in (None, triggers.DoubleClicked, triggers.EditKeyPressed) \
                and self.state() != QAbstractItemView.State.EditingState \
                and self._editable(index.row(), index.column()) and not self.may_correct():
            return False
        if trigger is None:
            super().edit(index)
            return True
        return super().edit(index, trigger, event)      # the cursor moving, a key …

    def _menu(self, point: Any) -> None:
        index = self.indexAt(point)
        model = self.sheet_model()
        if not index.isValid() or not model.is_player_column(index.column()):
            return
        row_id, player = model.row_id(index.row()), index.column()
        menu = QMenu(self)
        menu.setToolTipsVisible(True)            # a disabled item says why
        for verb, text, slot in (
                ("score", translate("Scoresheet", "Score here  (Enter)"),
                 lambda: self.cell_chosen.emit(row_id, player)),
                ("cross", translate("Scoresheet", "Cross out  (X)"),
                 lambda: self.cross_requested.emit(row_id, player)),
                ("correct", translate("Scoresheet", "Correct…  (F2)"),
                 lambda: self.correct(row_id, player))):
            why = translate("Scoresheet", "Only a written cell can be corrected.") \
                if verb == "correct" and not model.flags(index) & Qt.ItemFlag.ItemIsEditable \
                else (self.why_not(verb, row_id, player) if verb != "correct" else "")
            action = menu.addAction(text, slot)
            action.setEnabled(not why)
            action.setToolTip(why)
            action.setStatusTip(why)
        self.current_menu = menu
        menu.popup(self.viewport().mapToGlobal(point))


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """The colour `t` of the way from `a` to `b`."""
    return QColor(round(a.red() + (b.red() - a.red()) * t),
                  round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))
