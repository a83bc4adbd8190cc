"""Build the shipped solver tables: `python -m dicegames.ai.build_tables [--out DIR]
[--preset P]…`.

Deterministic: the same code and numpy give the same bytes. Two tables ship, the school
solitaire optimum for the presets `standard` (the default rules, `school_standard.npy`,
float32, 13.9 MB) and `unit_school` (`school_unit_school.npy`, 4.3 MB); about 200 s and 165 s
on two cores. Other presets can be built for measurements (bench/ai.py approx).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from dicegames.engine import game_info

from .school_solver import SHIPPED, N, SchoolSolver


def build_school(out: Path, quiet: bool = False, preset: str = "standard") -> Path:
    """The school table of a preset (`SHIPPED` lists the ones that ship)."""
    rules = game_info("school").rules(preset=preset)
    solver = SchoolSolver(rules)
    start = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if not quiet:
            print(f"  school: {done}/{total} sheets, {time.perf_counter() - start:.0f} s",
                  file=sys.stderr)

    solver.build(progress=progress)
    path = out / f"school_{preset}.npy"
    out.mkdir(parents=True, exist_ok=True)
    np.save(path, solver.V.astype(np.float32), allow_pickle=False)
    if not quiet:
        value = float(solver.value((1 << N) - 1, 0, 1, 1))
        print(f"school {preset}: expected final total {value:.3f}, "
              f"{path.stat().st_size} bytes, {time.perf_counter() - start:.0f} s",
              file=sys.stderr)
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m dicegames.ai.build_tables")
    p.add_argument("--out", default=str(Path(__file__).resolve().parents[2] / "resources" / "ai"))
    p.add_argument("--preset", action="append", default=[],
                   help="a school preset (default: the shipped ones)")
    ns = p.parse_args(argv)
    for preset in ns.preset or list(SHIPPED.values()):
        build_school(Path(ns.out), preset=preset)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
