"""421 (Zanzibar): per decision, the exact expected chips of the round and the chance of being
its worst hand, given the hands already kept, the throw limit and optimal play by the later
players.

The objective of every player is the round's net chips: chips taken (the worst hand) minus chips
given away (the best hand while unloading); each later player minimises his own, knowing the
hands before him (on equal values he stops rather than throws again, and re-throws as few dice
as possible). The round is solved backwards over the players still to throw, memoised on
(player, best hand and its thrower, worst hand and its thrower, throw limit). Ranks, the chip
value N (with the nénette rule) and the limit rule come from the engine (`ranks`,
`round_value`, `limit_reference`). Cost grows with the players still to throw: see docs/ai.md.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from dicegames.engine.games.zanzibar_ranking import hand_id, ranks

from .dice import F64, I64, DiceTables, remove, sub_multisets, tables

_LAST_TABLES: dict[tuple[Any, ...], F64] = {}
_PENULTIMATE: dict[tuple[Any, ...], F64] = {}      # shared by rounds with the same chip caps
_PAIRS: dict[tuple[Any, ...], Pairs] = {}
_LAST_STEPS: dict[tuple[Any, ...], Steps] = {}     # the last thrower's choices, shared by limits


@dataclass(frozen=True)
class Round:
    """What decides a round's chips: the throwing order's chip caps and the phase."""

    players: int                     # throwers in this round
    loading: bool
    pot: int                         # loading: the pot
    holds: tuple[int, ...]           # unloading: chips of each thrower (by order index)
    limit_previous: bool             # the limit is the previous player's throws (else starter's)


@dataclass(frozen=True)
class Pairs:
    """Every (best b, worst w) pair before the last thrower with b at least as strong as w,
    and what the last thrower's hand h does to it (per rules; `ZanzibarSolver.last_table`)."""

    b: I64                            # [pair]
    w: I64
    better: Any                       # [pair, h]: h becomes the best hand (bool)
    worse: Any                        # [pair, h]: h becomes the worst hand (bool)
    val_better: F64                   # [pair, h]: N of (h, w)
    val_worse: F64                    # [pair, h]: N of (b, h)
    val_mid: F64                      # [pair]: N of (b, w)


@dataclass
class Steps:
    """Stop costs that do not depend on the throws used (batch × hands) and the choices they
    lead to by throws remaining — the same for every limit, so computed once for all."""

    Q: F64
    go: list[Any]                     # go[r - 1][batch, hand]: throw again, r throws remaining
    pick: list[Any]                   # pick[r - 1][batch, hand]: the keep then (int8)
    V: F64                            # the value with len(go) throws remaining


@dataclass
class TurnPlan:
    """One player's optimal turn given the stop costs Q[h, k] (k = 1 … L throws)."""

    L: int
    Q: F64                            # hands × (L+1), column k = stop after k throws
    V: list[F64]                      # V[k][h]: best after throw k showing hand h
    K: list[F64]                      # K[k][keep]: keeping `keep`, throw k+1 to come
    stops: F64                        # hands × (L+1): the chance of stopping on h after k


