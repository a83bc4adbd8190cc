"""Each game's own figures for one finished game, counted from its events (docs/stats.md).

A family of games names its figures (stable ids, the words are the UI's) and counts them per
seat from the replay's steps: zonks and hot dice in the Zonk family, the school result and the
crossed-out figures in School, Здорово! and straights in Здорово, 421s, nénettes and chips taken
in 421. A game of no family here has the common figures only (places, points, turns).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dicegames.engine.events import (
    Banked,
    ChipsMoved,
    CrossedOut,
    Event,
    HotDice,
    Scored,
    Zonk,
    ends_turn,
)

FAMILIES = {"zonk": "zonk", "chicago": "zonk", "detroit": "zonk", "school": "school",
            "zdorovo": "zdorovo", "zanzibar": "zanzibar"}
# the figures each family counts per seat and game, in the order they are shown
FIGURES: dict[str, tuple[str, ...]] = {
    "zonk": ("turns", "zonks", "hot_dice"),
    "school": ("school_result", "crossed"),
    "zdorovo": ("zdorovo", "straights"),
    "zanzibar": ("hands_421", "nenettes", "chips_taken"),
}
STRAIGHTS = ("little_straight", "big_straight")
LOWER_IS_BETTER = frozenset({"zanzibar"})   # points are the chips left: fewer is better


def family(game_id: str) -> str:
    """The family of a game id ("" for a game with no figures of its own)."""
    return FAMILIES.get(game_id, "")


def figure_ids(game_id: str) -> tuple[str, ...]:
    return FIGURES.get(family(game_id), ())


def higher_is_better(game_id: str) -> bool:
    return family(game_id) not in LOWER_IS_BETTER


def game_turns(steps: Sequence[Any]) -> int:
    """The turns of a whole game: every step that ends one (the turn passes, a round, a game
    of a match or the game ends)."""
    return sum(1 for step in steps if ends_turn(step))


def seat_figures(game_id: str, game: Any, steps: Sequence[Any], state: Any,
                 players: int) -> list[dict[str, int]]:
    """Per seat, the figures of its family for this finished game (all of them, 0 when none
    happened)."""
    counter = _COUNTERS.get(family(game_id))
    out: list[dict[str, int]] = [dict.fromkeys(figure_ids(game_id), 0) for _ in range(players)]
    if counter is None:
        return out
    for step in steps:
        for e in step.events:
            counter(e, out)
    if family(game_id) == "school":
        sheet = game.scoresheet(state)
        for p in range(players):
            value = sheet.value("school_result", p)
            out[p]["school_result"] = int(value) if value is not None else 0
    return out


def _seat(e: Event, out: list[dict[str, int]]) -> dict[str, int] | None:
    return out[e.player] if e.player is not None and 0 <= e.player < len(out) else None


def _zonk(e: Event, out: list[dict[str, int]]) -> None:
    seat = _seat(e, out)
    if seat is None:
        return
    if isinstance(e, Zonk):
        seat["zonks"] += 1
        seat["turns"] += 1
    elif isinstance(e, Banked) or e.kind == "six_of_a_kind":
        seat["turns"] += 1
    elif isinstance(e, HotDice):
        seat["hot_dice"] += 1


def _school(e: Event, out: list[dict[str, int]]) -> None:
    seat = _seat(e, out)
    if seat is not None and isinstance(e, CrossedOut):
        seat["crossed"] += 1


def _zdorovo(e: Event, out: list[dict[str, int]]) -> None:
    seat = _seat(e, out)
    if seat is None or not isinstance(e, Scored) or e.points <= 0:
        return
    if e.cell == "zdorovo":
        seat["zdorovo"] += 1
    elif e.cell in STRAIGHTS:
        seat["straights"] += 1


def _zanzibar(e: Event, out: list[dict[str, int]]) -> None:
    if isinstance(e, ChipsMoved):
        if e.target is not None and 0 <= e.target < len(out):
            out[e.target]["chips_taken"] += e.chips
        return
    seat = _seat(e, out)
    if seat is not None and e.kind == "hand_kept":
        hand = getattr(e, "hand", "")
        seat["hands_421"] += hand == "421"
        seat["nenettes"] += hand == "221"


_COUNTERS: dict[str, Callable[[Event, list[dict[str, int]]], None]] = {
    "zonk": _zonk, "school": _school, "zdorovo": _zdorovo, "zanzibar": _zanzibar}
