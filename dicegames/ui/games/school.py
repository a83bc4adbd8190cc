"""«Школа + большая игра» (source text 002): five dice, six school cells and nine figures."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dicegames.ui.games.base import GameLook, seat_name
from dicegames.ui.words import format_points, translate

if TYPE_CHECKING:
    from dicegames.engine import Event


class SchoolLook(GameLook):
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
            return translate("School", "School %1").replace("%1", number)
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

    def note_text(self, note: str) -> str:
        if note == "base":
            return translate("School", "base")
        return super().note_text(note)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "school_only":
            return translate("School", "School cells only") if value else None
        if key == "turn":
            return translate("School", "Turn %1 of 15").replace("%1", str(value))
        if key == "locked":
            return None
        return None

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        from dicegames.engine.games.school import BonusEarned
        if isinstance(event, BonusEarned):
            return translate("School", "%1 earns %2 (%3).").replace(
                "%1", seat_name(names, event.player)).replace(
                "%2", self.cell_name(event.bonus)).replace(
                "%3", format_points(event.points, signed=True))
        return None


LOOKS = (SchoolLook("school"),)
