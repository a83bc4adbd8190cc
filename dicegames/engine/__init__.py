"""The rules engine: pure Python, standard library only (no Qt, numpy, platformdirs, ui, ai)."""
from .actions import Action, act, roll
from .core import (CHANCE, FACES, TERMINAL, Banked, Cell, CellState, ChipsMoved, CrossedOut,
                   DiceThrown, Event, Game, GameOver, HotDice, MatchGameEnded, Outcome,
                   PlayerLeft, RoundEnded, ScoreEntry, ScoreReport, Scored, Scoresheet,
                   SetAside, SheetRow, ShelfGroup, Standing, Step, TableView, TurnPassed, Zonk,
                   counts, multiset_outcomes, nonempty_subsets)
from .errors import (DiceGamesError, IllegalActionError, OptionError, RecordError,
                     UnknownGameError)
from .records import Record, PlayerEntry, dumps, loads, replay
from .registry import GameInfo, game_ids, game_info, make_game
from .rng import new_seed, roll_action, roll_off, throw_dice

__all__ = [
    "Action", "act", "roll", "CHANCE", "FACES", "TERMINAL", "Banked", "Cell", "CellState",
    "ChipsMoved", "CrossedOut", "DiceThrown", "Event", "Game", "GameOver", "HotDice",
    "MatchGameEnded", "Outcome", "PlayerLeft", "RoundEnded", "ScoreEntry", "ScoreReport",
    "Scored", "Scoresheet", "SetAside", "SheetRow", "ShelfGroup", "Standing", "Step",
    "TableView", "TurnPassed", "Zonk", "counts", "multiset_outcomes", "nonempty_subsets",
    "DiceGamesError", "IllegalActionError", "OptionError", "RecordError", "UnknownGameError",
    "Record", "PlayerEntry", "dumps", "loads", "replay", "GameInfo", "game_ids", "game_info",
    "make_game", "new_seed", "roll_action", "roll_off", "throw_dice",
]
