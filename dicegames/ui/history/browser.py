"""The games browser: every game on disk — the one in progress, the saved games, every finished
game — with its game, players, date, length, state and result; open or continue it, replay it
move by move, export its record as JSON, print it, or delete it (to the trash, with Undo).

What opens a game is the main window's (`host`): `open_finished`, `open_saved`,
`continue_game`, `refresh_home`, its `store` and `dialogs`.

Printing: when a print feature is installed with `set_printer(print_record)` — a callable
`(parent widget, Record, dice_source) -> None` — the browser shows a Print button for the game
chosen; without one the button is hidden.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.common.players import profile_names
from dicegames.ui.common.when import when_text
from dicegames.ui.games import look
from dicegames.ui.history import rows
from dicegames.ui.words import fill, name_list, tooltip, translate

Printer = Callable[[QWidget, Any, str], None]
_printer: Printer | None = None


def set_printer(printer: Printer | None) -> None:
    """Install (or remove) the print feature the browser offers for a game."""
    global _printer
    _printer = printer


COLUMNS = 6


class GamesBrowser(QWidget):
    """Every game on disk in a table; the buttons act on the game chosen."""

    replay_requested = Signal(object)       # a GameRow
    opened = Signal()                       # a game went to the table: the window may close

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("games_browser")
        self.host = host
        self.rows: list[rows.GameRow] = []
        self.shown: list[rows.GameRow] = []
        self.names: dict[str, str] = {}
        self.deleted: Any = None                  # the last deletion (for Undo)
        self._saves: Any = None
        self._purged = False

        self.filter_label, self.filter = QLabel(self), QLineEdit(self)
        self.filter.setObjectName("games_filter")
        self.filter.setClearButtonEnabled(True)
        self.filter_label.setBuddy(self.filter)
        self.game_label, self.game = QLabel(self), QComboBox(self)
        self.game.setObjectName("games_game")
        self.game_label.setBuddy(self.game)
        top = QHBoxLayout()
        for w in (self.filter_label, self.filter, self.game_label, self.game):
            top.addWidget(w)
        top.setStretch(1, 1)

        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setObjectName("games_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemActivated.connect(lambda *_: self.open_chosen())
        self.table.itemSelectionChanged.connect(self._update_buttons)

        self.open_button = QPushButton(self)
        self.replay_button = QPushButton(self)
        self.export_button = QPushButton(self)
        self.print_button = QPushButton(self)
        self.delete_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        for b, name, slot in ((self.open_button, "open", self.open_chosen),
                              (self.replay_button, "replay", self.replay_chosen),
                              (self.export_button, "export", self.export_chosen),
                              (self.print_button, "print", self.print_chosen),
                              (self.delete_button, "delete", self.delete_chosen),
                              (self.undo_button, "undo", self.undo_delete)):
            b.setObjectName(f"games_{name}")
            b.clicked.connect(lambda _=False, slot=slot: slot())
        buttons = QHBoxLayout()
        for b in (self.open_button, self.replay_button, self.export_button, self.print_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.delete_button)
        self.message = QLabel(self)
        self.message.setObjectName("games_message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)

        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.empty)
        lay.addLayout(buttons)
        lay.addWidget(self.message)
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete.activated.connect(self.delete_chosen)
        self.filter.textChanged.connect(lambda *_: self._fill())
        self.game.currentIndexChanged.connect(lambda *_: self._fill())
        self.retranslate_ui()

    # ------------------------------------------------------------------ data
    def reload(self) -> None:
        """Read the games on disk again (the autosave, the saves folder, the history)."""
        from dicegames.persistence.library import SavesFolder
        from dicegames.ui.common.messages import load_error_text
        store = self.host.store
        if not self._purged:
            from dicegames.persistence import trash
            trash.purge()
            self._purged = True
        if self._saves is None:
            self._saves = SavesFolder()
        store.flush()
        saved, problems = self._saves.list()
        finished, problem = store.history.load_all()
        if problem is not None:
            problems.append(problem)
        self.names = profile_names()
        self.rows = rows.collect(store.continue_from, saved, finished)
        if problems:
            self.say(" ".join(load_error_text(p) for p in problems))
        self._fill()

    def _fill(self) -> None:
        chosen = self.chosen()
        game = self.game.currentData()
        self.shown = [r for r in self.rows if (game is None or r.record.game == game)
                      and rows.matches(r, self.filter.text(),
                                    rows.player_names(r.record, self.names),
                                    look(r.record.game).name())]
        self.table.setRowCount(len(self.shown))
        for i, row in enumerate(self.shown):
            names = rows.player_names(row.record, self.names)
            cells = (look(row.record.game).name(), name_list(names),
                     when_text(row.when) if row.when else "\u2014", rows.length_text(row),
                     rows.status_text(row), rows.result_text(row, names))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tooltip(text))
                self.table.setItem(i, c, item)
        again = self.shown.index(chosen) if chosen in self.shown else (0 if self.shown else -1)
        if again >= 0:
            self.table.selectRow(again)
        self.empty.setVisible(not self.shown)
        self._update_buttons()

    def chosen(self) -> rows.GameRow | None:
        i = self.table.currentRow()
        return self.shown[i] if 0 <= i < len(self.shown) and self.table.selectedItems() \
            else None

    def _update_buttons(self) -> None:
        row = self.chosen()
        for b in (self.open_button, self.replay_button, self.export_button, self.print_button,
                  self.delete_button):
            b.setEnabled(row is not None)
        self.print_button.setVisible(_printer is not None)
        self.undo_button.setVisible(self.deleted is not None)
        if row is None or row.finished:
            self.open_button.setText(translate("Browser", "&Open"))
        else:
            self.open_button.setText(translate("Browser", "&Continue"))

    def say(self, text: str) -> None:
        self.message.setText(text)

    def _changed(self) -> None:
        self.reload()
        self.host.refresh_home()

    # ------------------------------------------------------------------ what to do
    def open_chosen(self) -> None:
        row = self.chosen()
        if row is None:
            return
        if row.kind == rows.FINISHED and row.finished_game is not None:
            self.host.open_finished(row.finished_game)
        elif row.kind == rows.AUTOSAVE:
            self.host.continue_game()
        elif row.saved is not None:
            if not self.host.open_saved(row.saved):
                return
        self.opened.emit()

    def replay_chosen(self) -> None:
        row = self.chosen()
        if row is not None:
            self.replay_requested.emit(row)

    def export_chosen(self) -> None:
        """The game's record as a JSON file (`dicegames replay` and `stats` read it)."""
        from pathlib import Path

        from dicegames.engine.records import dumps
        from dicegames.persistence import paths
        from dicegames.persistence.files import inside, write_shared
        from dicegames.ui.common.messages import save_error_text
        row = self.chosen()
        if row is None:
            return
        path = self.host.dialogs.save_file(
            self, translate("Browser", "Export the game record"),
            str(inside(paths.saves_dir(), rows.suggested_name(row))),
            translate("Browser", "Game records (*.json);;All files (*)"))
        if not path:
            return
        try:
            write_shared(Path(path), dumps(row.record).encode("utf-8"))
        except OSError as e:
            from dicegames.persistence.errors import StorageError
            self.say(save_error_text(StorageError.from_os_error(e, Path(path), "write")))
            return
        self.say(fill(translate("Browser", "The record was exported as “%1”."), path))

    def print_chosen(self) -> None:
        row = self.chosen()
        if row is not None and _printer is not None:
            _printer(self, row.record, row.dice_source)

    def delete_chosen(self) -> None:
        """To the trash, after a confirmation (Undo puts it back)."""
        from dicegames.persistence import library, trash
        from dicegames.persistence.errors import PersistenceError
        from dicegames.ui.common.messages import load_error_text
        row = self.chosen()
        if row is None:
            return
        host = self.host
        if row.kind == rows.AUTOSAVE and host.view is not None and host.autosave_live:
            self.say(translate("Browser", "This game is on the table: go back to the games "
                               "before you delete it."))
            return
        names = rows.player_names(row.record, self.names)
        if not host.dialogs.confirm(self, translate("Browser", "Delete the game?"), fill(
                translate("Browser", "Delete the game of %1 with %2 (%3)? It goes to the "
                          "trash and is kept there for %4 days; Undo brings it back."),
                look(row.record.game).name(), name_list(names),
                when_text(row.when) if row.when else "\u2014", str(trash.KEEP_DAYS))):
            return
        store = host.store
        store.flush()
        try:
            if row.kind == rows.FINISHED and row.finished_game is not None:
                deleted = library.delete_finished(store.history, row.finished_game)
            elif row.path is not None:
                deleted = library.delete_save(row.path, row.kind)
            else:
                deleted = None
            if row.kind == rows.AUTOSAVE:
                store.continue_from = None
                store.autosave.slot.forget()
        except PersistenceError as e:
            self.say(load_error_text(e))
            return
        self.deleted = deleted
        if deleted is not None:
            self.say(fill(translate("Browser", "Moved to the trash: “%1”."),
                          str(deleted.files[0])))
        self._changed()

    def undo_delete(self) -> None:
        from dicegames.persistence import library
        from dicegames.persistence.errors import PersistenceError
        from dicegames.ui.common.messages import load_error_text
        if self.deleted is None:
            return
        store = self.host.store
        store.flush()
        try:
            back = library.restore(self.deleted, store.history, store.autosave.slot)
        except PersistenceError as e:
            self.say(load_error_text(e))
            return
        except OSError as e:
            from dicegames.persistence.errors import StorageError
            self.say(load_error_text(StorageError.from_os_error(e, self.deleted.files[0],
                                                                "restore")))
            return
        self.deleted = None
        store.load_autosave()
        self.say(fill(translate("Browser", "The game is back: “%1”."), str(back)))
        self._changed()

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        from dicegames.engine.registry import game_ids
        self.filter_label.setText(translate("Browser", "&Find:"))
        self.filter.setPlaceholderText(translate("Browser", "a player or a game"))
        self.game_label.setText(translate("Browser", "&Game:"))
        keep = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        self.game.addItem(translate("Browser", "All games"), None)
        for gid in game_ids():
            self.game.addItem(look(gid).name(), gid)
        self.game.setCurrentIndex(max(0, self.game.findData(keep)))
        self.game.blockSignals(False)
        self.table.setHorizontalHeaderLabels([
            translate("Browser", "Game"), translate("Browser", "Players"),
            translate("Browser", "Date"), translate("Browser", "Length"),
            translate("Browser", "State"), translate("Browser", "Result")])
        self.table.setAccessibleName(translate("Browser", "Saved and finished games"))
        self.replay_button.setText(translate("Browser", "&Replay"))
        self.export_button.setText(translate("Browser", "&Export record…"))
        self.print_button.setText(translate("Browser", "&Print…"))
        self.delete_button.setText(translate("Browser", "&Delete…"))
        self.undo_button.setText(translate("Browser", "&Undo delete"))
        self.empty.setText(translate("Browser", "No games here yet: saved and finished games "
                                     "appear here."))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
