"""Benchmark: resuming a game whose log holds thousands of corrections (Continue).

    QT_QPA_PLATFORM=offscreen python bench/corrections.py [--corrections 8000] [--runs 3]
                                                          [--smoke]

A real-dice Zdorovo! game with its first throw corrected N times is loaded as Continue loads it:
the save parsed and replayed (`parse_save`), then the play session built on it (`GameSession`).
Goal: 8,000 corrections open in under 1 s (exit code 1 when missed). Not a test: timings
depend on the machine. `--smoke` (the test suite's run): 200 corrections, once, no goal.
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

from PySide6.QtWidgets import QApplication

from dicegames.engine import PlayerEntry, Record
from dicegames.persistence.saves import Snapshot, parse_save, save_bytes
from dicegames.ui.play.session import GameSession


def corrected(n: int) -> Record:
    s = GameSession(Record("zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris")), {}, 0, ""),
                    dice_source="real")
    for faces in ((1, 2, 3, 4, 5), (6, 6, 6, 2, 2), (3, 3, 4, 4, 4)):
        s.throw(faces)
        s.request("score big_hand")
    lines = list(s.record.actions)
    lines += [f"correct 0 roll {'2 2 2 2 2' if k % 2 == 0 else '1 2 3 4 5'}" for k in range(n)]
    return s.record.with_actions(tuple(lines))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corrections", type=int, default=8000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--smoke", action="store_true", help="200 corrections, once, no goal")
    args = ap.parse_args()
    if args.smoke:
        args.corrections, args.runs = 200, 1
    QApplication(sys.argv[:1])
    data = save_bytes(Snapshot(corrected(args.corrections), "real"))
    load, session = [], []
    for _ in range(args.runs):
        t = time.perf_counter()
        saved = parse_save(data)
        t1 = time.perf_counter()
        GameSession(saved.record, "real")
        t2 = time.perf_counter()
        load.append(t1 - t)
        session.append(t2 - t1)
    total = [a + b for a, b in zip(load, session, strict=True)]
    print(f"{args.corrections} corrections, {len(data) / 1024:.0f} KiB save, {args.runs} runs")
    print(f"  parse + replay  median {statistics.median(load):.3f} s")
    print(f"  session         median {statistics.median(session):.3f} s")
    ok = statistics.median(total) < 1
    print(f"  Continue total  median {statistics.median(total):.3f} s   (goal < 1 s: "
          f"{'not judged (smoke run)' if args.smoke else 'met' if ok else 'NOT met'})")
    return 0 if ok or args.smoke else 1


if __name__ == "__main__":
    raise SystemExit(main())
