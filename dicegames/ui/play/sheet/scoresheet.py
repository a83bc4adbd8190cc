"""The scoresheet at the table: the sheet that paints like paper (`dicegames.ui.played.view`),
which chooses cells and corrects them.

Clicking an open cell (or Enter on it, through the play view) scores it; F2, a double click or
the context menu's "Correct…" opens the correction editor on a written cell.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QElapsedTimer,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QApplication,
    QMenu,
    QStyleOptionViewItem,
    QWidget,
)

from dicegames.engine import Action
from dicegames.ui.play.sheet.corrections import Options
from dicegames.ui.play.sheet.editor import CorrectionEditor
from dicegames.ui.played.model import ScoresheetModel
from dicegames.ui.played.view import SheetDelegate, SheetView
from dicegames.ui.words import fill, translate

OptionsSource = Callable[[str, int], "Options | None"]


class CorrectingDelegate(SheetDelegate):
    """Paints a cell like paper and edits written cells with the CorrectionEditor."""

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
                changes: list[tuple[int, Action | str]]) -> None:
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


class ScoresheetView(SheetView):
    """The sheet on screen; `cell_chosen(row_id, player)` when a cell is double-clicked (a
    single click only selects it: a stray click spends nothing), and `cross_requested(row_id,
    player)` from its context menu. `options_source(row_id, player)` (set by the play view)
    gives a written cell's corrections; `refusal()` the last reason a correction was refused;
    `why_not(verb, row_id, player)` why a move on a cell is not possible now ("" when it is);
    `may_correct()` is asked before a correction editor opens (False: it does not)."""

    cell_chosen = Signal(str, int)
    cross_requested = Signal(str, int)
    DELEGATE = CorrectingDelegate

    def __init__(self, model: ScoresheetModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.options_source: OptionsSource | None = None
        self.editor_host: QWidget | None = None     # where the correction editor opens
        self._scored: tuple[tuple[int, int], QElapsedTimer] | None = None   # (row, column)
        self.refusal: Callable[[], str] = lambda: ""
        self.why_not: Callable[[str, str, int], str] = lambda verb, row, player: ""
        self.may_correct: Callable[[], bool] = lambda: True
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.doubleClicked.connect(self._on_double_clicked)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.setAccessibleDescription(translate("Scoresheet",
                                                "Choose a cell with the arrow keys and press Enter "
                                                "to score it; X crosses it out; F2 corrects a "
                                                "written cell."))

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
