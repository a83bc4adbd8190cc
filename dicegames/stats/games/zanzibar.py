"""421's figures: the 421s kept, the nénettes (221) kept and the chips taken."""
from __future__ import annotations

from dicegames.engine.events import ChipsMoved
from dicegames.engine.games.zanzibar import HandKept

from .base import Figures, Tally


class ZanzibarFigures(Figures):
    counted = ("hands_421", "nenettes", "chips_taken")
    tallies = (Tally("hands_421", HandKept, lambda e: e.hand == "421"),
               Tally("nenettes", HandKept, lambda e: e.hand == "221"),
               Tally("chips_taken", ChipsMoved, amount=lambda e: e.chips,
                     seat=lambda e: e.target))


FIGURES = ZanzibarFigures("zanzibar")
