"""Build the shipped solver tables: `python -m dicegames.ai.build_tables [--out DIR]`.

Deterministic: the same code and numpy give the same bytes. Today one table ships, the school
solitaire optimum for the default rules (`school_standard.npy`, float32, ~14 MB).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from dicegames.engine import game_info

from .school_solver import N, SchoolSolver


def build_school(out: Path, quiet: bool = False, preset: str = "standard") -> Path:
    """The school table of a preset (only `standard` ships; others for measurements)."""
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
        print(f"school standard: expected final total {value:.3f}, "
              f"{path.stat().st_size} bytes, {time.perf_counter() - start:.0f} s",
              file=sys.stderr)
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m dicegames.ai.build_tables")
    p.add_argument("--out", default=str(Path(__file__).resolve().parents[2] / "resources" / "ai"))
    p.add_argument("--preset", default="standard", help="a school preset (only standard ships)")
    ns = p.parse_args(argv)
    build_school(Path(ns.out), preset=ns.preset)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
