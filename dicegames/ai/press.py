"""The Zonk family's turn (zonk 000, Chicago and Detroit 001): the exact press-your-luck policy.

What a throw can give is read from the engine once per rules: for every kind of throw (how
many dice, which throw of the series …) a synthetic engine state at that chance node is thrown
with every `chance_outcomes` outcome, and the decisions the engine then offers (`take …`,
`reroll`) are applied to see the points gained and the dice left. Throws with the same options
are merged. The turn is then solved by a backward pass over the turn total t (every take adds
points, so a state only depends on states of larger t), with the value of banking t given by a
utility U(t): U(t) = t maximises the expected points banked; the end-game adjustments of
`bots.py` pass other utilities (a win bonus once the target is reached, the chance to beat a
score). From `cap` on (zonk 1000, Chicago/Detroit 20 000) the turn banks whenever it may —
the exact policy does that long before (zonk continues after hot dice up to 834 points), and
`cap_is_exact` checks it — and the states there are valued exactly under that policy: a
throw that must be made (hot dice) is a throw, not a bank (Chicago/Detroit: in closed form,
`FarkleSolver._above`), so values are exact at every total.

Zonk's `free_reroll_scope=all_six` (a free re-throw cancels the series' points) makes the value
depend on the total at the series' start as well: that option is solved approximately (the
free re-throw is valued as if it kept the series' points; see docs/ai.md).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np

from dicegames.engine import Action, Banked, Zonk

from .dice import F64, I64

Utility = Callable[[F64], F64]


def identity(t: F64) -> F64:
    return t


@dataclass(frozen=True)
class Option:
    """Where a decision after a throw leads: kind 'choose' (n dice left, a aside in the
    series), 'hot', 'bank' (turn over, gain banked), 'reroll' (free re-throw)."""

    kind: str
    gain: int
    left: int = 0
    action: Action | None = None


@dataclass(frozen=True)
class Group:
    prob: Fraction
    options: tuple[Option, ...]          # empty: a zonk
    six: bool = False                    # zonk 000: six of a kind


def _groups(pairs: list[tuple[Fraction, tuple[Option, ...], bool]]) -> tuple[Group, ...]:
    merged: dict[tuple[tuple[Option, ...], bool], Fraction] = {}
    for p, opts, six in pairs:
        key = (tuple(sorted(set(Option(o.kind, o.gain, o.left) for o in opts),
                            key=lambda o: (o.kind, o.gain, o.left))), six)
        merged[key] = merged.get(key, Fraction(0)) + p
    return tuple(Group(p, opts, six) for (opts, six), p in sorted(merged.items(),
                                                                   key=lambda kv: str(kv[0])))


@dataclass(frozen=True)
class Flat:
    """A throw's groups as arrays: option o of group g is kinds/gain/target[starts[g] + …];
    `zonk`, `six`: the chances of a zonk and of six of a kind."""

    kinds: I64
    gain: I64
    target: I64
    starts: I64
    probs: F64
    zonk: float
    six: float


def flatten(groups: tuple[Group, ...], where: Callable[[Option], tuple[int, int, int]]) -> Flat:
    """`where(option)` → (kind code, gain index, target index) for the solver's arrays."""
    kinds: list[int] = []
    gain: list[int] = []
    target: list[int] = []
    starts: list[int] = []
    probs: list[float] = []
    zonk = six = 0.0
    for g in groups:
        if g.six:
            six += float(g.prob)
        elif not g.options:
            zonk += float(g.prob)
        else:
            starts.append(len(kinds))
            probs.append(float(g.prob))
            for o in g.options:
                k, dg, t = where(o)
                kinds.append(k)
                gain.append(dg)
                target.append(t)
    return Flat(np.array(kinds, np.int64), np.array(gain, np.int64), np.array(target, np.int64),
                np.array(starts, np.int64), np.array(probs), zonk, six)


