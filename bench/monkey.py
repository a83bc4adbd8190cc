"""The GUI monkey at full length: 10,000 random valid events per game id (the test suite runs
1,500), from fixed seeds, every invariant checked after every event (the suite's monkey,
tests/ui/monkey); reports the first finding of each game id with the events that replay it,
the screens visited, the time per event and how far games got.

    QT_QPA_PLATFORM=offscreen python bench/monkey.py [--events 10000] [--games zonk,school]
                                                     [--seed N] [--smoke] [--log]

--smoke: 40 events per game id (tests/test_benches.py runs it). --seed replays a failure the
suite or an earlier run printed. Exit code 1 when anything was found.
"""
from __future__ import annotations

import argparse
import contextlib
import faulthandler
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

SMOKE = 40


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

    @contextlib.contextmanager
    def waitActive(self, w):
        yield
        QTest.qWaitForWindowActive(w)


def run_game(game_id: str, events: int, seed: int | None, folder: Path, show_log: bool) -> int:
    """One game id in fresh data folders; the number of findings (0 or 1)."""
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        os.environ[f"XDG_{name}_HOME"] = str(folder / "xdg" / name.lower())
    from tests.ui.monkey import MonkeyFoundError, close_monkey, deterministic, make_monkey
    seed = sum(map(ord, game_id)) if seed is None else seed
    failure = ""
    with deterministic(seed):
        monkey = make_monkey(Bot(), folder / "files", seed, game_id)
        t, cpu = time.perf_counter(), time.process_time()
        deepest = finished = 0
        try:
            monkey.window.new_game(game_id)
            monkey.settle()
            faulthandler.dump_traceback_later(1800, exit=True)    # a hang says where
            for _ in range(events):
                monkey.step()
                if show_log:
                    print(monkey.log[-1], flush=True)
                view = monkey.window.view
                if view is not None:
                    deepest = max(deepest, len(view.session.record.actions))
        except MonkeyFoundError as e:
            failure = str(e)
        finally:
            faulthandler.cancel_dump_traceback_later()
            close_monkey(monkey)
        elapsed, cpu = time.perf_counter() - t, time.process_time() - cpu
        finished = sum(monkey.checks.ledger.finished.values())
    print(f"{game_id:<9} seed {seed}: {monkey.events} events in {elapsed:6.1f} s, CPU "
          f"{cpu:6.1f} s ({1000 * cpu / max(1, monkey.events):4.1f} ms each); longest log "
          f"{deepest} actions; {finished} finished games in the history; "
          f"{'FOUND' if failure else 'nothing found'}", flush=True)
    print("    visited: " + ", ".join(f"{k} {n}" for k, n in sorted(monkey.visited.items())))
    if failure:
        print(failure)
    monkey.window.close()
    monkey.window.deleteLater()
    return 1 if failure else 0


def main() -> int:
    from dicegames.engine import game_ids
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=10_000)
    ap.add_argument("--games", default=",".join(game_ids()))
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--smoke", action="store_true", help=f"{SMOKE} events per game id")
    ap.add_argument("--log", action="store_true", help="print every event as it happens")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    events = SMOKE if args.smoke else args.events
    found = 0
    with tempfile.TemporaryDirectory(prefix="dicegames-monkey-") as tmp:
        for game_id in args.games.split(","):
            found += run_game(game_id, events, args.seed, Path(tmp) / game_id, args.log)
    print(f"{found} game id(s) with a finding")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
