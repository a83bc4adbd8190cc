"""What each game looks like in the app, looked up by id like the engine's registry.

`look(game_id)` gives the game's `GameLook` (its words, card motif, moments and events); an id
with no module here gets the generic look. A new game needs its engine module, one module here
(a `LOOKS` tuple of GameLook subclasses' instances) and its name in `MODULES` — see README.md.
Importing this package imports no game module, and no module here imports the engine until a
game's own event is put in words: the home's first frame draws the cards from these looks.
"""
from __future__ import annotations

import importlib

from dicegames.ui.games.base import GameLook

# every game id with a look, in the order of the home (the source texts' order)
MODULES = {"zonk": "zonk", "chicago": "farkle", "detroit": "farkle", "school": "school",
           "zdorovo": "zdorovo", "zanzibar": "zanzibar"}
_LOOKS: dict[str, GameLook] = {}

__all__ = ["GameLook", "ids", "look", "register", "unregister"]


def ids() -> tuple[str, ...]:
    """Every id with a look of its own (then any registered by tests), in the home's order."""
    return tuple(MODULES) + tuple(i for i in _LOOKS if i not in MODULES)


def look(game_id: str) -> GameLook:
    """The look of `game_id` (the generic one when the app has no words of its own for it)."""
    if game_id not in _LOOKS:
        name = MODULES.get(game_id)
        if name is None:
            return GameLook(game_id)
        module = importlib.import_module(f"dicegames.ui.games.{name}")
        for one in module.LOOKS:
            _LOOKS.setdefault(one.id, one)
    return _LOOKS[game_id]


def register(one: GameLook) -> None:
    """Add a look (a game added at run time, e.g. by a test)."""
    _LOOKS[one.id] = one


def unregister(game_id: str) -> None:
    """Take back a look `register` added (the looks of the collection stay)."""
    if game_id not in MODULES:
        _LOOKS.pop(game_id, None)
