"""Readable, translatable words for every rules option, value, group and preset (context
"Options"); a game's own words for its options come from its look first. Unknown keys fall back
to readable raw words.
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
    """The option groups by id, in the current language."""
    return {
        "": translate("Options", "Rules"),
        "turn": translate("Options", "The turn"),
        "scoring": translate("Options", "Scoring"),
        "combinations": translate("Options", "Combinations"),
        "match": translate("Options", "Match"),
        "end": translate("Options", "End of the game"),
        "settlement": translate("Options", "Settlement"),
        "variants": translate("Options", "Variants"),
        "six_of_a_kind": translate("Options", "Six of a kind"),
        "ranking": translate("Options", "Ranking of the combinations"),
        "school": translate("Options", "School"),
        "figures": translate("Options", "Figures"),
        "chips": translate("Options", "Chips"),
        "setup": translate("Options", "Setting up"),
        "version": translate("Options", "Version"),
        "house": translate("Options", "House rules"),
    }


def _names() -> dict[str, str]:
    """The option names by key, in the current language (a game's own words for one of its
    options come from its look's option_name)."""
    return {
        # zdorovo
        "full_house_allows_five_kind": translate("Options",
                                                 "Five alike also count as a full house"),
        "series_games": translate("Options", "Games in the series"),
        "target": translate("Options", "Target score"),
        # zonk
        "match_format": translate("Options", "Match format"),
        "duel_settlement": translate("Options", "A duel is settled by"),
        "multi_end": translate("Options", "The game ends"),
        "rounds": translate("Options", "Number of rounds"),
        "rotate_first_player": translate("Options", "First player moves on each round"),
        "duel_tie": translate("Options", "A tied duel"),
        "target_check": translate("Options", "Reaching the target ends the game"),
        "money_per_point": translate("Options", "Money per point"),
        "free_reroll": translate("Options", "Free re-throw without keeping anything"),
        "free_reroll_scope": translate("Options", "A free re-throw uses"),
        "keep_all_combinations": translate("Options", "Every combination thrown must be set aside"),
        "three_pairs_allow_four_plus_pair": translate("Options",
                                                      "Four alike and a pair count as three pairs"),
        "pair_max_ace_high": translate("Options",
                                       "Ones count highest in three pairs and two triples"),
        "allow_partial_combination": translate("Options",
                                               "A smaller combination may be kept out of a larger "
                                               "one"),
        "must_throw_all_remaining": translate("Options", "All remaining dice must be thrown"),
        "six_kind_scope": translate("Options", "Six alike win when thrown"),
        "six_kind_effect": translate("Options", "Six alike win"),
        "six_kind_payment": translate("Options", "Six alike: each player pays (points)"),
        "six_kind_round_points": translate("Options", "Six alike: round score (points)"),
        "six_kind_as_two_triples": translate("Options",
                                             "Six alike in a later series score as two triples"),
        # chicago / detroit
        "version": translate("Options", "Version"),
        "end_rule": translate("Options", "When someone reaches the target"),
        "hot_dice": translate("Options", "Hot dice: rolling all the dice again is"),
        "keep_rule": translate("Options", "Setting dice aside"),
        "colour_pairs_distinct": translate("Options",
                                           "Colour pairs must show three different numbers"),
        "piggyback": translate("Options", "Build on the previous player's score"),
        "opening_minimum": translate("Options", "Points needed to get on the board"),
        "multiples": translate("Options", "Four, five and six alike"),
        # school
        "school_scoring": translate("Options", "School cells score"),
        "school_first_turns": translate("Options", "Turns for the school only"),
        "double_scope": translate("Options", "A figure thrown straight off doubles"),
        "pigos_content": translate("Options", "Pigos may contain"),
        "crossout": translate("Options", "Crossing out a figure"),
        "two_pairs_allows_four_kind": translate("Options", "Four alike also count as two pairs"),
        "reroll_kept_dice": translate("Options", "Kept dice may be thrown again"),
        # zanzibar
        "chips": translate("Options", "Chips in the pot"),
        "dry_loading": translate("Options", "Dry loading: one throw each while loading"),
        "limit_reference": translate("Options", "The throw limit is set by"),
        "nenette_rule": translate("Options", "Losing with Nénette (221)"),
        "pure_vs_triple": translate("Options",
                                    "Pure hands against triples"),
        "first_starter": translate("Options", "Who starts"),
    }


def _values() -> dict[tuple[str, Any], str]:
    """The value names by (key, value), in the current language (a game's own: its look's
    value_name)."""
    return {
        ("match_format", "auto"): translate("Options", "A duel for two players, several rounds "
                                            "for more"),
        ("match_format", "duel"): translate("Options", "Duel: one round"),
        ("match_format", "multi"): translate("Options", "Several rounds, settled by the bank"),
        ("duel_settlement", "stake"): translate("Options", "The winner takes the stake"),
        ("duel_settlement", "difference"): translate("Options", "The loser pays the difference"),
        ("multi_end", "target"): translate("Options", "When the leader reaches the target"),
        ("multi_end", "rounds"): translate("Options", "After a number of rounds"),
        ("duel_tie", "draw"): translate("Options", "A draw: the stake is returned"),
        ("duel_tie", "replay"): translate("Options", "Played again"),
        ("target_check", "end_of_round"): translate("Options", "At the end of the round"),
        ("target_check", "immediate"): translate("Options", "At once"),
        ("free_reroll_scope", "thrown_dice"): translate("Options", "The dice just thrown"),
        ("free_reroll_scope", "all_six"): translate("Options",
                                                    "All six dice (earlier points cancelled)"),
        ("six_kind_scope", "any_six_dice_throw"): translate("Options", "In any throw of six dice"),
        ("six_kind_scope", "first_throw_of_turn"): translate("Options",
                                                             "Only in the first throw of the turn"),
        ("six_kind_effect", "win_game"): translate("Options", "The whole game"),
        ("six_kind_effect", "win_round"): translate("Options", "The round"),
        ("version", "chicago"): translate("Options", "Chicago: five dice"),
        ("version", "detroit"): translate("Options", "Detroit: six coloured dice"),
        ("end_rule", "immediate"): translate("Options", "They win at once"),
        ("end_rule", "final_round"): translate("Options", "Everyone else gets one more turn"),
        ("hot_dice", "mandatory"): translate("Options", "Required"),
        ("hot_dice", "optional"): translate("Options", "Up to the player"),
        ("keep_rule", "choose"): translate("Options", "Set aside any scoring dice you choose"),
        ("keep_rule", "all_scoring_dice"): translate("Options", "Every scoring die must be kept"),
        ("multiples", "additive"): translate("Options", "Extra dice count on their own"),
        ("multiples", "doubling"): translate("Options", "Double the triple each time"),
        ("school_scoring", "face_times_excess"): translate("Options",
                                                           "The face times the dice above or "
                                                           "below three"),
        ("school_scoring", "unit_per_die"): translate("Options",
                                                      "One point per die above or below three"),
        ("double_scope", "whole_value"): translate("Options", "The whole value"),
        ("double_scope", "face_sum_only"): translate("Options", "Only the sum of the faces"),
        ("pigos_content", "any"): translate("Options", "Any five dice"),
        ("pigos_content", "at_most_one_pair"): translate("Options", "At most one pair"),
        ("pigos_content", "strict_junk"): translate("Options", "No figure at all"),
        ("crossout", "any_open_figure"): translate("Options", "Any open figure"),
        ("crossout", "only_if_figure_absent"): translate("Options",
                                                         "Only a figure the dice do not show"),
        ("limit_reference", "previous_player"): translate("Options", "The previous player"),
        ("limit_reference", "starter"): translate("Options", "The starter of the round"),
        ("nenette_rule", "literal"): translate("Options", "Nothing extra (as in the text)"),
        ("nenette_rule", "loser_min_4"): translate("Options", "The loser takes at least 4"),
        ("nenette_rule", "loser_plus_4"): translate("Options", "The loser takes 4 more"),
        ("pure_vs_triple", "triple_wins_ties"): translate("Options", "The triple ranks higher"),
        ("pure_vs_triple", "pure_wins_ties"): translate("Options",
                                                        "The pure hand ranks higher (French bars)"),
        ("first_starter", "die_roll"): translate("Options", "Highest throw of one die"),
        ("first_starter", "random"): translate("Options", "Chosen at random"),
        ("first_starter", "seat_1"): translate("Options", "The first player at the table"),
        ("school_first_turns", 3): translate("Options", "3 (the big game from turn 4)"),
        ("school_first_turns", 6): translate("Options", "6 (the whole school first)"),
        ("six_kind_payment", 0): translate("Options", "the target score"),
        ("six_kind_round_points", 0): translate("Options", "the target score"),
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
    """The presets by id, in the current language."""
    return {
        "standard": translate("Options", "Standard"),
        "literal": translate("Options", "As the source text reads"),
        "series": translate("Options", "Series"),
        "target": translate("Options", "To a target"),
        "duel": translate("Options", "Duel"),
        "multi": translate("Options", "Several rounds"),
        "classic": translate("Options", "Classic"),
        "house": translate("Options", "House rules"),
        "dry": translate("Options", "Dry loading"),
        "french": translate("Options", "French bar rules"),
        "rounds": translate("Options", "A number of rounds"),
        "keep_all": translate("Options", "Keep every combination"),
        "free_reroll": translate("Options", "With a free re-throw"),
        "short": translate("Options", "Short game"),
        "school_first": translate("Options", "The whole school first"),
        "unit_school": translate("Options", "One point per die in the school"),
        "strict": translate("Options", "Strict figures"),
        "leader_limit": translate("Options", "The round's first player sets the limit"),
        "french_order": translate("Options", "6-1-1 above 6-6-6 (French bars)"),
        "nenette_penalty": translate("Options", "Nénette costs at least 4 chips"),
    }


def group_name(group: str) -> str:
    return _groups().get(group) or humanize(group)


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


def preset_name(preset: str) -> str:
    return _presets().get(preset) or humanize(preset)
