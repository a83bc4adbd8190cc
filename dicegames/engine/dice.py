"""Dice mathematics: faces, the exact outcomes of a throw, counts and subsets of positions."""
from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

FACES = (1, 2, 3, 4, 5, 6)


@cache
def multiset_outcomes(n: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """All sorted throws of n dice with exact probabilities (multinomial weights)."""
    total = 6 ** n
    out = []
    for combo in combinations_with_replacement(FACES, n):
        ways = factorial(n)
        for f in FACES:
            ways //= factorial(combo.count(f))
        out.append((combo, Fraction(ways, total)))
    return tuple(out)


def counts(dice: Iterable[int]) -> tuple[int, ...]:
    """n_f for f = 1..6 as a tuple indexed 0..5."""
    c = [0] * 6
    for d in dice:
        c[d - 1] += 1
    return tuple(c)


def nonempty_subsets(positions: Iterable[int]) -> list[tuple[int, ...]]:
    """Every non-empty subset of tray positions, smallest first, in a fixed order."""
    pos = tuple(positions)
    out = []
    for mask in range(1, 1 << len(pos)):
        out.append(tuple(p for i, p in enumerate(pos) if mask >> i & 1))
    out.sort(key=lambda t: (len(t), t))
    return out
