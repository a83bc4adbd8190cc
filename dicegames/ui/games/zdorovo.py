"""«Здорово!» (source text 003): five dice, eleven combinations, a game, a series or a target."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from dicegames.ui.games.base import GameLook, seat_name
from dicegames.ui.words import fill, format_points, phrases, translate

if TYPE_CHECKING:
    from dicegames.engine import Event



class ZdorovoWords(QObject):
    """The counted phrases of Zdorovo (context "ZdorovoWords")."""

    def series(self, n: int) -> str:
        return self.tr("A series of %n game(s); the most games won wins.", "", n)

class ZdorovoLook(GameLook):
    free_cells = ("big_hand",)
    family = "zdorovo"
    motif = (5, 5, 5, 5, 5)

    def name(self) -> str:
        return translate("Zdorovo", "Zdorovo!")

    def pitch(self) -> str:
        return translate("Zdorovo", "Eleven combinations, three throws a turn, and fifty for "
                         "five alike.")

    def minutes(self, options: dict[str, Any] | None = None, players: int = 2) -> int:
        o = options or {}
        games = {"single": 1, "series": int(o.get("series_games", 3)),
                 "target": max(1, round(int(o.get("target", 500)) / 140))}.get(
            str(o.get("match", "single")), 1)
        return max(5, round(11 * players * 0.6 * games))

    def cell_name(self, cell: str) -> str:
        names = {
            "ones": translate("Zdorovo", "Ones"), "twos": translate("Zdorovo", "Twos"),
            "threes": translate("Zdorovo", "Threes"), "fours": translate("Zdorovo", "Fours"),
            "fives": translate("Zdorovo", "Fives"), "sixes": translate("Zdorovo", "Sixes"),
            "little_straight": translate("Zdorovo", "Little straight"),
            "big_straight": translate("Zdorovo", "Big straight"),
            "full_house": translate("Zdorovo", "Full house"),
            "big_hand": translate("Zdorovo", "Big hand"),
            "zdorovo": translate("Zdorovo", "Zdorovo!"),
        }
        return names.get(cell) or super().cell_name(cell)

    def cell_help(self, cell: str) -> str | None:
        texts = {
            "ones": translate("Zdorovo", "Ones — one point for each 1."),
            "twos": translate("Zdorovo", "Twos — two points for each 2."),
            "threes": translate("Zdorovo", "Threes — three points for each 3."),
            "fours": translate("Zdorovo", "Fours — four points for each 4."),
            "fives": translate("Zdorovo", "Fives — five points for each 5."),
            "sixes": translate("Zdorovo", "Sixes — six points for each 6."),
            "little_straight": translate("Zdorovo", "Little straight — 1-2-3-4-5: 20 points."),
            "big_straight": translate("Zdorovo", "Big straight — 2-3-4-5-6: 25 points."),
            "full_house": translate("Zdorovo", "Full house — three dice of one value and two of "
                                    "another: the total of the five dice. As standard, five "
                                    "alike are not a full house."),
            "big_hand": translate("Zdorovo", "Big hand — any five dice: their total."),
            "zdorovo": translate("Zdorovo", "Zdorovo! — five dice of the same value: always 50."),
            "total": translate("Zdorovo", "Total — the sum of the eleven combinations in this "
                               "game."),
            "games_won": translate("Zdorovo", "Games won — the games of the series each player "
                                   "has won; whoever wins the most is the overall winner."),
            "match_total": translate("Zdorovo", "Match total — the totals of the games so far, "
                                     "added up; the first to reach the target wins."),
        }
        return texts.get(cell) or super().cell_help(cell)

    def moment(self, event: Event, names: Sequence[str]) -> tuple[str, str] | None:
        if getattr(event, "figure", "") == "zdorovo":
            return translate("Zdorovo", "Zdorovo!"), fill(
                translate("Zdorovo", "%1 threw five alike"), seat_name(names, event.player))
        return None

    def option_name(self, key: str) -> str | None:
        return {"throws": translate("Zdorovo", "Throws per turn"),
                "match": translate("Zdorovo", "What you play"),
                "series_games": translate("Options", "Games in the series")}.get(key)

    def option_help(self, key: str) -> str | None:
        return {
            "throws": translate(
                "Zdorovo", "How many throws a turn has. The text lets players throw “once "
                "more”, which may mean a single re-throw; we play three throws, as in Cheerio "
                "and every game of the Yacht family."),
            "full_house_allows_five_kind": translate(
                "Zdorovo", "Off, as the text says (“three dice of one value and two of "
                "another”): five alike are no full house. On: they count as one too."),
            "match": translate(
                "Zdorovo", "One game; a series, won by whoever wins the most games; or game "
                "after game, the totals added up, until someone reaches the target score. A tie "
                "for the win is settled by an extra game."),
            "series_games": translate(
                "Zdorovo", "How many games a series has. The text gives no number; we chose "
                "three."),
            "target": translate(
                "Zdorovo", "Playing to a target: the totals of the games add up, checked after "
                "each game, and the first to reach this score wins. The text gives no number; "
                "we chose 500."),
        }.get(key)

    def value_name(self, key: str, value: Any) -> str | None:
        if key != "match":
            return None
        return {"single": translate("Zdorovo", "One game"),
                "series": translate("Zdorovo", "A series of games"),
                "target": translate("Zdorovo", "Games up to a target score")}.get(value)

    def summary(self, rules: Any, players: int) -> str:
        if rules.match == "series":
            return phrases(ZdorovoWords).series(rules.series_games)
        if rules.match == "target":
            return fill(translate("Zdorovo", "Games until someone's match total reaches %1."),
                        format_points(rules.target))
        return translate("Zdorovo", "One game: 11 turns each; the highest total wins.")

    def score_group_name(self, group: str) -> str:
        return {"upper": translate("Zdorovo", "Ones to sixes"),
                "lower": translate("Zdorovo", "Combinations")}.get(group, "")

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "extra_game":
            return translate("Zdorovo", "Extra game") if value else None
        return None

    def figure_name(self, figure: str) -> str | None:
        return {
            "zdorovo": translate("Stats", "Zdorovo!s"),
            "straights": translate("Stats", "Straights"),
        }.get(figure)

    # ------------------------------------------------------------------ its presets' words
    def preset_name(self, preset: str) -> str | None:
        return {
            "series": translate("Options", "Series"),
            "target": translate("Options", "To a target"),
        }.get(preset)



LOOKS = (ZdorovoLook("zdorovo"),)
