"""421 (Zanzibar) between two players: the chance of losing the whole game, exactly.

The round solver (`zanzibar_solver.py`) minimises the chips a round costs; what counts is not
to be the loser — the one left holding every chip (RULES 004). With two players a position
between rounds is (phase, pot, the starter's chips, the other's chips) and the game is a
zero-sum game of perfect information: the starter throws (up to 3 throws, 1 while loading
«всухую»), then the other throws at most as many times, knowing the starter's hand; the worst
hand takes the best hand's chips from the pot (loading) or from the best player (unloading),
and starts the next round. Both play for the win. V(position) = the chance that the starter
of that round loses the game:

* the second thrower, for each hand h1 of the starter and limit L, stops on the hand that
  minimises his own chance to lose (an optimal stopping over three dice, the round solver's
  batch `stops_batch`);
* the starter, knowing that answer, minimises his.

Loading positions lead to smaller pots only: they are solved pot by pot once the unloading
positions are. Unloading positions lead to each other (chips go back and forth): they are
solved by policy iteration — the round's choices for the current values, then those choices'
values exactly (a linear system over the C − 1 positions), again until they hold to 1e-12.
Ranks, chip values with the nénette rule (`round_value`) and the throw limit of the loading
phase are the engine's. Built once per rules on first use (about a second for 21 chips, in
the app's worker); `MAX_CHIPS` bounds it.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from .dice import F64, I64
from .zanzibar_solver import Round, ZanzibarSolver

MAX_CHIPS = 40                   # larger pots: the round's chips decide (docs/ai.md)
MAX_THROWS = 3


@dataclass(frozen=True)
class Position:
    """A position between rounds, seen from the round's starter."""

    loading: bool
    pot: int
    starter: int                 # the starter's chips
    other: int                   # the other player's chips


