"""The coach in 421: costs in expected net chips this round (the advisor's measure, fewer is
better). Calibrated by `python bench/coach.py calibrate --games 300` (docs/ai.md "The coach");
the tutor's thresholds as in `zonk.py`."""
from __future__ import annotations

from . import Coaching

GAMES = (Coaching("zanzibar", 2, easy=0.4645, normal=0.3502, strong=0.0,
                  tutor=(0.09, 0.44, 1.7)),)
