"""Replay a game move by move: the log of the whole game with the move shown chosen, and the
sheet as it stood after that move. Read only — nothing is written, the game is not resumed.

Keys: Right / Left (or N / P) the next and previous move, Page Down / Page Up ten moves, Home
the start, End the end; choosing a line of the log goes to it.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine import Record
from dicegames.engine.played import PlayedGame
from dicegames.ui.games import look
from dicegames.ui.played.kinds import sheet_model_for
from dicegames.ui.played.sentences import entry_sentences
from dicegames.ui.played.view import SheetView
from dicegames.ui.words import fill, format_points, name_list, translate

STEP_KEYS: dict[int, int] = {Qt.Key.Key_Right: 1, Qt.Key.Key_N: 1, Qt.Key.Key_Left: -1,
                             Qt.Key.Key_P: -1, Qt.Key.Key_PageDown: 10, Qt.Key.Key_PageUp: -10}


class ReplayView(QWidget):
    """One game, move by move (see the module docstring)."""

    closed = Signal()

    def __init__(self, record: Record, names: tuple[str, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_view")
        self.record = record
        self.names = names
        self.played = PlayedGame.from_record(record)
        self.game = self.played.game
        self.look = look(record.game)
        self.entries = self.played.entries
        self.initial = self.played.initial_state()
        self.position = len(self.entries)

        self.title = QLabel(self)
        self.title.setObjectName("replay_title")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.log = QListWidget(self)
        self.log.setObjectName("replay_log")
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log.setWordWrap(True)
        self.log.currentRowChanged.connect(self._log_chosen)
        self.sheet_model = sheet_model_for(self.game.scoresheet(self.initial).kind, self)
        self.sheet = SheetView(self.sheet_model, self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, len(self.entries))
        self.slider.valueChanged.connect(self.go_to)
        self.where = QLabel(self)
        self.where.setObjectName("replay_where")
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for name, slot in (("start", lambda: self.go_to(0)), ("back", lambda: self.step(-1)),
                           ("forward", lambda: self.step(1)),
                           ("end", lambda: self.go_to(len(self.entries)))):
            b = self.buttons[name] = QPushButton(self)
            b.setObjectName(f"replay_{name}")
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.clicked.connect(lambda _=False, slot=slot: slot())
            row.addWidget(b)
        row.addWidget(self.slider, 1)
        row.addWidget(self.where)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("replay_close")
        self.close_button.clicked.connect(self.closed)
        row.addWidget(self.close_button)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.log)
        split.addWidget(self.sheet)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(split, 1)
        lay.addLayout(row)
        self.setFocusProxy(self.log)
        self.retranslate_ui()

    # ------------------------------------------------------------------ moving
    def step(self, by: int) -> None:
        self.go_to(self.position + by)

    def go_to(self, position: int) -> None:
        """Show the game after its first `position` moves (0: before the first)."""
        position = max(0, min(len(self.entries), position))
        self.position = position
        state = self.entries[position - 1].step.state if position else self.initial
        self.sheet_model.set_sheet(self.look, self.names, self.game.scoresheet(state))
        self.sheet.resizeColumnsToContents()
        for w, value in ((self.slider, position), (self.log, position)):
            w.blockSignals(True)
            if w is self.slider:
                self.slider.setValue(value)
            else:
                self.log.setCurrentRow(value)
            w.blockSignals(False)
        item = self.log.item(position)
        if item is not None:
            self.log.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtCenter)
        self.where.setText(fill(translate("Replay", "Move %1 of %2"),
                                format_points(position), format_points(len(self.entries))))
        self.buttons["start"].setEnabled(position > 0)
        self.buttons["back"].setEnabled(position > 0)
        self.buttons["forward"].setEnabled(position < len(self.entries))
        self.buttons["end"].setEnabled(position < len(self.entries))

    def _log_chosen(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in STEP_KEYS:
            self.step(STEP_KEYS[key])
        elif key == Qt.Key.Key_Home:
            self.go_to(0)
        elif key == Qt.Key.Key_End:
            self.go_to(len(self.entries))
        elif key == Qt.Key.Key_Escape:
            self.closed.emit()
        else:
            super().keyPressEvent(event)

    def eventFilter(self, obj: Any, event: QEvent) -> bool:
        if obj is self.log and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in STEP_KEYS or event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End):
                self.keyPressEvent(event)
                return True
        return False

    # ------------------------------------------------------------------ words
    def _sentences(self) -> list[str]:
        """One line per move: its sentences (a move may say nothing: then who made it)."""
        lines = [translate("Replay", "Start of the game")]
        before = self.initial
        for entry in self.entries:
            said = entry_sentences(self.game, self.names, entry, before)
            if not said:                    # a decision the log says nothing of
                what = self.look.action_text(entry.action)
                said = [fill(translate("GameLog", "%1: %2."), self.names[entry.seat], what)
                        if entry.seat is not None else what]
            lines.append(" ".join(said))
            before = entry.step.state
        return lines

    def retranslate_ui(self) -> None:
        self.title.setText(fill(translate("Replay", "Replay of %1: %2"), self.look.name(),
                                name_list(self.names)))
        self.buttons["start"].setText(translate("Replay", "Start"))
        self.buttons["back"].setText(translate("Replay", "◀ Back"))
        self.buttons["forward"].setText(translate("Replay", "Forward ▶"))
        self.buttons["end"].setText(translate("Replay", "End"))
        self.close_button.setText(translate("Replay", "&Close replay"))
        self.slider.setAccessibleName(translate("Replay", "Move"))
        self.log.setAccessibleName(translate("Replay", "Moves of the game"))
        self.log.removeEventFilter(self)
        self.log.blockSignals(True)
        self.log.clear()
        for i, line in enumerate(self._sentences()):
            item = QListWidgetItem(fill(translate("Replay", "%1. %2"), format_points(i), line)
                                   if i else line)
            self.log.addItem(item)
        self.log.blockSignals(False)
        self.log.installEventFilter(self)
        self.go_to(self.position)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
