"""zonk 000's game to a target for two players: the chance to win from every position.

A position is (a, b): the totals of the round's first and second player, below the target G;
`P[a, b]` is the first player's chance when he is to move, `Q[a, b]` the second's when he is.
Banking t points (or the series' automatic bank after its third throw) is worth

* for the first: 1 − Q[a + t, b]; reaching G with `target_check=immediate` wins; with
  `end_of_round` the second then has a last turn and must pass a + t (a tie counts half):
  1 − W(a + t − b), W(d) his chance to pass d points in one turn (a "beat" turn);
* for the second: reaching G wins (the round ends, the first is below G); otherwise the next
  round: 1 − P[a, b + t], or with `rotate_first_player` he opens it: P[b + t, a].

A zonk is banking 0; six of a kind (`six_kind_effect=win_game`) wins. Positions are solved by
a + b from the top; a zonk keeps the sum, linking P[a, b] and Q[a, b] (and, rotating,
P[b, a]): Newton's method on the slopes in the zonk values, to a residual below 1e-12.

Past the target the first player's bank values 1 − W(d) only grow; once banking beats one
more throw followed by banking even at their limit 1 − W∞ (W∞: a last turn's chance when the
need is out of reach — six of a kind), banking at once is optimal there (one-step look-ahead
in a closed set of states): the explicit pass stops at that level (`bank_from`). From D0 on
(W(d) − W∞ < 1e-13) the bank values are constant: the stationary tail.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, cast

import numpy as np

from . import press
from .dice import F64, I64
from .race import NEG, RaceTurn, TurnGraph, turn_pass, turn_pass_one, zonk_graph

EPS = 1e-13
TOL = 1e-12


@dataclass(frozen=True)
class Spec:
    G: int
    end_of_round: bool
    rotate: bool

    @classmethod
    def of(cls, rules: Any) -> Spec:
        return cls(rules.target, rules.target_check == "end_of_round",
                   rules.rotate_first_player)


def positions(rules: Any) -> int:
    """How many positions between turns the table has (what a build costs grows with it)."""
    return int(Spec.of(rules).G ** 2)


def uncovered(rules: Any, players: int) -> str | None:
    """Why there is no exact table for these rules and players (None: there is)."""
    if players != 2:
        return "the race tables are for two players"
    if rules.format_for(players) != "multi" or rules.multi_end != "target":
        return "not a game to a target"
    if rules.six_kind_effect != "win_game":
        return "six of a kind that wins a round"
    if rules.free_reroll and rules.free_reroll_scope == "all_six":
        return "a free re-throw that gives up the series' points"
    return None


class ZonkRace:
    def __init__(self, game: Any) -> None:
        self.rules = game.rules
        self.model = cast(press.ZonkModel, press.model(game))
        g = zonk_graph(self.model)
        assert g is not None
        self.g: TurnGraph = g
        self.spec = Spec.of(game.rules)
        G = self.spec.G
        self.P = np.zeros((G, G))
        self.Q = np.zeros((G, G))
        self.W = np.zeros(1)
        self.Winf = 0.0
        self.cap: int | None = None          # tests: the first banks whenever he may from here
        self.D0 = 0
        self._thr_p = 1 - g.pz - g.ps          # per throw node: it neither zonks nor wins

    def _last_turn(self) -> None:
        """W[d]: the second's chance in his last turn to pass d points (d ≥ 0)."""
        g = self.g
        K = 4 * self.spec.G + 2000
        t = np.arange(K + g.maxgain + 2)
        level = np.where(t > K, 1.0, np.where(t == K, 0.5, 0.0))
        p = turn_pass(g, np.array([K + 1]), level[:, None, None], np.zeros(1), np.ones(1),
                      np.ones((1, 1)))
        self._set_last(p.R[::-1, g.fresh, 0].copy())        # d = 0 … K

    def _set_last(self, W: F64) -> None:
        self.W = W
        self.Winf = float(W[-1])
        self.D0 = int(np.argmax(W - self.Winf < EPS))

    def last(self, d: I64) -> F64:
        return np.where(d < len(self.W), self.W[np.clip(d, 0, len(self.W) - 1)], self.Winf)

    # ---- the first player's turn at (a, b)
    def first(self, a: I64, b: I64, z: F64 | None = None
              ) -> tuple[I64, F64, F64, I64 | None]:
        """(top, banks, tail, bank_from) of the first player's turn."""
        G, w = self.spec.G, len(a)
        if not self.spec.end_of_round:
            top = (G - a).astype(np.int64)
            L = int(top.max()) + self.g.maxgain + 1
            s = a[None, :] + np.arange(L)[:, None]
            u = np.where(s < G, 1.0 - self.Q[np.minimum(s, G - 1), b[None, :]], 1.0)
            return top, u[:, None, :], np.ones((1, w)), None
        top = np.maximum(G - a, self.D0 + b - a).astype(np.int64)
        L = int(top.max()) + self.g.maxgain + 1
        s = a[None, :] + np.arange(L)[:, None]
        u = np.where(s < G, 1.0 - self.Q[np.minimum(s, G - 1), b[None, :]],
                     1.0 - self.last(s - b[None, :]))
        usup = 1.0 - self.Winf
        bank_from = None
        if z is not None:                                   # one-step look-ahead
            g = self.g
            worth = self._thr_p[:, None] * usup + g.pz[:, None] * z[None, :] + g.ps[:, None]
            Rx = np.concatenate([worth, np.full((1, w), NEG)])
            thr = Rx[g.succ].max(axis=1).max(axis=0)        # per position
            reach = np.arange(L)[:, None] >= (G - a)[None, :]
            ok = reach & (u >= thr[None, :])
            first_ok = np.where(ok.any(axis=0), ok.argmax(axis=0), L)
            bank_from = np.minimum(np.maximum(first_ok, G - a), top).astype(np.int64)
            if self.cap is not None:
                bank_from = np.minimum(bank_from, self.cap)
        return top, u[:, None, :], np.full((1, w), usup), bank_from

    def second(self, a: I64, b: I64) -> tuple[I64, F64, F64]:
        G, w = self.spec.G, len(a)
        top = (G - b).astype(np.int64)
        L = int(top.max()) + self.g.maxgain + 1
        s = b[None, :] + np.arange(L)[:, None]
        sc = np.minimum(s, G - 1)
        if self.spec.rotate:
            nxt = self.P[sc, a[None, :]]
        else:
            nxt = 1.0 - self.P[a[None, :], sc]
        u = np.where(s < G, nxt, 1.0)
        return top, u[:, None, :], np.ones((1, w))

    def zonks(self, a: I64, b: I64) -> tuple[F64, F64]:
        """The zonk values of the first and the second at (a, b) from the current tables."""
        zq = self.P[b, a] if self.spec.rotate else 1.0 - self.P[a, b]
        return 1.0 - self.Q[a, b], zq

    # ---- the build
    def build(self, progress: Callable[[int, int], None] | None = None) -> None:
        G = self.spec.G
        if self.spec.end_of_round:
            self._last_turn()
        solved = 0                       # positions: the middle sums hold the most
        for k, S in enumerate(range(2 * G - 2, -1, -1)):
            a = np.arange(max(0, S - G + 1), min(S, G - 1) + 1)
            self._solve_sum(a, S - a)
            solved += len(a)
            if progress and k % 10 == 0:
                progress(solved, G * G)

    def _solve_sum(self, a: I64, b: I64) -> None:
        g, G = self.g, self.spec.G
        w = len(a)
        partner = np.arange(w)[::-1]
        one = np.ones(w)
        nb = np.minimum(b + 1, G - 1)
        self.P[a, b] = np.where(b + 1 < G, self.P[a, nb], 0.5)
        self.Q[a, b] = np.where(b + 1 < G, self.Q[a, nb], 0.5)
        for _ in range(60):
            zp, zq = self.zonks(a, b)
            top, banks, tail, bank_from = self.first(a, b, zp)
            pp = turn_pass(g, top, banks, zp, one, tail, slopes=True, bank_from=bank_from)
            top, banks, tail = self.second(a, b)
            pq = turn_pass(g, top, banks, zq, one, tail, slopes=True)
            assert pp.dR is not None and pq.dR is not None
            P, sP = pp.R[0, g.fresh], pp.dR[0, g.fresh]
            Q, sQ = pq.R[0, g.fresh], pq.dR[0, g.fresh]
            res = max(float(np.abs(P - self.P[a, b]).max()), float(np.abs(Q - self.Q[a, b]).max()))
            if res < TOL:
                self.P[a, b], self.Q[a, b] = P, Q
                return
            cP, cQ = P - sP * zp, Q - sQ * zq
            if self.spec.rotate:                 # P_i = E_i + F_i P_j (j: the partner)
                E = cP + sP - sP * cQ
                Fm = -sP * sQ
                newP = (E + Fm * E[partner]) / (1 - Fm * Fm[partner])
                newQ = cQ + sQ * newP[partner]
            else:                                # P = cP + sP (1 − Q), Q = cQ + sQ (1 − P)
                newP = (cP + sP * (1 - cQ - sQ)) / (1 - sP * sQ)
                newQ = cQ + sQ * (1 - newP)
            self.P[a, b], self.Q[a, b] = newP, newQ
        raise RuntimeError("the race did not converge")

    def settle(self) -> None:
        """Keep the built table in float32 (values to ~1e-7)."""
        self.P, self.Q = self.P.astype(np.float32), self.Q.astype(np.float32)

    def arrays(self) -> dict[str, F64]:
        return {"P": self.P, "Q": self.Q, "W": self.W}

    def adopt(self, arrays: dict[str, F64]) -> None:
        self.P, self.Q = arrays["P"], arrays["Q"]
        if self.spec.end_of_round:
            self._set_last(np.asarray(arrays["W"], np.float64))

    # ---- one position
    def turn(self, a: int, b: int, second: bool) -> RaceTurn:
        return _turn(self, a, b, second)

    def position(self, game: Any, state: Any) -> tuple[int, int, bool] | None:
        """(first's total, second's total, the second to move) — None once a last turn
        (end_of_round) or the game is reached."""
        sheet = game.scoresheet(state)
        me = sheet.current
        totals = [int(c.value or 0) for c in sheet.row("total").cells]
        row = sheet.rows[-3] if sheet.rows[-1].id == "settlement" else sheet.rows[-2]
        second = row.cells[1 - me].value is not None        # the rival has played this round
        a, b = (totals[1 - me], totals[me]) if second else (totals[me], totals[1 - me])
        G = self.spec.G
        if a >= G or b >= G:
            return None
        return a, b, second


@lru_cache(maxsize=8)
def _turn(race: ZonkRace, a: int, b: int, second: bool) -> RaceTurn:
    A, B = np.array([a]), np.array([b])
    zp, zq = race.zonks(A, B)
    if second:
        top, banks, tail = race.second(A, B)
        p = turn_pass_one(race.g, top, banks, zq, np.ones(1), tail)
    else:
        top, banks, tail, bank_from = race.first(A, B, zp)
        p = turn_pass_one(race.g, top, banks, zp, np.ones(1), tail, bank_from)
    return RaceTurn(race.g, p)


# options that change nothing in a two-player game to a target
IDLE = ("match_format", "duel_settlement", "duel_tie", "multi_end", "rounds", "money_per_point",
        "six_kind_payment", "six_kind_round_points")


def key(rules: Any) -> dict[str, Any]:
    """What a table depends on: the target, its check, the seating and every option of the
    turn."""
    return {k: v for k, v in sorted(rules.to_options().items()) if k not in IDLE}


Table = ZonkRace
