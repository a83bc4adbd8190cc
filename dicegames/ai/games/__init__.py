"""What the computer players know of each game, looked up by id like the UI's looks.

`computer(game_id)` gives the game's `Computer` (base.py): the advisor's measure and strong
solver, medium and easy play, odds tables, what `simulate` counts, the coach's calibration
(`coaching(game_id)`, coaching.py). Each family of games (the
engine's `GameInfo.family`) has one module here, named after it, exporting `COMPUTERS` (one
`Computer` per id of the family); an id of no family here gets the generic side: the rules of
thumb, no advice, no odds tables. Nothing outside this package asks which game it is.

Importing this package, or a family's module, loads no solver and no numpy.
"""
from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Any

from dicegames.engine.registry import family_of

from .base import ActionValue, Computer, Values
from .coaching import BANDS, TUTOR_DEFAULT, TUTOR_LEVELS, Coaching

# the families with a module here (a new family: its module, and its name here)
FAMILIES = ("zonk", "school", "zdorovo", "zanzibar")
_COMPUTERS: dict[str, Computer] = {}

__all__ = ["BANDS", "TUTOR_DEFAULT", "TUTOR_LEVELS", "ActionValue", "Coaching", "Computer",
           "Values", "coached", "coaching", "computer", "odds_tables", "register",
           "unregister"]


def computer(game_id: str) -> Computer:
    """The computer side of `game_id` (the generic one for a game of no family here)."""
    found = _COMPUTERS.get(game_id)
    if found is not None:
        return found
    family = family_of(game_id)
    if family in FAMILIES:
        module = importlib.import_module(f"{__name__}.{family}")
        for one in module.COMPUTERS:
            _COMPUTERS.setdefault(one.id, one)
    return _COMPUTERS.get(game_id) or Computer(game_id)


def coaching(game_id: str) -> Coaching | None:
    """The coach's calibration of a game (None for a game it does not coach)."""
    return computer(game_id).coaching


def coached() -> tuple[str, ...]:
    """Every game the coach knows, in the order of the games."""
    from dicegames.engine import game_ids
    return tuple(g for g in game_ids() if coaching(g) is not None)


def odds_tables(game: Any) -> tuple[Any, ...]:
    """Every odds table (`ai.odds.OddsTable`) of `game` for its rules, exact — none for a game
    whose computer side has none —, worked out once per computer side and rules."""
    return _tables(computer(game.id), game.id, game.rules)


@lru_cache(maxsize=32)
def _tables(side: Computer, game_id: str, rules: Any) -> tuple[Any, ...]:
    from dicegames.engine import game_info
    return tuple(side.odds(game_info(game_id).game_cls(rules, game_id=game_id)))


def register(one: Computer) -> None:
    """Add the computer side of a game added at run time (a test's game, say)."""
    _COMPUTERS[one.id] = one


def unregister(game_id: str) -> None:
    """Take back what `register` added for `game_id`."""
    _COMPUTERS.pop(game_id, None)
