"""The computer side of Здорово! (003).

* strong: the solitaire optimum of `zdorovo_solver.py`, the expected final total (measure
  `expected_final_total`, exact); against rivals, once the player has at most
  `sheet_win.WINDOW` boxes open, the chance to win (`win_chance`, exact against rivals who
  play that optimum: `sheet_win.py`) — not in a match to a target, whose totals add up over
  games;
* medium and easy: the rules of thumb, which never stop for the big hand (a chance) and give
  up the 1s, Здорово! and the 2s first when nothing scores;
* odds: each box's chance in one throw of five dice.
"""
from __future__ import annotations

from typing import Any

from dicegames.engine import Action

from .base import ActionValue, Values
from .coaching import Coaching
from .sheets import SheetComputer


class ZdorovoComputer(SheetComputer):
    measure = "expected_final_total"
    chance_cells = ("big_hand",)
    sacrifice = ("ones", "zdorovo", "twos", "big_straight", "little_straight")

    def sheets(self, rules: Any) -> Any:
        from dicegames.ai import zdorovo_solver
        return zdorovo_solver.sheets(rules)

    def races(self, rules: Any) -> bool:
        return bool(rules.match != "target")       # a match to a target adds games' totals

    def totals(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Values:
        """Every legal action's expected final total (the solitaire optimum)."""
        from dicegames.ai import zdorovo_solver
        from dicegames.ai.dice import remove, tables
        from dicegames.engine.games.zdorovo import CATEGORIES
        solver = zdorovo_solver.solver(game.rules)
        sheet = game.scoresheet(state)
        seat = sheet.current
        values = [sheet.value(c, seat) for c in CATEGORIES]
        mask = solver.mask_of(values)
        banked = float(sum(v for v in values if v is not None))
        table = game.table(state)
        dice = table.dice
        roll = tables(5).roll_index[tuple(sorted(dice))]
        turn = solver.turn(mask)
        out = []
        for a in legal:
            if a.verb == "score":
                i = solver.categories.index(str(a.args[0]))
                v = solver.points[i, roll] + solver.value(mask ^ (1 << i))
            else:
                kept = remove(tuple(sorted(dice)), tuple(sorted(dice[p] for p in a.numbers)))
                v = turn.K[table.throw - 1][0, solver.t.keep_index[kept]]
            out.append(ActionValue(a, banked + float(v)))
        return out, True

    def odds(self, game: Any) -> tuple[Any, ...]:
        from dicegames.ai.odds import OddsTable, prob, row
        from dicegames.engine.games.zdorovo import CATEGORIES, category_points
        rows = [row(c, prob(5, lambda r, c=c: c == "big_hand" or
                            category_points(c, r, game.rules) > 0)) for c in CATEGORIES]
        return (OddsTable("combinations", tuple(rows), (("dice", 5), ("throws", 1))),)


# the coach: costs in the expected final total, calibrated as the Zonk family's (zonk.py)
COMPUTERS = (ZdorovoComputer("zdorovo", Coaching("zdorovo", 1, easy=2.1284, normal=1.0987,
                                                 strong=0.0525, tutor=(0.3, 1.5, 8.0))),)
