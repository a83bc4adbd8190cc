"""The last turns of a sheet game (Здорово!, School) played for the win, exactly.

The solitaire solvers maximise the expected final total; against rivals what counts is the
chance to finish above them. Once few cells are open the rest of the game is small enough to
solve for that question exactly, under one assumption: every rival plays the expected-total
policy (the `expected` computer, today's strong one before this module):

* a rival's final total is a distribution (`remaining`): what is written, plus what his
  remaining turns add under the solitaire policy — a recursion over his sheets, each turn's
  stops, keeps and closes replayed as the solver chooses them, ties broken as the advisor
  breaks them (close rather than throw, keep more dice, the first cell in the sheet's order);
* the rivals throw their own dice and do not look at the player, so they are independent and
  the share of the win that a final total x brings is (a k-way tie shares it, 1/k each)

      U(x) = ∫₀¹ Πᵢ (P(Yᵢ < x) + t · P(Yᵢ = x)) dt        (`win_share`);

* the player's own remaining turns maximise E[U(final total)]: the sheet turn pass of
  `sheet.turn_values` over (sheet, points gained since now), fewest open cells first
  (`WinTurn`), every sheet and sum reachable from the position and nothing else.

A game's solver module describes its sheets to this one (`SheetModel`): the keys of a sheet
between turns, what each close does for every throw (`Close`), what a full sheet still adds at
the end and the solitaire value of a sheet.
"""
from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from dicegames.engine import Action

from .dice import F64, I64, DiceTables, remove
from .sheet import TurnValues, turn_values

Key = Hashable
ROUND = 9                      # the advisor's rounding of equal values (advisor.advise)


@dataclass(frozen=True)
class Close:
    """One way to close a cell of a sheet, for every throw r of the five dice."""

    action: Action              # `score C`, `cross C`
    legal: NDArray[np.bool_]    # [r]: allowed with these dice
    gain: I64                   # [r]: points it adds to the final total now
    nexts: tuple[Key, ...]      # the sheets it can lead to …
    which: I64                  # [r]: … index into `nexts`


class SheetModel(Protocol):
    """What this module needs of a sheet game's solver (see the module's docstring)."""

    t: DiceTables
    throws: int
    memo: dict[Key, Pmf]          # `remaining`'s, for these rules

    def read(self, sheet: Any, seat: int) -> tuple[Key, float] | None:
        """A seat's sheet (its key) and the points it holds for sure, from the engine's
        scoresheet; None for a seat not in this game."""

    def open_cells(self, key: Key) -> int:
        """How many cells are still open (turns still to play)."""

    def closes(self, key: Key, first: bool) -> tuple[Close, ...]:
        """Every close of sheet `key` after throw 1 (`first`) or a later one, in the order of
        the engine's legal actions."""

    def full(self, key: Key) -> bool:
        """Is every cell closed?"""

    def terminal(self, key: Key) -> float:
        """What a full sheet still adds to the final total (School: its school result and
        style bonuses)."""

    def expected(self, key: Key) -> float:
        """The solitaire optimum: the expected points still to come from sheet `key`."""


@dataclass(frozen=True)
class Pmf:
    """A distribution over the integers lo, lo + 1, …: p[i] = P(X = lo + i)."""

    lo: int
    p: F64

    @property
    def hi(self) -> int:
        return self.lo + len(self.p) - 1

    def shifted(self, by: float) -> Pmf:
        return Pmf(self.lo + int(by), self.p)

    def mean(self) -> float:
        return float(self.p @ np.arange(self.lo, self.hi + 1))


def point(x: float) -> Pmf:
    return Pmf(int(x), np.ones(1))


def _add(parts: Sequence[tuple[int, F64]]) -> Pmf:
    """The sum of weighted pieces (lo, masses) as one Pmf."""
    lo = min(p[0] for p in parts)
    hi = max(p[0] + len(p[1]) - 1 for p in parts)
    out = np.zeros(hi - lo + 1)
    for start, m in parts:
        out[start - lo:start - lo + len(m)] += m
    return Pmf(lo, out)


# --------------------------------------------------------------------------- keeps
_SUBS: dict[int, I64] = {}


def _proper_subs(t: DiceTables) -> I64:
    """[r, j]: the keeps of throw r that re-throw at least one die, most dice kept first
    (then the first in `keeps` order), padded with the first."""
    from .dice import sub_multisets
    got = _SUBS.get(t.n)
    if got is not None:
        return got
    rows = []
    for r in t.rolls:
        subs = [t.keep_index[k] for k in sub_multisets(r) if len(k) < t.n]
        subs.sort(key=lambda i: (-len(t.keeps[i]), i))
        rows.append(subs)
    width = max(map(len, rows))
    got = _SUBS[t.n] = np.array([(s + [s[0]] * width)[:width] for s in rows], dtype=np.int64)
    return got


