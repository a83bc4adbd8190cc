"""Every user-facing word about the games, translatable (context "Games")."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Games", text, None, n)


@dataclass(frozen=True)
class GameCard:
    id: str
    dice: int
    players: str          # e.g. "2–8"
    minutes: int


CARDS = (
    GameCard("zonk", 6, "2–8", 20),
    GameCard("chicago", 5, "2–8", 40),
    GameCard("detroit", 6, "2–8", 40),
    GameCard("school", 5, "1–8", 30),
    GameCard("zdorovo", 5, "1–8", 20),
    GameCard("zanzibar", 3, "2–8", 15),
)


def game_name(game_id: str) -> str:
    """The game's own name in the current language."""
    return {
        "zonk": _t("Zonk"),
        "chicago": _t("Zonk Chicago"),
        "detroit": _t("Zonk Detroit"),
        "school": _t("School and Big Game"),
        "zdorovo": _t("Zdorovo!"),
        "zanzibar": _t("Zanzibar (421)"),
    }.get(game_id, game_id)


def game_pitch(game_id: str) -> str:
    """One line that makes you want to play it."""
    return {
        "zonk": _t("Six dice, three throws a series: keep one combination each throw, "
                   "and stop before a zonk burns the turn."),
        "chicago": _t("Five dice to 10,000 points: bank, press on, or build on the last "
                      "player's score."),
        "detroit": _t("Six coloured dice to 10,000: pair the colours for a thousand."),
        "school": _t("Fifteen cells: pay your school first, then chase figures - doubled "
                     "straight off the first throw."),
        "zdorovo": _t("Eleven combinations, three throws a turn, and fifty for five alike."),
        "zanzibar": _t("Three dice and 21 chips: load up, unload, and don't be the last "
                       "one holding."),
    }.get(game_id, "")


def dice_count_text(n: int) -> str:
    return _t("%n dice", n)


def players_text(span: str) -> str:
    return _t("%1 players").replace("%1", span)


def minutes_text(n: int) -> str:
    return _t("about %n min", n)