# --------------------------------------------------------------------------- Chicago / Detroit
class FarkleModel:
    """The throws of Chicago/Detroit: `throws[m]` for m dice thrown (m = 1 … N)."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.rules = game.rules
        self.N: int = game.dice_count
        self.step = 50
        base = game.new_initial_state(2, 0)
        self.throws: dict[int, tuple[Group, ...]] = {}
        for m in range(1, self.N + 1):
            s = replace(base, live=tuple(range(m)), dice=(0,) * self.N)
            pairs: list[tuple[Fraction, tuple[Option, ...], bool]] = []
            for action, p in game.chance_outcomes(s):
                after = game.apply(s, action)
                if any(isinstance(e, Zonk) for e in after.events):
                    pairs.append((p, (), False))
                    continue
                opts = tuple(Option("choose", t.points, m - len(t.dice))
                             for t in game.takes(after.state))
                pairs.append((p, opts, False))
            self.throws[m] = _groups(pairs)

    def can_bank_after(self, left: int) -> bool:
        return left > 0 or self.rules.hot_dice == "optional"


class FarkleSolver:
    """C[i, n]: best value after a take with turn total t = i·50 and n dice left (0 = hot);
    R[i, m]: value before throwing m dice at total t."""

    family = "farkle"

    def __init__(self, model: FarkleModel, U: Utility = identity, on_board: bool = True,
                 cap: int = 20_000) -> None:
        self.model = model
        N, step = model.N, model.step
        gains = [o.gain for g in model.throws.values() for gr in g for o in gr.options]
        top = cap // step + max(gains) // step + 2
        self.t = np.arange(top) * step
        u = U(self.t.astype(np.float64))
        self.U_fn = U
        opening = model.rules.opening_minimum if not on_board else 0
        self.bankable = self.t >= opening
        self.U = u
        C = np.empty((top, N + 1))
        R = np.empty((top, N + 1))
        R[:, 0] = -np.inf
        tabs = {m: flatten(groups, lambda o: (0, o.gain // step, o.left))
                for m, groups in model.throws.items()}
        self.zonk_value = float(U(np.array([0.0]))[0])
        hot_bank = model.rules.hot_dice == "optional"
        self.hot_bank = hot_bank
        capi = cap // step
        self.cap = capi * step
        self.A, self.B = self._above(self.cap)
        for i in range(top - 1, -1, -1):
            if i >= capi:                      # bank whenever allowed (exact: see _above)
                C[i, :] = u[i]
                R[i, 1:] = self.A[1:] + self.B[1:] * self.t[i]
                if not hot_bank:
                    C[i, 0] = R[i, N]
                continue
            for m in range(1, N + 1):
                f = tabs[m]
                vals = C[i + f.gain, f.target]
                R[i, m] = float(np.maximum.reduceat(vals, f.starts) @ f.probs) \
                    + f.zonk * self.zonk_value
            bank = u[i] if self.bankable[i] else -np.inf
            C[i, 1:] = np.maximum(R[i, 1:], bank)
            C[i, 0] = max(R[i, N], bank if hot_bank else -np.inf)
        self.C, self.R = C, R

    def _above(self, cap: int) -> tuple[F64, F64]:
        """From the cap on the turn banks whenever it may; a throw of m dice is then worth
        A[m] + B[m]·t. U is affine there (t, or a constant past a target), so is every bank;
        a hot-dice throw that must be made (`hot_dice=mandatory`: the engine then offers only
        the take of every die) is the throw of all N dice, so A[N], B[N] solve a fixed point."""
        model, step, N = self.model, self.model.step, self.model.N
        u = self.U_fn(np.array([cap, cap + step, cap + 2 * step], np.float64))
        c1 = (u[1] - u[0]) / step
        c0 = u[0] - c1 * cap
        assert abs(u[2] - (c0 + c1 * (cap + 2 * step))) < 1e-9 * max(1.0, abs(u[2]))
        parts = {}
        for m in range(1, N + 1):
            p_nh = s_nh = p_h = s_h = pz = 0.0
            for g in model.throws[m]:
                p = float(g.prob)
                if not g.options:
                    pz += p
                elif self.hot_bank or any(o.left for o in g.options):
                    p_nh += p
                    s_nh += p * max(o.gain for o in g.options if o.left or self.hot_bank)
                else:
                    p_h += p
                    s_h += p * max(o.gain for o in g.options)
            parts[m] = (p_nh, s_nh, p_h, s_h, pz)
        p_nh, s_nh, p_h, s_h, pz = parts[N]
        B = np.zeros(N + 1)
        A = np.zeros(N + 1)
        B[N] = c1 * p_nh / (1 - p_h)
        A[N] = (p_nh * c0 + c1 * s_nh + B[N] * s_h + pz * self.zonk_value) / (1 - p_h)
        for m in range(1, N):
            p_nh, s_nh, p_h, s_h, pz = parts[m]
            B[m] = c1 * p_nh + B[N] * p_h
            A[m] = p_nh * c0 + c1 * s_nh + p_h * A[N] + B[N] * s_h + pz * self.zonk_value
        self.c = (c0, c1)
        return A, B

    def cap_is_exact(self) -> bool:
        """Banking whenever allowed is optimal from the cap on: banking beats a throw there and
        no throw gains on banking as t grows (one-step look-ahead; the states past the cap
        only lead to larger t)."""
        c0, c1 = self.c
        bank = c0 + c1 * self.cap
        return bool(all(bank >= self.A[m] + self.B[m] * self.cap - 1e-9 and c1 >= self.B[m]
                        for m in range(1, self.model.N + 1)))

    def index(self, t: int) -> int:
        return t // self.model.step

    def beyond(self, t: int) -> bool:
        """Past the table: the closed form of `_above`."""
        return self.index(t) >= len(self.t)

    def roll_value(self, t: int, m: int) -> float:
        if self.beyond(t):
            return float(self.A[m] + self.B[m] * t)
        return float(self.R[self.index(t), m])

    def after_take(self, t: int, left: int) -> float:
        if self.beyond(t):
            forced = left == 0 and not self.hot_bank
            return self.roll_value(t, self.model.N) if forced else self.utility(t)
        return float(self.C[self.index(t), left])

    def bank_value(self, t: int, left: int = 1) -> float:
        if self.beyond(t):
            return self.utility(t)
        return float(self.U[self.index(t)]) if self.bankable[self.index(t)] else -np.inf

    def utility(self, t: int) -> float:
        return float(self.U_fn(np.array([float(t)]))[0])

    def fresh(self) -> float:
        return self.roll_value(0, self.model.N)

    def zonk_chance(self, m: int) -> float:
        return float(sum(g.prob for g in self.model.throws[m] if not g.options))

    def stop_threshold(self, left: int, throw: int = 0) -> int | None:
        """The smallest turn total from which banking beats throwing `left` dice."""
        if left <= 0:
            return None
        ok = self.bankable & (self.U >= self.R[:, left])
        hits = ok.nonzero()[0]
        return int(self.t[hits[0]]) if len(hits) else None


# --------------------------------------------------------------------------- zonk (000)
@dataclass(frozen=True)
class Ctx:
    """A throw of zonk: throw k (1 … 3) of the series, `aside` dice set aside in the series
    before it, m dice thrown, `first` = the turn's very first throw."""

    k: int
    aside: int
    m: int
    first: bool = False


