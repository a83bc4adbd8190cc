"""Stand-ins for the tests: a play view with PlayView's signals, and dialogs that answer at once."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class FakePlayView(QWidget):
    """The shell's PlayScreen (dicegames.ui.shell.play_screen) and the factory's arguments,
    nothing else."""

    record_changed = Signal(object)         # a Snapshot
    game_finished = Signal(object, object)  # Snapshot, Outcome
    game_reopened = Signal(object)          # Snapshot
    leave_requested = Signal()
    rematch_requested = Signal(object)
    new_game_requested = Signal()
    print_requested = Signal()
    advisor_toggled = Signal(bool)
    made: list[FakePlayView] = []

    def __init__(self, snapshot, prefs, dialogs, parent=None) -> None:
        super().__init__(parent)
        self.snapshot = snapshot
        self.record, self.dice_source, self.prefs = snapshot.record, snapshot.dice_source, prefs
        self.dialogs = dialogs
        QVBoxLayout(self).addWidget(QLabel(f"playing {self.record.game}", self))
        FakePlayView.made.append(self)

    def set_prefs(self, prefs) -> None:
        self.prefs = prefs


class FakeDialogs:
    """DialogService that never block: `answers` for confirm, `on_run` for modal dialogs."""

    def __init__(self) -> None:
        self.on_run: Callable[[Any], bool] = lambda dialog: False
        self.confirm_answer = True
        self.open_path: str | None = None
        self.save_path: str | None = None
        self.confirms: list[tuple[str, str]] = []
        self.defaults: list[bool] = []               # the answer Enter would give, each
        self.messages: list[tuple[str, str, str]] = []
        self.ran: list[Any] = []

    def run(self, dialog) -> bool:
        self.ran.append(type(dialog).__name__)
        return self.on_run(dialog)

    def open_file(self, parent, title, directory, filters):
        return self.open_path

    def save_file(self, parent, title, path, filters):
        self.suggested = path
        return self.save_path

    def confirm(self, parent, title, text, *, default=False) -> bool:
        self.confirms.append((title, text))
        self.defaults.append(default)
        return self.confirm_answer

    def info(self, parent, title, text) -> None:
        self.messages.append(("info", title, text))

    def warn(self, parent, title, text) -> None:
        self.messages.append(("warn", title, text))

    def about(self, parent, title, text) -> None:
        self.messages.append(("about", title, text))


def main_window(qtbot, dialogs=None):
    """A started main window on fake play views (its dialogs answer at once)."""
    from dicegames.ui.shell.main_window import MainWindow

    from .driver import active
    FakePlayView.made.clear()
    w = MainWindow(dialogs=dialogs or FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    return w


def history_of_finished_games(qtbot, games: int, seed: str):
    """A started main window with `games` finished Здорово! games in its history, and its
    Saved games and statistics window open and active (the main window hidden: offscreen the
    one window takes the keys)."""
    from dicegames.engine import replay
    from tests.persistence.helpers import finished_zdorovo_record

    from .driver import active
    window = main_window(qtbot)
    for i in range(games):
        record = finished_zdorovo_record(seed=f"{seed}{i}")
        rep = replay(record)
        window.store.history.add(record, rep.game.outcome(rep.state))
    window.open_history()
    history = window.history_window
    window.hide()
    active(qtbot, history)
    return window, history
