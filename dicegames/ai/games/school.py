"""The computer side of School + the big game (002).

* strong: the solitaire optimum of `school_solver.py`, the expected final total (measure
  `expected_final_total`; exact for the shipped tables' rules, docs/ai.md); against rivals,
  the last turns for the win (`sheets.py`, `sheet_win.py`);
* medium: while a school cell is open, play for it as a decent player does (`medium`); else
  the rules of thumb, which close a school cell at 0 as a base when nothing scores and give up
  the school's 1s, Пигос's big brothers and the orders first;
* odds: each figure's chance in one throw of five dice, Пигос of 21 and three of a face or
  more (each school cell's).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from dicegames.engine import Action

from .base import ActionValue, Values
from .coaching import Coaching
from .sheets import SheetComputer


class SchoolComputer(SheetComputer):
    measure = "expected_final_total"
    chance_cells = ("pigos",)
    base_cells = ("school_",)
    sacrifice = ("school_1", "penta", "tetra", "big_order", "small_order", "school_2")

    def sheets(self, rules: Any) -> Any:
        from dicegames.ai import school_solver
        return school_solver.sheets(rules)

    def totals(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Values:
        from dicegames.ai import school_solver as ss
        from dicegames.ai.dice import remove
        solver, exact = ss.solver_for(game.rules)
        sheet = game.scoresheet(state)
        info = ss.SheetInfo.read(sheet, sheet.current)
        table = game.table(state)
        dice = table.dice
        first = table.throw == 1
        rows = solver.rows_of(info)
        turn = None
        out = []
        for a in legal:
            if a.verb == "reroll":
                if turn is None:
                    turn = solver.turn(rows)
                kept = remove(tuple(sorted(dice)), tuple(sorted(dice[p] for p in a.numbers)))
                v = float(turn.K[table.throw - 1][0, solver.t.keep_index[kept]])
            else:
                v = solver.close_value(info, a.verb, str(a.args[0]), dice, first)
            out.append(ActionValue(a, info.banked + v))
        return out, exact and game.rules.reroll_kept_dice

    def medium(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
        """While a school cell is open, play for it as a decent player does — throw for the
        open school face shown most often (the higher on a tie) unless three or more of an
        open face already lie there, then write it; a negative school cell only when nothing
        else is open. Otherwise the rules of thumb."""
        table = game.table(state)
        sheet = game.scoresheet(state)
        seat = sheet.current
        open_faces = [f for f in range(1, 7) if f"school_{f}" in
                      {str(a.args[0]) for a in legal if a.verb == "score"}]
        if not open_faces or not (table.get("school_only") or len(open_faces) >= 3):
            return super().medium(game, state, legal)
        count = Counter(table.dice)
        face = max(open_faces, key=lambda f: (count[f], f))
        if count[face] >= 3 or not any(a.verb == "reroll" for a in legal):
            previews = {f: sheet.row(f"school_{f}").cells[seat].preview or 0 for f in open_faces}
            best = max(open_faces, key=lambda f: (previews[f], f))
            if previews[best] >= 0 or table.get("school_only"):
                return Action("score", (f"school_{best}",))
            return super().medium(game, state, legal)
        throw = Action("reroll", tuple(p for p in table.live if table.dice[p] != face))
        return throw if throw in legal else super().medium(game, state, legal)

    def odds(self, game: Any) -> tuple[Any, ...]:
        from dicegames.ai.odds import OddsTable, prob, row
        from dicegames.engine.games.school_scoring import FIGURES, figure_dice
        rows = [row(f, prob(5, lambda r, f=f: figure_dice(f, r, game.rules) is not None))
                for f in FIGURES]
        rows.append(row("pigos_21", prob(5, lambda r: sum(r) == 21 and
                                         figure_dice("pigos", r, game.rules) is not None)))
        for face in range(1, 7):
            rows.append(row(f"school_{face}_three_or_more",
                            prob(5, lambda r, f=face: r.count(f) >= 3)))
        return (OddsTable("combinations", tuple(rows), (("dice", 5), ("throws", 1))),)


# the coach: costs in the expected final total, calibrated as the Zonk family's (zonk.py)
COMPUTERS = (SchoolComputer("school", Coaching("school", 1, easy=4.2923, normal=3.6714,
                                               strong=0.0928, tutor=(0.75, 3.8, 21.0))),)