class ZanzibarSolver:
    def __init__(self, game: Any, rnd: Round) -> None:
        self.game = game
        self.rnd = rnd
        self.t: DiceTables = tables(3)
        rank = ranks(game.rules.pure_vs_triple)
        self.hands = [hand_id(r) for r in self.t.rolls]
        self.rank = np.array([rank[h] for h in self.hands])
        self.value_of = _values(game)
        self.value_row_w = np.array(self.value_of, dtype=np.float64).T   # [w][b]
        self.value_col_b = np.array(self.value_of, dtype=np.float64)     # [b][w]
        self.outs_memo: dict[tuple[int, int, int, int, int, int], F64] = {}
        self.memo: dict[tuple[int, int, int, int, int, int], F64] = {}
        subs = [[self.t.keep_index[k] for k in sub_multisets(r) if len(k) < 3]
                for r in self.t.rolls]
        width = max(map(len, subs))
        self.sub_index = np.array([(x + [x[0]] * width)[:width] for x in subs])
        # ties between re-throws: keep more dice (re-throw fewer)
        self.sub_penalty = np.array([[1e-9 * (3 - len(self.t.keeps[i])) for i in row]
                                     for row in self.sub_index])
        # the same, for batches: only the keeps that re-throw a die (the first ones, by size)
        rethrow = sum(len(k) < 3 for k in self.t.keeps)
        assert all(len(k) < 3 for k in self.t.keeps[:rethrow])
        self.rethrow_penalty = np.array([1e-9 * (3 - len(k)) for k in self.t.keeps[:rethrow]])
        self.sub_columns = np.ascontiguousarray(self.sub_index.T)   # [i][h]: i-th sub of h

    # ---- the end of the round
    def settle(self, b: int, ib: int, w: int, iw: int) -> F64:
        r = self.rnd
        out = np.zeros(2 * r.players)
        value = self.value_of[b][w]
        moved = min(value, r.pot) if r.loading else min(value, r.holds[ib])
        out[iw] += moved
        if not r.loading:
            out[ib] -= moved
        out[r.players + iw] = 1.0
        return out

    def after(self, j: int, b: int, ib: int, w: int, iw: int, h: int) -> tuple[int, int, int, int]:
        """Best and worst (hand, thrower) once player j keeps hand h."""
        if j == 0:
            return h, 0, h, 0
        if self.rank[h] <= self.rank[b]:
            b, ib = h, j
        if self.rank[h] > self.rank[w]:
            w, iw = h, j
        return b, ib, w, iw

    def next_limit(self, j: int, k: int, L: int) -> int:
        return k if self.rnd.limit_previous or j == 0 else L

    def continuation(self, j: int, b: int, ib: int, w: int, iw: int, L: int) -> F64:
        """Expected net chips of every thrower when player j is to throw with limit L, then the
        chance that each thrower's hand is the round's worst (a vector of 2 × throwers)."""
        if j == self.rnd.players:
            return self.settle(b, ib, w, iw)
        key = (j, b, ib, w, iw, L)
        got = self.memo.get(key)
        if got is not None:
            return got
        if j == self.rnd.players - 1:
            self.memo[key] = got = self.last(b, ib, w, iw, L)
            return got
        outs = self.outcomes(j, b, ib, w, iw, L)
        plan = self.plan(j, outs, L)
        total: F64 = np.einsum("hk,hkv->v", plan.stops, outs)
        self.memo[key] = total
        return total

    def outcomes(self, j: int, b: int, ib: int, w: int, iw: int, L: int) -> F64:
        """O[h, k]: the continuation vector once player j keeps hand h after k throws
        (k = 1 … L; column 0 unused)."""
        n = self.rnd.players
        if j == n - 2:
            r = self.rnd
            caps = (r.pot,) if r.loading else (r.holds[j], r.holds[ib], r.holds[n - 1])
            shared = (self.game.id, self.game.rules, n, r.loading, r.limit_previous, caps,
                      j, b, ib, w, iw, L)
            got = _PENULTIMATE.get(shared)
            if got is None:
                if len(_PENULTIMATE) > 200_000:
                    _PENULTIMATE.clear()
                got = _PENULTIMATE[shared] = self.penultimate(j, b, ib, w, iw, L)
            return got
        H = len(self.hands)
        key = (j, b, ib, w, iw, L)
        got = self.outs_memo.get(key)
        if got is not None:
            return got
        O = np.zeros((H, L + 1, 2 * n))
        self.outs_memo[key] = O
        if j == n - 3:                         # the next thrower is the one before the last
            nxt = np.array([self.after(j, b, ib, w, iw, h) for h in range(H)]).T
            for k in range(1, L + 1):
                O[:, k] = self.continuation_batch(j + 1, nxt[0], nxt[1], nxt[2], nxt[3],
                                                  self.next_limit(j, k, L))
            return O
        for h in range(H):
            b2, ib2, w2, iw2 = self.after(j, b, ib, w, iw, h)
            for k in range(1, L + 1):
                O[h, k] = self.continuation(j + 1, b2, ib2, w2, iw2, self.next_limit(j, k, L))
        return O

    def penultimate(self, m: int, b: int, ib: int, w: int, iw: int, L: int) -> F64:
        """`outcomes` for the thrower before the last, all hands at once from `last_table`."""
        one = np.array([b]), np.array([ib]), np.array([w]), np.array([iw])
        out: F64 = self.penultimate_batch(m, *one, L)[0]
        return out

    def penultimate_batch(self, m: int, b: I64, ib: I64, w: I64, iw: I64, L: int) -> F64:
        """`penultimate` for a batch of states (arrays of best/worst hands and throwers):
        batch × hands × (L+1) × vector."""
        r = self.rnd
        n, last = r.players, r.players - 1
        H, B = len(self.hands), len(b)
        hs = np.arange(H)[None, :]
        rows = np.arange(B)[:, None]
        if m == 0:
            better = worse = np.ones((B, H), dtype=bool)
        else:
            better = self.rank[None, :] <= self.rank[b][:, None]
            worse = self.rank[None, :] > self.rank[w][:, None]
        ib2 = np.where(better, m, ib[:, None])
        iw2 = np.where(worse, m, iw[:, None])
        cap = (lambda i: r.pot) if r.loading else (lambda i: r.holds[i])
        O = np.zeros((B, H, L + 1, 2 * n))
        for k in range(1, L + 1):
            L2 = self.next_limit(m, k, L)
            T_m = self.last_table(L2, cap(m), cap(last))
            if m == 0:
                core = np.broadcast_to(T_m[hs[0], hs[0]], (B, H, 5))
            else:
                mine = T_m[hs, w[:, None]]                        # j best: (h, w)
                theirs = np.empty((B, H, 5))                      # j worst: (b, h)
                mid = np.empty((B, 1, 5))                         # neither: (b, w)
                for i in np.unique(ib):
                    sel = ib == i
                    T_i = self.last_table(L2, cap(int(i)), cap(last))
                    theirs[sel] = T_i[b[sel]]
                    mid[sel, 0] = T_i[b[sel], w[sel]]
                core = np.where(better[..., None], mine,
                                np.where(worse[..., None], theirs, mid))
            Ok = O[:, :, k, :]
            np.add.at(Ok, (rows, hs, iw2), core[..., 0])
            np.add.at(Ok, (rows, hs, ib2), -core[..., 1])
            Ok[:, :, last] += core[..., 2]
            np.add.at(Ok, (rows, hs, n + iw2), core[..., 3])
            Ok[:, :, n + last] += core[..., 4]
        return O

    def continuation_batch(self, m: int, b: I64, ib: I64, w: I64, iw: I64, L: int) -> F64:
        """`continuation` of the thrower before the last for a batch of states: batch ×
        vector."""
        O = self.penultimate_batch(m, b, ib, w, iw, L)
        Q = O[:, :, :, m].copy()
        Q[:, :, 0] = np.inf
        stops = self.stops_batch(Q, L)
        out: F64 = np.einsum("bhk,bhkv->bv", stops, O)
        return out

    def last(self, b: int, ib: int, w: int, iw: int, L: int) -> F64:
        """`continuation` for the last thrower (read from `last_table`)."""
        r, j = self.rnd, self.rnd.players - 1
        cap_b = r.pot if r.loading else r.holds[ib]
        cap_j = r.pot if r.loading else r.holds[j]
        recv_w, give_b, net_j, worst_w, worst_j = self.last_table(L, cap_b, cap_j)[b, w]
        out = np.zeros(2 * r.players)
        out[iw] += recv_w
        out[ib] -= give_b
        out[j] += net_j
        out[r.players + iw] += worst_w
        out[r.players + j] += worst_j
        return out

    def last_table(self, L: int, cap_b: int, cap_j: int) -> F64:
        """For every (best b, worst w) before the last thrower (limit L; chip caps of the best
        holder and of the last thrower): the expected chips the worst holder takes, the best
        holder gives, the last thrower nets, and the chances that the worst holder stays worst
        and that the last thrower is worst — every pair with b at least as strong as w (the
        others never occur) in one batch."""
        key = (self.game.id, self.game.rules, self.rnd.loading, L, cap_b, cap_j)
        got = _LAST_TABLES.get(key)
        if got is not None:
            return got
        pairs = self.pairs()
        better, worse = pairs.better, pairs.worse
        v_better = np.minimum(pairs.val_better, cap_j)          # [pair, h] = value(h, w)
        v_worse = np.minimum(pairs.val_worse, cap_b)            # [pair, h] = value(b, h)
        v_mid = np.minimum(pairs.val_mid, cap_b)                # [pair]
        give = 0.0 if self.rnd.loading else 1.0
        shared = key[:3] + key[4:]                              # every limit
        steps = _LAST_STEPS.get(shared)
        if steps is None:
            own = np.where(better, -give * v_better, np.where(worse, v_worse, 0.0))
            if len(_LAST_STEPS) > 16:
                _LAST_STEPS.clear()
            steps = _LAST_STEPS[shared] = Steps(own, [], [], own.copy())
        stops = self.stops_batch(steps.Q, L, steps)
        pb = stops * better
        pw = stops * worse
        pb_sum = pb.sum(axis=1)
        pw_sum = pw.sum(axis=1)
        pm = 1.0 - pb_sum - pw_sum
        gained = (pb * v_better).sum(axis=1)
        recv = gained + pm * v_mid
        lose = (pw * v_worse).sum(axis=1)
        n = len(self.hands)
        out = np.zeros((n, n, 5))
        out[pairs.b, pairs.w] = np.stack([recv, give * (lose + pm * v_mid),
                                          lose - give * gained, pb_sum + pm, pw_sum], axis=-1)
        if len(_LAST_TABLES) > 256:
            _LAST_TABLES.clear()
        _LAST_TABLES[key] = out
        return out

    def pairs(self) -> Pairs:
        """What `last_table` needs that does not depend on the limit or the chip caps."""
        key = (self.game.id, self.game.rules)
        got = _PAIRS.get(key)
        if got is None:
            VAL = self.value_col_b                              # VAL[b, w]
            bi, wi = np.nonzero(self.rank[:, None] <= self.rank[None, :])   # b at least as
            got = _PAIRS[key] = Pairs(                                      # strong as w
                bi, wi,
                self.rank[None, :] <= self.rank[bi][:, None],   # [pair, h]: h becomes best
                self.rank[None, :] > self.rank[wi][:, None],    # [pair, h]: h becomes worst
                VAL.T[wi], VAL[bi], VAL[bi, wi])
        return got

    def stops_batch(self, Q: F64, L: int, steps: Steps | None = None) -> F64:
        """`plan_q` for a batch of stop costs: Q[batch, hand, k] (k = 0 … L, column 0
        unused) gives the chance of stopping on each hand after k throws, batch × hands ×
        (L+1); Q[batch, hand] (costs that do not depend on the throws used) gives the chance
        of stopping on each hand, batch × hands — then `steps` (of these Q), when given, keeps
        the choices for the other limits."""
        t = self.t
        flat_q = Q.ndim == 2
        B, n = Q.shape[:2]

        def cost(k: int) -> F64:
            return Q if flat_q else Q[:, :, k]

        if steps is None:
            steps = Steps(Q, [], [], cost(L).copy())
        elif not flat_q:
            raise ValueError("steps are shared by limits only for flat costs")
        go: dict[int, Any] = {}
        pick: dict[int, Any] = {}
        for k in range(L - 1, 0, -1):
            r = L - k                                           # throws remaining
            if r > len(steps.go):
                K = steps.V @ t.P.T                             # batch × keeps
                chosen = self.best_rethrow(K)                   # batch × hands
                best = np.take_along_axis(K, chosen, axis=1)
                g = best < cost(k) - 1e-12
                steps.V = np.where(g, best, cost(k))
                steps.go.append(g)
                steps.pick.append(chosen.astype(np.int8))      # < 28 keeps: kept small
            go[k], pick[k] = steps.go[r - 1], steps.pick[r - 1]
        stops = np.zeros((B, n) if flat_q else (B, n, L + 1))
        d = np.broadcast_to(t.first, (B, n)).copy()
        nkeep = len(t.keeps)
        for k in range(1, L + 1):
            here = d if k == L else np.where(go[k], 0.0, d)
            if flat_q:
                stops += here
            else:
                stops[:, :, k] = here
            if k == L:
                break
            moving = np.where(go[k], d, 0.0)
            flat = (np.arange(B)[:, None] * nkeep + pick[k]).ravel()
            M = np.bincount(flat, weights=moving.ravel(), minlength=B * nkeep)
            d = M.reshape(B, nkeep) @ t.P
        return stops

    def best_rethrow(self, K: F64) -> I64:
        """For K[batch, keep] (batch × keeps): the keep of each hand that `plan_q` picks — the
        least K, ties to the keep of more dice, then the first — as the first least of
        `K + penalty` over the hand's sub-multisets (an argmin, column by column, with the
        batch as the inner axis), batch × hands."""
        rethrow = len(self.rethrow_penalty)
        KT = np.ascontiguousarray((K[:, :rethrow] + self.rethrow_penalty).T)   # keeps × batch
        C = np.take(KT, self.sub_columns, axis=0)                # sub × hands × batch
        low = C[0]
        chosen = np.broadcast_to(self.sub_columns[0][:, None], low.shape)
        for i in range(1, len(self.sub_columns)):
            c = C[i]
            less = c < low
            low = np.minimum(c, low)
            chosen = np.where(less, self.sub_columns[i][:, None], chosen)
        out: I64 = chosen.T
        return out

    # ---- one player's turn
    def plan(self, j: int, outs: F64, L: int) -> TurnPlan:
        Q = outs[:, :, j].copy()
        Q[:, 0] = np.inf
        return self.plan_q(Q, L)

    def plan_q(self, Q: F64, L: int) -> TurnPlan:
        """The optimal turn for stop costs Q (ties: stop; then re-throw fewer dice)."""
        t = self.t
        V: list[F64] = [np.zeros(0)] * (L + 1)
        K: list[F64] = [np.zeros(0)] * (L + 1)
        go: list[Any] = [None] * (L + 1)
        pick: list[Any] = [None] * (L + 1)
        V[L] = Q[:, L].copy()
        for k in range(L - 1, 0, -1):
            Kk = t.P @ V[k + 1]
            K[k] = Kk
            cand = Kk[self.sub_index] + self.sub_penalty
            j = cand.argmin(axis=1)
            best = Kk[self.sub_index[np.arange(len(j)), j]]
            g = best < Q[:, k] - 1e-12
            V[k] = np.where(g, best, Q[:, k])
            go[k], pick[k] = g, self.sub_index[np.arange(len(j)), j]
        n = len(self.hands)
        stops = np.zeros((n, L + 1))
        d = t.first.copy()
        for k in range(1, L + 1):
            if k == L:
                stops[:, k] = d
                break
            stops[:, k] = np.where(go[k], 0.0, d)
            d = (np.where(go[k], d, 0.0)) @ t.P[pick[k]]
        return TurnPlan(L, Q, V, K, stops)

    # ---- the player to move
    def decision(self, prefix: tuple[int, ...], L: int) -> tuple[F64, TurnPlan]:
        """For the player at index len(prefix) (hands `prefix` kept before him): every
        (hand, throws) outcome's vector and his optimal plan."""
        j = len(prefix)
        b = ib = w = iw = 0
        for i, h in enumerate(prefix):
            b, ib, w, iw = self.after(i, b, ib, w, iw, h)
        outs = self.outcomes(j, b, ib, w, iw, L)
        return outs, self.plan(j, outs, L)

    def worst_after_keep(self, plan: TurnPlan, outs: F64, j: int,
                         keep: int, k: int) -> float:
        """The chance of ending worst when keeping `keep` after throw k, then playing `plan`."""
        n = self.rnd.players
        d = self.t.P[keep].copy()
        total = 0.0
        for kk in range(k + 1, plan.L + 1):
            if kk == plan.L:
                stop = d
            else:
                go = plan.V[kk] < plan.Q[:, kk] - 1e-12
                stop = np.where(go, 0.0, d)
            total += float(stop @ outs[:, kk, n + j])
            if kk == plan.L:
                break
            cand = plan.K[kk][self.sub_index] + self.sub_penalty
            pick = self.sub_index[np.arange(len(cand)), cand.argmin(axis=1)]
            d = np.where(go, d, 0.0) @ self.t.P[pick]
        return total

    def keep_of(self, dice: tuple[int, ...], positions: tuple[int, ...]) -> int:
        kept = remove(tuple(sorted(dice)), tuple(sorted(dice[p] for p in positions)))
        return self.t.keep_index[tuple(sorted(kept))]


