"""The coach in 421: costs in expected net chips this round (the advisor's measure, lower is
better), calibrated in docs/ai.md "The coach"."""
from __future__ import annotations

from . import Coaching

GAMES = (Coaching("zanzibar", 2, easy=0.2, normal=0.1, strong=0.0,
                  tutor=(0.02, 0.1, 0.25)),)