class ZonkModel:
    def __init__(self, game: Any) -> None:
        self.game = game
        self.rules = game.rules
        base = game.new_initial_state(2, 0)
        self.base = base
        self.all_remaining = game.rules.must_throw_all_remaining
        ctxs = [Ctx(1, 0, 6, True)]
        for k in (1, 2, 3):
            for a in range(6):
                for m in range(1, 7 - a):
                    if (k == 1 and a) or (self.all_remaining and m != 6 - a):
                        continue
                    if k == 1 and m != 6:
                        continue
                    ctxs.append(Ctx(k, a, m))
        self.ctxs = tuple(ctxs)
        self.throws: dict[Ctx, tuple[Group, ...]] = {}
        for ctx in self.ctxs:
            self.throws[ctx] = self._throw(ctx)

    def synthetic(self, ctx: Ctx) -> Any:
        """An engine state waiting for the throw `ctx`, with nothing on the shelf."""
        aside = tuple(range(ctx.aside))
        pending = tuple(range(ctx.aside, ctx.aside + ctx.m))
        return replace(self.base, series=1 if ctx.first else 2, throw=ctx.k - 1, aside=aside,
                       pending=pending, thrown=(), dice=(1,) * ctx.aside + (0,) * (6 - ctx.aside))

    def outcome_options(self, ctx: Ctx, after: Any, events: tuple[Any, ...]) -> tuple[Option, ...]:
        game = self.game
        for e in events:
            if isinstance(e, Banked):
                return (Option("bank", e.points),)
        table = game.table(after)
        phase = table.get("phase")
        if phase == "hot":
            return (Option("hot", table.turn_total or 0),)
        if phase == "choose":
            return (Option("choose", table.turn_total or 0, 6 - len(table.get("aside"))),)
        out = []
        for a in game.legal_actions(after):
            if a.verb == "reroll":
                out.append(Option("reroll", 0, action=a))
                continue
            step = game.apply(after, a)
            out.extend(self.outcome_options(ctx, step.state, step.events))
        return tuple(out)

    def _throw(self, ctx: Ctx) -> tuple[Group, ...]:
        game = self.game
        s = self.synthetic(ctx)
        pairs: list[tuple[Fraction, tuple[Option, ...], bool]] = []
        from dicegames.engine.games.zonk import SixOfAKind
        for action, p in game.chance_outcomes(s):
            step = game.apply(s, action)
            if any(isinstance(e, SixOfAKind) for e in step.events):
                pairs.append((p, (), True))
            elif any(isinstance(e, Zonk) for e in step.events):
                pairs.append((p, (), False))
            else:
                pairs.append((p, self.outcome_options(ctx, step.state, step.events), False))
        return _groups(pairs)


