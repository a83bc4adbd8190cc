"""«Занзибар» / 421 (source text 004): three dice, chips, loading and unloading."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from dicegames.ui.games.base import GameLook, seat_name
from dicegames.ui.words import translate

if TYPE_CHECKING:
    from dicegames.engine import Event


class Zanzibar(QObject):
    """The counted phrases of the context "Zanzibar"."""

    def due(self, n: int) -> str:
        return self.tr("Best hand %1; %2 has the worst, %3, and is due %n chip(s).", "", n)


class ZanzibarLook(GameLook):
    family = "zanzibar"
    motif = (4, 2, 1)
    _phrases: Zanzibar | None = None

    def phrases(self) -> Zanzibar:
        if ZanzibarLook._phrases is None:
            ZanzibarLook._phrases = Zanzibar()
        return ZanzibarLook._phrases

    def name(self) -> str:
        return translate("Zanzibar", "Zanzibar (421)")

    def pitch(self) -> str:
        return translate("Zanzibar", "Three dice and 21 chips: load up, unload, and don't be "
                         "the last one holding.")

    def minutes(self, options: dict[str, Any] | None = None, players: int = 2) -> int:
        chips = int((options or {}).get("chips", 21))
        return max(5, round(chips / 21 * (6 + 3 * players)))

    def cell_name(self, cell: str) -> str:
        if cell.isdigit():                     # a hand: 421, 611, 221 …
            return {"421": translate("Zanzibar", "421"),
                    "111": translate("Zanzibar", "Three aces (111)"),
                    "221": translate("Zanzibar", "Nénette (221)")}.get(cell, cell)
        return super().cell_name(cell)

    def stop_text(self) -> str:
        return translate("Zanzibar", "Stop")

    def moment(self, event: Event, names: Sequence[str]) -> tuple[str, str] | None:
        if getattr(event, "figure", "") == "421":
            return translate("Zanzibar", "421!"), translate(
                "Zanzibar", "%1 threw the best of all").replace(
                "%1", seat_name(names, event.player))
        return None

    def phase_text(self, phase: str) -> str:
        return {"loading": translate("Zanzibar", "loading"),
                "unloading": translate("Zanzibar", "unloading")}.get(phase, phase)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "pot":
            return translate("Zanzibar", "Pot %1").replace("%1", str(value))
        if key == "phase":
            return self.phase_text(str(value)).capitalize()
        if key == "limit":
            return translate("Zanzibar", "Throw limit %1").replace("%1", str(value))
        if key == "starter":
            return translate("Zanzibar", "Starter: %1").replace("%1", seat_name(names, value))
        if key == "chips" and isinstance(value, (tuple, list)):
            return translate("Zanzibar", "Chips: %1").replace("%1", " \u00b7 ".join(
                seat_name(names, p) + " " + str(v) for p, v in enumerate(value)))
        if key == "active" and isinstance(value, (tuple, list)):
            return translate("Zanzibar", "Still in: %1").replace("%1", ", ".join(
                seat_name(names, p) for p in value)) if len(value) < len(names) else None
        return None

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        from dicegames.engine.games.zanzibar import HandKept, PhaseChanged, RoundDecided
        match event:
            case HandKept(hand=hand):
                return translate("Zanzibar", "%1 stands on %2.").replace(
                    "%1", seat_name(names, event.player)).replace("%2", self.cell_name(hand))
            case RoundDecided(best_hand=best, worst_hand=worst, value=value):
                return self.phrases().due(value).replace("%1", self.cell_name(best)).replace(
                    "%2", seat_name(names, event.player)).replace("%3", self.cell_name(worst))
            case PhaseChanged(phase="unloading"):
                return translate("Zanzibar", "Unloading begins: the best hand now gives chips "
                                 "to the worst.")
            case PhaseChanged():
                return translate("Zanzibar", "Loading begins: the worst hand takes chips "
                                 "from the pot.")
        return None


LOOKS = (ZanzibarLook("zanzibar"),)
