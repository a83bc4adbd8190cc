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
    "scoring_table": ("Example", "ScoreLine", "ScoringTable"),
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
    from .actions import Action as Action
    from .actions import act as act
    from .actions import roll as roll
    from .base import CHANCE as CHANCE
    from .base import TERMINAL as TERMINAL
    from .base import BaseGame as BaseGame
    from .base import Game as Game
    from .base import ScoreEntry as ScoreEntry
    from .base import ScoreReport as ScoreReport
    from .dice import FACES as FACES
    from .dice import counts as counts
    from .dice import multiset_outcomes as multiset_outcomes
    from .dice import nonempty_subsets as nonempty_subsets
    from .errors import DiceGamesError as DiceGamesError
    from .errors import IllegalActionError as IllegalActionError
    from .errors import OptionError as OptionError
    from .errors import RecordError as RecordError
    from .errors import UnknownGameError as UnknownGameError
    from .events import Banked as Banked
    from .events import ChipsMoved as ChipsMoved
    from .events import CrossedOut as CrossedOut
    from .events import DiceThrown as DiceThrown
    from .events import Event as Event
    from .events import GameOver as GameOver
    from .events import HotDice as HotDice
    from .events import MatchGameEnded as MatchGameEnded
    from .events import PlayerLeft as PlayerLeft
    from .events import RoundEnded as RoundEnded
    from .events import Scored as Scored
    from .events import SetAside as SetAside
    from .events import Step as Step
    from .events import TurnPassed as TurnPassed
    from .events import Zonk as Zonk
    from .outcome import Outcome as Outcome
    from .outcome import Standing as Standing
    from .outcome import Termination as Termination
    from .records import PlayerEntry as PlayerEntry
    from .records import Record as Record
    from .records import dumps as dumps
    from .records import loads as loads
    from .records import replay as replay
    from .registry import GameInfo as GameInfo
    from .registry import game_ids as game_ids
    from .registry import game_info as game_info
    from .registry import make_game as make_game
    from .rng import Dealer as Dealer
    from .rng import new_seed as new_seed
    from .rng import roll_action as roll_action
    from .rng import roll_off as roll_off
    from .rng import throw_dice as throw_dice
    from .scoring_table import Example as Example
    from .scoring_table import ScoreLine as ScoreLine
    from .scoring_table import ScoringTable as ScoringTable
    from .sheet import Cell as Cell
    from .sheet import CellState as CellState
    from .sheet import Scoresheet as Scoresheet
    from .sheet import SheetRow as SheetRow
    from .table import ShelfGroup as ShelfGroup
    from .table import TableView as TableView
