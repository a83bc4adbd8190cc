"""Readable, translatable words for every rules option, value, group and preset (context
"Options"); a game's own words for its options come from its look first. Unknown keys fall back
to readable raw words.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from dicegames.ui.games import look

CTX = "Options"


def _t(text: str, n: int = -1) -> str:
    out = QCoreApplication.translate(CTX, text, None, n)
    if n >= 0 and "(s)" in out:          # untranslated English plural: "2 throw(s)" → "2 throws"
        out = out.replace("(s)", "" if n == 1 else "s")
    return out


def humanize(word: str) -> str:
    """`free_reroll` → "Free reroll" (the fallback for anything not named below)."""
    text = str(word).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


GROUPS = {
    "": QT_TRANSLATE_NOOP("Options", "Rules"),
    "turn": QT_TRANSLATE_NOOP("Options", "The turn"),
    "scoring": QT_TRANSLATE_NOOP("Options", "Scoring"),
    "combinations": QT_TRANSLATE_NOOP("Options", "Combinations"),
    "match": QT_TRANSLATE_NOOP("Options", "Match"),
    "end": QT_TRANSLATE_NOOP("Options", "End of the game"),
    "settlement": QT_TRANSLATE_NOOP("Options", "Settlement"),
    "variants": QT_TRANSLATE_NOOP("Options", "Variants"),
    "six_kind": QT_TRANSLATE_NOOP("Options", "Six of a kind"),
    "school": QT_TRANSLATE_NOOP("Options", "School"),
    "figures": QT_TRANSLATE_NOOP("Options", "Figures"),
    "chips": QT_TRANSLATE_NOOP("Options", "Chips"),
    "setup": QT_TRANSLATE_NOOP("Options", "Setting up"),
    "version": QT_TRANSLATE_NOOP("Options", "Version"),
    "house": QT_TRANSLATE_NOOP("Options", "House rules"),
}

# option names by key (a game's own words for one of its options: its look's option_name)
NAMES = {
    # zdorovo
    "full_house_allows_five_kind": QT_TRANSLATE_NOOP("Options",
                                                     "Five alike also count as a full house"),
    "series_games": QT_TRANSLATE_NOOP("Options", "Games in the series"),
    "target": QT_TRANSLATE_NOOP("Options", "Target score"),
    # zonk
    "match_format": QT_TRANSLATE_NOOP("Options", "Match format"),
    "duel_settlement": QT_TRANSLATE_NOOP("Options", "A duel is settled by"),
    "multi_end": QT_TRANSLATE_NOOP("Options", "The game ends"),
    "rounds": QT_TRANSLATE_NOOP("Options", "Number of rounds"),
    "rotate_first_player": QT_TRANSLATE_NOOP("Options", "First player moves on each round"),
    "duel_tie": QT_TRANSLATE_NOOP("Options", "A tied duel"),
    "target_check": QT_TRANSLATE_NOOP("Options", "Reaching the target ends the game"),
    "money_per_point": QT_TRANSLATE_NOOP("Options", "Money per point"),
    "free_reroll": QT_TRANSLATE_NOOP("Options", "Free re-throw without keeping anything"),
    "free_reroll_scope": QT_TRANSLATE_NOOP("Options", "A free re-throw uses"),
    "keep_all_combinations": QT_TRANSLATE_NOOP("Options",
                                               "Every combination thrown must be set aside"),
    "three_pairs_allow_four_plus_pair": QT_TRANSLATE_NOOP(
        "Options", "Four alike and a pair count as three pairs"),
    "pair_max_ace_high": QT_TRANSLATE_NOOP("Options",
                                           "Ones count as the highest die in pairs and triples"),
    "allow_partial_combination": QT_TRANSLATE_NOOP(
        "Options", "A smaller combination may be kept out of a larger one"),
    "must_throw_all_remaining": QT_TRANSLATE_NOOP("Options", "All remaining dice must be thrown"),
    "six_kind_scope": QT_TRANSLATE_NOOP("Options", "Six alike count when thrown"),
    "six_kind_effect": QT_TRANSLATE_NOOP("Options", "Six alike win"),
    "six_kind_payment": QT_TRANSLATE_NOOP("Options", "Six alike: each player pays (points)"),
    "six_kind_round_points": QT_TRANSLATE_NOOP("Options", "Six alike: round score (points)"),
    "six_kind_as_two_triples": QT_TRANSLATE_NOOP(
        "Options", "Six alike in a later series score as two triples"),
    # chicago / detroit
    "version": QT_TRANSLATE_NOOP("Options", "Version"),
    "end_rule": QT_TRANSLATE_NOOP("Options", "When someone reaches the target"),
    "hot_dice": QT_TRANSLATE_NOOP("Options", "Hot dice: throwing all dice again is"),
    "keep_rule": QT_TRANSLATE_NOOP("Options", "Setting dice aside"),
    "colour_pairs_distinct": QT_TRANSLATE_NOOP("Options",
                                               "Colour pairs must show three different numbers"),
    "piggyback": QT_TRANSLATE_NOOP("Options", "Build on the previous player's score"),
    "opening_minimum": QT_TRANSLATE_NOOP("Options", "Points needed to get on the board"),
    "multiples": QT_TRANSLATE_NOOP("Options", "Four, five and six alike"),
    # school
    "school_scoring": QT_TRANSLATE_NOOP("Options", "School cells score"),
    "school_first_turns": QT_TRANSLATE_NOOP("Options", "Turns for the school only"),
    "double_scope": QT_TRANSLATE_NOOP("Options", "A first-throw figure doubles"),
    "pigos_content": QT_TRANSLATE_NOOP("Options", "Pigos may contain"),
    "crossout": QT_TRANSLATE_NOOP("Options", "Crossing out a figure"),
    "two_pairs_allows_four_kind": QT_TRANSLATE_NOOP("Options",
                                                    "Four alike also count as two pairs"),
    "reroll_kept_dice": QT_TRANSLATE_NOOP("Options", "Kept dice may be thrown again"),
    # zanzibar
    "chips": QT_TRANSLATE_NOOP("Options", "Chips in the pot"),
    "dry_loading": QT_TRANSLATE_NOOP("Options", "Dry loading: one throw each while loading"),
    "limit_reference": QT_TRANSLATE_NOOP("Options", "The throw limit is set by"),
    "nenette_rule": QT_TRANSLATE_NOOP("Options", "Losing with 2-2-1 (nénette)"),
    "pure_vs_triple": QT_TRANSLATE_NOOP("Options", "6-1-1 against 6-6-6"),
    "first_starter": QT_TRANSLATE_NOOP("Options", "Who starts"),
}

# value names by (key, value) (a game's own: its look's value_name)
VALUES = {
    ("match_format", "duel"): QT_TRANSLATE_NOOP("Options", "Duel: one round"),
    ("match_format", "multi"): QT_TRANSLATE_NOOP("Options", "Several rounds, settled by the bank"),
    ("duel_settlement", "stake"): QT_TRANSLATE_NOOP("Options", "The winner takes the stake"),
    ("duel_settlement", "difference"): QT_TRANSLATE_NOOP("Options",
                                                         "The loser pays the difference"),
    ("multi_end", "target"): QT_TRANSLATE_NOOP("Options", "When the leader reaches the target"),
    ("multi_end", "rounds"): QT_TRANSLATE_NOOP("Options", "After a number of rounds"),
    ("duel_tie", "draw"): QT_TRANSLATE_NOOP("Options", "Is a draw: the stake is returned"),
    ("duel_tie", "replay"): QT_TRANSLATE_NOOP("Options", "Is played again"),
    ("target_check", "end_of_round"): QT_TRANSLATE_NOOP("Options", "At the end of the round"),
    ("target_check", "immediate"): QT_TRANSLATE_NOOP("Options", "At once"),
    ("free_reroll_scope", "thrown_dice"): QT_TRANSLATE_NOOP("Options", "The dice just thrown"),
    ("free_reroll_scope", "all_six"): QT_TRANSLATE_NOOP("Options",
                                                        "All six dice (earlier points cancelled)"),
    ("six_kind_scope", "any_six_dice_throw"): QT_TRANSLATE_NOOP("Options",
                                                                "In any throw of six dice"),
    ("six_kind_scope", "first_throw_of_turn"): QT_TRANSLATE_NOOP(
        "Options", "Only in the first throw of the turn"),
    ("six_kind_effect", "win_game"): QT_TRANSLATE_NOOP("Options", "The whole game"),
    ("six_kind_effect", "win_round"): QT_TRANSLATE_NOOP("Options", "The round"),
    ("version", "chicago"): QT_TRANSLATE_NOOP("Options", "Chicago: five dice"),
    ("version", "detroit"): QT_TRANSLATE_NOOP("Options", "Detroit: six coloured dice"),
    ("end_rule", "immediate"): QT_TRANSLATE_NOOP("Options", "They win at once"),
    ("end_rule", "final_round"): QT_TRANSLATE_NOOP("Options", "Everyone else gets one more turn"),
    ("hot_dice", "mandatory"): QT_TRANSLATE_NOOP("Options", "Required"),
    ("hot_dice", "optional"): QT_TRANSLATE_NOOP("Options", "Up to the player"),
    ("keep_rule", "choose"): QT_TRANSLATE_NOOP("Options", "Keep any scoring dice you choose"),
    ("keep_rule", "all_scoring_dice"): QT_TRANSLATE_NOOP("Options",
                                                         "Every scoring die must be kept"),
    ("multiples", "additive"): QT_TRANSLATE_NOOP("Options", "Add up as in the text"),
    ("multiples", "doubling"): QT_TRANSLATE_NOOP("Options", "Double the triple each time"),
    ("school_scoring", "face_times_excess"): QT_TRANSLATE_NOOP(
        "Options", "The face times the dice above or below three"),
    ("school_scoring", "unit_per_die"): QT_TRANSLATE_NOOP("Options",
                                                          "One point per die above or below"),
    ("double_scope", "whole_value"): QT_TRANSLATE_NOOP("Options", "The whole value"),
    ("double_scope", "face_sum_only"): QT_TRANSLATE_NOOP("Options", "Only the sum of the faces"),
    ("pigos_content", "any"): QT_TRANSLATE_NOOP("Options", "Any five dice"),
    ("pigos_content", "at_most_one_pair"): QT_TRANSLATE_NOOP("Options", "At most one pair"),
    ("pigos_content", "strict_junk"): QT_TRANSLATE_NOOP("Options", "No figure at all"),
    ("crossout", "any_open_figure"): QT_TRANSLATE_NOOP("Options", "Any open figure"),
    ("crossout", "only_if_figure_absent"): QT_TRANSLATE_NOOP(
        "Options", "Only a figure the dice do not show"),
    ("limit_reference", "previous_player"): QT_TRANSLATE_NOOP("Options", "The previous player"),
    ("limit_reference", "starter"): QT_TRANSLATE_NOOP("Options", "The round's first player"),
    ("nenette_rule", "literal"): QT_TRANSLATE_NOOP("Options", "Nothing extra (as in the text)"),
    ("nenette_rule", "loser_min_4"): QT_TRANSLATE_NOOP("Options", "The loser takes at least 4"),
    ("nenette_rule", "loser_plus_4"): QT_TRANSLATE_NOOP("Options", "The loser takes 4 more"),
    ("pure_vs_triple", "triple_wins_ties"): QT_TRANSLATE_NOOP("Options", "6-6-6 ranks higher"),
    ("pure_vs_triple", "pure_wins_ties"): QT_TRANSLATE_NOOP("Options",
                                                            "6-1-1 ranks higher (French bars)"),
    ("first_starter", "die_roll"): QT_TRANSLATE_NOOP("Options", "Highest throw of one die"),
    ("first_starter", "random"): QT_TRANSLATE_NOOP("Options", "Chosen at random"),
    ("first_starter", "seat_1"): QT_TRANSLATE_NOOP("Options", "The first player at the table"),
    ("school_first_turns", 3): QT_TRANSLATE_NOOP("Options", "3 (the big game from turn 4)"),
    ("school_first_turns", 6): QT_TRANSLATE_NOOP("Options", "6 (the whole school first)"),
    ("six_kind_payment", 0): QT_TRANSLATE_NOOP("Options", "the target score"),
    ("six_kind_round_points", 0): QT_TRANSLATE_NOOP("Options", "the target score"),
}

PRESETS = {
    "standard": QT_TRANSLATE_NOOP("Options", "Standard"),
    "literal": QT_TRANSLATE_NOOP("Options", "As the source text reads"),
    "series": QT_TRANSLATE_NOOP("Options", "Series"),
    "target": QT_TRANSLATE_NOOP("Options", "To a target"),
    "duel": QT_TRANSLATE_NOOP("Options", "Duel"),
    "multi": QT_TRANSLATE_NOOP("Options", "Several rounds"),
    "classic": QT_TRANSLATE_NOOP("Options", "Classic"),
    "house": QT_TRANSLATE_NOOP("Options", "House rules"),
    "dry": QT_TRANSLATE_NOOP("Options", "Dry loading"),
    "french": QT_TRANSLATE_NOOP("Options", "French bar rules"),
}


def group_name(group: str) -> str:
    return _t(GROUPS[group]) if group in GROUPS else humanize(group)


def option_name(game: str, key: str) -> str:
    own = look(game).option_name(key)
    if own:
        return own
    text = NAMES.get(key)
    return _t(text) if text else humanize(key)


def value_name(game: str, key: str, value: Any) -> str:
    """The words for a choice value (or on/off, or the number)."""
    if isinstance(value, bool):
        return _t("on") if value else _t("off")
    own = look(game).value_name(key, value)
    if own:
        return own
    named = VALUES.get((key, value))
    if named:
        return _t(named)
    if isinstance(value, int):
        if key == "throws":
            return _t("%n throw(s)", value)
        return str(value)
    return humanize(value)


def preset_name(preset: str) -> str:
    return _t(PRESETS[preset]) if preset in PRESETS else humanize(preset)
