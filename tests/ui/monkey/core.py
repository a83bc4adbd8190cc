"""The monkey itself: one random event at a time over the real app window and its other
windows, the app settled after each (no clock: animations skipped, computer moves and
answers of the worker threads taken at once), then every invariant checked (`checks.py`).

Deterministic from its seed: the app's secrets (virtual dice, household ids, who starts),
the file-name clock and the tray's cosmetic tilt come from it, and nothing is left to a timer.
A failure raises `MonkeyFoundError` with the seed, the event and the events that led to it.
"""
from __future__ import annotations

import contextlib
import itertools
import os
import random
import secrets
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication

from . import banner
from .checks import Checks
from .dialogs import MonkeyDialogs
from .home import Home
from .table import Table
from .windows import Windows, other_windows

HOLD_MS = 10 ** 8          # the last throw stays on show until a key or "time passes"
FAULTS = 0.004             # the share of events that raise a fault of ours (banner.py)


class MonkeyFoundError(AssertionError):
    pass


class InlineWorker:
    """A worker thread's stand-in: its jobs wait until they are flushed, then run in the
    monkey's thread, in order (a job of the same key still waiting replaced), each result
    told as the thread's queued signal tells it, at the next turn of the event loop.
    No thread to wait for and none to race: the run is the same every time, and nothing
    waits on a scheduler (the threads themselves: tests/persistence, bench/latency.py)."""

    def __init__(self, real: Any, monkey: Any, counts: bool) -> None:
        self.on_done, self.name, self.monkey = real.on_done, real.name, monkey
        self.real = real                      # given back when the monkey is done
        self.counts = counts                  # the monkey settles until no new job comes
        self._jobs: list[tuple[str, Any]] = []

    def submit(self, key: str, job: Any, *, replace: bool = False) -> None:
        self.monkey.jobs += self.counts
        if replace:
            for i, (k, _) in enumerate(self._jobs):
                if k == key:
                    self._jobs[i] = (key, job)
                    return
        self._jobs.append((key, job))

    def flush(self, timeout: float | None = None) -> bool:
        while self._jobs:
            key, job = self._jobs.pop(0)
            result: Any = None
            error: BaseException | None = None
            try:
                result = job()
            except Exception as e:
                error = e
            if self.on_done is not None:
                QTimer.singleShot(0, lambda k=key, r=result, e=error: self.on_done(k, r, e))
        return True

    @property
    def idle(self) -> bool:
        return not self._jobs

    def waiting(self) -> list[str]:
        return [key for key, _ in self._jobs]


@contextlib.contextmanager
def deterministic(seed: int) -> Iterator[None]:
    """The app's randomness and file-name clock from `seed`, writes unsynced (the files live
    in a test folder; the monkey waits for each write anyway) and a `display`; restored
    afterwards."""
    from dicegames.ui.shell import main_window
    rng = random.Random(f"secrets {seed}")
    minutes = itertools.count()

    def stamp() -> str:
        n = next(minutes)
        return f"2030-01-{1 + n // 1440 % 28:02d} {n // 60 % 24:02d}-{n % 60:02d}"
    saved = secrets.token_hex, secrets.randbelow, main_window._stamp, os.fsync
    secrets.token_hex = lambda n=32: rng.getrandbits(8 * n).to_bytes(n, "big").hex()
    secrets.randbelow = lambda n: rng.randrange(n)
    main_window._stamp = stamp
    os.fsync = lambda fd: None        # the monkey waits for every write: no need to sync it
    try:
        with display():
            yield
    finally:
        secrets.token_hex, secrets.randbelow, main_window._stamp, os.fsync = saved


