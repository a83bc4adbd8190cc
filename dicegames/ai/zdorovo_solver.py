"""«Здорово!» solitaire optimum: maximum expected final total, exact, for any rules.

State between turns: the set of open categories (2^11). The value of a set is found from the
smaller sets by the turn pass of `sheet.turn_values`, all sets of one size at once. The table
is ~2 k floats and takes well under a second: computed on first use per rules, then cached.

`categories` and `throws` may be reduced (tests compare a reduced game with brute force).
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from dicegames.engine import Action
from dicegames.engine.games.zdorovo import CATEGORIES, ZdorovoRules, category_points

from .dice import F64, DiceTables, tables
from .sheet import TurnValues, turn_values
from .sheet_win import Close


class ZdorovoSolver:
    def __init__(self, rules: Any, categories: Sequence[str] = CATEGORIES,
                 throws: int | None = None) -> None:
        self.rules = rules
        self.categories = tuple(categories)
        self.throws = rules.throws if throws is None else throws
        self.t: DiceTables = tables(5)
        self.points = np.array([[category_points(c, r, rules) for r in self.t.rolls]
                                for c in self.categories], dtype=np.float64)
        n = len(self.categories)
        self.V = np.zeros(1 << n)
        by_size: list[list[int]] = [[] for _ in range(n + 1)]
        for mask in range(1 << n):
            by_size[bin(mask).count("1")].append(mask)
        for size in range(1, n + 1):
            masks = np.array(by_size[size])
            self.V[masks] = self._turn(masks).value

    def score_now(self, masks: Any) -> F64:
        """batch × rolls: the best category to close now (points + what is left)."""
        masks = np.atleast_1d(np.asarray(masks))
        best = np.full((len(masks), len(self.t.rolls)), -np.inf)
        for i in range(len(self.categories)):
            bit = 1 << i
            has = (masks & bit) != 0
            if not has.any():
                continue
            v = self.points[i][None, :] + self.V[masks[has] ^ bit][:, None]
            best[has] = np.maximum(best[has], v)
        return best

    def _turn(self, masks: Any) -> TurnValues:
        F = self.score_now(masks)
        return turn_values(self.t, [F] * self.throws)

    def turn(self, mask: int) -> TurnValues:
        """The turn pass for one sheet (batch of one)."""
        return self._turn(np.array([mask]))

    def value(self, mask: int) -> float:
        return float(self.V[mask])

    def mask_of(self, sheet: Sequence[int | None]) -> int:
        return sum(1 << i for i, c in enumerate(self.categories)
                   if sheet[CATEGORIES.index(c)] is None)


@lru_cache(maxsize=16)
def solver(rules: ZdorovoRules) -> ZdorovoSolver:
    return ZdorovoSolver(rules)


class Sheets:
    """The solver's sheets as `sheet_win` reads them: a key is the mask of open categories
    (bit i: `categories[i]`), a close scores one of them."""

    def __init__(self, solver: ZdorovoSolver) -> None:
        self.solver = solver
        self.t = solver.t
        self.throws = solver.throws
        self.memo: dict[Any, Any] = {}            # sheet_win.remaining's, for these rules
        self._closes: dict[int, tuple[Close, ...]] = {}

    def closes(self, key: Any, first: bool) -> tuple[Close, ...]:
        mask = int(key)
        got = self._closes.get(mask)
        if got is None:
            n = len(self.t.rolls)
            every, here = np.ones(n, dtype=bool), np.zeros(n, dtype=np.int64)
            got = self._closes[mask] = tuple(
                Close(Action("score", (c,)), every, self.solver.points[i].astype(np.int64),
                      (mask ^ (1 << i),), here)
                for i, c in enumerate(self.solver.categories) if mask >> i & 1)
        return got

    def read(self, sheet: Any, seat: int) -> tuple[Any, float] | None:
        from dicegames.engine import CellState
        if sheet.row("total").cells[seat].value is None:
            return None                               # not in this game (an extra game)
        values = [None if sheet.row(c).cells[seat].state is CellState.OPEN
                  else sheet.row(c).cells[seat].value or 0 for c in CATEGORIES]
        return self.solver.mask_of(values), float(sheet.row("total").cells[seat].value)

    def open_cells(self, key: Any) -> int:
        return bin(int(key)).count("1")

    def full(self, key: Any) -> bool:
        return int(key) == 0

    def terminal(self, key: Any) -> float:
        return 0.0

    def expected(self, key: Any) -> float:
        return self.solver.value(int(key))


@lru_cache(maxsize=16)
def sheets(rules: ZdorovoRules) -> Sheets:
    return Sheets(solver(rules))