def keep_choice(t: DiceTables, K: F64) -> tuple[I64, F64]:
    """For keep values K[keep] (one sheet): per throw r the best keep that re-throws a die
    (equal values: more dice kept) and its value."""
    subs = _proper_subs(t)
    cand = np.round(K[subs], ROUND)
    j = cand.argmax(axis=1)
    pick = subs[np.arange(len(subs)), j]
    return pick, K[pick]


# --------------------------------------------------------------------------- the rivals
def close_values(model: SheetModel, key: Key, first: bool) -> F64:
    """[close, r]: the solitaire value of each close (gain + the sheet left), −inf where it
    is not allowed."""
    rows = []
    for c in model.closes(key, first):
        after = np.array([model.expected(k) for k in c.nexts])[c.which]
        rows.append(np.where(c.legal, c.gain + after, -np.inf))
    return np.array(rows)


def remaining(model: SheetModel, key: Key, memo: dict[Key, Pmf]) -> Pmf:
    """The distribution of the points still to come from sheet `key` under the solitaire
    policy (memoised in `memo`, which is per model)."""
    got = memo.get(key)
    if got is not None:
        return got
    if model.full(key):
        memo[key] = got = point(model.terminal(key))
        return got
    t, T = model.t, model.throws
    vals = [close_values(model, key, k == 1) for k in range(1, T + 1)]
    F = [v.max(axis=0) for v in vals]
    choice = [np.round(v, ROUND).argmax(axis=0) for v in vals]
    turn = turn_values(t, [f[None, :] for f in F])
    parts: list[tuple[int, F64]] = []
    d = t.first.copy()
    for k in range(1, T + 1):
        if k < T:
            pick, best = keep_choice(t, turn.K[k - 1][0])
            stop = np.round(F[k - 1], ROUND) >= np.round(best, ROUND)
        else:
            stop = np.ones(len(d), dtype=bool)
        mass = np.where(stop, d, 0.0)
        closes = model.closes(key, k == 1)
        for o in np.unique(choice[k - 1][mass > 0]):
            c = closes[o]
            here = (choice[k - 1] == o) & (mass > 0)
            for j in np.unique(c.which[here]):
                sel = here & (c.which == j)
                g = c.gain[sel]
                g0 = int(g.min())
                w = np.bincount(g - g0, weights=mass[sel])
                nxt = remaining(model, c.nexts[j], memo)
                parts.append((nxt.lo + g0, np.convolve(w, nxt.p)))
        if k == T:
            break
        moving = np.where(stop, 0.0, d)
        d = np.bincount(pick, weights=moving, minlength=len(t.keeps)) @ t.P
    memo[key] = got = _add(parts)
    return got


def win_share(rivals: Sequence[Pmf]) -> tuple[int, F64]:
    """(lo, U): U[i] is the expected share of the win of a final total lo + i against
    independent rivals' final totals (ties share the win); below lo it is 0, past the end 1."""
    lo = min(r.lo for r in rivals)
    hi = max(r.hi for r in rivals)
    n = hi - lo + 1
    poly = np.zeros((len(rivals) + 1, n))
    poly[0] = 1.0
    for r in rivals:
        p = np.zeros(n)
        p[r.lo - lo:r.lo - lo + len(r.p)] = r.p
        below = np.concatenate([[0.0], np.cumsum(p)[:-1]])
        nxt = poly * below
        nxt[1:] += poly[:-1] * p
        poly = nxt
    share = (poly / np.arange(1, len(rivals) + 2)[:, None]).sum(axis=0)
    return lo, share


def utility(lo: int, share: F64, x: I64) -> F64:
    """U at final totals x (0 below the table, 1 past it)."""
    i = x - lo
    inside = np.clip(i, 0, len(share) - 1)
    out: F64 = np.where(i < 0, 0.0, np.where(i >= len(share), 1.0, share[inside]))
    return out


# --------------------------------------------------------------------------- the player
@dataclass
class WinTurn:
    """The player's turn played for the win: `turn` (E, K of the turn pass, one row) and for
    every close the share of the win after each throw r, after throw 1 (`first`) and later."""

    turn: TurnValues
    first: F64                 # [close, r]
    later: F64                 # [close, r]

    def value(self) -> float:
        return float(self.turn.value[0])


