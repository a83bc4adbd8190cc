"""Stable game ids → their games: class, rules, family, presets (`game_info`, `register`)."""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import OptionError, UnknownGameError
from .options import Rules


@dataclass(frozen=True)
class GameInfo:
    """A registered game id: its class, rules type, source text, presets and fixed options,
    its family and which way its points count.

    `family` names the games that share a computer player and the statistics' figures (zonk,
    chicago and detroit are the Zonk family); the computer side (`dicegames.ai.games`) and the
    statistics (`dicegames.stats.games`) look a game up by it. It defaults to the id: a game of
    its own family. `higher_is_better` is False where a smaller final result is the better one
    (421: the chips left in hand)."""

    id: str
    game_cls: Any                                # a BaseGame subclass
    rules_cls: type[Rules]
    source: str                                  # "000" … "004"
    dice: int                                    # dice in the tray
    presets: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    fixed: Mapping[str, Any] = field(default_factory=dict)   # options this id pins
    family: str = ""
    higher_is_better: bool = True

    def __post_init__(self) -> None:
        if not self.family:
            object.__setattr__(self, "family", self.id)

    @property
    def min_players(self) -> int:
        """The fewest players the game is played by (the game class's own limit)."""
        return int(self.game_cls.min_players)

    @property
    def max_players(self) -> int:
        return int(self.game_cls.max_players)

    def rules(self, options: Mapping[str, Any] | None = None, preset: str | None = None) -> Rules:
        """Rules of this id from a preset and options (options win over the preset)."""
        merged: dict[str, Any] = {}
        if preset is not None:
            if preset not in self.presets:
                raise OptionError("unknown_preset", f"{self.id} has no preset {preset!r} "
                                  f"(presets: {', '.join(self.presets)})")
            merged.update(self.presets[preset])
        for key, value in (options or {}).items():
            pinned = self.fixed.get(key)
            if key in self.fixed and value != pinned and str(value) != str(pinned):
                raise OptionError("fixed_option", f"{self.id} always has {key}={self.fixed[key]}")
            merged[key] = value
        merged.update(self.fixed)
        return self.rules_cls.from_options(merged)

    def make(self, options: Mapping[str, Any] | None = None, preset: str | None = None) -> Any:
        """A Game instance of this id."""
        return self.game_cls(self.rules(options, preset), game_id=self.id)


# Every game id, in the order of the source texts, and the module under dicegames.engine.games
# that implements it (exporting GAMES: tuple[GameInfo, ...]). A module is imported only when
# one of its games is first asked for, so listing the games costs nothing.
GAME_MODULES = {"zonk": "zonk", "chicago": "farkle", "detroit": "farkle", "school": "school",
                "zdorovo": "zdorovo", "zanzibar": "zanzibar"}
_REGISTRY: dict[str, GameInfo] = {}


def game_ids() -> tuple[str, ...]:
    """Every registered id, in the order of the source texts (then any added by `register`)."""
    return tuple(GAME_MODULES) + tuple(i for i in _REGISTRY if i not in GAME_MODULES)


def register(info: GameInfo) -> None:
    """Add a game at run time (a test's game, say): from now on `game_ids` lists it and
    `game_info` finds it. A shipped id cannot be replaced."""
    if info.id in GAME_MODULES:
        raise ValueError(f"{info.id!r} is a game of the collection and cannot be replaced")
    _REGISTRY[info.id] = info


def unregister(game_id: str) -> None:
    """Take back a game added by `register` (nothing for an id it did not add)."""
    if game_id not in GAME_MODULES:
        _REGISTRY.pop(game_id, None)


def game_info(game_id: str) -> GameInfo:
    """The GameInfo of an id; UnknownGameError if there is none."""
    if game_id not in _REGISTRY:
        if game_id not in GAME_MODULES:
            raise UnknownGameError("unknown_game", f"unknown game {game_id!r} "
                                   f"(games: {', '.join(game_ids())})", game=game_id)
        module = importlib.import_module(f"dicegames.engine.games.{GAME_MODULES[game_id]}")
        for info in module.GAMES:
            _REGISTRY[info.id] = info
    return _REGISTRY[game_id]


def family_of(game_id: str) -> str:
    """The family of a game id ("" for an id this version does not know: a game of a newer
    version in a history, say)."""
    try:
        return game_info(game_id).family
    except UnknownGameError:
        return ""


def make_game(game_id: str, options: Mapping[str, Any] | None = None,
              preset: str | None = None) -> Any:
    """A Game for this id with these options."""
    return game_info(game_id).make(options, preset)
