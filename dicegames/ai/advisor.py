"""The advisor: every legal action of the current decision with its value under the strong
policy, best first, in the game's own measure (see docs/ai.md).

* zdorovo, school: `expected_final_total` — the player's expected final total (solitaire).
* zonk, chicago, detroit: `expected_turn_points` — the expected points banked at the end of
  this turn (the current turn total included); throws also carry the chance that the throw
  zonks. With `players_context={"utility": "win"}` the values are in the end-game utility the
  strong bot plays by (measure `turn_utility`).
* zanzibar: `chips_expected` — the expected net chips the player takes this round (taken minus
  given away; lower is better), with the chance of ending with the round's worst hand.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dicegames.engine import CHANCE, Action, Banked

MEASURES = {"zdorovo": "expected_final_total", "school": "expected_final_total",
            "zonk": "expected_turn_points", "chicago": "expected_turn_points",
            "detroit": "expected_turn_points", "zanzibar": "chips_expected"}


@dataclass(frozen=True)
class ActionValue:
    action: Action
    value: float
    zonk: float | None = None          # zonk family throws: the chance the throw zonks
    worst: float | None = None         # zanzibar: the chance of the round's worst hand


@dataclass(frozen=True)
class Advice:
    game: str
    player: int
    measure: str
    exact: bool
    higher_is_better: bool
    value: float                       # the position's value (= the best action's)
    actions: tuple[ActionValue, ...]   # best first

    @property
    def best(self) -> Action:
        return self.actions[0].action

    def value_of(self, action: Action) -> float:
        return next(a.value for a in self.actions if a.action == action)


def advise(game: Any, state: Any, players_context: Mapping[str, Any] | None = None) -> Advice:
    """Advice for the decision open in `state` (ValueError at a chance node or the end)."""
    player = game.current_player(state)
    if player < 0:
        raise ValueError("advice is given at a decision, not at a throw or after the game")
    legal = game.legal_actions(state)
    family = _FAMILY[game.id]
    values, exact = family(game, state, legal, players_context or {})
    higher = game.id != "zanzibar"
    ordered = sorted(values, key=lambda av: (round(-av.value if higher else av.value, 9),
                                             _calm(av.action), legal.index(av.action)))
    measure = MEASURES[game.id]
    if players_context and players_context.get("utility") == "win" and game.id in (
            "zonk", "chicago", "detroit"):
        measure = "turn_utility"
    return Advice(game.id, player, measure, exact, higher, ordered[0].value, tuple(ordered))


def _calm(a: Action) -> float:
    """Among equal values: end the turn or keep rather than throw; throw fewer dice."""
    if a.verb in ("reroll", "throw", "continue", "piggyback"):
        return 1 + len(a.args) / 10
    return 0.0


# --------------------------------------------------------------------------- zdorovo
def _zdorovo(game: Any, state: Any, legal: tuple[Action, ...], ctx: Mapping[str, Any]
             ) -> tuple[list[ActionValue], bool]:
    from dicegames.engine.games.zdorovo import CATEGORIES

    from . import zdorovo_solver
    from .dice import remove, tables
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


# --------------------------------------------------------------------------- school
def _school(game: Any, state: Any, legal: tuple[Action, ...], ctx: Mapping[str, Any]
            ) -> tuple[list[ActionValue], bool]:
    from . import school_solver as ss
    from .dice import remove
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


# --------------------------------------------------------------------------- zonk family
def press_context(game: Any, state: Any, ctx: Mapping[str, Any]) -> tuple[Any, bool]:
    """The turn solver the strong policy uses here: the end-game utility with
    `{"utility": "win"}`, else expected points."""
    from . import press
    sheet = game.scoresheet(state)
    seat = sheet.current
    totals = [int(c.value or 0) for c in sheet.row("total").cells]
    key: tuple[Any, ...] = ("points",)
    if ctx.get("utility") == "win":
        key = endgame_utility(game, state, totals, seat)
    on_board = totals[seat] > 0
    return press.solver(game, key, on_board), key == ("points",)


def endgame_utility(game: Any, state: Any, totals: list[int], seat: int) -> tuple[Any, ...]:
    """The utility of banking that the strong bot plays by (docs/ai.md, "End of a game").

    * zonk duel on a stake: once a rival's turn score is known, the chance to beat it
      (a tie counts half);
    * a target to reach (Chicago/Detroit, zonk's multi-round game): once the target is within
      three average turns, or a rival's within two, points count up to the target and
      reaching it is worth a bonus (4 average turns; 20 when a rival is about to win);
    * otherwise expected points.
    """
    from . import press
    rules = game.rules
    if game.id == "zonk":
        fmt = rules.format_for(len(totals))
        if fmt == "duel":
            rows = game.scoresheet(state).rows
            played = [int(c.value) for c in rows[-2].cells if c.value is not None]
            if played and rules.duel_settlement == "stake":
                return ("beat", max(played), 0.5)
            return ("points",)
        if rules.multi_end != "target":
            return ("points",)
    leader = max((t for i, t in enumerate(totals) if i != seat), default=0)
    last_chance = (game.table(state).get("final_round") if game.id != "zonk"
                   else leader >= rules.target and rules.target_check == "end_of_round")
    if last_chance:                        # a rival has reached the target: beat his total
        return ("beat", max(leader - totals[seat], 0), 0.5)
    need = rules.target - totals[seat]
    if need <= 0:
        return ("points",)
    mean = press.solver(game).fresh()
    rival = rules.target - max((t for i, t in enumerate(totals) if i != seat), default=0)
    if need <= 3 * mean or rival <= 2 * mean:
        return ("target", need, round((20 if rival <= 2 * mean else 4) * mean))
    return ("points",)


def _press(game: Any, state: Any, legal: tuple[Action, ...], ctx: Mapping[str, Any]
           ) -> tuple[list[ActionValue], bool]:
    solver, exact = press_context(game, state, ctx)
    out = []
    for a in legal:
        v, z = press_value(game, state, a, solver)
        out.append(ActionValue(a, v, z))
    if game.id == "zonk" and game.rules.free_reroll and game.rules.free_reroll_scope == "all_six":
        exact = False
    return out, exact


def press_value(game: Any, state: Any, a: Action, solver: Any) -> tuple[float, float | None]:
    """(value, chance the throw that follows zonks) of decision `a`."""
    from .press import Ctx, FarkleSolver
    table = game.table(state)
    t = table.turn_total or 0
    if isinstance(solver, FarkleSolver):
        if a.verb == "bank":
            return solver.bank_value(t), None
        if a.verb == "fresh":
            return solver.fresh(), solver.zonk_chance(solver.model.N)
        step = game.apply(state, a)
        after = game.table(step.state)
        if a.verb == "take":
            return solver.after_take(after.turn_total or 0, len(after.live)), None
        n = game.dice_to_throw(step.state)       # throw, piggyback
        return solver.roll_value(after.turn_total or 0, n), solver.zonk_chance(n)
    k = table.throw
    aside = len(table.get("aside") or ())
    if a.verb == "stop":
        return solver.utility(t), None
    if a.verb == "continue":
        ctx = Ctx(1, 0, 6)
        return solver.roll_value(t, ctx), solver.zonk_chance(ctx)
    if a.verb == "throw":
        ctx = Ctx(k + 1, aside, len(a.args) if a.args else 6 - aside)
        return solver.roll_value(t, ctx), solver.zonk_chance(ctx)
    if a.verb == "reroll":
        thrown = len(table.get("thrown") or ())
        ctx = Ctx(k + 1, 0, 6) if game.rules.free_reroll_scope == "all_six" \
            else Ctx(k + 1, aside, thrown)
        base = t
        if game.rules.free_reroll_scope == "all_six":
            base = t - sum(g.points for g in table.shelf if g.series == table.get("series"))
        return solver.roll_value(base, ctx), solver.zonk_chance(ctx)
    step = game.apply(state, a)                  # take
    for e in step.events:
        if isinstance(e, Banked):
            return solver.utility(e.points), None
    after = game.table(step.state)
    t2 = after.turn_total or 0
    if after.get("phase") == "hot":
        return solver.hot_value(t2), None
    return solver.choose_value(t2, after.throw, len(after.get("aside") or ())), None


# --------------------------------------------------------------------------- zanzibar
def _zanzibar(game: Any, state: Any, legal: tuple[Action, ...], ctx: Mapping[str, Any]
              ) -> tuple[list[ActionValue], bool]:
    from .zanzibar_solver import analyse
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


_FAMILY = {"zdorovo": _zdorovo, "school": _school, "zonk": _press, "chicago": _press,
           "detroit": _press, "zanzibar": _zanzibar}


def position_value(game: Any, state: Any) -> float:
    """The value of a decision state (the best action's); at a chance node the average of the
    outcomes' positions."""
    if game.current_player(state) == CHANCE:
        total = 0.0
        for a, p in game.chance_outcomes(state):
            total += float(p) * position_value(game, game.apply(state, a).state)
        return total
    return advise(game, state).value
