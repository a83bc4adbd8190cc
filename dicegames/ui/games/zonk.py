"""«Зонк» (source text 000): six dice, its own small point table, the bank settlement."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dicegames.ui.games.base import GameLook, seat_name
from dicegames.ui.words import format_points, translate

if TYPE_CHECKING:
    from dicegames.engine import Event

FACE_CELLS = ("three", "four", "five")       # three_4, four_6, five_1 …


class ZonkLook(GameLook):
    family = "zonk"
    motif = (1, 5, 5, 3, 3, 2)

    def name(self) -> str:
        return translate("Zonk", "Zonk")

    def pitch(self) -> str:
        return translate("Zonk", "Six dice, three throws a series: keep one combination each "
                         "throw, and stop before a zonk burns the turn.")

    def minutes(self, options: dict[str, Any] | None = None, players: int = 2) -> int:
        o = options or {}
        duel = o.get("match_format", "auto") == "duel" or (
            o.get("match_format", "auto") == "auto" and players == 2)
        if duel:
            return max(3, 2 * players)
        rounds = int(o.get("rounds", 10)) if o.get("multi_end") == "rounds" \
            else max(4, int(o.get("target", 500)) // 60)
        return max(5, round(rounds * players * 1.2))

    def cell_name(self, cell: str) -> str:
        head, _, number = cell.rpartition("_")
        if number.isdigit() and head in FACE_CELLS:
            return {"three": translate("Zonk", "Three %1s"),
                    "four": translate("Zonk", "Four %1s"),
                    "five": translate("Zonk", "Five %1s")}[head].replace("%1", number)
        names = {
            "one_5": translate("Zonk", "One 5"), "one_1": translate("Zonk", "One 1"),
            "two_5": translate("Zonk", "Two 5s"), "two_1": translate("Zonk", "Two 1s"),
            "three_pairs": translate("Zonk", "Three pairs"),
            "straight": translate("Zonk", "Straight 1-2-3-4-5-6"),
            "two_triples": translate("Zonk", "Two triples"),
            "six_of_a_kind": translate("Zonk", "Six of a kind"),
        }
        return names.get(cell) or super().cell_name(cell)

    def note_text(self, note: str) -> str:
        if note == "six_of_a_kind":
            return translate("Zonk", "six of a kind")
        if note == "no_turn":
            return translate("Zonk", "no turn")
        return super().note_text(note)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "series":
            return translate("Zonk", "Series %1").replace("%1", str(value))
        if key == "format":
            return None                        # the sheet says it: rounds or a duel
        return None

    def moment(self, event: Event, names: Sequence[str]) -> tuple[str, str] | None:
        from dicegames.engine.games.zonk import SixOfAKind
        if isinstance(event, SixOfAKind):
            who = seat_name(names, event.player)
            text = translate("Zonk", "%1 wins the round") if event.effect == "win_round" \
                else translate("Zonk", "%1 wins the game")
            return translate("Zonk", "Six of a kind!"), text.replace("%1", who)
        return None

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        from dicegames.engine.games.zonk import FreeReroll, SixOfAKind
        name = seat_name(names, event.player)
        match event:
            case SixOfAKind(effect="win_round"):
                return translate("Zonk", "Six of a kind! %1 wins the round.").replace(
                    "%1", name)
            case SixOfAKind():
                return translate("Zonk", "Six of a kind! %1 wins the game.").replace(
                    "%1", name)
            case FreeReroll(cancelled=cancelled) if cancelled:
                return translate("Zonk", "%1 throws all six again, giving up %2 of this "
                                 "series.").replace("%1", name).replace(
                    "%2", format_points(cancelled))
            case FreeReroll():
                return translate("Zonk", "%1 throws again, keeping nothing.").replace(
                    "%1", name)
        return None

    def keeper_example(self) -> str:
        return "37"


LOOKS = (ZonkLook("zonk"),)
