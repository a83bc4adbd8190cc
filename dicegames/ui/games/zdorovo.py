"""«Здорово!» (source text 003): five dice, eleven combinations, a game, a series or a target."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dicegames.ui.games.base import GameLook, seat_name
from dicegames.ui.words import translate

if TYPE_CHECKING:
    from dicegames.engine import Event


class ZdorovoLook(GameLook):
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

    def moment(self, event: Event, names: Sequence[str]) -> tuple[str, str] | None:
        if getattr(event, "figure", "") == "zdorovo":
            return translate("Zdorovo", "Zdorovo!"), translate(
                "Zdorovo", "%1 threw five alike").replace("%1", seat_name(names, event.player))
        return None

    def option_name(self, key: str) -> str | None:
        return {"throws": translate("Zdorovo", "Throws per turn"),
                "match": translate("Zdorovo", "What you play")}.get(key)

    def value_name(self, key: str, value: Any) -> str | None:
        if key != "match":
            return None
        return {"single": translate("Zdorovo", "One game"),
                "series": translate("Zdorovo", "A series of games"),
                "target": translate("Zdorovo", "Games up to a target score")}.get(value)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "extra_game":
            return translate("Zdorovo", "Extra game") if value else None
        return None


LOOKS = (ZdorovoLook("zdorovo"),)
