"""The statistics' words: each figure's name, rates as percentages, figures as numbers."""
from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale, QObject

from dicegames.ui.words import fill, format_points, translate


class StatsWords(QObject):
    """The counted words of the statistics (context "StatsWords")."""

    def games(self, n: int) -> str:
        return self.tr("%Ln finished game(s)", "", n)

    def wins(self, n: int) -> str:
        return self.tr("%Ln win(s)", "", n)


def figure_name(fid: str) -> str:
    """A figure's column title (docs/stats.md names every id)."""
    names = {
        "games": translate("Stats", "Games"),
        "wins": translate("Stats", "Wins"),
        "win_rate": translate("Stats", "Win rate"),
        "mean_points": translate("Stats", "Average result"),
        "best_points": translate("Stats", "Best result"),
        "streak": translate("Stats", "Streak"),
        "best_streak": translate("Stats", "Best streak"),
        "turns": translate("Stats", "Turns"),
        "zonks": translate("Stats", "Zonks"),
        "zonk_rate": translate("Stats", "Zonk rate"),
        "hot_dice": translate("Stats", "Hot dice"),
        "school_result_mean": translate("Stats", "Average school result"),
        "school_result_best": translate("Stats", "Best school result"),
        "crossed": translate("Stats", "Crossed out"),
        "crossed_mean": translate("Stats", "Crossed out per game"),
        "zdorovo": translate("Stats", "Zdorovo!s"),
        "straights": translate("Stats", "Straights"),
        "hands_421": translate("Stats", "421s thrown"),
        "nenettes": translate("Stats", "Nénettes"),
        "chips_taken": translate("Stats", "Chips taken"),
    }
    return names.get(fid, fid)


RATES = frozenset({"win_rate", "zonk_rate"})


def percent_text(value: Fraction | None) -> str:
    """A share as "42 %" in the language's way ("—" when there is none)."""
    if value is None:
        return "\u2014"
    return fill(translate("Stats", "%1%"), QLocale().toString(float(value) * 100, "f", 0))


def figure_text(fid: str, value: Fraction | int | None) -> str:
    if value is None:
        return "\u2014"
    if fid in RATES:
        return percent_text(Fraction(value))
    return format_points(value)
