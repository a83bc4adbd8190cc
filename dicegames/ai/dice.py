"""Dice multisets as numpy tables: the shared machinery of the sheet-game turn solvers.

A *multiset* is a sorted tuple of faces. For a game of `n` dice the tables index every
multiset of 0..n dice (`keeps`) and every full throw of n dice (`rolls`), with

* `P[k, r]`: the chance that keeping multiset k and throwing the other n − |k| dice gives the
  full throw r (0 when k is not a sub-multiset of r),
* `minus_one[m]`: the multisets made by removing one die of multiset m (padded with m itself),
  used to take a maximum over every sub-multiset in |m| small steps instead of 2^|m| gathers.

Exact probabilities come from the engine's `multiset_outcomes`.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement

import numpy as np
from numpy.typing import NDArray

from dicegames.engine import FACES, multiset_outcomes

Multiset = tuple[int, ...]
F64 = NDArray[np.float64]
I64 = NDArray[np.int64]


def sub_multisets(m: Multiset) -> list[Multiset]:
    """Every sub-multiset of `m` (the empty one and `m` itself included), sorted."""
    out: set[Multiset] = {()}
    for d in m:
        out |= {tuple(sorted(s + (d,))) for s in out}
    return sorted(out, key=lambda t: (len(t), t))


def remove(m: Multiset, part: Multiset) -> Multiset:
    """`m` less the dice of `part` (a sub-multiset)."""
    rest = list(m)
    for d in part:
        rest.remove(d)
    return tuple(rest)


@dataclass(frozen=True)
class DiceTables:
    n: int
    keeps: tuple[Multiset, ...]                 # every multiset of 0..n dice, by size
    keep_index: dict[Multiset, int]
    rolls: tuple[Multiset, ...]                 # every multiset of exactly n dice
    roll_index: dict[Multiset, int]
    roll_keep: I64                              # rolls[r] as an index into keeps
    first: F64                                  # chance of each roll when all n dice are thrown
    P: F64                                      # keeps × rolls
    minus_one: I64                              # keeps × n: one die fewer (padded with self)
    by_size: tuple[tuple[int, int], ...]        # keeps[lo:hi] of size 1, 2, …, n
    plus_one: I64                               # keeps × 6: one die more, of each face


@cache
def tables(n: int) -> DiceTables:
    keeps = tuple(m for s in range(n + 1) for m in combinations_with_replacement(FACES, s))
    keep_index = {m: i for i, m in enumerate(keeps)}
    rolls = tuple(combinations_with_replacement(FACES, n))
    roll_index = {m: i for i, m in enumerate(rolls)}
    P = np.zeros((len(keeps), len(rolls)))
    for k, m in enumerate(keeps):
        for faces, p in multiset_outcomes(n - len(m)) if len(m) < n else (((), 1),):
            P[k, roll_index[tuple(sorted(m + faces))]] += float(p)
    minus = np.empty((len(keeps), max(n, 1)), dtype=np.int64)
    for k, m in enumerate(keeps):
        subs = sorted({keep_index[remove(m, (f,))] for f in set(m)}) or [k]
        minus[k] = (subs + [k] * n)[:max(n, 1)]
    first = P[keep_index[()]].copy()
    roll_keep = np.array([keep_index[r] for r in rolls], dtype=np.int64)
    by_size = tuple((keep_index[(1,) * s], keep_index[(1,) * s] + sum(len(m) == s for m in keeps))
                    for s in range(1, n + 1))
    plus = np.array([[keep_index[tuple(sorted(m + (f,)))] if len(m) < n else k
                      for f in FACES] for k, m in enumerate(keeps)], dtype=np.int64)
    return DiceTables(n, keeps, keep_index, rolls, roll_index, roll_keep, first, P, minus,
                      by_size, plus)


def keep_values(t: DiceTables, E: F64) -> F64:
    """K[..., k]: the average of E (values of full throws, [..., rolls]) when keeping multiset
    k and throwing the other dice — `E @ t.P.T`, one die at a time (each die thrown is an
    average over its six faces): a few gathers per keep instead of the full product."""
    K: F64 = np.empty(E.shape[:-1] + (len(t.keeps),))
    K[..., t.roll_keep] = E
    for size in range(t.n - 1, -1, -1):
        lo, hi = t.by_size[size - 1] if size else (0, 1)
        up = t.plus_one[lo:hi]
        acc = K[..., up[:, 0]]
        for f in range(1, len(FACES)):
            acc += K[..., up[:, f]]
        K[..., lo:hi] = acc / len(FACES)
    return K


def best_keep_values(t: DiceTables, K: F64) -> F64:
    """M[..., k] = max of K[..., j] over every sub-multiset j of keep k (k itself included)."""
    M: F64 = K.copy()
    for lo, hi in t.by_size:
        down = t.minus_one[lo:hi]
        best = M[..., lo:hi]
        for j in range(down.shape[1]):
            np.maximum(best, M[..., down[:, j]], out=best)
    return M


def reroll_values(t: DiceTables, K: F64) -> F64:
    """For each full throw r: the best K over the keeps that re-throw at least one die of r."""
    M = best_keep_values(t, K)
    out: F64 = M[..., t.minus_one[t.roll_keep]].max(axis=-1)
    return out


def positions_for(dice: tuple[int, ...], keep: Multiset, allowed: tuple[int, ...] | None = None
                  ) -> tuple[int, ...]:
    """Tray positions to re-throw so that the dice kept are `keep` (positions of `allowed`
    only may be re-thrown; the lowest positions of a face are kept first)."""
    want = list(keep)
    fixed = [p for p in range(len(dice)) if allowed is not None and p not in allowed]
    for p in fixed:
        want.remove(dice[p])
    out = []
    for p in range(len(dice)):
        if p in fixed:
            continue
        if dice[p] in want:
            want.remove(dice[p])
        else:
            out.append(p)
    return tuple(out)
