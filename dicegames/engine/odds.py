"""Exact odds of the next throw, from `chance_outcomes` (for the advisor, bots and tests)."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .base import CHANCE
from .events import Zonk


@dataclass(frozen=True)
class ThrowOdds:
    zonk: Fraction          # the throw scores nothing and the turn is lost
    hot_dice: Fraction      # the throw lets every die still in play be set aside


def next_throw_odds(game: Any, state: Any) -> ThrowOdds:
    """Exact odds for the throw `state` is waiting for (a chance node).

    A throw zonks when applying it emits a `Zonk` event; it completes hot dice when the game's
    `hot_dice_possible(after)` says every thrown die can be set aside. Games without that notion
    report 0.
    """
    if game.current_player(state) != CHANCE:
        raise ValueError("odds are asked for a state waiting for a throw")
    zonk = hot = Fraction(0)
    hot_test = getattr(game, "hot_dice_possible", None)
    for action, p in game.chance_outcomes(state):
        step = game.apply(state, action)
        if any(isinstance(e, Zonk) for e in step.events):
            zonk += p
        elif hot_test is not None and hot_test(step.state):
            hot += p
    return ThrowOdds(zonk, hot)
