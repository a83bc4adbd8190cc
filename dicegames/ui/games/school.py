"""«Школа + большая игра» (source text 002): five dice, six school cells and nine figures."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dicegames.ui.games.base import GameLook, seat_name
from dicegames.ui.words import fill, format_points, translate

if TYPE_CHECKING:
    from dicegames.engine import Event


class SchoolLook(GameLook):
    free_cells = ("pigos",)
    family = "school"
    motif = (6, 6, 6, 2, 1)

    def name(self) -> str:
        return translate("School", "School and Big Game")

    def pitch(self) -> str:
        return translate("School", "Fifteen cells: pay your school first, then chase figures "
                         "\u2014 doubled straight off the first throw.")

    def minutes(self, options: dict[str, Any] | None = None, players: int = 2) -> int:
        return max(8, round(15 * players * 0.9))

    def cell_name(self, cell: str) -> str:
        head, _, number = cell.rpartition("_")
        if head == "school" and number.isdigit():
            return fill(translate("School", "School %1"), number)
        names = {
            "pair": translate("School", "Pair"), "two_pairs": translate("School", "Two pairs"),
            "three": translate("School", "Three of a kind"),
            "small_order": translate("School", "Small order"),
            "big_order": translate("School", "Big order"),
            "two_plus_three": translate("School", "Two plus three"),
            "tetra": translate("School", "Tetra"), "penta": translate("School", "Penta"),
            "pigos": translate("School", "Pigos"),
            "jewish_style": translate("School", "Jewish style"),
            "milonic_style": translate("School", "Milonic style"),
            "roman_style": translate("School", "Roman style"),
            "jewish_pigos": translate("School", "Jewish pigos"),
            "school_result": translate("School", "School result"),
        }
        return names.get(cell) or super().cell_name(cell)

    def cell_help(self, cell: str) -> str | None:
        head, _, number = cell.rpartition("_")
        if head == "school" and number.isdigit():
            return fill(translate("School", "School %1 — count the dice showing %1. Exactly "
                                            "three are the base, 0 points; fewer score below "
                                            "zero, more above it, by the die."), number)
        texts = {
            "school_result": translate("School", "School result — the six school cells added "
                                       "up. If the sum is negative it is multiplied by ten; if "
                                       "it is positive it stays as it is."),
            "pair": translate("School", "Pair — two dice of one face: the sum of those two "
                              "dice. Doubled straight off."),
            "two_pairs": translate("School", "Two pairs — two pairs, which as standard may be "
                                   "of the same face: the sum of those four dice. Doubled "
                                   "straight off."),
            "three": translate("School", "Three of a kind — three dice of one face: the sum of "
                               "those three dice. Doubled straight off."),
            "small_order": translate("School", "Small order — 1-2-3-4-5: always 15. Doubled "
                                     "straight off."),
            "big_order": translate("School", "Big order — 2-3-4-5-6: always 20. Doubled "
                                   "straight off."),
            "two_plus_three": translate("School", "Two plus three — a pair and three of a kind, "
                                        "as standard five alike too: the sum of all five dice "
                                        "plus 20. Doubled straight off."),
            "tetra": translate("School", "Tetra — four dice of one face: their sum plus 30. "
                               "Doubled straight off."),
            "penta": translate("School", "Penta — five dice of one face: their sum plus 50. "
                               "Doubled straight off."),
            "pigos": translate("School", "Pigos — any five dice: their sum. Never doubled."),
            "jewish_style": translate("School", "Jewish style — a bonus of 10 for closing Pigos "
                                      "on your last, fifteenth, turn."),
            "milonic_style": translate("School", "Milonic style — a bonus of 10 when all six "
                                       "school cells are closed as bases, with neither plus nor "
                                       "minus."),
            "roman_style": translate("School", "Roman style — a bonus of 10 when every figure of "
                                     "the big game brought points and none was crossed out."),
            "jewish_pigos": translate("School", "Jewish pigos — a bonus of 5 for a Pigos worth "
                                      "exactly 21."),
            "total": translate("School", "Total — the school result, plus the figures, plus "
                               "the bonuses."),
        }
        return texts.get(cell) or super().cell_help(cell)

    def note_text(self, note: str) -> str:
        if note == "base":
            return translate("School", "base")
        return super().note_text(note)

    def summary(self, rules: Any, players: int) -> str:
        return translate("School", "15 turns each: the school first, then the big game; the "
                         "highest total wins.")

    def score_group_name(self, group: str) -> str:
        return {"school": translate("School", "The school"),
                "figures": translate("School", "The big game"),
                "bonuses": translate("School", "Style bonuses")}.get(group, "")

    def score_effect_text(self, effect: str) -> str:
        return {"negative_times_ten": translate("School", "a school result below zero counts "
                                                "ten times"),
                "doubles_first_throw": translate("School", "doubled straight off"),
                "unreachable": translate("School", "cannot be made with these rules")
                }.get(effect) or super().score_effect_text(effect)

    def score_condition_text(self, when: str) -> str:
        if when == "first_throw":
            return translate("School", "(straight off)")
        return super().score_condition_text(when)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "school_only":
            return translate("School", "School cells only") if value else None
        if key == "turn":
            return fill(translate("School", "Turn %1 of 15"), str(value))
        if key == "locked":
            return None
        return None

    def option_help(self, key: str) -> str | None:
        return {
            "school_scoring": translate(
                "School", "What a school cell is worth. As standard, the face for each die "
                "above or below three, so two 4s are minus 4; or one point per die, whatever the "
                "face. The text gives only plus or minus, never how many."),
            "school_first_turns": translate(
                "School", "With 3, your first three turns close school cells only and the big "
                "game begins on turn 4, as the text says. With 6, the whole school comes first, "
                "before any figure."),
            "double_scope": translate(
                "School", "A figure thrown straight off, on the first throw, is worth double. "
                "As standard the whole value is doubled, bonus included; or only the sum of the "
                "faces, with the bonus of 20, 30 or 50 added once."),
            "pigos_content": translate(
                "School", "Which dice Pigos takes. The text allows “any junk set of dice”, "
                "making no figure; taken literally, no Pigos could reach 21 for the Jewish pigos "
                "bonus, so we accept any five dice. At most one pair still allows 21."),
            "crossout": translate(
                "School", "Which figures you may cross out, for 0. The text speaks of crossing "
                "out a figure “if it does not come”; we allow any open figure, because crossing "
                "out a figure your dice show is never better than scoring it."),
            "full_house_allows_five_kind": translate(
                "School", "On: five alike count as Two plus three — the text's highest Two plus "
                "three, 50, needs five 6s. Off: the pair and the three must be of different "
                "faces."),
            "two_pairs_allows_four_kind": translate(
                "School", "On: four alike count as Two pairs — the text's highest Two pairs, "
                "24, needs four 6s. Off: the two pairs must be of different faces."),
            "reroll_kept_dice": translate(
                "School", "On: at each throw you may throw any dice again, including dice you "
                "held back before. Off: a die you held back stays held for the rest of the "
                "turn."),
        }.get(key)

    def refusal(self, code: str, context: dict[str, Any]) -> str | None:
        """Why a cell cannot take these dice, naming the cell and the rule."""
        name = self.cell_name(str(context.get("cell", "")))
        texts = {
            "school_only": translate("School", "Turns 1 to %2 close School cells only: write "
                                     "these dice in one of your School cells."),
            "figure_absent": translate("School", "These dice do not make %1: choose another "
                                       "cell, or cross %1 out (X)."),
            "figure_present": translate("School", "%1 is in your dice: with these rules a figure "
                                        "is crossed out only when it does not come \u2014 score "
                                        "it (Enter)."),
            "school_not_crossed": translate("School", "School cells are never crossed out: write "
                                            "the dice in %1 (Enter), or choose another cell."),
            "cell_closed": translate("School", "%1 is already written: choose an open cell."),
        }
        text = texts.get(code)
        return fill(text, name, context.get("turns", 3)) if text else None

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        from dicegames.engine.games.school import BonusEarned
        if isinstance(event, BonusEarned):
            return fill(translate("School", "%1 earns %2 (%3)."), seat_name(names, event.player),
                        self.cell_name(event.bonus), format_points(event.points, signed=True))
        return None

    def odds_row(self, table: str, key: str) -> str:
        if key == "pigos_21":
            return translate("Odds", "Pigos with 21 pips")
        if key.startswith("school_") and key.endswith("_three_or_more"):
            return fill(translate("Odds", "%1: three or more"), self.cell_name(key[:8]))
        return super().odds_row(table, key)

    def figure_name(self, figure: str) -> str | None:
        return {
            "school_result_mean": translate("Stats", "Average school result"),
            "school_result_best": translate("Stats", "Best school result"),
            "crossed": translate("Stats", "Crossed out"),
            "crossed_mean": translate("Stats", "Crossed out per game"),
        }.get(figure)

    # ------------------------------------------------------------------ its options' words
    def option_name(self, key: str) -> str | None:
        return {
            "full_house_allows_five_kind": translate("School",
                                                     "Five alike also count as two plus three"),
            "school_scoring": translate("Options", "School cells score"),
            "school_first_turns": translate("Options", "Turns for the school only"),
            "double_scope": translate("Options", "A figure thrown straight off doubles"),
            "pigos_content": translate("Options", "Pigos may contain"),
            "crossout": translate("Options", "Crossing out a figure"),
            "two_pairs_allows_four_kind": translate("Options",
                                                    "Four alike also count as two pairs"),
            "reroll_kept_dice": translate("Options", "Kept dice may be thrown again"),
        }.get(key)

    def value_name(self, key: str, value: Any) -> str | None:
        return {
            ("school_scoring", "face_times_excess"): translate(
                "Options", "The face times the dice above or below three"),
            ("school_scoring", "unit_per_die"): translate("Options",
                                                          "One point per die above or below three"),
            ("double_scope", "whole_value"): translate("Options", "The whole value"),
            ("double_scope", "face_sum_only"): translate("Options", "Only the sum of the faces"),
            ("pigos_content", "any"): translate("Options", "Any five dice"),
            ("pigos_content", "at_most_one_pair"): translate("Options", "At most one pair"),
            ("pigos_content", "strict_junk"): translate("Options", "No figure at all"),
            ("crossout", "any_open_figure"): translate("Options", "Any open figure"),
            ("crossout", "only_if_figure_absent"): translate(
                "Options", "Only a figure the dice do not show"),
            ("school_first_turns", 3): translate("Options", "3 (the big game from turn 4)"),
            ("school_first_turns", 6): translate("Options", "6 (the whole school first)"),
        }.get((key, value))

    def preset_name(self, preset: str) -> str | None:
        return {
            "school_first": translate("Options", "The whole school first"),
            "unit_school": translate("Options", "One point per die in the school"),
            "strict": translate("Options", "Strict figures"),
        }.get(preset)

    def group_name(self, group: str) -> str | None:
        return {
            "school": translate("Options", "School"),
            "figures": translate("Options", "Figures"),
        }.get(group)



LOOKS = (SchoolLook("school"),)
