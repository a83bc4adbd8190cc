"""Zonk Chicago and Zonk Detroit (source text 001): Farkle-type, five dice or six coloured."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dicegames.ui.games.base import GameLook, seat_name
from dicegames.ui.words import format_points, translate

if TYPE_CHECKING:
    from dicegames.engine import Event

KINDS = ("three", "four", "five", "six")     # three_4, six_2 …


class FarkleLook(GameLook):
    family = "farkle"
    motif = (1, 2, 3, 4, 5)

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
            return {"three": translate("ChicagoDetroit", "Three %1s"),
                    "four": translate("ChicagoDetroit", "Four %1s"),
                    "five": translate("ChicagoDetroit", "Five %1s"),
                    "six": translate("ChicagoDetroit", "Six %1s")}[head].replace("%1", number)
        names = {
            "one_5": translate("ChicagoDetroit", "One 5"),
            "one_1": translate("ChicagoDetroit", "One 1"),
            "straight": translate("ChicagoDetroit", "Straight"),
            "colour_pairs": translate("ChicagoDetroit", "Colour pairs"),
        }
        return names.get(cell) or super().cell_name(cell)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "piggyback_offer" and isinstance(value, (tuple, list)) and len(value) == 2:
            return translate("ChicagoDetroit", "On offer: %1 with %2 dice").replace(
                "%1", format_points(value[0])).replace("%2", str(value[1]))
        if key == "piggyback":
            return translate("ChicagoDetroit", "Built on %1").replace("%1", format_points(value))
        if key == "final_round":
            return translate("ChicagoDetroit", "Final round") if value else None
        if key == "opening_minimum":
            return translate("ChicagoDetroit", "Opening minimum %1").replace(
                "%1", format_points(value))
        return None

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        from dicegames.engine.games.farkle import FinalRound, Piggyback
        name = seat_name(names, event.player)
        match event:
            case Piggyback(from_player=giver, turn_total=total):
                return translate("ChicagoDetroit", "%1 builds on %2's %3.").replace(
                    "%1", name).replace("%2", seat_name(names, giver)).replace(
                    "%3", format_points(total))
            case FinalRound(total=total):
                return translate("ChicagoDetroit", "%1 reached %2: everyone else has one "
                                 "more turn.").replace("%1", name).replace(
                    "%2", format_points(total))
        return None

    def refusal(self, code: str, context: dict[str, Any]) -> str | None:
        if code == "points_unreachable":
            return translate("ChicagoDetroit", "No turn scores exactly that: every "
                             "combination is a multiple of 50.")
        if code == "opening_minimum":
            return translate("ChicagoDetroit", "Not enough to get on the board: a first bank "
                             "must reach the opening minimum. Enter 0 if the turn fell short.")
        return None


class DetroitLook(FarkleLook):
    motif = (3, 3, 2, 2, 4, 4)
    motif_colours = ("white", "white", "red", "red", "green", "green")

    def name(self) -> str:
        return translate("ChicagoDetroit", "Zonk Detroit")

    def pitch(self) -> str:
        return translate("ChicagoDetroit", "Six coloured dice to 10,000: pair the colours "
                         "for a thousand.")


LOOKS = (FarkleLook("chicago"), DetroitLook("detroit"))
