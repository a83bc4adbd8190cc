"""Each family's own figures for the statistics, looked up by game id like the computer side
and the looks: `figures(game_id)` gives the `Figures` (base.py) of the game's family (the
engine's `GameInfo.family`), one module here per family, named after it and exporting
`FIGURES`; a game of no family here gets the generic one (the common figures only). Which way
a result counts is the engine's `GameInfo.higher_is_better`. Nothing else in the statistics
asks which game it is. Standard library and the engine only (never the computer players).
"""
from __future__ import annotations

import importlib

from dicegames.engine.registry import family_of

from .base import Figure, Figures, Tally, rate

# the families with figures of their own (a new one: its module, and its name here)
FAMILIES = ("zonk", "school", "zdorovo", "zanzibar")
_FIGURES: dict[str, Figures] = {}

__all__ = ["Figure", "Figures", "Tally", "figures", "higher_is_better", "rate", "register",
           "unregister"]


def figures(game_id: str) -> Figures:
    """The figures of `game_id`'s family (the generic ones for a family with none here)."""
    family = family_of(game_id)
    found = _FIGURES.get(family)
    if found is None and family in FAMILIES:
        found = _FIGURES[family] = importlib.import_module(f"{__name__}.{family}").FIGURES
    return found if found is not None else Figures()


def higher_is_better(game_id: str) -> bool:
    """Is a higher final result the better one (True for a game this version does not know)?"""
    from dicegames.engine import DiceGamesError, game_info
    try:
        return game_info(game_id).higher_is_better
    except DiceGamesError:
        return True


def register(one: Figures) -> None:
    """Add the figures of a family added at run time (a test's game, say)."""
    _FIGURES[one.family] = one


def unregister(family: str) -> None:
    """Take back what `register` added for `family`."""
    _FIGURES.pop(family, None)
