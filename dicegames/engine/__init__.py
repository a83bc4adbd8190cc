"""The rules engine: pure Python, standard library only (no Qt, numpy, platformdirs, ui, ai).

Every name below is imported from its module on first use, so a caller that needs one small
piece (the strict JSON parser at start-up, say) does not load the games.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_MODULES = {
    "actions": ("Action", "act", "roll"),
    "core": ("CHANCE", "FACES", "TERMINAL", "Banked", "Cell", "CellState", "ChipsMoved",
             "CrossedOut", "DiceThrown", "Event", "Game", "GameOver", "HotDice",
             "MatchGameEnded", "Outcome", "PlayerLeft", "RoundEnded", "ScoreEntry",
             "ScoreReport", "Scored", "Scoresheet", "SetAside", "SheetRow", "ShelfGroup",
             "Standing", "Step", "TableView", "TurnPassed", "Zonk", "counts",
             "multiset_outcomes", "nonempty_subsets"),
    "errors": ("DiceGamesError", "IllegalActionError", "OptionError", "RecordError",
               "UnknownGameError"),
    "records": ("Record", "PlayerEntry", "dumps", "loads", "replay"),
    "registry": ("GameInfo", "game_ids", "game_info", "make_game"),
    "rng": ("Dealer", "new_seed", "roll_action", "roll_off", "throw_dice"),
}
_HOME = {name: module for module, names in _MODULES.items() for name in names}
__all__ = list(_HOME)


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_HOME[name]}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from .actions import Action, act, roll  # noqa: F401 (re-exported)
    from .core import (  # noqa: F401 (re-exported)CHANCE, FACES, TERMINAL, Banked, Cell, CellState, ChipsMoved,
                       CrossedOut, DiceThrown, Event, Game, GameOver, HotDice, MatchGameEnded,
                       Outcome, PlayerLeft, RoundEnded, ScoreEntry, ScoreReport, Scored,
                       Scoresheet, SetAside, SheetRow, ShelfGroup, Standing, Step, TableView,
                       TurnPassed, Zonk, counts, multiset_outcomes, nonempty_subsets)
    from .errors import (  # noqa: F401 (re-exported)DiceGamesError, IllegalActionError, OptionError, RecordError,
                         UnknownGameError)
    from .records import PlayerEntry, Record, dumps, loads, replay  # noqa: F401 (re-exported)
    from .registry import GameInfo, game_ids, game_info, make_game  # noqa: F401 (re-exported)
    from .rng import Dealer, new_seed, roll_action, roll_off, throw_dice  # noqa: F401 (re-exported)
