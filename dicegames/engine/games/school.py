"""«Правила игры в кости»: школа + большая игра (source text 002, RULES.md §002).

Five dice, 15 turns per player, each closing one of 15 cells: six school cells and nine
figures. A turn is up to three throws; then the player writes the dice into an open cell
(`score C`) or crosses out an open figure (`cross C`), and the turn passes clockwise.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..actions import Action
from ..base import BaseGame, ScoreEntry, ScoreReport
from ..dice import nonempty_subsets
from ..errors import IllegalActionError
from ..events import CrossedOut, DiceThrown, Event, GameOver, Scored, Step, TurnPassed
from ..options import Rules, option
from ..outcome import Outcome, Termination
from ..registry import GameInfo
from ..scoring_table import ScoringTable
from ..sheet import Cell, CellState, Scoresheet, SheetRow
from ..table import TableView
from .school_scoring import (
    BONUSES,
    CELLS,
    FIGURES,
    LAST_TURN,
    SCHOOL,
    Mark,
    Sheet,
    bonus_status,
    cell_points,
    doubles,
    figure_dice,
    scoring_table_for,
    sheet_school_result,
    sheet_total,
)

DICE = 5
THROWS = 3
ALL = tuple(range(DICE))


@dataclass(frozen=True)
class SchoolRules(Rules):
    school_scoring: str = option("face_times_excess", choices=("face_times_excess",
                                                               "unit_per_die"), group="school")
    school_first_turns: int = option(3, choices=(3, 6), group="turn")  # 6: whole school first
    double_scope: str = option("whole_value", choices=("whole_value", "face_sum_only"),
                               group="figures")
    pigos_content: str = option("any", choices=("any", "at_most_one_pair", "strict_junk"),
                                group="figures", source="strict_junk")
    crossout: str = option("any_open_figure", choices=("any_open_figure",
                                                       "only_if_figure_absent"),
                           group="figures", source="only_if_figure_absent")
    full_house_allows_five_kind: bool = option(True, group="figures")
    two_pairs_allows_four_kind: bool = option(True, group="figures")
    reroll_kept_dice: bool = option(True, group="turn")


@dataclass(frozen=True)
class BonusEarned(Event):
    """A bonus became certain: `bonus` is its id, `points` what it adds to the total."""

    bonus: str = ""
    points: int = 0


@dataclass(frozen=True)
class SchoolState:
    players: int
    first_player: int
    sheets: tuple[Sheet, ...]                      # per player, one entry per CELLS item
    current: int                                   # the seat to move
    dice: tuple[int, ...] = ()                     # the tray by position
    throws: int = 0                                # throws made this turn
    pending: tuple[int, ...] = ALL                 # tray positions waiting to be thrown
    thrown: tuple[int, ...] = ()                   # positions thrown by the latest throw
    final: bool = False                            # the turn's final dice were entered (`final`)
    throw_no: int = 0                              # throws made in the whole game (RNG index)
    over: bool = False


def turn_number(sheet: Sheet) -> int:
    """The player's turn number 1..15: one more than the cells closed (15 once all are)."""
    return min(LAST_TURN, 1 + sum(m is not None for m in sheet))


