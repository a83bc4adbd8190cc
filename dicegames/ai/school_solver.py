"""School + big game (source 002) solitaire optimum: maximum expected final total.

State between turns: the open cells (15 bits), the school sum S so far (the ×10 rule applies
to the final S only), whether every closed school cell is still 0 (Milonic style alive) and
whether no figure has been crossed out (Roman style alive). Jewish style (Пигос closed on the
last turn) and Jewish Пигос (Пигос = 21) are paid when Пигос is closed. The value V of a state
is the expected total still to come: figures and bonuses to be scored plus the final school
result. It is computed for every state from the sheets with fewer open cells by the turn pass
of `sheet.turn_values` (с ходу doubling: the first throw scores figures with `first_throw`).

The whole table is 3.46 M values; `build` takes about 200 s on two cores, so the presets
`standard` (the default rules) and `unit_school` ship as `resources/ai/school_*.npy` (float32,
built by `python -m dicegames.ai.build_tables`). `solver_for` says how other rules are served:
exactly for `school_first_turns=6` (a small overlay), approximately otherwise (docs/ai.md).

`reroll_kept_dice=false` restricts the third throw to dice of the second; the pass below does
not model that restriction (its values are an upper bound); decisions stay legal because they
are taken among `legal_actions`.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from dicegames.engine.games.school_scoring import (
    BONUSES,
    CELLS,
    JEWISH_PIGOS_SUM,
    SCHOOL,
    cell_points,
)

from .dice import F64, I64, DiceTables, tables
from .sheet import TurnValues, turn_values
from .sheet_win import Close

N = len(CELLS)
FULL = (1 << N) - 1
SCHOOL_BITS = (1 << len(SCHOOL)) - 1          # cells 0..5 are the school cells
PIGOS = CELLS.index("pigos")
THROWS = 3


def school_span(rules: Any, closed_school: int) -> tuple[int, int]:
    """The lowest and highest school sum S that the closed school cells can hold."""
    lo, hi = -3, 2                              # n_f − 3 for n_f = 0 … 5
    unit = rules.school_scoring == "unit_per_die"
    faces = [f + 1 for f in range(6) if closed_school >> f & 1]
    weight = len(faces) if unit else sum(faces)
    return lo * weight, hi * weight


class Layout:
    """Where the values of a sheet live in the flat table.

    A sheet with open school cells has rows (S, Milonic dead) for S in its span, then one row
    (S = 0, Milonic alive); each row holds (Roman dead, Roman alive). A sheet whose school is
    closed has one row: its value without the school part (added back by `value`).
    """

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        masks = np.arange(1 << N, dtype=np.int64)
        closed = ~masks & SCHOOL_BITS
        bits = (closed[:, None] >> np.arange(6)) & 1
        unit = rules.school_scoring == "unit_per_die"
        weight = bits.sum(axis=1) if unit else bits @ np.arange(1, 7)
        school_open = (masks & SCHOOL_BITS) != 0
        lo, hi = -3 * weight, 2 * weight               # n_f − 3 for n_f = 0 … 5
        width = np.where(school_open, hi - lo + 1, 0)
        size = np.where(school_open, 2 * (width + 1), 2)
        base = np.concatenate([[0], np.cumsum(size)[:-1]])
        self.base, self.lo, self.width = base, np.where(school_open, lo, 0), width
        self.size = int(size.sum())

    def index(self, mask: Any, S: Any, milonic: Any, roman: Any) -> I64:
        mask = np.asarray(mask)
        school_open = (mask & SCHOOL_BITS) != 0
        row = np.where(np.asarray(milonic, dtype=bool), self.width[mask],
                       np.asarray(S) - self.lo[mask])
        row = np.where(school_open, row, 0)
        return np.asarray(self.base[mask] + 2 * row + np.asarray(roman, dtype=np.int64))


def closed_value(S: Any, milonic: Any) -> Any:
    """What a closed school adds at the end: its result and the Milonic bonus."""
    S = np.asarray(S)
    return np.where(S < 0, 10 * S, S) + BONUSES["milonic_style"] * np.asarray(milonic)


@dataclass(frozen=True)
class Rows:
    """A batch of states of one open-cell mask."""

    mask: int
    S: I64
    milonic: I64
    roman: I64


class SchoolSolver:
    def __init__(self, rules: Any, values: F64 | None = None) -> None:
        self.rules = rules
        self.t: DiceTables = tables(5)
        self.layout = Layout(rules)
        rolls = self.t.rolls
        nan = float("nan")
        self.points = np.array([[nan if (v := cell_points(c, r, rules, False)) is None else v
                                 for r in rolls] for c in CELLS])
        self.points_first = np.array([[nan if (v := cell_points(c, r, rules, True)) is None
                                       else v for r in rolls] for c in CELLS])
        self.V = np.zeros(self.layout.size) if values is None else values
        self.ready = values is not None

    # ---- values
    def value(self, mask: Any, S: Any, milonic: Any, roman: Any) -> Any:
        """Expected total still to come (school result and bonuses included)."""
        mask = np.asarray(mask)
        v = self.V[self.layout.index(mask, S, milonic, roman)]
        closed = (mask & SCHOOL_BITS) == 0
        return np.where(closed, v + closed_value(S, milonic), v)

    def school_only(self, mask: int) -> bool:
        return bool(N - bin(mask).count("1") + 1 <= self.rules.school_first_turns)

    def score_now(self, rows: Rows, first: bool) -> F64:
        """rows × rolls: the best cell to close now (points + the value of what is left)."""
        mask, S, mil, rom = rows.mask, rows.S, rows.milonic, rows.roman
        pts_table = self.points_first if first else self.points
        nrows, nrolls = len(S), len(self.t.rolls)
        best = np.full((nrows, nrolls), -np.inf)
        only_school = self.school_only(mask)
        cross_any = self.rules.crossout == "any_open_figure"
        for i in range(N):
            bit = 1 << i
            if not mask & bit or (only_school and i >= 6):
                continue
            nxt = mask ^ bit
            pts = pts_table[i]
            if i < 6:
                S2 = S[:, None] + pts[None, :].astype(np.int64)
                mil2 = mil[:, None] & (pts[None, :] == 0)
                v = self.value(nxt, S2, mil2, rom[:, None])
                best = np.maximum(best, v)
                continue
            present = ~np.isnan(pts)
            after = self.value(nxt, S[:, None], mil[:, None], rom[:, None])
            gain = np.where(present, pts, -np.inf)
            if i == PIGOS:
                gain = gain + np.where(pts == JEWISH_PIGOS_SUM, BONUSES["jewish_pigos"], 0)
                if nxt == 0:
                    gain = gain + BONUSES["jewish_style"]
            best = np.maximum(best, gain[None, :] + after)
            crossed = self.value(nxt, S[:, None], mil[:, None], np.zeros_like(rom)[:, None])
            if cross_any:
                best = np.maximum(best, np.broadcast_to(crossed, best.shape))
            else:
                best = np.maximum(best, np.where(present[None, :], -np.inf, crossed))
        return best

    def turn(self, rows: Rows) -> TurnValues:
        F1 = self.score_now(rows, True)
        F = self.score_now(rows, False)
        return turn_values(self.t, [F1] + [F] * (THROWS - 1))

    def rows(self, mask: int) -> Rows:
        """Every state of `mask` that the table holds (school closed: S = 0 only)."""
        if mask & SCHOOL_BITS:
            lo, w = int(self.layout.lo[mask]), int(self.layout.width[mask])
            S = np.concatenate([np.arange(lo, lo + w), [0]])
            mil = np.concatenate([np.zeros(w, np.int64), [1]])
        else:
            S, mil = np.zeros(1, np.int64), np.zeros(1, np.int64)
        S2 = np.repeat(S, 2)
        return Rows(mask, S2.astype(np.int64), np.repeat(mil, 2).astype(np.int64),
                    np.tile(np.array([0, 1], np.int64), len(S)))

    def build(self, masks: Sequence[int] | None = None, progress: Any = None) -> None:
        """Fill the table for every sheet, fewest open cells first."""
        order = sorted(range(1 << N) if masks is None else masks,
                       key=lambda m: bin(m).count("1"))
        for j, mask in enumerate(order):
            rows = self.rows(mask)
            if mask == 0:
                v = BONUSES["roman_style"] * rows.roman.astype(np.float64)
            else:
                v = self.turn(rows).value
                if not mask & SCHOOL_BITS:
                    v = v - closed_value(rows.S, rows.milonic)
            self.V[self.layout.index(mask, rows.S, rows.milonic, rows.roman)] = v
            if progress is not None and j % 2048 == 0:
                progress(j, len(order))
        self.ready = True

    # ---- reading engine sheets
    @staticmethod
    def state_of(sheet: Sequence[Any]) -> tuple[int, int, int, int]:
        """(open mask, school sum, Milonic alive, Roman alive) of an engine sheet."""
        mask = sum(1 << i for i, m in enumerate(sheet) if m is None)
        school = [m.points for m in sheet[:6] if m is not None]
        S = sum(school)
        mil = int(all(p == 0 for p in school))
        rom = int(not any(m is not None and m.crossed for m in sheet[6:]))
        return mask, S, mil, rom

    def banked(self, sheet: Sequence[Any]) -> float:
        """Points of the sheet already certain outside V: figures written and decided bonuses
        other than the school part (Jewish style and Jewish Пигос)."""
        figs = sum(m.points for m in sheet[6:] if m is not None)
        pig = sheet[PIGOS]
        extra = 0
        if pig is not None and not pig.crossed:
            extra += BONUSES["jewish_pigos"] * (pig.points == JEWISH_PIGOS_SUM)
            extra += BONUSES["jewish_style"] * (pig.turn == N)
        return float(figs + extra)


    def close_value(self, info: SheetInfo, verb: str, cell: str, dice: tuple[int, ...],
                    first: bool) -> float:
        """Value (points still to come, the gain of this move included) of `score`/`cross`."""
        i = CELLS.index(cell)
        nxt = info.mask ^ (1 << i)
        if verb == "cross":
            return float(self.value(nxt, info.S, info.milonic, 0))
        roll = self.t.roll_index[tuple(sorted(dice))]
        pts = float((self.points_first if first else self.points)[i, roll])
        if i < 6:
            return float(self.value(nxt, info.S + int(pts), info.milonic and pts == 0,
                                    info.roman))
        gain = pts
        if i == PIGOS:
            gain += BONUSES["jewish_pigos"] * (pts == JEWISH_PIGOS_SUM)
            gain += BONUSES["jewish_style"] * (nxt == 0)
        return gain + float(self.value(nxt, info.S, info.milonic, info.roman))

    def rows_of(self, info: SheetInfo) -> Rows:
        return Rows(info.mask, np.array([info.S]), np.array([info.milonic]),
                    np.array([info.roman]))


@dataclass(frozen=True)
class SheetInfo:
    """A player's school sheet as the solver sees it, read from the engine's scoresheet."""

    mask: int
    S: int
    milonic: int
    roman: int
    banked: float            # figures written + Jewish bonuses earned (outside V)

    @classmethod
    def read(cls, sheet: Any, seat: int) -> SheetInfo:
        from dicegames.engine import CellState
        mask, S, mil, rom, banked = 0, 0, 1, 1, 0.0
        for i, cell in enumerate(CELLS):
            c = sheet.row(cell).cells[seat]
            if c.state is CellState.OPEN:
                mask |= 1 << i
            elif i < 6:
                S += int(c.value or 0)
                mil &= int(c.value == 0)
            else:
                banked += float(c.value or 0)
                rom &= int(c.state is not CellState.CROSSED)
        for b in ("jewish_style", "jewish_pigos"):
            banked += float(sheet.row(b).cells[seat].value or 0)
        return cls(mask, S, mil, rom, banked)


# The shipped tables: file → the preset whose rules it solves (python -m
# dicegames.ai.build_tables --preset P).
SHIPPED = {"school_standard.npy": "standard", "school_unit_school.npy": "unit_school"}


@lru_cache(maxsize=4)
def shipped_values(name: str) -> Any:
    """A shipped table (memory-mapped: pages are read on first touch)."""
    from dicegames.resources import resource_path
    return np.load(resource_path("ai", name), mmap_mode="r")


def _base(rules: Any) -> tuple[str, Any]:
    """The shipped table whose rules differ least from `rules`: same school scoring."""
    from dicegames.engine import game_info
    info = game_info("school")
    for name, preset in SHIPPED.items():
        base: Any = info.rules(preset=preset)
        if base.school_scoring == rules.school_scoring:
            return name, base
    raise LookupError(rules)


@lru_cache(maxsize=8)
def solver_for(rules: Any) -> tuple[SchoolSolver, bool]:
    """(solver, exact) for `rules`:

    * the rules of a shipped table: that table (exact);
    * the same but for `school_first_turns` (6 instead of 3): the table for every sheet from
      the 7th turn on, and the 63 sheets of the school-only turns solved on first use (exact);
    * any other rules: this turn solved under `rules`, the sheet left valued by the shipped
      table with the same school scoring (approximate, see docs/ai.md).
    """
    from dataclasses import replace as _replace
    name, base = _base(rules)
    values = shipped_values(name)
    if rules == base:
        return SchoolSolver(rules, values), True
    if _replace(rules, school_first_turns=base.school_first_turns) == base \
            and rules.school_first_turns > base.school_first_turns:
        return OverlaySchoolSolver(rules, values), True
    return ApproxSchoolSolver(rules, values), False


class OverlaySchoolSolver(SchoolSolver):
    """A shipped table for every sheet past the school-only turns, the sheets of those turns
    (every figure open) solved here, fewest open cells first."""

    def __init__(self, rules: Any, values: F64) -> None:
        super().__init__(rules, values)
        self.extra: dict[int, F64] = {}
        figures = FULL & ~SCHOOL_BITS
        masks = [figures | school for school in range(1, SCHOOL_BITS + 1)
                 if self.school_only(figures | school)]
        for mask in sorted(masks, key=lambda m: bin(m).count("1")):
            rows = self.rows(mask)
            v = self.turn(rows).value
            local = self.layout.index(mask, rows.S, rows.milonic, rows.roman) \
                - self.layout.base[mask]
            arr = np.empty(int(local.max()) + 1)
            arr[local] = v
            self.extra[mask] = arr

    def value(self, mask: Any, S: Any, milonic: Any, roman: Any) -> Any:
        if np.ndim(mask) == 0 and int(mask) in self.extra:
            m = int(mask)
            local = self.layout.index(m, S, milonic, roman) - self.layout.base[m]
            return self.extra[m][local]
        return super().value(mask, S, milonic, roman)


class ApproxSchoolSolver(SchoolSolver):
    """Other rules: this turn exact under `rules` (its cell points, crossing rule, school-only
    turns, doubling); the sheet left valued by a shipped table of the same school scoring."""


class Sheets:
    """The solver's sheets as `sheet_win` reads them: a key is (open cells, school sum S,
    Milonic alive, Roman alive); what a close adds now is a figure's points and the Jewish
    bonuses, the school's result and the style bonuses are added when the sheet is full."""

    def __init__(self, solver: SchoolSolver) -> None:
        self.solver = solver
        self.t = solver.t
        self.throws = THROWS
        self.memo: dict[Any, Any] = {}
        self._closes: dict[tuple[Any, bool], tuple[Close, ...]] = {}

    def read(self, sheet: Any, seat: int) -> tuple[Any, float]:
        info = SheetInfo.read(sheet, seat)
        return (info.mask, info.S, info.milonic, info.roman), info.banked

    def open_cells(self, key: Any) -> int:
        return bin(key[0]).count("1")

    def full(self, key: Any) -> bool:
        return bool(key[0] == 0)

    def terminal(self, key: Any) -> float:
        _, S, mil, rom = key
        return float(closed_value(S, mil) + BONUSES["roman_style"] * rom)

    def expected(self, key: Any) -> float:
        return float(self.solver.value(*key))

    def closes(self, key: Any, first: bool) -> tuple[Close, ...]:
        got = self._closes.get((key, first))
        if got is None:
            got = self._closes[(key, first)] = self._make(key, first)
        return got

    def _make(self, key: Any, first: bool) -> tuple[Close, ...]:
        from dicegames.engine import Action
        mask, S, mil, rom = key
        s = self.solver
        n = len(self.t.rolls)
        every, here, none = np.ones(n, dtype=bool), np.zeros(n, dtype=np.int64), np.zeros(
            n, dtype=np.int64)
        table = s.points_first if first else s.points
        scores, crosses = [], []
        for i, cell in enumerate(CELLS):
            bit = 1 << i
            if not mask & bit or (s.school_only(mask) and i >= 6):
                continue
            nxt = mask ^ bit
            pts = table[i]
            if i < 6:
                values, which = np.unique(pts.astype(np.int64), return_inverse=True)
                nexts = tuple((nxt, S + int(v), int(mil and v == 0), rom) for v in values)
                scores.append(Close(Action("score", (cell,)), every, none, nexts,
                                    which.astype(np.int64)))
                continue
            present = ~np.isnan(pts)
            gain = np.where(present, pts, 0).astype(np.int64)
            if i == PIGOS:
                gain = gain + BONUSES["jewish_pigos"] * (gain == JEWISH_PIGOS_SUM)
                if nxt == 0:
                    gain = gain + BONUSES["jewish_style"]
            scores.append(Close(Action("score", (cell,)), present, gain,
                                ((nxt, S, mil, rom),), here))
            crossable = every if s.rules.crossout == "any_open_figure" else ~present
            crosses.append(Close(Action("cross", (cell,)), crossable, none, ((nxt, S, mil, 0),),
                                 here))
        return tuple(scores + crosses)


@lru_cache(maxsize=8)
def sheets(rules: Any) -> Sheets:
    return Sheets(solver_for(rules)[0])
