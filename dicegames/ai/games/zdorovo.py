"""The coach in Здорово!: costs in the expected final total (the advisor's measure).
Calibrated by `python bench/coach.py calibrate --games 300` (docs/ai.md "The coach"); the
tutor's thresholds as in `zonk.py`."""
from __future__ import annotations

from . import Coaching

GAMES = (Coaching("zdorovo", 1, easy=2.1284, normal=1.0987, strong=0.0, tutor=(0.3, 1.5, 8.0)),)