_SOLVERS: dict[tuple[str, Any, Round], ZanzibarSolver] = {}


def _solver(game: Any, rnd: Round) -> ZanzibarSolver:
    key = (game.id, game.rules, rnd)
    if key not in _SOLVERS:
        if len(_SOLVERS) > 64:
            _SOLVERS.clear()
        _SOLVERS[key] = ZanzibarSolver(game, rnd)
    return _SOLVERS[key]


def round_of(game: Any, state: Any) -> tuple[Round, tuple[int, ...], tuple[int, ...], int]:
    """The round being played, from the engine's public views: (round, throwing order,
    hands kept so far as roll indices, the current limit)."""
    table = game.table(state)
    players = state.players
    active = table.get("active")
    starter = table.get("starter")
    order = tuple(sorted(active, key=lambda p: (p - starter) % players))
    sheet = game.scoresheet(state)
    current = sheet.rows[-2]
    rolls = tables(3).roll_index
    kept = []
    for p in order:
        note = current.cells[p].note
        if note and note != "left":
            kept.append(rolls[tuple(sorted(int(c) for c in note))])
        else:
            break
    holds = tuple(table.get("chips")[p] for p in order)
    rnd = Round(len(order), table.get("phase") == "loading", table.get("pot"), holds,
                game.rules.limit_reference == "previous_player")
    return rnd, order, tuple(kept), int(table.get("limit"))


