"""The coach in the Zonk family (zonk, chicago, detroit): costs in expected points banked this
turn (the advisor's measure). Calibrated by `python bench/coach.py calibrate --games 300`
(docs/ai.md "The coach"): the levels' mean cost per decision; the tutor's thresholds are a
fifth of the Normal computer's median mistake, that median, and the Easy computer's 90th
percentile mistake. Near the end of a game the Strong computer plays for the target, which this
measure counts as a cost."""
from __future__ import annotations

from . import Coaching

GAMES = (
    Coaching("zonk", 1, easy=0.6995, normal=0.3114, strong=0.1950, tutor=(0.4, 2.0, 5.0)),
    Coaching("chicago", 1, easy=20.917, normal=4.803, strong=1.106, tutor=(2.5, 12.5, 125.0)),
    Coaching("detroit", 1, easy=36.149, normal=9.046, strong=2.538, tutor=(10.0, 50.0, 190.0)),
)
