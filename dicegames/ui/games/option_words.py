"""Readable, translatable words for every rules option, value, group and preset (context
"Options"): a game's own words for its options, values, groups and presets are its look's
(`GameLook.option_name`, `value_name`, `group_name`, `preset_name`); here are the words of those
several games have or any game may have (a target, rounds, chips, who starts …). Unknown keys
fall back to readable raw words.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from dicegames.ui.games import look
from dicegames.ui.words import format_points, phrases, translate


class OptionsWords(QObject):
    """The counted option values (context "OptionsWords")."""

    def throws(self, n: int) -> str:
        return self.tr("%n throw(s)", "", n)


def humanize(word: str) -> str:
    """`free_reroll` → "Free reroll" (the fallback for anything not named below)."""
    text = str(word).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def _groups() -> dict[str, str]:
    """The option groups several games have, by id, in the current language."""
    return {
        "": translate("Options", "Rules"),
        "turn": translate("Options", "The turn"),
        "scoring": translate("Options", "Scoring"),
        "combinations": translate("Options", "Combinations"),
        "match": translate("Options", "Match"),
    }


def _names() -> dict[str, str]:
    """The names of the options any game may have (those with a common help), by key, in the
    current language."""
    return {
        "full_house_allows_five_kind": translate("Options",
                                                 "Five alike also count as a full house"),
        "target": translate("Options", "Target score"),
        "rounds": translate("Options", "Number of rounds"),
        "version": translate("Options", "Version"),
        "chips": translate("Options", "Chips in the pot"),
        "first_starter": translate("Options", "Who starts"),
    }


def _values() -> dict[tuple[str, Any], str]:
    """The names of those options' values, by (key, value), in the current language."""
    return {
        ("first_starter", "die_roll"): translate("Options", "Highest throw of one die"),
        ("first_starter", "random"): translate("Options", "Chosen at random"),
        ("first_starter", "seat_1"): translate("Options", "The first player at the table"),
    }


def _help() -> dict[str, str]:
    """The help of options several games share (context "OptionHelp"), in the current language;
    a game's own help for its options comes from its look's option_help."""
    return {
        "target": translate("OptionHelp", "The score that ends the game: once a player "
                            "reaches it, the game is decided."),
        "rounds": translate("OptionHelp", "How many rounds the game lasts; in a round every "
                            "player takes one turn."),
        "throws": translate("OptionHelp", "How many throws a player may make in one turn."),
        "full_house_allows_five_kind": translate("OptionHelp", "On: five dice of the same face "
                                                 "also count as a full house."),
        "version": translate("OptionHelp", "Which version of the game is played."),
        "first_starter": translate("OptionHelp", "How the player who starts the game is "
                                   "chosen."),
        "chips": translate("OptionHelp", "How many chips are in play at the start."),
    }


def _presets() -> dict[str, str]:
    """The presets several games have, by id, in the current language."""
    return {
        "standard": translate("Options", "Standard"),
        "literal": translate("Options", "As the source text reads"),
        "multi": translate("Options", "Several rounds"),
        "classic": translate("Options", "Classic"),
        "house": translate("Options", "House rules"),
        "french": translate("Options", "French bar rules"),
    }


def group_name(game: str, group: str) -> str:
    return look(game).group_name(group) or _groups().get(group) or humanize(group)


def option_name(game: str, key: str) -> str:
    own = look(game).option_name(key)
    if own:
        return own
    return _names().get(key) or humanize(key)


def option_help(game: str, key: str) -> str:
    """What an option changes in play, for its tool tip and accessible description: the game's
    own help first, then the common help of a key several games share, else "" (none)."""
    own = look(game).option_help(key)
    if own:
        return own
    return _help().get(key, "")


def value_name(game: str, key: str, value: Any) -> str:
    """The words for a choice value (or on/off, or the number)."""
    if isinstance(value, bool):
        return translate("Options", "on") if value else translate("Options", "off")
    own = look(game).value_name(key, value)
    if own:
        return own
    named = _values().get((key, value))
    if named:
        return named
    if isinstance(value, int):
        if key == "throws":
            return phrases(OptionsWords).throws(value)
        return format_points(value)
    return humanize(value)


def preset_name(game: str, preset: str) -> str:
    return look(game).preset_name(preset) or _presets().get(preset) or humanize(preset)
