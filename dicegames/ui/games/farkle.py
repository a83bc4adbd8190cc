"""Zonk Chicago and Zonk Detroit (source text 001): Farkle-type, five dice or six coloured."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from dicegames.ui.games.base import seat_name
from dicegames.ui.games.zonk_family import ZonkFamilyLook
from dicegames.ui.words import dice_text, fill, format_points, phrases, translate

if TYPE_CHECKING:
    from dicegames.engine import Event

KINDS = ("three", "four", "five", "six")     # three_4, six_2 …


class ChicagoDetroitWords(QObject):
    """The counted phrases of Chicago and Detroit (context "ChicagoDetroitWords")."""

    def on_offer(self, n: int) -> str:
        return self.tr("On offer: %1 with %n dice", "", n)


class FarkleLook(ZonkFamilyLook):
    family = "farkle"
    motif: tuple[int, ...] = (1, 2, 3, 4, 5)
    widest_figure = -99_999                   # games to 10,000 and past it

    def name(self) -> str:
        return translate("ChicagoDetroit", "Zonk Chicago")

    def pitch(self) -> str:
        return translate("ChicagoDetroit", "Five dice to 10,000 points: bank, press on, or "
                         "build on the last player's score.")

    def minutes(self, options: dict[str, Any] | None = None, players: int = 2) -> int:
        target = int((options or {}).get("target", 10_000))
        return max(5, round(target / 10_000 * 18 * players))

    def cell_name(self, cell: str) -> str:
        head, _, number = cell.rpartition("_")
        if number.isdigit() and head in KINDS:
            text = {"three": translate("ChicagoDetroit", "Three %1s"),
                    "four": translate("ChicagoDetroit", "Four %1s"),
                    "five": translate("ChicagoDetroit", "Five %1s"),
                    "six": translate("ChicagoDetroit", "Six %1s")}[head]
            return fill(text, number)
        names = {
            "one_5": translate("ChicagoDetroit", "One 5"),
            "one_1": translate("ChicagoDetroit", "One 1"),
            "straight": translate("ChicagoDetroit", "Straight"),
            "colour_pairs": translate("ChicagoDetroit", "Colour pairs"),
        }
        return names.get(cell) or super().cell_name(cell)

    def cell_help(self, cell: str) -> str | None:
        head, _, number = cell.rpartition("_")
        if number == "1" and head == "three":
            return translate("ChicagoDetroit", "Three 1s — three dice showing 1 in one roll: "
                             "1,000 points, the one exception to the rule of three of a kind.")
        if number.isdigit() and head in KINDS:
            text = {"three": translate("ChicagoDetroit", "Three %1s — three dice showing %1 in "
                                       "one roll: 100 times the number."),
                    "four": translate("ChicagoDetroit", "Four %1s — four dice showing %1 in one "
                                      "roll, with the doubling house rule: twice three %1s."),
                    "five": translate("ChicagoDetroit", "Five %1s — five dice showing %1 in one "
                                      "roll, with the doubling house rule: four times three "
                                      "%1s."),
                    "six": translate("ChicagoDetroit", "Six %1s — six dice showing %1 in one "
                                     "roll, with the doubling house rule: eight times three "
                                     "%1s."),
                    }[head]
            return fill(text, number)
        if number.isdigit() and head == "turn":
            return fill(translate("ChicagoDetroit", "Turn %1 — the points each player banked in "
                                                    "this turn; a zonk scores 0."), number)
        texts = {
            "one_1": translate("ChicagoDetroit", "One 1 — each 1 scores 100 points."),
            "one_5": translate("ChicagoDetroit", "One 5 — each 5 scores 50 points."),
            "straight": self.straight_help(),
            "colour_pairs": translate("ChicagoDetroit", "Colour pairs — Detroit: in one roll of "
                                      "all six dice, the two white dice show the same number, "
                                      "the two red dice the same number and the two green dice "
                                      "the same number: 1,000 points."),
            "total": translate("ChicagoDetroit", "Total — each player's banked score, the sum of "
                               "his turns. The first to reach the target wins."),
        }
        return texts.get(cell) or super().cell_help(cell)

    def straight_help(self) -> str:
        return translate("ChicagoDetroit", "Straight — 1-2-3-4-5 or 2-3-4-5-6 with all five "
                         "dice of one roll: 1,500 points.")

    def option_help(self, key: str) -> str | None:
        return {
            "version": translate(
                "ChicagoDetroit", "Chicago is played with five dice; Detroit with six dice "
                "paired off by colour — two white, two red and two green. They score different "
                "straights, and only Detroit has colour pairs."),
            "target": translate(
                "ChicagoDetroit", "The banked total that ends the game — 10,000 in a typical "
                "game. As standard, the first player to reach it wins."),
            "end_rule": translate(
                "ChicagoDetroit", "As the text says, the game ends as soon as a player's banked "
                "total reaches the target, and he wins. Or every other player gets one more "
                "turn, and then the highest total wins."),
            "hot_dice": translate(
                "ChicagoDetroit", "When every die of a roll scores. The text says you must pick "
                "up all the dice and roll again, so you cannot bank then; as an option you may "
                "choose to bank instead."),
            "keep_rule": translate(
                "ChicagoDetroit", "After a roll that scores, you set aside at least one scoring "
                "die and choose which. Or you must set aside every scoring die. The text does "
                "not say."),
            "colour_pairs_distinct": self.colour_pairs_help(),
            "piggyback": translate(
                "ChicagoDetroit", "On: when a player banks of his own choice with dice left "
                "over, the next player may take over those dice and that turn total instead of "
                "starting fresh. If he then zonks, he scores nothing, and the player before him "
                "keeps his points."),
            "opening_minimum": translate(
                "ChicagoDetroit", "A house rule: a player's first bank must reach at least this "
                "many points; until then he must roll on. 0 means no minimum, as in the text."),
            "multiples": translate(
                "ChicagoDetroit", "As in the text, four, five or six alike score three of a kind "
                "plus the extra dice one by one: an extra 1 adds 100, an extra 5 adds 50, an "
                "extra 2, 3, 4 or 6 nothing. The doubling house rule makes four alike worth twice "
                "the triple, five alike four times and six alike eight times."),
        }.get(key)

    def colour_pairs_help(self) -> str:
        return translate("ChicagoDetroit", "Only for Detroit's coloured dice: Chicago's five "
                         "dice have no colours, so it stays off here.")

    def summary(self, rules: Any, players: int) -> str:
        return fill(translate("ChicagoDetroit", "The first to bank %1 points wins.")
                    if rules.end_rule == "immediate" else
                    translate("ChicagoDetroit", "When someone reaches %1 points, everyone else "
                              "has one more turn; the highest total wins."),
                    format_points(rules.target))

    def score_group_name(self, group: str) -> str:
        return {"ones_and_fives": translate("ChicagoDetroit", "Ones and fives"),
                "kinds": translate("ChicagoDetroit", "Three of a kind and more"),
                "specials": self.specials_name()}.get(group, "")

    def specials_name(self) -> str:
        return translate("ChicagoDetroit", "Straights")

    def odds_title(self, table: str) -> str:
        if table == "specials":
            return translate("Odds", "Special throws")
        return super().odds_title(table)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "piggyback_offer" and isinstance(value, (tuple, list)) and len(value) == 2:
            return fill(phrases(ChicagoDetroitWords).on_offer(int(value[1])),
                        format_points(value[0]))
        if key == "piggyback":
            return fill(translate("ChicagoDetroit", "Built on %1"), format_points(value))
        if key == "final_round":
            return translate("ChicagoDetroit", "Final round") if value else None
        if key == "opening_minimum":
            return fill(translate("ChicagoDetroit", "Opening minimum %1"), format_points(value))
        return None

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        from dicegames.engine.games.farkle import FinalRound, Piggyback
        name = seat_name(names, event.player)
        match event:
            case Piggyback(from_player=giver, turn_total=total):
                return fill(translate("ChicagoDetroit", "%1 builds on %2's %3."), name,
                            seat_name(names, giver), format_points(total))
            case FinalRound(total=total):
                return fill(translate("ChicagoDetroit", "%1 reached %2: everyone else has one "
                                                        "more turn."), name, format_points(total))
        return None

    def refusal(self, code: str, context: dict[str, Any]) -> str | None:
        if code == "points_unreachable":
            return translate("ChicagoDetroit", "No turn scores exactly that: every "
                             "combination is a multiple of 50.")
        if code == "opening_minimum":
            return translate("ChicagoDetroit", "Not enough to get on the board: a first bank "
                             "must reach the opening minimum. Enter 0 if the turn fell short.")
        return None

    # ------------------------------------------------------------------ its options' words
    def option_name(self, key: str) -> str | None:
        return {
            "end_rule": translate("Options", "When someone reaches the target"),
            "hot_dice": translate("Options", "Hot dice: rolling all the dice again is"),
            "keep_rule": translate("Options", "Setting dice aside"),
            "colour_pairs_distinct": translate("Options",
                                               "Colour pairs must show three different numbers"),
            "piggyback": translate("Options", "Build on the previous player's score"),
            "opening_minimum": translate("Options", "Points needed to get on the board"),
            "multiples": translate("Options", "Four, five and six alike"),
        }.get(key)

    def value_name(self, key: str, value: Any) -> str | None:
        return {
            ("version", "chicago"): translate("Options", "Chicago: five dice"),
            ("version", "detroit"): translate("Options", "Detroit: six coloured dice"),
            ("end_rule", "immediate"): translate("Options", "They win at once"),
            ("end_rule", "final_round"): translate("Options", "Everyone else gets one more turn"),
            ("hot_dice", "mandatory"): translate("Options", "Required"),
            ("hot_dice", "optional"): translate("Options", "Up to the player"),
            ("keep_rule", "choose"): translate("Options", "Set aside any scoring dice you choose"),
            ("keep_rule", "all_scoring_dice"): translate("Options",
                                                         "Every scoring die must be kept"),
            ("multiples", "additive"): translate("Options", "Extra dice count on their own"),
            ("multiples", "doubling"): translate("Options", "Double the triple each time"),
        }.get((key, value))

    def preset_name(self, preset: str) -> str | None:
        return {
            "short": translate("Options", "Short game"),
        }.get(preset)

    def group_name(self, group: str) -> str | None:
        return {
            "end": translate("Options", "End of the game"),
            "version": translate("Options", "Version"),
            "house": translate("Options", "House rules"),
        }.get(group)


class DetroitLook(FarkleLook):
    motif = (3, 3, 2, 2, 4, 4)
    motif_colours = ("white", "white", "red", "red", "green", "green")

    def name(self) -> str:
        return translate("ChicagoDetroit", "Zonk Detroit")

    def pitch(self) -> str:
        return translate("ChicagoDetroit", "Six coloured dice to 10,000: pair the colours "
                         "for a thousand.")

    def specials_name(self) -> str:
        return translate("ChicagoDetroit", "The straight and colour pairs")

    def example_dice_text(self, dice: Sequence[int], line: str = "") -> str:
        """Colour pairs by colour: "white 2 2, red 3 3, green 4 4"."""
        if line != "colour_pairs" or len(dice) != 6:
            return super().example_dice_text(dice, line)
        return fill(translate("ChicagoDetroit", "white %1, red %2, green %3"),
                    *(dice_text(dice[i:i + 2]) for i in (0, 2, 4)))

    def straight_help(self) -> str:
        return translate("ChicagoDetroit", "Straight — 1-2-3-4-5-6 with all six dice of one "
                         "roll: 1,000 points. A 1-2-3-4-5 with some other sixth die is no "
                         "straight.")

    def colour_pairs_help(self) -> str:
        return translate("ChicagoDetroit", "Off: colour pairs need only each colour's two dice "
                         "to match, so a number may repeat. On: the three colours must show three "
                         "different numbers, as in the text's example.")


LOOKS = (FarkleLook("chicago"), DetroitLook("detroit"))
