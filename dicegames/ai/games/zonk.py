"""The coach in the Zonk family (zonk, chicago, detroit): costs in expected points banked this
turn (the advisor's measure), calibrated in docs/ai.md "The coach"."""
from __future__ import annotations

from . import Coaching

GAMES = (
    Coaching("zonk", 1, easy=1.0, normal=0.5, strong=0.0, tutor=(0.5, 2.0, 5.0)),
    Coaching("chicago", 1, easy=20.0, normal=10.0, strong=0.0, tutor=(5.0, 25.0, 60.0)),
    Coaching("detroit", 1, easy=20.0, normal=10.0, strong=0.0, tutor=(5.0, 25.0, 60.0)),
)
