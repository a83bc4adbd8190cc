"""The coach in School: costs in the expected final total (the advisor's measure). Calibrated
by `python bench/coach.py calibrate --games 300` (docs/ai.md "The coach"); the tutor's
thresholds as in `zonk.py`."""
from __future__ import annotations

from . import Coaching

GAMES = (Coaching("school", 1, easy=4.2923, normal=3.6714, strong=0.0,
                  tutor=(0.75, 3.8, 21.0)),)
