"""How likely a turn's figure is in the Zonk family (zonk 000, Chicago, Detroit): the chance
that a fresh turn banks at least N points when the player plays for exactly that — the policy
that maximises P(banked ≥ N), which is not the expected-points policy (it throws on where the
points policy would stop).

An exact dynamic programme over r, the points still needed, and where the turn stands (dice
to throw and which throw of the series, dice left after a take, hot dice); what each throw can
give is read from the engine's own scoring by `press.model` (every outcome of every kind of
throw, the takes the engine offers after it). Once r ≤ 0 the player stops at the first chance:
after a take, or after hot dice — unless Chicago/Detroit's mandatory hot dice make him throw
all the dice again, a throw he must survive. A zonk reaches nothing; so does zonk's six of a
kind, which ends the turn without banking points (the score keeper enters it by its face).
Every take adds points, so a value at r only needs values at smaller r: one upward pass, each
step a few numpy gathers.

`unlikely_from(game)` is the smallest figure that even that policy reaches less than once in
1000 turns (cached per rules): the score keeper asks once before it writes such a figure.
Zonk's `free_reroll_scope=all_six` (a free re-throw cancels the series' points) is valued as if
it kept them, as in `press`: its chances are a little high, never low.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from . import press
from .dice import F64

UNLIKELY = 0.001                 # below 1 in 1000 turns, even playing for it
MAX_STEPS = 4096                 # zonk: 4,096 points (a chance near 1e-55); Chicago 204,800


def reach_chances(game: Any, points: int) -> F64:
    """The best chance of banking at least f points in a fresh turn, for every figure f of
    the game's step (1 point in zonk, 50 in Chicago/Detroit) from 0 up to `points` (at most
    MAX_STEPS steps): element i is for f = i × step."""
    steps = min(MAX_STEPS, max(0, -(-int(points) // step_of(game))))
    chances: F64 = _table(game.id, game.rules, _bucket(steps))[:steps + 1].copy()
    return chances


def reach_chance(game: Any, points: int) -> float:
    """The best chance that a fresh turn banks at least `points` (past MAX_STEPS steps: the
    chance of MAX_STEPS steps, an upper bound far below any figure worth asking about)."""
    if points <= 0:
        return 1.0
    return float(reach_chances(game, points)[-1])


def step_of(game: Any) -> int:
    """The points of the smallest take (every turn's figure is a multiple of it)."""
    model = press.model(game)                 # read from the engine once per rules
    _GAMES[(game.id, game.rules)] = game
    return model.step if isinstance(model, press.FarkleModel) else 1


def unlikely_from(game: Any, below: float = UNLIKELY) -> int:
    """The smallest figure a fresh turn reaches with a best chance below `below`."""
    step_of(game)
    return _unlikely(game.id, game.rules, below)


@lru_cache(maxsize=32)
def _unlikely(game_id: str, rules: Any, below: float) -> int:
    game = _GAMES[(game_id, rules)]
    step = step_of(game)
    steps = 256
    while True:
        chances = _table(game_id, rules, steps)
        hits = (chances < below).nonzero()[0]
        if len(hits) or steps >= MAX_STEPS:
            return int(hits[0] if len(hits) else steps) * step
        steps *= 2


_GAMES: dict[tuple[str, Any], Any] = {}      # (id, rules) -> a game of them, for the caches


def _bucket(steps: int) -> int:
    """Tables are built for 256, 512 … steps, so nearby figures share one."""
    size = 256
    while size < steps:
        size *= 2
    return size


@lru_cache(maxsize=16)
def _table(game_id: str, rules: Any, steps: int) -> F64:
    model = press._MODELS[(game_id, rules)]
    if isinstance(model, press.ZonkModel):
        return _zonk(model, steps)
    return _farkle(model, steps)


# --------------------------------------------------------------------------- Chicago / Detroit
def _farkle(model: press.FarkleModel, steps: int) -> F64:
    """Best chances by need i (in steps of 50) before throwing all N dice."""
    N, step = model.N, model.step
    tabs = {m: press.flatten(groups, lambda o: (0, o.gain // step, o.left))
            for m, groups in model.throws.items()}
    top = max(int(f.gain.max()) for f in tabs.values() if len(f.gain))
    mandatory = not model.can_bank_after(0)
    # need met (i ≤ 0): after a take with dice left the player banks; after hot dice he banks,
    # or (mandatory) throws all N again and banks after any scoring throw that leaves dice
    done = np.ones(N + 1)                     # done[n]: after a take leaving n dice
    for _ in range(200):
        hot = float(np.maximum.reduceat(done[tabs[N].target], tabs[N].starts) @ tabs[N].probs)
        if not mandatory or abs(hot - done[0]) < 1e-16:
            break
        done[0] = hot
    # C[j, n] for need i = j - top (rows j ≤ top: need met)
    C = np.empty((steps + top + 1, N + 1))
    C[:top + 1] = done
    R = np.zeros((steps + 1, N + 1))
    R[0, 1:] = 1.0
    for i in range(1, steps + 1):
        j = i + top
        for m in range(1, N + 1):
            f = tabs[m]
            vals = C[j - f.gain, f.target]
            R[i, m] = float(np.maximum.reduceat(vals, f.starts) @ f.probs)
        C[j, 1:] = R[i, 1:]                   # need unmet: banking gives nothing, throw on
        C[j, 0] = R[i, N]
    best: F64 = R[:, N].copy()
    return best


# --------------------------------------------------------------------------- zonk (000)
def _zonk(model: press.ZonkModel, steps: int) -> F64:
    """Best chances by need i (points) before the turn's first throw."""
    Ctx = press.Ctx
    ctxs = model.ctxs
    ridx = {c: n for n, c in enumerate(ctxs)}
    keys_c = [(k, a) for k in (1, 2) for a in range(6)]
    cidx = {key: n for n, key in enumerate(keys_c)}
    all_six = model.rules.free_reroll_scope == "all_six"

    def where(ctx: press.Ctx) -> Any:
        def at(o: press.Option) -> tuple[int, int, int]:
            if o.kind == "choose":
                return 0, o.gain, cidx[(ctx.k, 6 - o.left)]
            if o.kind == "hot":
                return 1, o.gain, 0
            if o.kind == "bank":
                return 2, o.gain, 0
            nxt = Ctx(ctx.k + 1, 0, 6) if all_six else Ctx(ctx.k + 1, ctx.aside, ctx.m)
            return 3, 0, ridx[nxt]
        return at

    tabs = {c: press.flatten(model.throws[c], where(c)) for c in ctxs}
    top = max((int(f.gain.max()) for f in tabs.values() if len(f.gain)), default=1)
    size = steps + top + 1
    C = np.zeros((size, len(keys_c)))        # row j: need j - top; need met (j ≤ top): 1
    H = np.zeros(size)
    B = np.zeros(size)
    C[:top + 1], H[:top + 1], B[:top + 1] = 1.0, 1.0, 1.0
    R = np.zeros((steps + 1, len(ctxs)))
    order = sorted(ctxs, key=lambda c: (-c.k, c.first))
    nexts = {key: [ridx[Ctx(key[0] + 1, key[1], m)] for m in range(1, 7 - key[1])
                   if Ctx(key[0] + 1, key[1], m) in ridx] for key in keys_c}
    fresh = ridx[Ctx(1, 0, 6, True)]
    series = ridx[Ctx(1, 0, 6)]
    for i in range(1, steps + 1):
        j = i + top
        for ctx in order:
            f = tabs[ctx]
            if not len(f.starts):
                continue
            at = j - f.gain
            vals = np.where(f.kinds == 0, C[at, np.where(f.kinds == 0, f.target, 0)],
                            np.where(f.kinds == 1, H[at],
                                     np.where(f.kinds == 2, B[at],
                                              R[i, np.where(f.kinds == 3, f.target, 0)])))
            R[i, ridx[ctx]] = float(np.maximum.reduceat(vals, f.starts) @ f.probs)
        for key, n in cidx.items():           # need unmet: stopping gives nothing
            C[j, n] = max((R[i, r] for r in nexts[key]), default=0.0)
        H[j] = R[i, series]
    R[0] = 1.0
    best: F64 = R[:, fresh].copy()
    return best


__all__ = ["UNLIKELY", "reach_chance", "reach_chances", "step_of", "unlikely_from"]