def solver_for(game: Any, state: Any) -> tuple[ZanzibarSolver, tuple[int, ...], int]:
    rnd, order, kept, limit = round_of(game, state)
    return _solver(game, rnd), kept, limit


HORIZON = 2        # later throwers modelled exactly; beyond them the round is cut (docs/ai.md)


def normalised(game: Any, rnd: Round) -> Round:
    """The same round with caps above the largest chip value cut to it (same solution)."""
    top = max(max(row) for row in _values(game))
    return Round(rnd.players, rnd.loading, min(rnd.pot, top) if rnd.loading else 0,
                 tuple(0 for _ in rnd.holds) if rnd.loading else
                 tuple(min(h, top) for h in rnd.holds), rnd.limit_previous)


_HANDS = tuple(hand_id(r) for r in tables(3).rolls)
_VALUES: dict[tuple[str, Any], list[list[int]]] = {}


def _values(game: Any) -> list[list[int]]:
    """N for every (best, worst) pair of hands (the engine's `round_value`), per rules."""
    key = (game.id, game.rules)
    if key not in _VALUES:
        _VALUES[key] = [[game.round_value(b, w) for w in _HANDS] for b in _HANDS]
    return _VALUES[key]


@dataclass(frozen=True)
class Analysis:
    solver: ZanzibarSolver
    j: int                          # the player to move, as an index of the (cut) round
    outs: F64                       # outs[h, k]: the round's vector after keeping h at throw k
    plan: TurnPlan
    exact: bool


def analyse(game: Any, state: Any) -> Analysis:
    """The optimal plan of the player to move and every (hand, throws) outcome's vector."""
    rnd, order, kept, limit = round_of(game, state)
    j = len(kept)
    exact = rnd.players - j - 1 <= HORIZON
    if not exact:
        keep = j + 1 + HORIZON
        rnd = Round(keep, rnd.loading, rnd.pot, rnd.holds[:keep], rnd.limit_previous)
    solver = _solver(game, normalised(game, rnd))
    outs, plan = solver.decision(kept, limit)
    return Analysis(solver, j, outs, plan, exact)
