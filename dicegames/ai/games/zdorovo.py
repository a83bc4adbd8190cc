"""The coach in Здорово!: costs in the expected final total (the advisor's measure),
calibrated in docs/ai.md "The coach"."""
from __future__ import annotations

from . import Coaching

GAMES = (Coaching("zdorovo", 1, easy=5.0, normal=3.0, strong=0.0, tutor=(0.5, 2.0, 5.0)),)