@contextlib.contextmanager
def display() -> Iterator[None]:
    """What the offscreen platform cannot do and a display does — raise a window, pop a menu
    or a choice's list up (it says so in a Qt warning each time, which the monkey would take
    for a fault): a window's raise_() is its activation, a menu popped up is one the monkey
    then reads and closes, a choice's list shown is closed again at once. Every other Qt
    warning is a finding."""
    from PySide6.QtWidgets import QComboBox, QMenu, QWidget
    raise_, popup, show_list = QWidget.raise_, QMenu.popup, QComboBox.showPopup

    def raise_window(w: QWidget) -> None:
        if w.isWindow():
            w.activateWindow()
        else:
            raise_(w)

    def popup_menu(menu: QMenu, *args: Any) -> None:
        pass

    def no_list(combo: QComboBox) -> None:
        pass
    QWidget.raise_, QMenu.popup, QComboBox.showPopup = (  # type: ignore[method-assign]
        raise_window, popup_menu, no_list)
    try:
        yield
    finally:
        QWidget.raise_, QMenu.popup, QComboBox.showPopup = (  # type: ignore[method-assign]
            raise_, popup, show_list)


class Monkey:
    """Random events over a MainWindow (see the module docstring)."""

    def __init__(self, qtbot: Any, window: Any, dialogs: MonkeyDialogs, seed: int,
                 game_id: str, folder: Path) -> None:
        self.qtbot, self.window, self.dialogs = qtbot, window, dialogs
        self.rng, self.seed, self.game_id, self.folder = dialogs.rng, seed, game_id, folder
        self.checks = Checks(window, dialogs)
        self.table, self.home, self.windows = Table(self), Home(self), Windows(self)
        self.log: list[str] = []
        self._tuned: Any = None
        self.jobs = 0                        # given to the worker threads so far
        self.visited: Counter[str] = Counter()   # screens after each event (the report)
        self.stray: list[Any] = []
        self.mnemonic = False                # an Alt+ key was pressed in this event
        self._pending: list[Any] = []        # buttons whose late click lands after this event
        self._guard = QTimer()               # runs only inside a nested event loop's exec()
        self._guard.setInterval(200)
        self._guard.timeout.connect(self._close_stray)

    @property
    def events(self) -> int:
        return len(self.log)

    # ------------------------------------------------------------------ a session
    def play(self, events: int) -> None:
        """Start the monkey's game from the home and send `events` random events."""
        self.window.new_game(self.game_id)
        self.settle()
        for _ in range(events):
            self.step()

    def step(self, action: Any = None) -> None:
        self.checks.before()
        self.dialogs.done.clear()
        self._guard.start()
        try:
            what = (action or self._choose())()
            self.settle()
            what += self._late_clicks()
        finally:
            self._guard.stop()
        inside = [d for d in self.dialogs.done if d]
        self.log.append(f"{self.events}: {what}" + (f" [{'; '.join(inside)}]" if inside else "")
                        + self._state())
        self._count_screens()
        self.judge(self.checks.after() + self.stray)

    def _late_clicks(self) -> str:
        """A mnemonic (Alt+R: Rematch) clicks its button 100 ms after the key (Qt's
        animateClick). Left to the clock, the click would land wherever the run happens to be
        then; the monkey lets it land right after its event or after the next one (the seed
        says which: an Undo may come in between, as a quick hand's does)."""
        said = ""
        if self._pending:                          # the key of the event before
            self._land(self._pending)
            said = " (the click of the key before lands)"
        self._pending = []
        if self.mnemonic:
            self.mnemonic = False
            down = [b for top in QApplication.topLevelWidgets() if top.isVisible()
                    for b in top.findChildren(QAbstractButton) if b.isDown()]
            if down and self.rng.random() < 0.5:
                self._pending = down
                return said + " (its click lands after the next event)"
            self._land(down)
        return said

    def _land(self, buttons: list[Any]) -> None:
        """Wait for the clicks of `buttons` (at most Qt's 100 ms), then settle the app."""
        from PySide6.QtTest import QTest
        from shiboken6 import isValid
        deadline = time.monotonic() + 2
        while any(isValid(b) and b.isDown() for b in buttons) and time.monotonic() < deadline:
            QTest.qWait(5)
        if buttons:
            self.settle()

    def _close_stray(self) -> None:
        """A dialog run with its own exec() (not through the dialog service) would wait for
        a person forever: it is a finding, and it is closed."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDialog
        modal = QApplication.activeModalWidget()          # exec() makes it application modal
        if isinstance(modal, QDialog) and modal.isVisible() \
                and modal.windowModality() == Qt.WindowModality.ApplicationModal:
            from .checks import Finding
            self.stray.append(Finding(f"{type(modal).__name__} {modal.windowTitle()!r} ran "
                                      "its own exec(), not through the dialog service"))
            modal.reject()

    def judge(self, findings: list[Any]) -> None:
        """Any finding fails the run."""
        if findings:
            raise MonkeyFoundError(self.report(findings[0].what))

    def _count_screens(self) -> None:
        """What is on screen after this event, for the report of what the monkey visited."""
        w, seen = self.window, self.visited
        view = w.view if w.stack.currentWidget() is w.play_page else None
        if view is None:
            seen["home"] += 1
        else:
            seen["game over" if view.game_over.isVisible() else "hand-over"
                 if view.handover.isVisible() else f"table ({view.session.dice_source} dice)"] += 1
            if view.advisor.isVisible():
                seen["advisor"] += 1
            if view.tutor.note.isVisible():
                seen["tutor"] += 1
        for other in other_windows(w):
            seen[other.objectName() or type(other).__name__] += 1
            if other.objectName() == "history_window":         # in any language
                tab = ("games", "statistics", "household")[other.tabs.currentIndex()]
                if tab == "statistics":
                    tab += (": results", ": ratings")[other.stats.views.currentIndex()]
                seen[f"history: {tab}"] += 1
        for name in self.dialogs.ran:
            seen[f"dialog: {name}"] += 1
        self.dialogs.ran.clear()

    def _state(self) -> str:
        """Where the game stands after an event (a replay that drifts shows where)."""
        view = self.window.view
        if view is None or self.window.stack.currentWidget() is not self.window.play_page:
            return " | home"
        s = view.session
        return f" | {s.game.id} {len(s.record.actions)} actions" + (
            " over" if s.outcome() is not None else "")

    def _choose(self) -> Any:
        rng, w = self.rng, self.window
        if self.checks.banner() is not None and rng.random() < 0.25:
            return lambda: banner.dismiss(self)
        if rng.random() < FAULTS:
            return self.checks.inject
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible():     # a print preview open(): the windows
            return lambda: self.windows.act(modal)     # under it take no input
        others = other_windows(w)
        if others and rng.random() < 0.2:
            window = rng.choice(others)
            return lambda: self.windows.act(window)
        if not w.isActiveWindow():
            w.activateWindow()
            QCoreApplication.processEvents()
        if w.stack.currentWidget() is w.play_page and w.view is not None:
            return self.home.menu if rng.random() < 0.05 else self.table.choose()
        return self.home.choose()

    # ------------------------------------------------------------------ the event loop
    def settle(self) -> None:
        """Run what is due now: posted events, deferred deletes, the disk's and the worker
        thread's jobs; animations skipped, computer seats moved at once (no clock). Done
        when a turn of the event loop after the last jobs started nothing new."""
        for _ in range(400):
            disk, thinking = self._workers()
            thinking.flush()
            if any(key != "autosave" for key in disk.waiting()):
                disk.flush()               # a finished game goes into the history at once
            jobs = self.jobs
            for _ in range(2):
                QCoreApplication.processEvents()
                QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if self.jobs == jobs and not self._move_on(self.window.view):
                return

    def _workers(self) -> list[Any]:
        """The disk's and the thinking thread's workers, run by the monkey (`InlineWorker`):
        the thinking when it settles the app; the disk too when a finished game waits, else
        when the app or a check flushes it before reading a file (autosaves of moves in a
        row are then written once, as the disk thread writes the newest still waiting)."""
        from dicegames.ui.common import thinking
        found = [self.window.store, thinking.thinker()]
        for owner, counts in zip(found, (False, True)):
            if not isinstance(owner.worker, InlineWorker):
                owner.worker.flush()
                owner.worker = InlineWorker(owner.worker, self, counts)
        return [owner.worker for owner in found]

    def _move_on(self, view: Any) -> bool:
        """One thing the table would do by itself after a while; False when there is none."""
        if view is None:
            return False
        if view is not self._tuned:
            self._tune(view)
        if view.prefs.deciding_ms != HOLD_MS or view.prefs.settle_ms:
            from dataclasses import replace  # Settings gave the view its own prefs
            view.set_prefs(replace(view.prefs, deciding_ms=HOLD_MS, settle_ms=0))
        for timer in (view._hold, view.tray._moment_timer):   # they end when the monkey
            if timer.isActive() and timer.interval() != HOLD_MS:   # says time has passed
                timer.start(HOLD_MS)
        if view.tray.animating:
            view.tray.skip()
            return True
        timer = view.computer._timer
        if timer.isActive():
            timer.stop()
            view.computer.step()
            return True
        return False

    def _tune(self, view: Any) -> None:
        """A new table: its tray's cosmetic tilt from the seed; at most tables the advisor
        hidden as a player presses H (each position's advice is worked out while the monkey
        waits: shown everywhere it would take most of the run; H keys show it again)."""
        self._tuned = view
        view.tray._rng.seed(f"{self.seed} {self.events}")
        if view.advisor.shown and self.rng.random() < 0.75:
            view.advisor.action.setChecked(False)

    # ------------------------------------------------------------------ failures
    def report(self, what: str) -> str:
        path = self.folder / "monkey-events.txt"
        path.write_text("\n".join(self.log) + "\n", encoding="utf-8", errors="replace")
        tail = self.log[-60:]
        return (f"The GUI monkey found: {what}\n"
                f"game {self.game_id}, seed {self.seed}, at event {self.events - 1} "
                f"(every event in {path}); to replay it:\n"
                f"  QT_QPA_PLATFORM=offscreen python bench/monkey.py --games {self.game_id} "
                f"--seed {self.seed} --events {self.events}\n"
                f"the last {len(tail)} events:\n" + "\n".join(tail))


def make_monkey(qtbot: Any, folder: Path, seed: int, game_id: str,
                prefs: Any = None) -> Monkey:
    """A real app window (real play views, translations and theme, the app's fault log and
    banner) with the monkey's dialogs."""
    from dicegames.ui.common.settings import Preferences, Settings
    from dicegames.ui.shell.application import launch
    Settings().set_preferences(prefs or Preferences(animation="off", computer_pace_ms=0))
    rng = random.Random(seed)
    dialogs = MonkeyDialogs(rng, folder, game_id)
    shell = launch(QApplication.instance(), dialogs=dialogs)
    window = shell.window
    qtbot.addWidget(window)
    window.resize(1100, 700)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.startup(shell.last_run, tuple(shell.notes))
    window._monkey_shell = shell                 # keep the translators alive
    monkey = Monkey(qtbot, window, dialogs, seed, game_id, folder)
    start = window.start_game               # the one door of every table: the ledger sees

    def started(snapshot: Any, **kwargs: Any) -> None:      # what each one opens on
        monkey.checks.ledger.started(snapshot.record)
        start(snapshot, **kwargs)
    window.start_game = started
    monkey.checks.install()
    return monkey


def close_monkey(monkey: Monkey) -> None:
    """Uninstall the fault hooks, flush the disk, English again for the next test."""
    from PySide6.QtCore import QLocale
    monkey.checks.uninstall()
    window = monkey.window
    window.store.flush()
    for w in other_windows(window):
        w.close()
    window._monkey_shell.translations.set_language("en")
    QLocale.setDefault(QLocale("en"))
