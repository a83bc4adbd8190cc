"""Two-player races of the Zonk family for the win: the turn as arrays, passed over many
positions at once.

A race position is (my score, the rival's score, whatever else the rules make matter); its
value is my chance to win (a tie counts half). Within a turn, the value of every state —
turn total t and where the turn stands (dice to throw, dice left after a take, hot dice, the
throw of zonk's series) — depends only on states of larger t and on what banking is worth
(`banks`) and what a zonk is worth (`z`), which the family gives from its race table
(`dicegames/ai/games/`). This module is the family-neutral machinery:

* `TurnGraph` — a turn as arrays, built from the throws `press.py` reads from the engine's
  `chance_outcomes` (no rule is restated here): throw nodes R (a kind of throw), decision
  nodes D (after a take: bank, or throw on) and for every throw its outcome groups, each a set
  of options (points gained, where they lead);
* `turn_pass` — the backward pass over t for a batch of positions (numpy across the batch),
  with the slopes dV/dz for Newton's method on the cycles zonks make between turns;
* `stationary` — where banking is worth the same at every larger t (the target reached), the
  turn is a small stationary problem, solved by value iteration;
* `RaceTurn` — one position's turn behind the interface of press's solvers, for the advisor.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from .dice import F64, I64
from .press import Ctx, FarkleModel, Group, ZonkModel

NEG = -np.inf
Take = Callable[[I64, I64], F64]          # (gains, slots) -> the option values gathered


@dataclass(frozen=True)
class TurnGraph:
    """A turn as arrays. The slots of a level: decision nodes 0 … nD−1, then the bank values
    of the bank classes nD … nD+nB−1 (inputs), then one slot that is always −inf."""

    nR: int                      # throw nodes
    nD: int                      # decision nodes
    nB: int                      # bank classes (Chicago/Detroit: dice left, for piggyback)
    gain: I64                    # per option: points gained, in units
    slot: I64                    # per option: the slot it leads to (at level t + gain)
    starts: I64                  # per group: its first option
    buckets: tuple[tuple[I64, I64, I64], ...]   # groups of k options: (ids, gains, slots)
    M: F64                       # nR × groups: the groups' chances per throw node
    reroll: I64                  # n × 2: (group, throw node) of a free re-throw option
    pz: F64                      # per throw node: the chance of a zonk
    ps: F64                      # per throw node: the chance of six of a kind (zonk 000)
    bank_slot: I64               # per decision node: its bank slot (`never`: it may not)
    succ: I64                    # nD × k: the throw nodes it may throw (padded with nR)
    fresh: int                   # the throw node of a turn's first throw
    unit: int                    # points per unit of t
    maxgain: int
    index: dict[Any, int]        # press's throw kind (m or Ctx) -> throw node

    @property
    def nslots(self) -> int:
        return self.nD + self.nB + 1

    @property
    def never(self) -> int:
        return self.nD + self.nB


def _graph(nodes: Sequence[tuple[Any, tuple[Group, ...]]], where: Any, nD: int, nB: int,
           bank_slot: list[int], succ: list[list[int]], fresh: Any, unit: int) -> TurnGraph:
    """The arrays of a turn. `nodes`: (key, outcome groups) per throw node; `where(key, o)` →
    (kind, slot or throw node, gain) of an option. Options are all kept (fewer points to the
    same place is not always worse: a piggyback offer of more points helps the rival); a
    throw node with the groups of an earlier one shares its groups; groups of nodes that no
    turn reaches are left out."""
    index = {key: i for i, (key, _) in enumerate(nodes)}
    nR = len(nodes)
    reached = {index[fresh]}
    frontier = [index[fresh]]
    lists: dict[int, list[tuple[float, list[tuple[int, int]], list[int]]]] = {}
    pz, ps = np.zeros(nR), np.zeros(nR)
    while frontier:
        r = frontier.pop()
        key, groups = nodes[r]
        out = lists[r] = []
        for g in groups:
            if g.six or not g.options:
                continue
            opts: set[tuple[int, int]] = set()
            rerolls = []
            for o in g.options:
                kind, at, dg = where(key, o)
                if kind == "reroll":
                    rerolls.append(at)
                else:
                    opts.add((at, dg))
            out.append((float(g.prob), sorted(opts), rerolls))
            nxt = {n for at, _ in opts if at < nD for n in succ[at] if n < nR} | set(rerolls)
            for n in nxt - reached:
                reached.add(n)
                frontier.append(n)
    for r, (_, groups) in enumerate(nodes):          # every node's, reached or not
        ps[r] = float(sum(g.prob for g in groups if g.six))
        pz[r] = float(sum(g.prob for g in groups if not g.six and not g.options))
    gain: list[int] = []
    slot: list[int] = []
    starts: list[int] = []
    reroll: list[tuple[int, int]] = []
    member: list[tuple[int, int, float]] = []
    first_of: dict[Any, int] = {}
    shared: dict[int, int] = {}
    for r in sorted(lists):
        same = tuple((p, tuple(b), tuple(rr)) for p, b, rr in lists[r])
        if same in first_of:
            shared[r] = first_of[same]
            continue
        first_of[same] = r
        for p, best, rerolls in lists[r]:
            gi = len(starts)
            member.append((r, gi, p))
            reroll.extend((gi, n) for n in rerolls)
            starts.append(len(gain))
            for at, dg in best:
                gain.append(dg)
                slot.append(at)
    M = np.zeros((nR, len(starts)))
    for r, gi, p in member:
        M[r, gi] += p
    for r, r0 in shared.items():
        M[r] = M[r0]
    gain_a, slot_a = np.array(gain, np.int64), np.array(slot, np.int64)
    starts_a = np.array(starts, np.int64)
    sizes = np.diff(np.append(starts_a, len(gain_a)))
    buckets = []
    for k in sorted(set(sizes.tolist())):
        ids = np.nonzero(sizes == k)[0]
        at = starts_a[ids][:, None] + np.arange(k)[None, :]
        buckets.append((ids, gain_a[at], slot_a[at]))
    width = max(len(s) for s in succ)
    padded = np.array([s + [nR] * (width - len(s)) for s in succ], np.int64)
    return TurnGraph(nR, nD, nB, gain_a, slot_a, starts_a, tuple(buckets), M,
                     np.array(reroll, np.int64).reshape(-1, 2), pz, ps,
                     np.array(bank_slot, np.int64), padded, index[fresh], unit,
                     int(gain_a.max()), index)


def farkle_graph(model: FarkleModel) -> TurnGraph:
    """Chicago/Detroit: throw node m−1 throws m dice; decision node n: n dice left after a
    take (0: hot dice); bank class n: the dice left to a piggyback offer (0: none)."""
    N, step = model.N, model.step
    never = 2 * N
    hot_bank = N if model.rules.hot_dice == "optional" else never
    return _graph([(m, model.throws[m]) for m in range(1, N + 1)],
                  lambda key, o: ("choose", o.left, o.gain // step), N, N,
                  [hot_bank] + [N + n for n in range(1, N)],
                  [[N - 1]] + [[n - 1] for n in range(1, N)], N, step)


def zonk_graph(model: ZonkModel) -> TurnGraph | None:
    """zonk 000: throw nodes are press's contexts (throw k of the series, dice aside, dice
    thrown); decision nodes C(k, aside) = 6(k − 1) + aside after a take at throw k < 3, and
    H = 12 (hot dice); one bank class. None for a free re-throw that gives up the series'
    points (`free_reroll_scope=all_six`: the value would depend on the series' start)."""
    rules = model.rules
    if rules.free_reroll and rules.free_reroll_scope == "all_six":
        return None
    ctxs = model.ctxs
    H = 12

    def where(ctx: Ctx, o: Any) -> tuple[str, Any, int]:
        if o.kind == "choose":
            return "choose", (ctx.k - 1) * 6 + 6 - o.left, o.gain
        if o.kind == "hot":
            return "hot", H, o.gain
        if o.kind == "bank":
            return "bank", H + 1, o.gain
        return "reroll", ctxs.index(Ctx(ctx.k + 1, ctx.aside, ctx.m)), 0

    nR = len(ctxs)
    succ = [[ctxs.index(Ctx(k + 1, a, m)) for m in range(1, 7 - a)
             if Ctx(k + 1, a, m) in ctxs] or [nR] for k in (1, 2) for a in range(6)]
    succ.append([ctxs.index(Ctx(1, 0, 6))])
    return _graph([(c, model.throws[c]) for c in ctxs], where, H + 1, 1, [H + 1] * (H + 1),
                  succ, Ctx(1, 0, 6, True), 1)


# --------------------------------------------------------------------------- one level
def _groups(g: TurnGraph, take: Take, dtake: Take | None, w: int
            ) -> tuple[F64, F64 | None]:
    """The best option of every group (groups × w) and, with `dtake`, its slope."""
    if dtake is None and w <= 2:                   # one position: fewer, larger calls
        return np.maximum.reduceat(take(g.gain, g.slot), g.starts, axis=0), None
    best = np.empty((len(g.starts), w))
    dbest = None if dtake is None else np.empty((len(g.starts), w))
    for ids, gains, slots in g.buckets:
        v = take(gains, slots)                             # groups × k × w
        m = v.max(axis=1)
        best[ids] = m
        if dbest is not None and dtake is not None:        # the slope of a best option
            dbest[ids] = np.where(v == m[:, None, :], dtake(gains, slots), -1.0).max(axis=1)
    return best, dbest


def _throws(g: TurnGraph, take: Take, z: F64, six: F64, dtake: Take | None = None
            ) -> tuple[F64, F64 | None]:
    """Throw-node values (nR × w) from the option values `take` gathers; with `dtake` their
    slopes in z. A free re-throw leads to a later throw of the same level: two more rounds."""
    w = z.shape[0]
    best, dbest = _groups(g, take, dtake, w)
    R = g.M @ best + g.pz[:, None] * z + g.ps[:, None] * six
    dR = None if dbest is None else g.M @ dbest + g.pz[:, None]
    if len(g.reroll):
        rg, rn = g.reroll[:, 0], g.reroll[:, 1]
        for _ in range(2):
            better = R[rn] > best[rg]
            b2 = best.copy()
            b2[rg] = np.where(better, R[rn], best[rg])
            if dbest is not None and dR is not None:
                d2 = dbest.copy()
                d2[rg] = np.where(better, dR[rn], dbest[rg])
                dR = g.M @ d2 + g.pz[:, None]
            R = g.M @ b2 + g.pz[:, None] * z + g.ps[:, None] * six
    return R, dR


def _decide(g: TurnGraph, R: F64, slots: F64, dR: F64 | None = None
            ) -> tuple[F64, F64 | None]:
    """Decision-node values (nD × w): the better of banking (the node's bank slot in `slots`,
    a level's nslots × w) and the best throw it may make; with `dR` the slopes (a bank's is
    0: bank values come from other positions)."""
    w = R.shape[1]
    Rx = np.concatenate([R, np.full((1, w), NEG)])
    cand = Rx[g.succ]                                      # nD × k × w
    throw = cand.max(axis=1)
    bank = slots[g.bank_slot]
    D = np.maximum(bank, throw)
    if dR is None:
        return D, None
    dRx = np.concatenate([dR, np.zeros((1, w))])
    node = np.take_along_axis(g.succ[:, :, None], cand.argmax(axis=1)[:, None, :], 1)[:, 0]
    return D, np.where(throw > bank, dRx[node, np.arange(w)[None, :]], 0.0)


# --------------------------------------------------------------------------- the turn
@dataclass
class Tail:
    """The stationary turn (banking worth the same at every t): D, R and slopes, node × w."""

    D: F64
    R: F64
    dD: F64
    dR: F64


def stationary(g: TurnGraph, banks: F64, z: F64, six: F64, slopes: bool = False,
               tol: float = 1e-15) -> Tail:
    """The turn where the bank values `banks` (nB × w) are the same at every t: value
    iteration from below (values are chances, ≥ 0), then (if asked) the slopes alike."""
    w = z.shape[0]
    slots = np.full((g.nslots, w), NEG)
    slots[g.nD:g.nD + g.nB] = banks
    slots[:g.nD] = np.maximum(slots[g.bank_slot], 0.0)
    dslots = np.zeros_like(slots)
    R = np.zeros((g.nR, w))

    def take(_: I64, s: I64) -> F64:
        return slots[s]

    def dtake(_: I64, s: I64) -> F64:
        return dslots[s]

    for _ in range(100_000):
        R, _d = _throws(g, take, z, six)
        D, _d = _decide(g, R, slots)
        delta = float(np.abs(D - slots[:g.nD]).max()) if w else 0.0
        slots[:g.nD] = D
        if delta < tol:
            break
    dR = np.zeros_like(R)
    for _ in range(100_000 if slopes else 0):
        _r, dR2 = _throws(g, take, z, six, dtake)
        assert dR2 is not None
        _r, dD = _decide(g, R, slots, dR2)
        assert dD is not None
        delta = float(np.abs(dD - dslots[:g.nD]).max()) if w else 0.0
        dslots[:g.nD], dR = dD, dR2
        if delta < tol:
            break
    return Tail(slots[:g.nD].copy(), R, dslots[:g.nD].copy(), dR)


@dataclass
class Pass:
    """A batch of w positions: X[t, slot, i] (decision nodes, then the bank inputs) at every
    level t < L, R[t, node, i] at the explicit levels t < T; from a position's `top` on, its
    stationary `tail`; dX, dR: the slopes in the position's own zonk value (when asked)."""

    X: F64
    R: F64
    tail: Tail
    top: I64
    z: F64
    six: F64
    dX: F64 | None = None
    dR: F64 | None = None


def turn_pass(g: TurnGraph, top: I64, banks: F64, z: F64, six: F64, tail_banks: F64,
              slopes: bool = False, bank_from: I64 | None = None) -> Pass:
    """The backward pass over t for w positions.

    `top[i]`: the first level of position i valued by its stationary tail; `banks[t, c, i]`
    (t < max top + maxgain + 1): what banking is worth at level t in class c (−inf where it
    is not allowed); `tail_banks[c, i]`: the same, constant, from top[i] on; `z`, `six`: the
    values of a zonk and of six of a kind; `bank_from[i]` ≤ top[i]: from there on every
    decision banks at once (where the family has shown this optimal; bankable nodes only),
    so the explicit pass stops below it. R at a level a position's explicit pass does not
    reach is its tail's."""
    w = z.shape[0]
    stop = top if bank_from is None else np.minimum(bank_from, top)
    order = np.argsort(-stop, kind="stable")               # the longest passes first
    back = np.argsort(order)
    top, stop, z, six = top[order], stop[order], z[order], six[order]
    banks, tail_banks = banks[..., order], tail_banks[:, order]
    T = int(stop.max()) if w else 0
    L = (int(top.max()) if w else 0) + g.maxgain + 1
    tail = stationary(g, tail_banks, z, six, slopes)
    lv = np.arange(L)[:, None]
    beyond = (lv >= top[None, :])[:, None, :]                      # L × 1 × w
    X = np.full((L, g.nslots, w), NEG)
    inputs = np.full((L, g.nB, w), NEG)
    inputs[:min(L, banks.shape[0])] = banks[:L]
    X[:, g.nD:g.nD + g.nB] = np.where(beyond, tail_banks[None], inputs)
    at_once = (lv >= stop[None, :])[:, None, :] & ~beyond
    X[:, :g.nD] = np.where(beyond, tail.D[None], np.where(at_once, X[:, g.bank_slot], NEG))
    R = np.repeat(tail.R[None], T, axis=0)
    dX = dR = None
    if slopes:
        dX = np.zeros((L, g.nslots, w))
        dX[:, :g.nD] = np.where(beyond, tail.dD[None], 0.0)
        dR = np.repeat(tail.dR[None], T, axis=0)
    live = np.searchsorted(-stop, -np.arange(T), side="left")   # positions with stop > t
    for t in range(T - 1, -1, -1):
        n = int(live[t])

        def take(gains: I64, slots: I64, A: F64 = X, t: int = t, n: int = n) -> F64:
            return A[t + gains, slots, :n]

        def dslope(gains: I64, slots: I64, A: F64 | None = dX, t: int = t, n: int = n) -> F64:
            assert A is not None
            return A[t + gains, slots, :n]

        dtake = None if dX is None else dslope
        Rn, dRn = _throws(g, take, z[:n], six[:n], dtake)
        Dn, dDn = _decide(g, Rn, X[t, :, :n], dRn)
        X[t, :g.nD, :n] = Dn
        R[t, :, :n] = Rn
        if dX is not None and dR is not None and dRn is not None and dDn is not None:
            dX[t, :g.nD, :n] = dDn
            dR[t, :, :n] = dRn
    tail = Tail(tail.D[:, back], tail.R[:, back], tail.dD[:, back], tail.dR[:, back])
    return Pass(X[..., back], R[..., back], tail, top[back], z[back], six[back],
                None if dX is None else dX[..., back], None if dR is None else dR[..., back])


def turn_pass_one(g: TurnGraph, top: I64, banks: F64, z: F64, six: F64, tail_banks: F64,
                  bank_from: I64 | None = None) -> Pass:
    """`turn_pass` for one position (a decision's turn), in flat arrays: the same values,
    a few small numpy calls per level."""
    T0 = int(top[0])
    stop = T0 if bank_from is None else min(int(bank_from[0]), T0)
    L = T0 + g.maxgain + 1
    tail = stationary(g, tail_banks, z, six)
    S = g.nslots
    X = np.full((L, S), NEG)
    X[:min(L, banks.shape[0]), g.nD:g.nD + g.nB] = banks[:L, :, 0]
    X[T0:, g.nD:g.nD + g.nB] = tail_banks[:, 0]
    X[T0:, :g.nD] = tail.D[:, 0]
    X[stop:T0, :g.nD] = X[stop:T0][:, g.bank_slot]
    flat = X.reshape(-1)
    offset = g.gain * S + g.slot
    rest = g.pz * float(z[0]) + g.ps * float(six[0])
    single = g.succ.shape[1] == 1
    succ0 = g.succ[:, 0]
    R = np.empty((stop, g.nR))
    Rx = np.full(g.nR + 1, NEG)
    for t in range(stop - 1, -1, -1):
        best = np.maximum.reduceat(flat[offset + t * S], g.starts)
        Rt = g.M @ best + rest
        if len(g.reroll):
            def take(gains: I64, slots: I64, t: int = t) -> F64:
                return X[t + gains, slots][..., None]

            Rt = _throws(g, take, z, six)[0][:, 0]
        Rx[:g.nR] = Rt
        throw = Rx[succ0] if single else Rx[g.succ].max(axis=1)
        X[t, :g.nD] = np.maximum(X[t, g.bank_slot], throw)
        R[t] = Rt
    return Pass(X[:, :, None], R[:, :, None], tail, top, z, six)


def throws_at(g: TurnGraph, p: Pass, t: int) -> F64:
    """Throw-node values at level t (nR × w): from the pass, else from the decision values
    above t, else the tail."""
    if t < len(p.R):
        at: F64 = p.R[t]
        return at
    if t + g.maxgain < len(p.X):
        R, _ = _throws(g, lambda gains, slots: p.X[t + gains, slots], p.z, p.six)
        return np.where(t >= p.top[None, :], p.tail.R, R)
    return p.tail.R


# --------------------------------------------------------------------------- one position
class RaceTurn:
    """One position's turn valued as a chance to win, behind the interface of press's turn
    solvers that `advisor.press_value` reads (t in points)."""

    def __init__(self, g: TurnGraph, p: Pass) -> None:
        self.g, self.p = g, p
        self.X = p.X[:, :, 0]
        self.tail_D = p.tail.D[:, 0]
        self.family = "zonk" if isinstance(next(iter(g.index)), Ctx) else "farkle"

    def _R(self, t: int, node: int) -> float:
        return float(throws_at(self.g, self.p, t // self.g.unit)[node, 0])

    def _slot(self, t: int, slot: int) -> float:
        i = t // self.g.unit
        if i < len(self.X):
            return float(self.X[i, slot])
        if slot < self.g.nD:
            return float(self.tail_D[slot])
        return float(self.X[-1, slot])               # the tail's constant bank values

    # ---- Chicago / Detroit
    def roll_value(self, t: int, m: Any) -> float:
        return self._R(t, self.g.index[m])

    def after_take(self, t: int, left: int) -> float:
        return self._slot(t, left)

    def bank_value(self, t: int, left: int = 1) -> float:
        return self._slot(t, int(self.g.bank_slot[left]))

    def fresh(self) -> float:
        return self._R(0, self.g.fresh)

    def zonk_chance(self, m: Any) -> float:
        return float(self.g.pz[self.g.index[m]])

    # ---- zonk
    def utility(self, t: int) -> float:
        return self._slot(t, self.g.nD)

    def hot_value(self, t: int) -> float:
        return self._slot(t, self.g.nD - 1)

    def choose_value(self, t: int, k: int, aside: int) -> float:
        return self._slot(t, (k - 1) * 6 + aside)
