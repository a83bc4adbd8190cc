"""The computer side of 421 / Zanzibar (004).

* strong: the round solver of `zanzibar_solver.py`, the expected net chips the player takes
  this round (measure `chips_expected`, lower is better), with the chance of ending with the
  round's worst hand;
* medium: the rules of thumb, but 221 (nénette, the weakest hand) is re-thrown whenever a
  throw is left;
* easy: stops on a hand worth two chips or a high pair, else keeps the highest die;
* odds: the 56 hands, strongest first, with their chips and class;
* `simulate` counts the chips each player holds at the end, and a round needs rivals.
"""
from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from dicegames.engine import Action, multiset_outcomes

from .base import ActionValue, Computer, Values
from .coaching import Coaching

WIN = {"utility": "win"}


class ZanzibarComputer(Computer):
    measure = "chips_expected"
    stop_banks = False                   # "stop" keeps the hand thrown
    final_measure = "final_chips"
    plays_alone = False

    def strong_context(self, game: Any, state: Any) -> Mapping[str, Any]:
        return WIN

    def game_table(self, game: Any, state: Any, ctx: Mapping[str, Any]) -> Any:
        """(the two-player game table, the position) when the round is played for the game
        (`zanzibar_game.py`: two chip holders, at most MAX_CHIPS chips), else None."""
        if ctx.get("utility") != "win":
            return None
        from dicegames.ai import zanzibar_game
        at = zanzibar_game.position_of(game, state)
        gt = zanzibar_game.table(game) if at is not None else None
        return None if gt is None else (gt, at)

    def measure_at(self, game: Any, state: Any, ctx: Mapping[str, Any]) -> str:
        return "loss_chance" if self.game_table(game, state, ctx) is not None else self.measure

    def values(self, game: Any, state: Any, legal: tuple[Action, ...],
               ctx: Mapping[str, Any]) -> Values:
        out, exact = self.chips(game, state, legal)
        got = self.game_table(game, state, ctx)
        if got is None:
            return out, exact
        from dicegames.ai import zanzibar_game
        gt, (position, kept, limit) = got
        d = zanzibar_game.decision(gt, position, kept, limit)
        table = game.table(state)
        s = gt.solver
        h = s.t.roll_index[tuple(sorted(table.dice))]
        k = table.throw
        lose = {}
        for a in legal:
            lose[a] = float(d.Q[h, k]) if a.verb == "stop" else \
                float(d.plan.K[k][s.keep_of(table.dice, a.numbers)])
        return [ActionValue(av.action, lose[av.action], worst=av.worst, expected=av.value)
                for av in out], True

    def chips(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Values:
        """Every legal action's expected net chips this round (the round solver)."""
        from dicegames.ai.zanzibar_solver import analyse
        an = analyse(game, state)
        s, plan, j = an.solver, an.plan, an.j
        table = game.table(state)
        dice = table.dice
        h = s.t.roll_index[tuple(sorted(dice))]
        k = table.throw
        n = s.rnd.players
        out = []
        for a in legal:
            if a.verb == "stop":
                vec = an.outs[h, k]
                out.append(ActionValue(a, float(vec[j]), worst=float(vec[n + j])))
            else:
                keep = s.keep_of(dice, a.numbers)
                v = float(plan.K[k][keep])
                worst = s.worst_after_keep(plan, an.outs, j, keep, k)
                out.append(ActionValue(a, v, worst=worst))
        return out, an.exact

    def medium(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
        """As the rules of thumb, but 221 (nénette) is re-thrown whenever a throw is left: it
        is worth 4 chips only as the round's best, which it never is."""
        table = game.table(state)
        if sorted(table.dice) == [1, 2, 2]:
            throw = Action("reroll", tuple(p for p, f in enumerate(table.dice) if f == 2))
            if throw in legal:
                return throw
        return super().medium(game, state, legal)

    def easy(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
        """Stops on any hand worth two chips or more, or a high die pair; else keeps the
        highest die and throws the other two."""
        from dicegames.ai import simple
        table = game.table(state)
        dice = table.dice
        stop = Action("stop")
        if stop in legal and (simple.chips(game, dice) >= 2 or sorted(dice)[1] >= 5):
            return stop
        hi = max(range(len(dice)), key=lambda p: dice[p])
        throw = Action("reroll", tuple(p for p in range(len(dice)) if p != hi))
        return throw if throw in legal else stop

    def odds(self, game: Any) -> tuple[Any, ...]:
        from dicegames.ai.odds import OddsTable, row
        from dicegames.engine.games.zanzibar_ranking import CHIPS, CLASSES, hand_id, ranking
        probs: dict[str, Fraction] = {}
        for roll, p in multiset_outcomes(3):
            probs[hand_id(roll)] = probs.get(hand_id(roll), Fraction(0)) + p
        rows = tuple(row(h, probs[h], rank=i + 1, chips=CHIPS[h], cls=CLASSES[h])
                     for i, h in enumerate(ranking(game.rules.pure_vs_triple)))
        return (OddsTable("hands", rows, ranked=True),)

    def final_points(self, game: Any, state: Any, outcome: Any) -> dict[int, float]:
        """The chips each player holds at the end (the standings count only the loser's)."""
        chips = game.table(state).get("chips")
        return {p: float(chips[p]) for p in range(len(chips))}


# the coach: costs in expected net chips this round (fewer is better), shown with two
# decimals, calibrated as the Zonk family's (zonk.py)
COMPUTERS = (ZanzibarComputer("zanzibar", Coaching("zanzibar", 2, easy=0.4645, normal=0.3502,
                                                   strong=0.0686, tutor=(0.09, 0.44, 1.7))),)
