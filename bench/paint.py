"""Benchmark: paint cost of the dice tray during a 6-dice roll animation (offscreen).

    QT_QPA_PLATFORM=offscreen python bench/paint.py [--rolls N] [--size WxH] [--shelf] [--smoke]

Reports the p50/p95/max time of one tray paint and the frames actually painted per second
while the animation runs (the animation asks for ~60 fps). Target: p95 <= 4 ms, ~60 fps (exit
code 1 when the paint p95 is above). Not a test: timings depend on the machine. `--smoke` (the
test suite's run): one roll, with a kept shelf, no goal.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QElapsedTimer
from PySide6.QtWidgets import QApplication

from dicegames.engine import ShelfGroup
from dicegames.ui.play.tray import DiceTray


class TimedTray(DiceTray):
    """A tray that records how long each paint takes."""

    def __init__(self) -> None:
        super().__init__()
        self.paint_ms: list[float] = []
        self.cpu_ms: list[float] = []       # the same paints, in the GUI thread's CPU time

    def paintEvent(self, event) -> None:
        t, c = time.perf_counter(), time.thread_time()
        super().paintEvent(event)
        self.paint_ms.append((time.perf_counter() - t) * 1000)
        self.cpu_ms.append((time.thread_time() - c) * 1000)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rolls", type=int, default=10)
    ap.add_argument("--size", default="960x520")
    ap.add_argument("--shelf", action="store_true", help="also draw a kept shelf")
    ap.add_argument("--smoke", action="store_true", help="one roll with a shelf, no goal")
    args = ap.parse_args()
    if args.smoke:
        args.rolls, args.shelf = 1, True
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    w, h = (int(x) for x in args.size.split("x"))
    tray = TimedTray()
    tray.resize(w, h)
    tray.set_max_side(120)
    shelf = (ShelfGroup("two_5", (5, 5), 3), ShelfGroup("three_2", (2, 2, 2), 32)) \
        if args.shelf else ()
    tray.set_table((1, 5, 5, 3, 2, 6), (), tuple(range(6)), shelf, frozenset())
    tray.show()
    app.processEvents()
    frames, seconds, cpu = [], [], []
    for k in range(args.rolls):
        tray.set_table(tuple((k + i) % 6 + 1 for i in range(6)), (), tuple(range(6)), shelf,
                       frozenset())
        tray.paint_ms.clear()
        tray.cpu_ms.clear()
        clock = QElapsedTimer()
        clock.start()
        tray.roll(tuple(range(6)))
        while tray.animating:
            app.processEvents()
        seconds.append(clock.elapsed() / 1000)
        frames.append(list(tray.paint_ms))
        cpu.extend(tray.cpu_ms)
    paints = sorted(ms for run in frames for ms in run)
    fps = [len(run) / s for run, s in zip(frames, seconds, strict=True)]
    p95 = paints[int(0.95 * (len(paints) - 1))]
    print(f"tray {w}x{h}, dpr {tray.devicePixelRatioF():g}, {args.rolls} rolls of 6 dice, "
          f"{statistics.mean(seconds) * 1000:.0f} ms each")
    cpu.sort()
    print(f"paint ms: p50 {statistics.median(paints):.2f}  p95 {p95:.2f}  max {paints[-1]:.2f}"
          f"  ({len(paints)} frames); in the GUI thread's CPU time p50 "
          f"{statistics.median(cpu):.2f}  p95 {cpu[int(0.95 * (len(cpu) - 1))]:.2f}")
    print(f"frames per second during the roll: {statistics.mean(fps):.1f} (target 60)")
    if args.smoke:
        print("goal not judged (smoke run)")
        return 0
    print("OK" if p95 <= 4.0 else "SLOW: p95 above 4 ms")
    return 0 if p95 <= 4.0 else 1


if __name__ == "__main__":
    sys.exit(main())
