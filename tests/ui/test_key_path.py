"""A key press repaints before anything slow runs: the window's repaint of the move comes
before its autosave reaches the disk thread and before the advisor asks its solver; the
words for screen readers follow the repaint too, and are right once it has run."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from dicegames.engine import PlayerEntry, Record
from dicegames.persistence.saves import Snapshot
from dicegames.ui.common import later
from dicegames.ui.common.thinking import thinker
from dicegames.ui.play import PlayPrefs
from dicegames.ui.shell.main_window import MainWindow

from .driver import active
from .fakes import FakeDialogs


class Order(QObject):
    """What happened, in order: the window's repaints and the work handed to the threads."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.seen: list[str] = []
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window and event.type() == QEvent.Type.UpdateRequest:
            self.seen.append("repaint")
        return False


def _window(qtbot, monkeypatch) -> tuple[MainWindow, Order]:
    window = MainWindow(dialogs=FakeDialogs(),
                        play_view_factory=lambda snapshot, prefs, dialogs, parent:
                        _view(snapshot, prefs, dialogs, parent))
    qtbot.addWidget(window)
    active(qtbot, window)
    window.startup()
    order = Order(window)
    for name, worker in (("disk", window.store.worker), ("think", thinker().worker)):
        real = worker.submit

        def submit(key, job, *, replace=False, real=real, name=name):
            order.seen.append(f"{name}:{key}")
            real(key, job, replace=replace)
        monkeypatch.setattr(worker, "submit", submit)
    return window, order


def _view(snapshot, prefs, dialogs, parent):
    from dicegames.ui.play import PlayView
    fast = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=0, settle_ms=0,
                     advisor="on")
    return PlayView(snapshot.record, snapshot.dice_source, fast, dialogs, parent)


def _played(qtbot, order: Order, window: MainWindow, command: str) -> list[str]:
    """What happens after `command` at the table, until the autosave was written."""
    order.seen.clear()
    assert window.view.trigger(command)
    qtbot.waitUntil(lambda: "disk:autosave" in order.seen and window.store.worker.idle)
    return order.seen


def test_the_move_is_painted_before_its_autosave_and_the_advisors_question(qtbot,
                                                                           monkeypatch):
    window, order = _window(qtbot, monkeypatch)
    window.start_game(Snapshot(Record("zdorovo", (PlayerEntry("Anna"),), {}, 0, "order"),
                               "virtual"))
    qtbot.waitUntil(lambda: window.store.worker.idle and not later.pending())
    seen = _played(qtbot, order, window, "throw")
    assert seen[0] == "repaint", seen
    assert "think:advice" in seen and seen.index("repaint") < seen.index("think:advice")
    thinker().flush()
    qtbot.waitUntil(lambda: window.view.advisor.advice is not None)
    seen = _played(qtbot, order, window, "confirm")          # Enter scores the cell
    assert seen[0] == "repaint", seen


def test_the_dice_are_said_once_painted(qtbot, monkeypatch):
    window, _ = _window(qtbot, monkeypatch)
    window.start_game(Snapshot(Record("zdorovo", (PlayerEntry("Anna"),), {}, 0, "words"),
                               "virtual"))
    view = window.view
    view.trigger("throw")
    view.trigger("select", 1)
    qtbot.waitUntil(lambda: not later.pending())
    face = ("one", "two", "three", "four", "five", "six")[view.tray.dice[1] - 1]
    assert view.tray.spots[1].accessibleName() == f"Die 2, {face}, to throw again"
    assert view.tray.spots[1].picked
    assert view.tray.accessibleDescription().startswith(f"Die 1: {view.tray.dice[0]}, held.")
