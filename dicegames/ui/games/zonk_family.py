"""What the games of the Zonk family (Zonk 000, Chicago and Detroit 001) say alike: a zonk
on the sheet, their odds of a zonk and of hot dice by the dice thrown, their statistics'
figures. `ZonkLook` and `FarkleLook` are made from it."""
from __future__ import annotations

from dicegames.ui.games.base import GameLook
from dicegames.ui.words import translate


class ZonkFamilyLook(GameLook):
    def note_text(self, note: str) -> str:
        if note == "zonk":
            return translate("Words", "zonk")
        return super().note_text(note)

    def odds_title(self, table: str) -> str:
        return {
            "zonk": translate("Odds", "Zonk: a throw that scores nothing"),
            "hot_dice": translate("Odds", "Hot dice: every die thrown scores"),
        }.get(table) or super().odds_title(table)

    def odds_help(self, table: str) -> str:
        return {
            "zonk": translate("Odds", "The chance that a throw of so many dice scores nothing."),
            "hot_dice": translate("Odds", "The chance that every die of a throw can be set "
                                  "aside, so the player may throw all the dice again."),
        }.get(table) or super().odds_help(table)

    def odds_series(self, table: str) -> str:
        return {"zonk": translate("Odds", "Zonk"),
                "hot_dice": translate("Odds", "Hot dice")}.get(table) \
            or super().odds_series(table)

    def figure_name(self, figure: str) -> str | None:
        return {
            "turns": translate("Stats", "Turns"),
            "zonks": translate("Stats", "Zonks"),
            "zonk_rate": translate("Stats", "Zonk rate"),
            "hot_dice": translate("Stats", "Hot dice"),
        }.get(figure)
