"""The computer's levels as the app keeps them (in records, settings and household players) and
their names: New game's seats, the household players and the statistics say them alike."""
from __future__ import annotations

from dicegames.ui.words import translate

LEVELS = ("easy", "medium", "strong")     # the computer's levels (dicegames.ai.LEVELS)
OLD_LEVELS = {"normal": "medium"}          # as older versions wrote them in records, settings


def seat_level(level: str) -> str:
    """A computer seat's level id as this version plays it: the old "normal" (and a record
    with none or one it does not know) is "medium"."""
    level = OLD_LEVELS.get(level, level)
    return level if level in LEVELS else "medium"


def level_name(level: str) -> str:
    """ "Easy", "Normal" or "Strong" in the current language (an old id too)."""
    return {"easy": translate("Players", "Easy"), "medium": translate("Players", "Normal"),
            "strong": translate("Players", "Strong")}.get(seat_level(level), level)