class ZonkSolver:
    """Values by turn total t (points 0 … cap): R[ctx][t] before a throw, C[(k, a)][t] after a
    take at throw k with a dice aside, H[t] after hot dice."""

    family = "zonk"

    def __init__(self, model: ZonkModel, U: Utility = identity, six_value: float | None = None,
                 cap: int = 1000) -> None:
        self.model = model
        rules = model.rules
        gains = [o.gain for g in model.throws.values() for gr in g for o in gr.options]
        top = cap + max(gains) + 2
        self.cap, self.top = cap, top
        rows = top + max(gains) + 1                     # the banks past the last throw row
        t = np.arange(rows, dtype=np.float64)
        u = U(t)
        self.U = u
        self.U_fn = U
        if six_value is None:
            six_value = 0.0
        self.six_value = six_value
        keys_c = [(k, a) for k in (1, 2) for a in range(6)]
        self.cidx = {key: i for i, key in enumerate(keys_c)}
        self.ridx = {ctx: i for i, ctx in enumerate(model.ctxs)}
        C = np.full((rows, len(keys_c)), -np.inf)
        R = np.full((top, len(model.ctxs)), -np.inf)
        H = np.full(rows, -np.inf)
        # per context: option target arrays
        order = sorted(model.ctxs, key=lambda c: (-c.k, c.first))
        all_six = rules.free_reroll_scope == "all_six"

        def where(ctx: Ctx) -> Callable[[Option], tuple[int, int, int]]:
            def at(o: Option) -> tuple[int, int, int]:
                if o.kind == "choose":
                    return 0, o.gain, self.cidx[(ctx.k, 6 - o.left)]
                if o.kind == "hot":
                    return 1, o.gain, 0
                if o.kind == "bank":
                    return 2, o.gain, 0
                nxt = Ctx(ctx.k + 1, 0, 6) if all_six else Ctx(ctx.k + 1, ctx.aside, ctx.m)
                return 3, o.gain, self.ridx[nxt]
            return at

        tabs = {ctx: flatten(model.throws[ctx], where(ctx)) for ctx in model.ctxs}
        self.tabs = tabs
        zonk_value = float(U(np.array([0.0]))[0])
        self.zonk_value = zonk_value
        C[cap:] = u[cap:, None]                  # from the cap on: stop whenever allowed
        H[cap:] = u[cap:]                        # (exact: see cap_is_exact)
        for i in range(top - 1, -1, -1):
            for ctx in order:
                R[i, self.ridx[ctx]] = self._roll(i, ctx, C, R, H)
            if i >= cap:
                continue
            for (k, a), j in self.cidx.items():
                best = u[i]
                for m in range(1, 7 - a):
                    if self.model.all_remaining and m != 6 - a:
                        continue
                    best = max(best, R[i, self.ridx[Ctx(k + 1, a, m)]])
                C[i, j] = best
            H[i] = max(u[i], R[i, self.ridx[Ctx(1, 0, 6)]])
        self.C, self.R, self.H = C, R, H

    def _roll(self, i: int, ctx: Ctx, C: F64, R: F64, H: F64) -> float:
        f = self.tabs[ctx]
        rest = f.zonk * self.zonk_value + f.six * self.six_value
        if not len(f.starts):
            return rest
        ti = i + f.gain
        vals = np.empty(len(f.kinds))
        m = f.kinds == 0
        vals[m] = C[ti[m], f.target[m]]
        m = f.kinds == 1
        vals[m] = H[ti[m]]
        m = f.kinds == 2
        vals[m] = self.U[ti[m]]
        m = f.kinds == 3
        vals[m] = R[i, f.target[m]]
        return float(np.maximum.reduceat(vals, f.starts) @ f.probs) + rest

    def _roll_far(self, t: int, ctx: Ctx) -> float:
        """A throw past the table: every decision after it stops (its value is U)."""
        f = self.tabs[ctx]
        rest = f.zonk * self.zonk_value + f.six * self.six_value
        if not len(f.starts):
            return rest
        vals = self.U_fn((t + f.gain).astype(np.float64))
        for j in np.nonzero(f.kinds == 3)[0]:
            vals[j] = self._roll_far(t, self.model.ctxs[int(f.target[j])])
        return float(np.maximum.reduceat(vals, f.starts) @ f.probs) + rest

    def cap_is_exact(self) -> bool:
        """Stopping whenever allowed is optimal from the cap on: at every t of the table past
        it, stopping beats every throw (one-step look-ahead; those states only lead to larger
        t, and U is flat or grows by no more than a point per point from there)."""
        i = np.arange(self.cap, self.top)
        best = self.R[self.cap:self.top].max(axis=1)
        return bool((self.U[i] >= best - 1e-9).all())

    def utility(self, t: int) -> float:
        return float(self.U_fn(np.array([float(t)]))[0])

    def roll_value(self, t: int, ctx: Ctx) -> float:
        if t >= self.top:
            return self._roll_far(t, ctx)
        return float(self.R[t, self.ridx[ctx]])

    def fresh(self) -> float:
        return self.roll_value(0, Ctx(1, 0, 6, True))

    def zonk_chance(self, ctx: Ctx) -> float:
        return float(sum(g.prob for g in self.model.throws[ctx] if not g.options and not g.six))

    def stop_threshold(self, left: int, throw: int = 1) -> int | None:
        """The smallest turn total from which stopping beats throwing `left` dice after
        throw `throw` of a series."""
        if left <= 0 or throw >= 3:
            return None
        j = self.cidx[(throw, 6 - left)]
        hits = (self.U[:self.cap] >= self.C[:self.cap, j]).nonzero()[0]
        return int(hits[0]) if len(hits) else None

    def hot_value(self, t: int) -> float:
        return self.utility(t) if t >= self.cap else float(self.H[t])


    def choose_value(self, t: int, k: int, aside: int) -> float:
        return self.utility(t) if t >= self.cap else float(self.C[t, self.cidx[(k, aside)]])


