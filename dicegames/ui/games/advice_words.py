"""The coach's words: the bands, the tutor's sensitivity, costs in a game's decimals."""
from __future__ import annotations

from PySide6.QtCore import QObject

from dicegames.ui.words import fill, format_decimal, translate


class CoachWords(QObject):
    """The counted phrases of the coach (context "CoachWords")."""

    def decisions(self, n: int) -> str:
        return self.tr("%Ln decision(s)", "", n)

    def games(self, n: int) -> str:
        return self.tr("%Ln game(s)", "", n)

    def waiting(self, n: int) -> str:
        return self.tr("Working out the ratings of %Ln earlier game(s)…", "", n)

    def positions(self, n: int) -> str:
        return self.tr("%Ln position(s)", "", n)


def measure_of(game: str) -> str:
    """The advisor's measure of a game (its costs are in it)."""
    from dicegames.ai.advisor import MEASURES
    return MEASURES.get(game, "")


def places_of(game: str) -> int:
    from dicegames.ai.games import coaching
    c = coaching(game)
    return c.places if c is not None else 1


def cost_text(game: str, cost: float | None) -> str:
    """A cost in the game's decimals ("—" when there is none)."""
    return "\u2014" if cost is None else format_decimal(cost, places_of(game))


def band_name(band: str | None) -> str:
    return {"master": translate("Coach", "Master"), "expert": translate("Coach", "Expert"),
            "advanced": translate("Coach", "Advanced"), "casual": translate("Coach", "Casual"),
            "beginner": translate("Coach", "Beginner")}.get(band or "", "\u2014")


def band_tip(game: str, band: str | None) -> str:
    """What a band means in a game, in a sentence ("" without one)."""
    from dicegames.ai.games import coaching
    c = coaching(game)
    if c is None or band is None:
        return ""
    master, normal, half, easy = (cost_text(game, x) for x in c.limits())
    return {
        "master": fill(translate("Coach", "Master: a cost per decision of at most %1, halfway "
                                 "from the Strong computer to the Normal one."), master),
        "expert": fill(translate("Coach", "Expert: at most %1, as good as the Normal computer "
                                 "or better."), normal),
        "advanced": fill(translate("Coach", "Advanced: at most %1, halfway between the Normal "
                                   "and the Easy computer."), half),
        "casual": fill(translate("Coach", "Casual: at most %1, the Easy computer's cost."),
                       easy),
        "beginner": fill(translate("Coach", "Beginner: more than %1, the Easy computer's "
                                   "cost."), easy),
    }.get(band, "")


def tutor_level_name(level: str) -> str:
    return {"slips": translate("Coach", "Every costly move"),
            "mistakes": translate("Coach", "Clear mistakes"),
            "blunders": translate("Coach", "Big mistakes only")}.get(level, level)