def win_turn(model: SheetModel, key0: Key, base: float, lo: int, share: F64) -> WinTurn:
    """The player's sheet `key0` (final total = base + what is still to come) played to
    maximise the expected share of the win U (`win_share`) — exactly, over every sheet and
    sum reachable from here."""
    T = model.throws
    levels: list[dict[Key, I64]] = [{key0: np.zeros(1, np.int64)}]
    while not all(model.full(k) for k in levels[-1]):
        nxt: dict[Key, set[int]] = {}
        for key, A in levels[-1].items():
            for first in (True, False) if T > 1 else (True,):
                for c in model.closes(key, first):
                    for j in np.unique(c.which[c.legal]):
                        g = np.unique(c.gain[c.legal & (c.which == j)])
                        nxt.setdefault(c.nexts[j], set()).update(
                            (A[:, None] + g[None, :]).ravel().tolist())
        levels.append({k: np.array(sorted(v), np.int64) for k, v in nxt.items()})
    W: dict[Key, F64] = {k: utility(lo, share, (base + model.terminal(k) + A).astype(np.int64))
                         for k, A in levels[-1].items()}
    for depth in range(len(levels) - 2, -1, -1):
        keys = list(levels[depth])
        Fs: list[list[Any]] = [[], []]
        for key in keys:
            A = levels[depth][key]
            for i, first in enumerate((True, False)):
                Fs[i].append(_close_table(model, key, first, A, levels[depth + 1], W)
                             .max(axis=0))
        F1, F = np.concatenate(Fs[0]), np.concatenate(Fs[1])
        tv = turn_values(model.t, [F1] + [F] * (T - 1))
        if depth == 0:
            A0 = levels[0][key0]
            return WinTurn(tv, _close_table(model, key0, True, A0, levels[1], W)[:, 0],
                           _close_table(model, key0, False, A0, levels[1], W)[:, 0])
        W = {}
        at = 0
        for key in keys:
            n = len(levels[depth][key])
            W[key] = tv.value[at:at + n]
            at += n
    raise AssertionError("a sheet with every cell closed has no turn")


def _close_table(model: SheetModel, key: Key, first: bool, A: I64,
                 after: dict[Key, I64], W: dict[Key, F64]) -> F64:
    """[close, a, r]: the share of the win after each close, for the sums gained so far A."""
    closes = model.closes(key, first)
    out = np.full((len(closes), len(A), len(model.t.rolls)), -np.inf)
    for o, c in enumerate(closes):
        for j in np.unique(c.which[c.legal]):
            sel = c.legal & (c.which == j)
            nk = c.nexts[j]
            a2 = A[:, None] + c.gain[sel][None, :]
            out[o][:, sel] = W[nk][np.searchsorted(after[nk], a2)]
    return out


# --------------------------------------------------------------------------- a decision
WINDOW = 3                     # the last turns played for the win: at most this many open cells


@dataclass(frozen=True)
class Race:
    """The player to move's sheet and points, and each rival's (docs/ai.md)."""

    key: Key
    base: float
    rivals: tuple[tuple[Key, float], ...]


def race_of(model: SheetModel, game: Any, state: Any, window: int | None = None
            ) -> Race | None:
    """The race of the position, if the player to move has at most `window` (`WINDOW`) cells
    open and rivals (None otherwise: the solitaire optimum decides)."""
    window = WINDOW if window is None else window
    sheet = game.scoresheet(state)
    seat = sheet.current
    mine = model.read(sheet, seat)
    if mine is None or model.open_cells(mine[0]) > window:
        return None
    rivals = tuple(r for p in range(sheet.players) if p != seat
                   and (r := model.read(sheet, p)) is not None)
    return Race(mine[0], mine[1], rivals) if rivals else None


_TURNS: dict[tuple[int, Race], WinTurn] = {}


def race_turn(model: SheetModel, race: Race) -> WinTurn:
    """The turn of the player to move played for the win (kept for the turn's decisions)."""
    key = (id(model), race)
    got = _TURNS.get(key)
    if got is None:
        rivals = [remaining(model, k, model.memo).shifted(b) for k, b in race.rivals]
        lo, share = win_share(rivals)
        if len(_TURNS) > 8:
            _TURNS.clear()
        got = _TURNS[key] = win_turn(model, race.key, race.base, lo, share)
    return got


def race_values(model: SheetModel, race: Race, table: Any, legal: Sequence[Action]
                ) -> dict[Action, float]:
    """The share of the win of every legal action after throw `table.throw` of `table.dice`."""
    turn = race_turn(model, race)
    t = model.t
    dice = tuple(sorted(table.dice))
    r = t.roll_index[dice]
    first = table.throw == 1
    closes = {c.action: o for o, c in enumerate(model.closes(race.key, first))}
    after = turn.first if first else turn.later
    out = {}
    for a in legal:
        if a.verb == "reroll":
            kept = remove(dice, tuple(sorted(table.dice[p] for p in a.numbers)))
            out[a] = float(turn.turn.K[table.throw - 1][0, t.keep_index[kept]])
        else:
            out[a] = float(after[closes[a], r])
    return out
