"""Chicago and Detroit (001) for two players: the chance to win from every position.

A position between turns is (my score a, the rival's b), in units of 50 points (every score
is a multiple of 50), both below the target G. `F[a, b]` is the chance that the player to
move wins (a tie counts half). Within the turn, banking t points with n dice left is worth

* the target reached (a + t ≥ G): 1 with `end_rule=immediate`; with `final_round` the rival's
  last turn decides: 1 − max(W(d), W_n(a − b)) where W(d) is his chance to pass the d = a + t
  − b points he is behind with a fresh turn and W_n(k) with the offer of my t and n dice
  (he then needs k beyond it); the last turn is a "beat" turn (press.py);
* else 1 − O[b, a + t, t, n], the rival's chance from (b, a + t) offered t with n dice
  (`piggyback`): the better of a fresh turn F[b, a + t] and building on the offer
  (his turn value with t and n dice to throw); without piggyback, 1 − F[b, a + t];
* a zonk is worth 1 − F[b, a]; the first bank must reach `opening_minimum` (a = 0 means not
  on the board yet: every bank is at least 50).

Every bank moves the scores up, so positions are solved by a + b from the top down; within
one sum a zonk leads from (a, b) to (b, a) and back: that cycle is solved by Newton's method
on the turn values' slope in the zonk value (the values are convex and piecewise linear in
it), to a residual below 1e-12. Offers O are kept for every (x, y, t, n) with t ≤ y (the
offer is part of y) and, ending at once, x + t < G (beyond, building on it wins with any
score: one value per (x, y, n)): 10.6 M values for Chicago's 10,000, 13.2 M for Detroit's.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, cast

import numpy as np

from . import press
from .dice import F64, I64
from .race import NEG, RaceTurn, TurnGraph, farkle_graph, throws_at, turn_pass, turn_pass_one

STEP = 50
EPS = 1e-13                 # a last turn's chance below this counts as 0 (its tail)
TOL = 1e-12                 # Newton's residual


@dataclass(frozen=True)
class Spec:
    """What the table depends on besides the throws: the target and opening minimum in
    units, piggyback, the end rule."""

    G: int
    opening: int
    piggyback: bool
    final: bool

    @classmethod
    def of(cls, rules: Any) -> Spec:
        return cls(-(-rules.target // STEP), -(-rules.opening_minimum // STEP),
                   rules.piggyback, rules.end_rule == "final_round")


def positions(rules: Any) -> int:
    """How many positions between turns the table has (what a build costs grows with it)."""
    return int(Spec.of(rules).G ** 2)


def uncovered(rules: Any, players: int) -> str | None:
    """Why there is no exact table for these rules and players (None: there is)."""
    if players != 2:
        return "the race tables are for two players"
    if rules.opening_minimum > rules.target:
        return "an opening minimum above the target"
    return None


class FarkleRace:
    """The race table of one set of rules: F, the offers O and the last turn W."""

    def __init__(self, game: Any) -> None:
        self.rules = game.rules
        self.model = cast(press.FarkleModel, press.model(game))
        self.g: TurnGraph = farkle_graph(self.model)
        self.spec = Spec.of(game.rules)
        self.N = self.model.N
        G = self.spec.G
        self.F = np.zeros((G, G))
        x, y = np.meshgrid(np.arange(G), np.arange(G), indexing="ij")
        # offers t < span kept; beyond (immediate end only) building on it wins with any score
        reach = y if self.spec.final else np.minimum(y, G - 1 - x)
        self.span = np.maximum(reach + 1, 0)
        self.base = np.concatenate([[0], np.cumsum(self.span.ravel())[:-1]]).reshape(G, G)
        self.O: F64 | None = None                  # flat: base[x, y] + t, then n − 1
        self.Oreach: F64 | None = None             # (x, y, n − 1): t ≥ span
        self.W: F64 = np.zeros((1, self.N))
        self.Wlo = self.D0 = 0
        self.cap: int | None = None     # tests (hot_dice=optional): bank at once from here
        if self.spec.final:
            self._last_turn()

    # ---- the rival's last turn (final_round): W[k + Wlo, node] = his chance needing more
    # than k points beyond what he has (k < 0: he is ahead), throwing node's dice
    def _last_turn(self) -> None:
        g, G = self.g, self.spec.G
        K = 4 * G + 2 * g.maxgain + 200
        top = np.array([K + 1])
        t = np.arange(K + 1)
        level = np.where(t > K, 1.0, np.where(t == K, 0.5, 0.0))
        banks = np.repeat(level[:, None, None], g.nB, axis=1)
        one = np.ones((g.nB, 1))
        p = turn_pass(g, top, banks, np.zeros(1), np.zeros(1), one)
        lo = G + g.maxgain + 1                               # the most he can be ahead
        W = np.empty((lo + K + 1, g.nR))
        W[:lo] = p.tail.R[:, 0]
        W[lo:] = p.R[::-1, :, 0]                             # k = 0 … K
        self.W, self.Wlo = W, lo
        fresh = W[lo:, g.fresh]
        self.D0 = int(np.argmax(fresh < EPS)) if (fresh < EPS).any() else K

    def last(self, k: I64, node: int) -> F64:
        """W at needs k (beyond the table: 0)."""
        i = k + self.Wlo
        inside = i < len(self.W)
        return np.where(inside, self.W[np.clip(i, 0, len(self.W) - 1), node], 0.0)

    # ---- bank values of positions (a, b): levels t < top, and the tail from top on
    def top(self, a: I64, b: I64) -> I64:
        G = self.spec.G
        top: I64 = (np.maximum(G - a, self.D0 + b - a) if self.spec.final
                     else G - a).astype(np.int64)
        return top

    def banks(self, a: I64, b: I64, T: int) -> tuple[F64, F64]:
        """(banks[t, n, i] for t < T, tail[n, i]): what banking is worth with n dice left."""
        sp, N, w = self.spec, self.N, len(a)
        G = sp.G
        t = np.arange(T)[:, None]
        s = a[None, :] + t                                   # T × w: my score after it
        inside = s < G
        sc = np.minimum(s, G - 1)
        fresh = 1.0 - self.F[b[None, :], sc]
        banks = np.empty((T, N, w))
        d = s - b[None, :]
        reach0 = 1.0 - self.last(d, self.g.fresh) if sp.final else np.ones((T, w))
        banks[:, 0] = np.where(inside, fresh, reach0)
        tail = np.ones((N, w))
        for n in range(1, N):
            if sp.piggyback:
                offer = 1.0 - self.offer(b[None, :], sc, t, n)
            else:
                offer = fresh
            if sp.final:
                pig = self.last(a - b, n - 1) if sp.piggyback else np.zeros(w)
                reach = 1.0 - np.maximum(self.last(d, self.g.fresh), pig[None, :])
                tail[n] = 1.0 - pig
            else:
                reach = np.ones((T, w))
            banks[:, n] = np.where(inside, offer, reach)
        allowed = (a[None, :] > 0) | (t >= sp.opening)
        return np.where(allowed[:, None, :], banks, NEG), tail

    def offer(self, x: I64, y: I64, t: I64, n: int) -> F64:
        """O: the offered player x's chance at (x, y) offered t with n dice."""
        assert self.O is not None and self.Oreach is not None
        inside = t < self.span[x, y]
        flat = self.O[np.where(inside, self.base[x, y] + t, 0), n - 1]
        offered: F64 = np.where(inside, flat, self.Oreach[x, y, n - 1])
        return offered

    def bank_from(self, top: I64) -> I64 | None:
        if self.cap is None:
            return None
        assert self.rules.hot_dice == "optional"      # no throw is forced
        return np.minimum(top, self.cap // STEP)

    # ---- the build
    def build(self, progress: Callable[[int, int], None] | None = None) -> None:
        sp, N = self.spec, self.N
        G = sp.G
        if sp.piggyback:
            self.O = np.zeros((int(self.span.sum()), N - 1))
            self.Oreach = np.zeros((G, G, N - 1))
        solved = 0                       # positions: the middle sums hold the most
        for k, S in enumerate(range(2 * G - 2, -1, -1)):
            a = np.arange(max(0, S - G + 1), min(S, G - 1) + 1)
            self._solve_sum(a, S - a)
            solved += len(a)
            if progress and k % 5 == 0:
                progress(solved, G * G)

    def _solve_sum(self, a: I64, b: I64) -> None:
        """Every position with a + b = S: Newton on F[a, b] = f(1 − F[b, a])."""
        G = self.spec.G
        partner = np.arange(len(a))[::-1]
        guess = np.where(b + 1 < G, self.F[a, np.minimum(b + 1, G - 1)],
                         self.F[np.minimum(a + 1, G - 1), b])
        top = self.top(a, b)
        T = int(top.max())
        banks, tail = self.banks(a, b, T)
        six = np.zeros(len(a))
        F = guess
        for _ in range(50):
            z = 1.0 - F[partner]
            p = turn_pass(self.g, top, banks, z, six, tail, slopes=True,
                          bank_from=self.bank_from(top))
            assert p.dR is not None
            value, slope = p.R[0, self.g.fresh], p.dR[0, self.g.fresh]
            done = float(np.abs(value - F).max()) < TOL
            c = value - slope * z
            sp_ = slope[partner]
            F = (c + slope * (1.0 - c[partner] - sp_)) / (1.0 - slope * sp_)
            if done:
                F = value
                break
        else:
            raise RuntimeError("the race did not converge")
        self.F[a, b] = F
        if self.O is not None and self.Oreach is not None:
            N = self.N
            self.Oreach[a, b] = np.maximum(F[:, None], p.tail.R[:N - 1].T)
            k = int(self.span[a, b].max())
            R = np.stack([throws_at(self.g, p, t) for t in range(k)])   # t × node × w
            for i in range(len(a)):
                k = int(self.span[a[i], b[i]])
                if k:
                    at = self.base[a[i], b[i]]
                    self.O[at:at + k] = np.maximum(F[i], R[:k, :N - 1, i])

    def settle(self) -> None:
        """Keep the built table in float32 (half the memory; values to ~1e-7)."""
        for name in ("F", "O", "Oreach", "W"):
            v = getattr(self, name)
            if v is not None:
                setattr(self, name, v.astype(np.float32))

    def arrays(self) -> dict[str, F64]:
        out = {"F": self.F, "W": self.W}
        if self.O is not None and self.Oreach is not None:
            out.update(O=self.O, Oreach=self.Oreach)
        return out

    def adopt(self, arrays: dict[str, F64]) -> None:
        for name, v in arrays.items():
            setattr(self, name, v)

    # ---- one position
    def turn(self, a: int, b: int) -> RaceTurn:
        return _turn(self, a, b)

    def position(self, game: Any, state: Any) -> tuple[int, int] | None:
        """(a, b) in units for the player to move, None in the final round or after it."""
        sheet = game.scoresheet(state)
        if game.table(state).get("final_round"):
            return None
        totals = [int(c.value or 0) for c in sheet.row("total").cells]
        me = sheet.current
        a, b = totals[me] // STEP, totals[1 - me] // STEP
        return (a, b) if a < self.spec.G and b < self.spec.G else None


@lru_cache(maxsize=8)
def _turn(race: FarkleRace, a: int, b: int) -> RaceTurn:
    A, B = np.array([a]), np.array([b])
    top = race.top(A, B)
    banks, tail = race.banks(A, B, int(top[0]))
    z = np.array([1.0 - race.F[b, a]])
    p = turn_pass_one(race.g, top, banks, z, np.zeros(1), tail, race.bank_from(top))
    return RaceTurn(race.g, p)


def key(rules: Any) -> dict[str, Any]:
    """What a table depends on: every option (all of Chicago/Detroit's act on the turn or
    on the race)."""
    return dict(sorted(rules.to_options().items()))


Table = FarkleRace