class GameTable:
    """V[position]: the chance that the starter of a round from that position loses."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.C = int(game.rules.chips)
        self.solver = ZanzibarSolver(game, Round(2, True, self.C, (0, 0), True))
        s = self.solver
        H = len(s.hands)
        self.H = H
        # b_second[h1, h2]: the second hand is the best (later thrower wins identical hands)
        self.second_best = s.rank[None, :] <= s.rank[:, None]
        vals = np.array(s.value_of, dtype=np.int64)           # [best, worst]
        self.N = np.where(self.second_best, vals.T, vals)      # [h1, h2]: the chips moved
        self.unloading = np.zeros(self.C + 1)                  # by the starter's chips
        self.loading: dict[tuple[int, int], float] = {}        # (pot, starter's chips)
        self._solve_unloading()
        for pot in range(1, self.C + 1):
            xs = np.arange(self.C - pot + 1)
            v = self._round_values([Position(True, pot, int(x), self.C - pot - int(x))
                                    for x in xs])[0]
            for x, val in zip(xs, v):
                self.loading[(pot, int(x))] = float(val)

    # ---- what a round leads to
    def outcomes(self, p: Position) -> tuple[F64, F64, I64, I64]:
        """For every pair of hands (starter's h1, other's h2): R = const + sign · V[next] is
        the chance that the starter loses; the next position is unloading with `target`
        chips for its starter, or loading with code `loads` = pot · (C + 1) + its starter's
        chips (−1: none, the game is over)."""
        H, C = self.H, self.C
        const = np.zeros((H, H))
        sign = np.zeros((H, H))
        target = np.full((H, H), -1, dtype=np.int64)
        loads = np.zeros((H, H))
        for second_best in (True, False):
            sel = self.second_best == second_best
            N = self.N[sel]
            # the worst takes `moved` chips: from the pot, or from the best player
            if p.loading:
                moved = np.minimum(N, p.pot)
                worst_after = (p.starter if second_best else p.other) + moved
                best_after = np.full_like(moved, p.other if second_best else p.starter)
                pot = p.pot - moved
            else:
                moved = np.minimum(N, p.other if second_best else p.starter)
                worst_after = (p.starter if second_best else p.other) + moved
                best_after = (p.other if second_best else p.starter) - moved
                pot = np.zeros_like(moved)
            # the worst starts the next round: the starter's loss is V there (he is the
            # worst) or 1 − V there (the other is)
            s_ = 1.0 if second_best else -1.0
            c_ = 0.0 if second_best else 1.0
            over = (pot == 0) & (best_after == 0)           # the best has left: worst loses
            cst = np.where(over, 1.0 if second_best else 0.0, c_)
            sg = np.where(over, 0.0, s_)
            tg = np.where(over | (pot > 0), -1, worst_after)
            const[sel], sign[sel], target[sel] = cst, sg, tg
            loads[sel] = np.where(~over & (pot > 0), pot * (C + 1) + worst_after, -1)
        return const, sign, target, loads.astype(np.int64)

    def stop_costs(self, p: Position) -> F64:
        """R[h1, h2]: the chance that the starter loses once both hands are kept."""
        const, sign, target, loads = self.outcomes(p)
        v = np.where(target >= 0, self.unloading[np.maximum(target, 0)], 0.0)
        if (loads >= 0).any():
            lv = np.zeros(loads.shape)
            for code in np.unique(loads[loads >= 0]):
                pot, x = divmod(int(code), self.C + 1)
                lv[loads == code] = self.loading[(pot, x)]
            v = np.where(loads >= 0, lv, v)
        R: F64 = const + np.where((target >= 0) | (loads >= 0), sign * v, 0.0)
        return R

    # ---- a round's choices
    def limit(self, p: Position) -> int:
        return int(self.game.round_limit("loading" if p.loading else "unloading"))

    def second(self, R: F64, L: int) -> F64:
        """[h1, h2]: the chance the second thrower (limit L) stops on h2 after the starter's
        h1, playing to lose least (his loss is 1 − R)."""
        out: F64 = self.solver.stops_batch(1.0 - R, L)
        return out

    def starter_costs(self, R: F64, L0: int) -> tuple[F64, list[F64]]:
        """Q[h1, k]: the starter's chance to lose keeping h1 after k throws (k = 1 … L0;
        column 0 unused), and the second thrower's stops for each limit."""
        Q = np.full((self.H, L0 + 1), np.inf)
        stops = [np.zeros(0)]
        for L in range(1, L0 + 1):
            s2 = self.second(R, L)
            stops.append(s2)
            Q[:, L] = (s2 * R).sum(axis=1)
        return Q, stops

    def _round_values(self, ps: list[Position]) -> tuple[F64, list[Any]]:
        """V of each position's round for the current tables, and its choices."""
        out = np.zeros(len(ps))
        plans = []
        for i, p in enumerate(ps):
            R = self.stop_costs(p)
            L0 = self.limit(p)
            Q, s2 = self.starter_costs(R, L0)
            sx = self.solver.stops_batch(Q[None], L0)[0]         # [h1, k]
            out[i] = float((sx[:, 1:] * Q[:, 1:]).sum())
            plans.append((sx, s2))
        return out, plans

    def _solve_unloading(self) -> None:
        C = self.C
        xs = list(range(1, C))
        if not xs:
            return
        ps = [Position(False, 0, x, C - x) for x in xs]
        for _ in range(100):
            _, plans = self._round_values(ps)
            A = np.zeros((C + 1, C + 1))
            b = np.zeros(C + 1)
            for p, (sx, s2) in zip(ps, plans):
                const, sign, target, _ = self.outcomes(p)
                for k in range(1, sx.shape[1]):
                    w = sx[:, k][:, None] * s2[k]                  # [h1, h2]
                    b[p.starter] += float((w * const).sum())
                    np.add.at(A[p.starter], np.maximum(target, 0).ravel(),
                              (w * np.where(target >= 0, sign, 0.0)).ravel())
            idx = np.array(xs)
            M = np.eye(len(xs)) - A[np.ix_(idx, idx)]
            new = np.zeros(C + 1)
            new[idx] = np.linalg.solve(M, b[idx])
            done = np.abs(new - self.unloading).max() < 1e-12
            self.unloading = new
            if done:
                return

    # ---- a position
    def value(self, p: Position) -> float:
        if p.loading:
            return self.loading[(p.pot, p.starter)]
        return float(self.unloading[p.starter])


@lru_cache(maxsize=8)
def _table(game_id: str, rules: Any) -> GameTable:
    from dicegames.engine import game_info
    return GameTable(game_info(game_id).game_cls(rules, game_id=game_id))


def table(game: Any) -> GameTable | None:
    """The game table of `game`'s rules (None past MAX_CHIPS)."""
    if game.rules.chips > MAX_CHIPS:
        return None
    return _table(game.id, game.rules)


def position_of(game: Any, state: Any) -> tuple[Position, tuple[int, ...], int] | None:
    """The position of a two-player round being played (None with more chip holders): the
    position from its starter's view, the hands kept so far, the throw limit now."""
    from .zanzibar_solver import round_of
    rnd, _, kept, limit = round_of(game, state)
    if rnd.players != 2:
        return None
    return Position(rnd.loading, rnd.pot, *rnd.holds), kept, limit


@dataclass(frozen=True)
class Decision:
    """The player to move's chance to lose after each (hand, throws) he may keep: Q[h, k]
    (k = 1 … L), and his plan (`ZanzibarSolver.plan_q`: the values of keeps, K[k][keep])."""

    Q: F64
    plan: Any


def decision(gt: GameTable, p: Position, kept: tuple[int, ...], limit: int) -> Decision:
    R = gt.stop_costs(p)
    if not kept:                                   # the starter
        Q, _ = gt.starter_costs(R, limit)
    else:                                          # the second: his loss is 1 − R
        Q = np.full((gt.H, limit + 1), np.inf)
        Q[:, 1:] = (1.0 - R[kept[0]])[:, None]
    return Decision(Q, gt.solver.plan_q(Q, limit))
