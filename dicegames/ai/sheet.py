"""The turn of a sheet game (five dice, up to T throws, then one cell is closed) as numpy.

`F[k]` (k = 1..T, throws made) holds for every full throw what closing the best cell is worth
now (points + the value of the sheet left); the turn's optimum is the usual backward pass:

    E[T] = F[T];   K[k] = E[k+1] · Pᵀ   (keeps: `dice.keep_values`);
    E[k] = max(F[k], best re-throw of K[k])
    V = E[1] · first-throw odds

Every array may carry leading batch axes (many sheets at once).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .dice import F64, DiceTables, keep_values, reroll_values


@dataclass(frozen=True)
class TurnValues:
    value: F64                  # batch: the turn's expected value before the first throw
    E: tuple[F64, ...]          # E[k-1]: batch × rolls, after throw k (best of score/re-throw)
    K: tuple[F64, ...]          # K[k-1]: batch × keeps, keeping k dice before throw k+1


def turn_values(t: DiceTables, F: list[F64]) -> TurnValues:
    """Backward pass over the throws of one turn; `F[k-1]` scores after throw k."""
    throws = len(F)
    E: list[F64] = [F[-1]]
    K: list[F64] = []
    for k in range(throws - 1, 0, -1):
        Kk = keep_values(t, E[0])
        K.insert(0, Kk)
        E.insert(0, np.maximum(F[k - 1], reroll_values(t, Kk)))
    return TurnValues(E[0] @ t.first, tuple(E), tuple(K))
