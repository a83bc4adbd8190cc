"""What lies on the table now, for the dice tray and the turn banner (ids and numbers only)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ShelfGroup:
    """Dice set aside together (zonk family): the combination id, its faces and points;
    `positions[i]` is the tray position where `dice[i]` lay when set aside (Detroit's colours)."""

    combination: str
    dice: tuple[int, ...]
    points: int
    series: int = 1
    positions: tuple[int, ...] = ()


@dataclass(frozen=True)
class TableView:
    """What lies on the table now.

    `dice[i]` is the face at tray position i (0 = not thrown yet); `live` are the positions
    that take part in the next throw or decision (the others are set aside / out of play);
    `held` are positions the player keeps while re-throwing others.
    """

    player: int | None
    dice: tuple[int, ...]
    live: tuple[int, ...]
    throw: int = 0                      # throws made in this turn (or series)
    max_throws: int | None = None       # the limit now (None = no limit)
    colours: tuple[str, ...] = ()       # Detroit: "white" "red" "green" per position
    turn_total: int | None = None
    shelf: tuple[ShelfGroup, ...] = ()
    info: tuple[tuple[str, Any], ...] = ()   # game specifics: pot, chips, phase, limit, offer …

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.info).get(key, default)
