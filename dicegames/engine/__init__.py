"""The rules engine: pure Python, standard library only (no Qt, numpy, platformdirs, ui, ai).

Every name below is imported from its module on first use, so a caller that needs one small
piece (the strict JSON parser at start-up, say) does not load the games.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_MODULES = {
    "actions": ("Action", "act", "roll"),
    "base": ("CHANCE", "TERMINAL", "BaseGame", "Game", "ScoreEntry", "ScoreReport"),
    "dice": ("FACES", "counts", "multiset_outcomes", "nonempty_subsets"),
    "events": ("Banked", "ChipsMoved", "CrossedOut", "DiceThrown", "Event", "GameOver",
               "HotDice", "MatchGameEnded", "PlayerLeft", "RoundEnded", "Scored", "SetAside",
               "Step", "TurnPassed", "Zonk"),
    "outcome": ("Outcome", "Standing", "Termination"),
    "sheet": ("Cell", "CellState", "Scoresheet", "SheetRow"),
    "table": ("ShelfGroup", "TableView"),
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


if TYPE_CHECKING:  # the names for type checkers (at run time: __getattr__ above)
    from .actions import (act as act, Action as Action, roll as roll)
    from .base import (CHANCE as CHANCE, TERMINAL as TERMINAL, BaseGame as BaseGame, Game as Game,
                       ScoreEntry as ScoreEntry, ScoreReport as ScoreReport)
    from .dice import (FACES as FACES, counts as counts, multiset_outcomes as multiset_outcomes,
                       nonempty_subsets as nonempty_subsets)
    from .events import (Banked as Banked, ChipsMoved as ChipsMoved, CrossedOut as CrossedOut,
                         DiceThrown as DiceThrown, Event as Event, GameOver as GameOver,
                         HotDice as HotDice, MatchGameEnded as MatchGameEnded,
                         PlayerLeft as PlayerLeft, RoundEnded as RoundEnded, Scored as Scored,
                         SetAside as SetAside, Step as Step, TurnPassed as TurnPassed,
                         Zonk as Zonk)
    from .outcome import (Outcome as Outcome, Standing as Standing, Termination as Termination)
    from .sheet import (Cell as Cell, CellState as CellState, Scoresheet as Scoresheet,
                        SheetRow as SheetRow)
    from .table import (ShelfGroup as ShelfGroup, TableView as TableView)
    from .errors import (DiceGamesError as DiceGamesError,
                         IllegalActionError as IllegalActionError, OptionError as OptionError,
                         RecordError as RecordError, UnknownGameError as UnknownGameError)
    from .records import (dumps as dumps, loads as loads, PlayerEntry as PlayerEntry,
                          Record as Record, replay as replay)
    from .registry import (game_ids as game_ids, game_info as game_info, GameInfo as GameInfo,
                           make_game as make_game)
    from .rng import (Dealer as Dealer, new_seed as new_seed, roll_action as roll_action,
                      roll_off as roll_off, throw_dice as throw_dice)
