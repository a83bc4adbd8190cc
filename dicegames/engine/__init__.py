"""The rules engine: pure Python, standard library only (no Qt, numpy, platformdirs, ui, ai)."""
from .actions import Action, act, roll
from .core import (CHANCE, TERMINAL, Cell, CellState, Event, Game, Outcome, ScoreEntry,
                   ScoreReport, Scoresheet, SheetRow, Standing, Step)
from .errors import (DiceGamesError, IllegalActionError, OptionError, RecordError,
                     UnknownGameError)
from .records import Record, PlayerEntry, dumps, loads, replay
from .registry import GameInfo, game_ids, game_info, make_game
from .rng import new_seed, roll_action, roll_off, throw_dice

__all__ = [
    "Action", "act", "roll", "CHANCE", "TERMINAL", "Cell", "CellState", "Event", "Game",
    "Outcome", "ScoreEntry", "ScoreReport", "Scoresheet", "SheetRow", "Standing", "Step",
    "DiceGamesError", "IllegalActionError", "OptionError", "RecordError", "UnknownGameError",
    "Record", "PlayerEntry", "dumps", "loads", "replay", "GameInfo", "game_ids", "game_info",
    "make_game", "new_seed", "roll_action", "roll_off", "throw_dice",
]
