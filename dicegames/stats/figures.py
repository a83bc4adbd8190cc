"""Each game's own figures for one finished game, counted from its events (docs/stats.md).

A family of games names its figures (stable ids, the words are the UI's) and counts them per
seat from the replay's steps (`dicegames.stats.games`, one module per family): zonks and hot
dice in the Zonk family, the school result and the crossed-out figures in School, Здорово! and
straights in Здорово, 421s, nénettes and chips taken in 421. A game of no family there has the
common figures only (places, points, turns).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dicegames.engine.events import ends_turn

from .games import figures, higher_is_better

__all__ = ["family", "figure_ids", "game_turns", "higher_is_better", "seat_figures"]


def family(game_id: str) -> str:
    """The family of a game id whose figures are counted ("" for the common figures only)."""
    return figures(game_id).family


def figure_ids(game_id: str) -> tuple[str, ...]:
    """The figures counted per seat in a game of `game_id`."""
    return figures(game_id).counted


def game_turns(steps: Sequence[Any]) -> int:
    """The turns of a whole game: every step that ends one (the turn passes, a round, a game
    of a match or the game ends)."""
    return sum(1 for step in steps if ends_turn(step))


def seat_figures(game_id: str, game: Any, steps: Sequence[Any], state: Any,
                 players: int) -> list[dict[str, int]]:
    """Per seat, the figures of its family for this finished game (all of them, 0 when none
    happened)."""
    return figures(game_id).seat_figures(game, steps, state, players)
