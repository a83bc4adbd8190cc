"""Who a statistics key names, now: the household players by their profile, and the computer
at each level ("Computer · Strong") — Saved games, statistics, practice and Settings say them
alike."""
from __future__ import annotations

from dicegames.ui.words import fill, translate


def profile_names() -> dict[str, str]:
    """Player key → a household player's name now (never raises)."""
    from dicegames.persistence.profiles import ProfileBook
    return ProfileBook().names()


def computer_names() -> dict[str, str]:
    """The statistics' name of the computer at each level ("Computer · Strong"), by key."""
    from dicegames.stats.summary import COMPUTER_LEVELS
    from dicegames.ui.common.levels import level_name
    return {f"computer:{level}": fill(translate("Stats", "Computer \u00b7 %1"), level_name(level))
            for level in COMPUTER_LEVELS}
