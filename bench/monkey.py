"""The GUI monkey at full length: 10,000 random valid events per game id (the test suite runs
1,500), from fixed seeds; reports every exception and Qt warning and how deep games got.

    QT_QPA_PLATFORM=offscreen python bench/monkey.py [--events 10000] [--games zonk,school]

Exit code 1 when anything was found. Uses the suite's monkey (tests/ui/monkey.py).
"""
from __future__ import annotations

import argparse
import itertools
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
_tmp = Path(tempfile.mkdtemp(prefix="dicegames-monkey-"))
for _name in ("DATA", "CONFIG", "STATE", "CACHE"):
    os.environ[f"XDG_{_name}_HOME"] = str(_tmp / _name.lower())

from PySide6.QtCore import QtMsgType, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import dicegames.engine.rng as rng
from dicegames.engine import game_ids
from tests.ui.monkey import make_monkey_window

found: list[str] = []


class Bot:
    """The few qtbot calls the monkey makes, with QTest."""

    def keyClick(self, w, key, mods=None):
        QTest.keyClick(w, key, mods) if mods is not None else QTest.keyClick(w, key)

    def keyClicks(self, w, text):
        QTest.keyClicks(w, text)

    def mouseClick(self, w, button, pos=None):
        QTest.mouseClick(w, button, pos=pos) if pos is not None else QTest.mouseClick(w, button)

    def mouseDClick(self, w, button, pos=None):
        QTest.mouseDClick(w, button, pos=pos) if pos is not None \
            else QTest.mouseDClick(w, button)

    def addWidget(self, w):
        pass

    def waitActive(self, w):
        import contextlib

        @contextlib.contextmanager
        def wait():
            yield
            QTest.qWaitForWindowActive(w)
        return wait()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=10_000)
    ap.add_argument("--games", default=",".join(game_ids()))
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    sys.excepthook = lambda *e: found.append("".join(traceback.format_exception(*e)))

    def qt_message(mode, context, message):
        if mode != QtMsgType.QtDebugMsg and "propagateSizeHints" not in message \
                and "does not support" not in message:
            found.append(f"Qt {mode.name}: {message}")
    qInstallMessageHandler(qt_message)
    counter = itertools.count()
    rng.new_seed = lambda: f"monkey-{next(counter)}"
    for game_id in args.games.split(","):
        before = len(found)
        window, monkey = make_monkey_window(Bot(), _tmp / game_id, seed=sum(map(ord, game_id)))
        (_tmp / game_id).mkdir(exist_ok=True)
        t = time.perf_counter()
        deepest = finished = 0
        for _ in range(args.events):
            try:
                monkey.step(game_id)
            except Exception:
                found.append(traceback.format_exc())
            view = window.view
            if view is not None:
                deepest = max(deepest, len(view.session.record.actions))
                finished += view.session.outcome() is not None
        window.store.flush()
        window.close()
        window.deleteLater()
        print(f"{game_id:<9} {args.events} events in {time.perf_counter() - t:5.1f} s; "
              f"longest log {deepest} actions; {finished} events at a finished game; "
              f"findings {len(found) - before}", flush=True)
    for f in found[:20]:
        print("-" * 72 + "\n" + f)
    print(f"{len(found)} findings")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
