"""The statistics' words: each figure's name, rates as percentages, figures as numbers."""
from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale, QObject

from dicegames.ui.games import look
from dicegames.ui.words import fill, format_points, translate


class StatsWords(QObject):
    """The counted words of the statistics (context "StatsWords")."""

    def games(self, n: int) -> str:
        return self.tr("%Ln finished game(s)", "", n)

    def wins(self, n: int) -> str:
        return self.tr("%Ln win(s)", "", n)


def figure_name(fid: str, game: str | None = None) -> str:
    """A figure's column title (docs/stats.md names every id): the common figures' here, a
    game's own from its look."""
    names = {
        "games": translate("Stats", "Games"),
        "wins": translate("Stats", "Wins"),
        "win_rate": translate("Stats", "Win rate"),
        "mean_points": translate("Stats", "Average result"),
        "best_points": translate("Stats", "Best result"),
        "streak": translate("Stats", "Streak"),
        "best_streak": translate("Stats", "Best streak"),
    }
    if fid in names:
        return names[fid]
    own = look(game).figure_name(fid) if game is not None else None
    return own or fid


def is_rate(fid: str, game: str | None = None) -> bool:
    """Is the figure a share, shown as a percentage (the win rate, a game's own rates)?"""
    from dicegames.stats.games import figures
    return fid == "win_rate" or (game is not None and fid in figures(game).rates)


def percent_text(value: Fraction | None) -> str:
    """A share as "42 %" in the language's way ("—" when there is none)."""
    if value is None:
        return "\u2014"
    return fill(translate("Stats", "%1%"), QLocale().toString(float(value) * 100, "f", 0))


def figure_text(fid: str, value: Fraction | int | None, game: str | None = None) -> str:
    if value is None:
        return "\u2014"
    if is_rate(fid, game):
        return percent_text(Fraction(value))
    return format_points(value)
