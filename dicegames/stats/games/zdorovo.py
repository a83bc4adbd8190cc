"""Здорово!'s figures: the Здорово!s and the straights scored (worth points)."""
from __future__ import annotations

from dicegames.engine.events import Scored

from .base import Figures, Tally

STRAIGHTS = ("little_straight", "big_straight")


class ZdorovoFigures(Figures):
    counted = ("zdorovo", "straights")
    tallies = (Tally("zdorovo", Scored, lambda e: e.points > 0 and e.cell == "zdorovo"),
               Tally("straights", Scored, lambda e: e.points > 0 and e.cell in STRAIGHTS))


FIGURES = ZdorovoFigures("zdorovo")