_MODELS: dict[tuple[str, Any], FarkleModel | ZonkModel] = {}


def model(game: Any) -> FarkleModel | ZonkModel:
    """The throws of `game`'s rules, read from the engine once and cached."""
    from dicegames.engine.games.zonk import ZonkGame
    key = (game.id, game.rules)
    found: FarkleModel | ZonkModel | None = _MODELS.get(key)
    if found is None:
        found = _MODELS[key] = ZonkModel(game) if isinstance(game, ZonkGame) \
            else FarkleModel(game)
    return found


@lru_cache(maxsize=64)
def _solver(game_id: str, rules: Any, utility: tuple[Any, ...], on_board: bool
            ) -> FarkleSolver | ZonkSolver:
    m = _MODELS[(game_id, rules)]
    U = utility_of(utility)
    cap = None
    if utility[0] == "target":               # from `need` on banking is best: U is at its top
        cap = int(utility[1])
    elif utility[0] == "beat":
        cap = int(utility[1]) + 1
    if isinstance(m, ZonkModel):
        return ZonkSolver(m, U, six_value(m.rules, utility, U), cap=min(1000, cap or 1000))
    step = m.step
    return FarkleSolver(m, U, on_board, cap=min(20_000, -(-(cap or 20_000) // step) * step))


def solver(game: Any, utility: tuple[Any, ...] = ("points",), on_board: bool = True
           ) -> FarkleSolver | ZonkSolver:
    """The turn solver for `game`'s rules and a utility key (see `utility_of`)."""
    model(game)
    return _solver(game.id, game.rules, utility, on_board)


def six_value(rules: Any, key: tuple[Any, ...], U: Utility) -> float:
    """Zonk's six of a kind: `win_round` scores the round's points; `win_game` ends the game
    won — 0 in the expected-points measure (docs/ai.md), the utility's top otherwise."""
    if rules.six_kind_effect == "win_round":
        return float(U(np.array([float(rules.round_points)]))[0])
    if key[0] == "points":
        return 0.0
    return float(U(np.array([1e9]))[0])


def utility_of(key: tuple[Any, ...]) -> Utility:
    """("points",): U(t) = t. ("target", need, bonus): points up to `need`, then need + bonus
    (reaching the target wins). ("beat", s, tie): 1 above s, `tie` at s, else 0."""
    kind = key[0]
    if kind == "points":
        return identity
    if kind == "target":
        need, bonus = float(key[1]), float(key[2])
        return lambda t: np.where(t >= need, need + bonus, t)
    if kind == "beat":
        score, tie = float(key[1]), float(key[2])
        return lambda t: np.where(t > score, 1.0, np.where(t == score, tie, 0.0))
    raise ValueError(key)


__all__ = ["FarkleModel", "FarkleSolver", "ZonkModel", "ZonkSolver", "Ctx", "Option", "I64",
           "model", "solver", "utility_of"]