class School(BaseGame):
    id = "school"
    version = 1
    min_players = 1
    max_players = 8
    score_dice_counts = (DICE,)
    keeper_verbs = ("final",)
    rules: SchoolRules

    # ---- setup
    def new_initial_state(self, players: int, first_player: int = 0) -> SchoolState:
        """Empty sheets; `first_player` throws first, then clockwise (seat order)."""
        self.check_players(players, first_player)
        return SchoolState(players, first_player, ((None,) * len(CELLS),) * players,
                           first_player)

    def dice_to_throw(self, s: SchoolState) -> int:
        """Dice waiting to be thrown (5 at the start of a turn, the re-thrown ones after)."""
        return 0 if s.over else len(s.pending)

    # ---- legality: one source of truth for `_legal` and the refusal codes
    def school_only(self, s: SchoolState) -> bool:
        """Is the current player in the turns that close school cells only (C2, C16)?"""
        return turn_number(s.sheets[s.current]) <= self.rules.school_first_turns

    def refusal(self, s: SchoolState, a: Action) -> tuple[str, str] | None:
        """Why decision `a` is not allowed now, as (code, detail); None when it is legal."""
        if a.verb == "reroll":
            return self._reroll_refusal(s, a.args)
        if a.verb not in ("score", "cross"):
            return "unknown_action", f"{a.verb!r} is not an action of school"
        if len(a.args) != 1 or a.args[0] not in CELLS:
            return "unknown_cell", f"no cell {' '.join(map(str, a.args))!r}"
        cell = str(a.args[0])
        if s.sheets[s.current][CELLS.index(cell)] is not None:
            return "cell_closed", f"cell {cell} is already closed"
        if a.verb == "cross" and cell in SCHOOL:
            return "school_not_crossed", "school cells are never crossed out"
        if cell not in SCHOOL and self.school_only(s):
            return "school_only", (f"turns 1 to {self.rules.school_first_turns} close school "
                                   "cells only")
        present = cell in SCHOOL or figure_dice(cell, s.dice, self.rules) is not None
        if a.verb == "score" and not present:
            return "figure_absent", f"the dice do not form {cell}"
        if a.verb == "cross" and present and self.rules.crossout == "only_if_figure_absent":
            return "figure_present", f"{cell} is in the dice: it is crossed out only when absent"
        return None

    def _reroll_refusal(self, s: SchoolState, args: tuple[int | str, ...]
                        ) -> tuple[str, str] | None:
        if s.throws >= THROWS:
            return "no_throws_left", "three throws are made: close a cell"
        if s.final:
            return "no_throws_left", "the turn's final dice are entered: close a cell"
        if not args or not all(isinstance(p, int) and p in ALL for p in args) \
                or list(args) != sorted(set(args)):
            return "bad_positions", "name tray positions 0 to 4, each once, in ascending order"
        if not self.rules.reroll_kept_dice and not set(args) <= set(s.thrown):
            return "kept_die", "a die kept on the previous re-throw stays kept"
        return None

    def _candidates(self) -> Iterable[Action]:
        yield from (Action("reroll", p) for p in nonempty_subsets(ALL))
        yield from (Action("score", (c,)) for c in CELLS)
        yield from (Action("cross", (c,)) for c in FIGURES)

    def _legal(self, s: SchoolState) -> Iterable[Action]:
        return (a for a in self._candidates() if self.refusal(s, a) is None)

    def apply(self, s: SchoolState, a: Action) -> Step:
        """As BaseGame.apply, refusing an illegal decision with the code that says why."""
        if self.current_player(s) >= 0 and a.verb not in self.chance_verbs:
            why = self.refusal(s, a)
            if why is not None:           # the cell and the rule's turns, for the words
                raise IllegalActionError(*why, action=a.to_str(),
                                         cell=str(a.args[0]) if a.args else "",
                                         turns=self.rules.school_first_turns)
        return super().apply(s, a)

    # ---- moves
    def _apply_roll(self, s: SchoolState, faces: tuple[int, ...]) -> Step:
        dice = list(s.dice or (0,) * DICE)
        for pos, face in zip(s.pending, faces):
            dice[pos] = face
        new = replace(s, dice=tuple(dice), throws=s.throws + 1, pending=(), thrown=s.pending,
                      throw_no=s.throw_no + 1)
        return Step(new, (DiceThrown(s.current, new.dice, s.pending, new.throws),))

    def _turn_starts(self, s: SchoolState) -> bool:
        return s.throws == 0

    def _apply_keeper(self, s: SchoolState, a: Action) -> Step:
        """`final N F F F F F`: the turn's last dice after N throws (N = 1: с ходу, figures
        doubled); only `score C` / `cross C` follow."""
        n, faces = self.read_final(a, DICE, THROWS)
        return Step(replace(s, dice=faces, throws=n, pending=(), thrown=ALL, final=True))

    def _apply_decision(self, s: SchoolState, a: Action) -> Step:
        if a.verb == "reroll":
            return Step(replace(s, pending=a.numbers))
        p, cell = s.current, str(a.args[0])
        sheet = s.sheets[p]
        turn = turn_number(sheet)
        events: list[Event] = []
        if a.verb == "cross":
            mark = Mark(0, crossed=True, turn=turn)
            events.append(CrossedOut(p, cell))
        else:
            first = s.throws == 1
            points = cell_points(cell, s.dice, self.rules, first)
            assert points is not None            # refusal() admits present figures only
            mark = Mark(points, doubled=doubles(cell, first), turn=turn)
            events.append(Scored(p, cell, points, mark.doubled))
        i = CELLS.index(cell)
        new_sheet = sheet[:i] + (mark,) + sheet[i + 1:]
        before, after = bonus_status(sheet), bonus_status(new_sheet)
        events += [BonusEarned(p, b, v) for b, v in after.items() if before[b] is None and v]
        sheets = s.sheets[:p] + (new_sheet,) + s.sheets[p + 1:]
        s = replace(s, sheets=sheets, dice=(), throws=0, pending=ALL, thrown=(), final=False)
        if all(m is not None for sh in sheets for m in sh):
            s = replace(s, over=True, pending=())
            events.append(GameOver(None, self._outcome(s).winners, Termination.HIGHEST_TOTAL))
            return Step(s, tuple(events))
        nxt = (p + 1) % s.players
        events.append(TurnPassed(p, nxt))
        return Step(replace(s, current=nxt), tuple(events))

    # ---- reading
    def totals(self, s: SchoolState) -> tuple[int, ...]:
        """Each player's total so far: school result + figures + decided bonuses."""
        return tuple(sheet_total(sh) for sh in s.sheets)

    def _outcome(self, s: SchoolState) -> Outcome:
        return Outcome.by_points(self.totals(s), Termination.HIGHEST_TOTAL)

    def outcome(self, s: SchoolState) -> Outcome | None:
        """Highest total wins, equal totals share the win (C15); None while playing."""
        return self._outcome(s) if s.over else None

    def _open_cell(self, s: SchoolState, p: int, cell: str) -> Cell:
        preview = None
        if p == s.current and not s.over and not s.pending and s.dice \
                and self.refusal(s, Action("score", (cell,))) is None:
            preview = cell_points(cell, s.dice, self.rules, s.throws == 1)
        return Cell(None, CellState.OPEN, preview)

    def _cell(self, s: SchoolState, p: int, cell: str) -> Cell:
        m = s.sheets[p][CELLS.index(cell)]
        if m is None:
            return self._open_cell(s, p, cell)
        if m.crossed:
            return Cell(0, CellState.CROSSED)
        base = "base" if cell in SCHOOL and m.points == 0 else ""
        return Cell(m.points, CellState.SCORED, doubled=m.doubled, note=base)

    def scoresheet(self, s: SchoolState) -> Scoresheet:
        """School cells, school result, figures, bonuses (once decided) and total per player."""
        players = range(s.players)

        def row(cell: str, section: str) -> SheetRow:
            return SheetRow(cell, section, tuple(self._cell(s, p, cell) for p in players))

        status = [bonus_status(sh) for sh in s.sheets]
        rows = [row(c, "school") for c in SCHOOL]
        rows.append(SheetRow("school_result", "school", tuple(
            Cell(sheet_school_result(sh), CellState.COMPUTED) for sh in s.sheets), total=True))
        rows += [row(c, "big_game") for c in FIGURES]
        rows += [SheetRow(b, "bonuses", tuple(
            Cell() if st[b] is None else Cell(st[b], CellState.COMPUTED) for st in status))
            for b in BONUSES]
        rows.append(SheetRow("total", "totals", tuple(
            Cell(t, CellState.COMPUTED) for t in self.totals(s)), total=True))
        info: tuple[tuple[str, int | str], ...] = (
            ("turn", turn_number(s.sheets[s.current])), ("throw", s.throws),
            ("throws", THROWS), ("school_only", int(self.school_only(s))))
        return Scoresheet("school_sheet", tuple(rows), s.players,
                          None if s.over else s.current, info)

    def table(self, s: SchoolState) -> TableView:
        """The tray; info: the player's turn 1..15, school_only, and `locked` positions
        (reroll_kept_dice=false: dice kept on the previous re-throw may not be re-thrown)."""
        locked: tuple[int, ...] = ()
        if not self.rules.reroll_kept_dice and s.dice and not s.pending and s.throws < THROWS:
            locked = tuple(p for p in ALL if p not in s.thrown)
        return TableView(None if s.over else s.current, s.dice or (0,) * DICE, ALL, s.throws,
                         THROWS, info=(("turn", turn_number(s.sheets[s.current])),
                                       ("school_only", self.school_only(s)),
                                       ("locked", locked)))

    def score(self, dice: tuple[int, ...], first_throw: bool = False) -> ScoreReport:
        """Every school cell and figure for these dice (figures doubled with first_throw,
        except Пигос; an absent figure scores 0 and is reported not present)."""
        dice = self.check_score_dice(dice)
        entries = []
        for cell in CELLS:
            formed = None if cell in SCHOOL else figure_dice(cell, dice, self.rules)
            points = cell_points(cell, dice, self.rules, first_throw)
            entries.append(ScoreEntry(cell, points or 0, formed,
                                      present=cell in SCHOOL or formed is not None))
        return ScoreReport(tuple(entries), max(e.points for e in entries))

    def scoring_table(self) -> ScoringTable:
        """School cells, figures and bonuses with their points under these rules."""
        return scoring_table_for(self.rules)


GAMES = (
    GameInfo("school", School, SchoolRules, source="002", dice=DICE,
             presets={
                 "standard": {},
                 "literal": {"pigos_content": "strict_junk", "crossout": "only_if_figure_absent"},
                 "school_first": {"school_first_turns": 6},
                 "unit_school": {"school_scoring": "unit_per_die"},
                 "strict": {"double_scope": "face_sum_only", "pigos_content": "at_most_one_pair",
                            "full_house_allows_five_kind": False,
                            "two_pairs_allows_four_kind": False, "reroll_kept_dice": False},
             }),
)
