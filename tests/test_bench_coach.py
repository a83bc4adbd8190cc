"""The coach's benchmark runs (its smoke run: one calibration game, a dozen key presses)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_coach_bench_runs(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "coach.py"), "smoke"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "zdorovo: 1 games of 2 seats per level" in out.stdout
    assert "cost/decision" in out.stdout and "strong" in out.stdout
    assert "while the coach works in the worker" in out.stdout
