"""Benchmark: key press → repainted window, in the real app window, autosave included.

    QT_QPA_PLATFORM=offscreen python bench/latency.py [--presses N] [--animation normal|off]

Three moves, each measured from the key press until the window has painted its result (the
first frame of the roll animation for a throw): R that throws (Zdorovo!, virtual dice), Enter
that sets dice aside (Zonk), Enter that scores a sheet cell (Zdorovo!). The app's autosave is
on, in its real state dir (a temporary one), as every move writes it. Goal: p95 <= 16 ms.
Not a test: timings depend on the machine.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
_tmp = tempfile.mkdtemp(prefix="dicegames-latency-")
for _name in ("DATA", "CONFIG", "STATE", "CACHE"):
    os.environ[f"XDG_{_name}_HOME"] = os.path.join(_tmp, _name.lower())

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dicegames.engine import PlayerEntry, Record
from dicegames.persistence.saves import Snapshot
from dicegames.ui.app.application import create_app, launch
from dicegames.ui.app.settings import Preferences, Settings

DIGITS = [getattr(Qt.Key, f"Key_{n}") for n in range(1, 7)]


class Yes:
    """Dialogs that agree at once (no modal in the way of the measurement)."""

    def confirm(self, *args) -> bool:
        return True

    def run(self, dialog) -> bool:
        return False

    def info(self, *args) -> None:
        pass

    warn = about = info


class PaintClock(QObject):
    """Notes when the window last painted."""

    def __init__(self) -> None:
        super().__init__()
        self.last = 0.0

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.last = time.perf_counter()
        return False


SYNC = False          # --sync-autosave: wait for the autosave inside the key press, as before


def press(window, clock: PaintClock, key, samples: list[float] | None) -> None:
    """Press `key` on the focus widget; record press → last paint of what it changed."""
    target = QApplication.focusWidget() or window
    clock.last = 0.0
    start = time.perf_counter()
    QTest.keyClick(target, key)
    if SYNC:
        window.store.flush()
    QCoreApplication.processEvents()          # the update it asked for is painted now
    if samples is not None and clock.last:
        samples.append((clock.last - start) * 1000)


def start(window, game: str, players: int) -> object:
    names = ("Anna", "Boris", "Vera")[:players]
    record = Record(game, tuple(PlayerEntry(n) for n in names), {}, 0, "")
    window.start_game(Snapshot(record, "virtual"))
    QCoreApplication.processEvents()
    return window.view


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--presses", type=int, default=300)
    ap.add_argument("--animation", default="normal", choices=("normal", "off"))
    ap.add_argument("--sync-autosave", action="store_true",
                    help="for comparison: the autosave written before the repaint")
    args = ap.parse_args()
    global SYNC
    SYNC = args.sync_autosave
    app = create_app([])
    app.setStyle("Fusion")
    Settings().set_preferences(Preferences(animation=args.animation, confirmations=False))
    shell = launch(app, dialogs=Yes())
    window = shell.window
    window.resize(1280, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.activateWindow()
    clock = PaintClock()
    app.installEventFilter(clock)
    results: dict[str, list[float]] = {"throw": [], "set aside": [], "score a cell": []}

    # throws and scored cells: solitaire Zdorovo!, cursor on an open cell, Enter
    view = start(window, "zdorovo", 1)
    while len(results["score a cell"]) < args.presses:
        s = view.session
        if s.outcome() is not None:
            view = start(window, "zdorovo", 1)
            continue
        if s.dice_to_throw():
            press(window, clock, Qt.Key.Key_R, results["throw"])
            view.tray.skip()
            QCoreApplication.processEvents()
            continue
        view.sheet.setFocus()
        press(window, clock, Qt.Key.Key_Return, results["score a cell"])

    # set-asides: Zonk, two players at the table (the hand-over passed with Enter)
    view = start(window, "zonk", 2)
    while len(results["set aside"]) < args.presses:
        s = view.session
        if s.outcome() is not None:
            view = start(window, "zonk", 2)
            continue
        if view.handover.isVisible():
            press(window, clock, Qt.Key.Key_Return, None)
            continue
        if s.dice_to_throw():
            press(window, clock, Qt.Key.Key_R, None)
            view.tray.skip()
            QCoreApplication.processEvents()
            continue
        legal = s.legal_actions()
        take = next((a for a in legal if a.verb == "take"), None)
        if take is None:
            verb = next(a.verb for a in legal)
            press(window, clock, {"stop": Qt.Key.Key_B, "continue": Qt.Key.Key_C}.get(
                verb, Qt.Key.Key_R), None)
            continue
        table = s.game.table(s.state)
        want = list(take.args)
        for p in sorted(table.live):
            if table.dice[p] in want:
                want.remove(table.dice[p])
                press(window, clock, DIGITS[p], None)
        press(window, clock, Qt.Key.Key_Return, results["set aside"])

    window.store.flush()
    print(f"key press -> repainted window ({args.presses} each, animation {args.animation}, "
          f"autosave {'before the repaint' if SYNC else 'in the disk thread'})")
    ok = True
    for name, ms in results.items():
        ms.sort()
        p95 = ms[int(0.95 * (len(ms) - 1))]
        ok &= p95 <= 16
        print(f"  {name:<13} p50 {statistics.median(ms):6.2f} ms   p95 {p95:6.2f} ms   "
              f"max {ms[-1]:6.2f} ms   (n={len(ms)})")
    print("goal p95 <= 16 ms:", "met" if ok else "NOT met")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
