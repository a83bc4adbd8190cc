"""Benchmark: the coach (not a test).

    python bench/coach.py calibrate [--games N] [--game G]   # the levels' costs, per game
    QT_QPA_PLATFORM=offscreen python bench/coach.py keys [--presses N]
    python bench/coach.py --smoke                             # both, tiny (the suite's run)

1. *calibrate*: the computer's levels measured by the coach. Per game (default rules, two
   seats of the same level, zonk three — two play a duel of one turn each —, the first
   player rotating, dice from the engine's generator
   with seed `coach:LEVEL:K`), every decision of both seats is valued by the advisor exactly
   as a person's would be (`dicegames.ai.reviews`): per level the decisions, the mean cost
   per decision with a 95 % interval (a ratio estimate over games), the cost per game, the
   share of best choices, and the quantiles of the costs that are not the best (what the
   tutor's thresholds are chosen from). docs/ai.md "The coach" keeps the figures;
   `dicegames/ai/games/` the calibration.
2. *keys*: the coach costs nothing on the key path. A real play view whose game has just
   ended (its proficiency being worked out in the worker thread, as the app does when a game
   ends), and keys pressed meanwhile (T, D, S: each repaints the status line), measured from
   the press until the status line painted; the same presses with the worker idle, and the
   time the coach took in the worker (what a key would have waited with the coach on the GUI
   thread).

Goal: key press -> repaint p95 <= 16 ms while the coach works.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegames.engine import PlayerEntry, Record, game_info


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * (len(xs) - 1)))] if xs else float("nan")


# --------------------------------------------------------------------------- calibrate
SEATS = {"zonk": 3}        # two players of zonk play a duel of one turn each: three play rounds


def bot_game(game_id: str, level: str, k: int) -> Record:
    """One game of `level` bots (two; zonk three), recorded as people's (all are coached)."""
    from dicegames.ai.bots import play, seats
    game = game_info(game_id).make()
    n = SEATS.get(game_id, 2)
    first = k % n
    seed = f"coach:{level}:{k}"
    actions = [a.to_str() for _, a, _ in play(game, seats(game, [level] * n), seed, n, first)]
    return Record(game_id, tuple(PlayerEntry(name) for name in "ABC"[:n]), first_player=first,
                  seed=seed, actions=tuple(actions))


def measure(game_id: str, level: str, games: int) -> dict[str, float]:
    from dicegames.ai.games import coaching
    from dicegames.ai.reviews import review
    best_below = coaching(game_id).best_below
    per_game: list[tuple[int, float]] = []         # (decisions, cost) per seat and game
    costs: list[float] = []
    best = 0
    started = time.perf_counter()
    for k in range(games):
        rv = review(bot_game(game_id, level, k), win=False)     # the coach's measure
        for p in rv.players:
            mine = [m.cost for m in rv.moments if m.player == p.player]
            per_game.append((len(mine), sum(mine)))
            costs += [c for c in mine if c >= best_below]
            best += sum(1 for c in mine if c < best_below)
    n = sum(d for d, _ in per_game)
    total = sum(c for _, c in per_game)
    r = total / n if n else 0.0
    m = len(per_game)
    mean_d = n / m
    se = math.sqrt(sum((c - r * d) ** 2 for d, c in per_game) / (m * (m - 1))) / mean_d \
        if m > 1 else 0.0
    return {"decisions": n, "mean": r, "lo": r - 1.96 * se, "hi": r + 1.96 * se,
            "per_game": total / m, "best": best / n if n else 0.0,
            "q50": pct(costs, 0.5), "q75": pct(costs, 0.75), "q90": pct(costs, 0.9),
            "seconds": time.perf_counter() - started}


