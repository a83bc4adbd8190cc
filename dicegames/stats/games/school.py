"""School's figures: the school result (the sheet's) and the figures crossed out, and over
many games the mean and best school result and the crossed-out figures per game."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dicegames.engine.events import CrossedOut

from .base import Figure, Figures, Tally, rate


class SchoolFigures(Figures):
    counted = ("school_result", "crossed")
    tallies = (Tally("crossed", CrossedOut),)
    kept = ("school_result",)
    made = ("school_result_mean", "school_result_best", "crossed_mean")

    def finish(self, game: Any, state: Any, out: list[dict[str, int]]) -> None:
        sheet = game.scoresheet(state)
        for p, seat in enumerate(out):
            value = sheet.value("school_result", p)
            seat["school_result"] = int(value) if value is not None else 0

    def over_games(self, seats: Sequence[Any]) -> dict[str, Figure]:
        out = super().over_games(seats)
        results = [s.figures.get("school_result", 0) for s in seats]
        n = len(seats)
        out["school_result_mean"] = rate(sum(results), n)
        out["school_result_best"] = max(results) if results else None
        out["crossed_mean"] = rate(out["crossed"], n)
        return out


FIGURES = SchoolFigures("school")