def calibrate(games: int, only: str | None) -> None:
    from dicegames.ai.bots import LEVELS
    from dicegames.ai.games import coached
    for game_id in coached():
        if only and game_id != only:
            continue
        print(f"{game_id}: {games} games of {SEATS.get(game_id, 2)} seats per level")
        for level in LEVELS:
            f = measure(game_id, level, games)
            print(f"  {level:<6} decisions {f['decisions']:>6}  cost/decision {f['mean']:9.4f}"
                  f" [{f['lo']:.4f}, {f['hi']:.4f}]  per game {f['per_game']:9.3f}  best "
                  f"{100 * f['best']:5.1f} %  not best: p50 {f['q50']:.3f} p75 "
                  f"{f['q75']:.3f} p90 {f['q90']:.3f}  ({f['seconds']:.0f} s)", flush=True)


# --------------------------------------------------------------------------- keys
def keys(presses: int, only: str | None = None) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.mkdtemp(prefix="dicegames-coach-")
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        os.environ[f"XDG_{name}_HOME"] = os.path.join(tmp, name.lower())
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from dicegames.ai.coach import proficiency
    from dicegames.ui.common.thinking import thinker
    from dicegames.ui.play import PlayPrefs, PlayView

    class PaintClock(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.last = 0.0

        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint and not self.last \
                    and obj.objectName() == "status":
                self.last = time.perf_counter()
            return False

    app = QApplication.instance() or QApplication(sys.argv)
    from dicegames.ai.games import coached
    records = [bot_game(g, level, k) for k in (1, 2) for level in ("easy", "medium")
               for g in coached() if only is None or g == only]
    view = PlayView(records[0], prefs=PlayPrefs(animation="off", computer_pace_ms=0))
    view.resize(1280, 800)
    view.show()
    QTest.qWaitForWindowExposed(view)
    view.activateWindow()
    clock = PaintClock()
    app.installEventFilter(clock)
    worked: list[float] = []
    busy: list[float] = []
    idle: list[float] = []
    key_list = (Qt.Key.Key_T, Qt.Key.Key_D, Qt.Key.Key_S)

    def press(i: int) -> float:
        clock.last = 0.0
        t0 = time.perf_counter()
        QTest.keyClick(view, key_list[i % 3])
        deadline = t0 + 2.0
        while not clock.last and time.perf_counter() < deadline:
            QCoreApplication.processEvents()
        return (clock.last or time.perf_counter()) - t0

    def job(record: Record):
        def run():
            t = time.perf_counter()
            proficiency(record)
            worked.append(time.perf_counter() - t)
        return run
    i = 0
    while i < presses:
        for record in records:
            thinker().submit("coach", job(record), view, lambda _r: None)
        while not thinker().worker.idle and i < presses:
            busy.append(1000 * press(i))
            i += 1
            QTest.qWait(3)
        thinker().flush()
    for k in range(i, i + min(presses, 200)):      # the keys go on in turn: each repaints
        idle.append(1000 * press(k))
        QTest.qWait(3)

    def line(name: str, ms: list[float]) -> str:
        return (f"  {name:<38} p50 {statistics.median(ms):6.2f} ms  p95 {pct(ms, 0.95):6.2f}"
                f" ms  max {max(ms):6.2f} ms  (n={len(ms)})") if ms else f"  {name} (none)"
    print("key -> repaint of the status line:")
    print(line("while the coach works in the worker", busy))
    print(line("with the worker idle", idle))
    print(line("the coach's work per game (in the worker)", [1000 * w for w in worked]))
    print(f"  ({len(worked)} games valued, {len(records)} different; the first of each game "
          "builds its tables)")
    view.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true",
                    help="both, tiny: one calibration game, a dozen key presses (the suite's run)")
    sub = ap.add_subparsers(dest="what")
    c = sub.add_parser("calibrate")
    c.add_argument("--games", type=int, default=200)
    c.add_argument("--game")
    k = sub.add_parser("keys")
    k.add_argument("--presses", type=int, default=600)
    sub.add_parser("smoke")
    ns = ap.parse_args()
    if ns.what is None and not ns.smoke:
        ap.error("say what to measure: calibrate, keys or --smoke")
    if ns.what == "calibrate":
        calibrate(ns.games, ns.game)
    elif ns.what == "keys":
        keys(ns.presses)
    else:
        calibrate(1, "zdorovo")
        keys(12, "zdorovo")


if __name__ == "__main__":
    main()
