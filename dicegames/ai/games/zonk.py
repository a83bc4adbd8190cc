"""The computer side of the Zonk family: zonk (000), Chicago and Detroit (001).

* strong: the advisor's exact press-your-luck turn of `press.py` in expected points banked
  this turn (measure `expected_turn_points`, with the chance that a throw zonks); the strong
  computer plays for the win (`{"utility": "win"}`, measure `win_chance`): in a two-player
  race its family's race table (`race`: `ai/race_farkle.py`, `ai/race_zonk.py`) values every
  action exactly as the chance to win; a last turn that must beat a known total is a "beat"
  turn (exact too); without a table (other rules, more players, a table still being built)
  it plays as `expected` does and says `exact: false`;
* expected (`{"utility": "end_game"}`, measure `turn_utility`, the strong level before the
  race tables; `dicegames simulate --bots strong,expected`): expected points, and near the
  end of a game the end-game utility (`utility`);
* medium: a decent player's rules of thumb: bank from `bank_table`'s turn total by the dice
  left, a die kept in hand is worth `die_worth` points when choosing what to set aside;
* easy: banks from `easy_bank` points whatever the dice left (`simple.easy_press`);
* odds: the zonk and hot-dice chances by the number of dice thrown (zonk 000 with the source
  text's own figures and tables), Chicago/Detroit's special throws.
"""
from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from dicegames.ai.simple import after_take
from dicegames.engine import Action, Banked

from .base import ActionValue, Computer, Values
from .coaching import Coaching

POINTS = ("points",)                   # the utility of expected points
HOT_CONTINUE = 150                     # zonk: a new series after hot dice below this total


class ZonkFamily(Computer):
    """What the games of the Zonk family share; a game's numbers come with its instance."""

    measure = "expected_turn_points"
    sources_figures = False            # the source text prints its own odds (zonk 000)
    race = ""                          # the race module of a two-player game (ai/race_*.py)

    def __init__(self, game_id: str, bank_table: Mapping[int, int], die_worth: int,
                 easy_bank: int, coaching: Coaching | None = None) -> None:
        super().__init__(game_id, coaching)
        self.bank_table = dict(bank_table)
        self.die_worth = die_worth
        self.easy_bank = easy_bank

    # ------------------------------------------------------------------ strong
    def measure_for(self, ctx: Mapping[str, Any]) -> str:
        return {"win": "win_chance", "end_game": "turn_utility"}.get(
            str(ctx.get("utility")), self.measure)

    def measure_at(self, game: Any, state: Any, ctx: Mapping[str, Any]) -> str:
        if ctx.get("utility") == "win" and self.race_table(game, state) is None:
            return "turn_utility"                  # played as `expected` meanwhile
        return self.measure_for(ctx)

    def strong_context(self, game: Any, state: Any) -> Mapping[str, Any]:
        return {"utility": "win"}

    def expected_context(self, game: Any, state: Any) -> Mapping[str, Any]:
        return {"utility": "end_game"}

    def values(self, game: Any, state: Any, legal: tuple[Action, ...],
               ctx: Mapping[str, Any]) -> Values:
        exact = not self.approximate(game.rules)
        if ctx.get("utility") == "win":
            table = self.race_table(game, state)
            if table is None:                      # no exact table: as `expected`
                solver, _ = self.turn_solver(game, state, {"utility": "end_game"})
                return self._valued(game, state, legal, solver), False
            points, _ = self.turn_solver(game, state, {})
            return self._valued(game, state, legal, self.race_turn(game, state, table),
                                points), exact
        solver, points_only = self.turn_solver(game, state, ctx)
        return self._valued(game, state, legal, solver), points_only and exact

    @staticmethod
    def _valued(game: Any, state: Any, legal: tuple[Action, ...], solver: Any,
                points: Any = None) -> list[ActionValue]:
        """Every action under `solver`; with `points` (the race: values are chances) each
        also in expected points, which orders equal chances (a won or lost race)."""
        out = []
        for a in legal:
            v, z = press_value(game, state, a, solver)
            e = None if points is None else press_value(game, state, a, points)[0]
            out.append(ActionValue(a, v, z, expected=e))
        return out

    def race_table(self, game: Any, state: Any) -> Any:
        """The exact race table for this game's rules and players (None: none, or not
        built yet — `race_tables.race_table` starts building it in the background)."""
        if not self.race:
            return None
        from dicegames.ai import race_tables
        return race_tables.race_table(game, game.scoresheet(state).players, self.race)

    def preparing(self, game: Any, state: Any) -> float | None:
        if not self.race:
            return None
        from dicegames.ai import race_tables
        return race_tables.progress(game, game.scoresheet(state).players, self.race)

    def race_turn(self, game: Any, state: Any, table: Any) -> Any:
        """The turn in play valued as the chance to win: the race table's turn at this
        position; a last turn against a known total is the press solver's "beat" turn."""
        where = table.position(game, state)
        if where is None:
            solver, _ = self.turn_solver(game, state, {"utility": "end_game"})
            return solver
        return table.turn(*where)

    def approximate(self, rules: Any) -> bool:
        """Rules the turn solver values only approximately (docs/ai.md)."""
        return False

    def turn_solver(self, game: Any, state: Any, ctx: Mapping[str, Any]) -> tuple[Any, bool]:
        """The press turn solver: the end-game utility with `{"utility": "end_game"}`, else
        expected points; and whether it is the points' one."""
        from dicegames.ai import press
        sheet = game.scoresheet(state)
        seat = sheet.current
        totals = [int(c.value or 0) for c in sheet.row("total").cells]
        key: tuple[Any, ...] = POINTS
        if ctx.get("utility") == "end_game":
            key = self.utility(game, state, totals, seat)
        on_board = totals[seat] > 0
        return press.solver(game, key, on_board), key == POINTS

    def utility(self, game: Any, state: Any, totals: list[int], seat: int) -> tuple[Any, ...]:
        """The utility of banking that the strong computer plays by (docs/ai.md, "End of a
        game"): a target to reach — once it is within three average turns, or a rival's
        within two, points count up to the target and reaching it is worth a bonus (4 average
        turns; 20 when a rival is about to win); once a rival has reached it and this is the
        last chance, the chance to beat his total (a tie counts half); otherwise points."""
        from dicegames.ai import press
        rules = game.rules
        leader = max((t for i, t in enumerate(totals) if i != seat), default=0)
        if self.last_chance(game, state, leader):  # a rival has reached the target: beat him
            return ("beat", max(leader - totals[seat], 0), 0.5)
        need = rules.target - totals[seat]
        if need <= 0:
            return POINTS
        mean = press.solver(game).fresh()
        rival = rules.target - leader
        if need <= 3 * mean or rival <= 2 * mean:
            return ("target", need, round((20 if rival <= 2 * mean else 4) * mean))
        return POINTS

    def last_chance(self, game: Any, state: Any, leader: int) -> bool:
        """Is this turn the last chance to beat a rival who has reached the target?"""
        return bool(game.table(state).get("final_round"))

    def stops_at(self, game: Any, state: Any, dice_left: int) -> int | None:
        from dicegames.ai import press
        return press.solver(game).stop_threshold(dice_left, game.table(state).throw)

    # ------------------------------------------------------------------ medium
    def medium(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
        """Sets aside what maximises points + `die_worth` × dice left; banks from
        `bank_table` (a first bank below the opening minimum is not allowed); throws again
        after hot dice (zonk: below HOT_CONTINUE); builds on a piggyback offer with three dice
        or more, or 600 points. In a zonk duel, once the rival's score is known, it plays to
        beat it: banks as soon as ahead, never before."""
        verbs = {a.verb for a in legal}
        table = game.table(state)
        if "piggyback" in verbs:
            total, dice = table.get("piggyback_offer") or (0, 0)
            return Action("piggyback" if dice >= 3 or total >= 600 else "fresh")
        total = table.turn_total or 0
        beat = self.duel_score(game, state)
        if "continue" in verbs:
            goal = HOT_CONTINUE if beat is None else beat + 1
            return Action("continue" if total < goal else "stop")
        takes = [a for a in legal if a.verb == "take"]
        if takes:
            def score(a: Action) -> tuple[float, int]:
                points, left = after_take(game, state, a)
                return points + self.die_worth * left, -len(a.args)
            return max(takes, key=score)
        bank = next((a for a in legal if a.verb in ("bank", "stop")), None)
        left = len(table.live)
        enough = total >= self.bank_table.get(left, 10 ** 9) if beat is None else total > beat
        if bank is not None and left and enough:
            return bank
        throws = [a for a in legal if a.verb == "throw"]
        if throws:
            return max(throws, key=lambda a: len(a.args))
        return bank or legal[0]

    def duel_score(self, game: Any, state: Any) -> int | None:
        """In a duel: the best turn score already made this round by a rival (else None)."""
        return None

    # ------------------------------------------------------------------ odds
    def odds(self, game: Any) -> tuple[Any, ...]:
        from dicegames.ai import press
        from dicegames.ai.odds import OddsTable, row
        model = press.model(game)
        zonk, hot = [], []
        if isinstance(model, press.FarkleModel):
            by_n = {m: model.throws[m] for m in range(1, model.N + 1)}
        else:
            by_n = {m: model.throws[press.Ctx(3 if m < 6 else 1, 6 - m, m)] for m in range(1, 7)}
        text = self.sources_figures
        for m, groups in by_n.items():
            pz = sum((g.prob for g in groups if not g.options and not g.six), Fraction(0))
            ph = sum((g.prob for g in groups if any(
                o.kind == "hot" or (o.kind == "choose" and o.left == 0) for o in g.options)),
                Fraction(0))
            zonk.append(row(str(m), pz, ZONK_TEXT.get(m) if text else None, dice=m))
            hot.append(row(str(m), ph, HOT_TEXT.get(m) if text else None, dice=m))
        return (OddsTable("zonk", tuple(zonk), by_dice=True),
                OddsTable("hot_dice", tuple(hot), by_dice=True), *self.more_odds(game))

    def more_odds(self, game: Any) -> tuple[Any, ...]:
        """The game's own odds tables after the zonk and hot-dice chances."""
        return ()


# the source text 000's own figures
ZONK_TEXT = {6: "10%", 5: "15%", 4: "20%", 3: "30%", 2: "65%"}
HOT_TEXT = {6: "8%", 5: "3%", 4: "4%", 3: "5%", 2: "11%", 1: "33%"}


class ZonkComputer(ZonkFamily):
    """zonk (000): a duel on a stake or several rounds; a free re-throw (an option)."""

    sources_figures = True
    free_reroll = True
    race = "race_zonk"

    def approximate(self, rules: Any) -> bool:
        # a free re-throw that cancels the series' points is valued as if it kept them
        return bool(rules.free_reroll and rules.free_reroll_scope == "all_six")

    def utility(self, game: Any, state: Any, totals: list[int], seat: int) -> tuple[Any, ...]:
        """A duel on a stake: once a rival's turn score is known, the chance to beat it (a tie
        counts half); a game of several rounds to a target: as the family's; else points."""
        rules = game.rules
        if rules.format_for(len(totals)) == "duel":
            rows = game.scoresheet(state).rows
            played = [int(c.value) for c in rows[-2].cells if c.value is not None]
            if played and rules.duel_settlement == "stake":
                return ("beat", max(played), 0.5)
            return POINTS
        if rules.multi_end != "target":
            return POINTS
        return super().utility(game, state, totals, seat)

    def last_chance(self, game: Any, state: Any, leader: int) -> bool:
        rules = game.rules
        return bool(leader >= rules.target and rules.target_check == "end_of_round")

    def duel_score(self, game: Any, state: Any) -> int | None:
        sheet = game.scoresheet(state)
        if game.rules.format_for(sheet.players) != "duel":
            return None
        played = [int(c.value) for c in sheet.rows[-2].cells if c.value is not None]
        return max(played) if played else None

    def more_odds(self, game: Any) -> tuple[Any, ...]:
        """The source text's tables: one throw of six dice, and three, four or five alike
        with fewer dice."""
        from dicegames.ai.odds import OddsTable, prob, row, shape
        loose = game.rules.three_pairs_allow_four_plus_pair
        six = [
            row("three_alike", prob(6, lambda r: shape(r) in ([3, 1, 1, 1], [3, 2, 1])), "30%"),
            row("four_alike", prob(6, lambda r: shape(r)[0] == 4), "5%"),
            row("three_pairs", prob(6, lambda r: shape(r) == [2, 2, 2] or
                                    (loose and shape(r) == [4, 2])), "4%"),
            row("six_different", prob(6, lambda r: shape(r) == [1] * 6), "1.5%"),
            row("two_triples", prob(6, lambda r: shape(r) == [3, 3]), "0.65%"),
            row("five_alike", prob(6, lambda r: shape(r)[0] == 5), "0.4%"),
            row("six_alike", prob(6, lambda r: shape(r) == [6]), "0.0001%"),
        ]
        texts = {("three", 5): "19%", ("three", 4): "9%", ("three", 3): "3%",
                 ("four", 5): "2%", ("four", 4): "0.5%", ("five", 5): "0.07%"}
        kinds = {"three": 3, "four": 4, "five": 5}
        succ = [row(f"{kind}_{n}", prob(n, lambda r, k=kinds[kind]: shape(r)[0] == k), t,
                    dice=n) for (kind, n), t in texts.items()]
        return (OddsTable("six_dice", tuple(six)), OddsTable("successive", tuple(succ)))


class FarkleComputer(ZonkFamily):
    """Chicago (five dice) and Detroit (six coloured dice): a target and a final round."""

    def __init__(self, game_id: str, bank_table: Mapping[int, int], coloured: bool,
                 coaching: Coaching) -> None:
        super().__init__(game_id, bank_table, die_worth=50, easy_bank=400, coaching=coaching)
        self.coloured = coloured

    race = "race_farkle"

    def more_odds(self, game: Any) -> tuple[Any, ...]:
        """The special throws: a straight, and Detroit's colour pairs."""
        from dicegames.ai.odds import OddsTable, prob, row
        from dicegames.engine.games.farkle import colour_outcomes
        rows = []
        if self.coloured:
            distinct = game.rules.colour_pairs_distinct
            p = sum((q for a, q in colour_outcomes()
                     if a.args[0::2] == a.args[1::2]
                     and (not distinct or len(set(a.args[0::2])) == 3)), Fraction(0))
            rows.append(row("colour_pairs", p))
            rows.append(row("straight", prob(6, lambda r: tuple(sorted(r)) ==
                                             (1, 2, 3, 4, 5, 6))))
        else:
            rows.append(row("straight", prob(game.dice_count, lambda r: tuple(sorted(r)) in
                                             ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6)))))
        return (OddsTable("specials", tuple(rows)),)


# Medium banks from these turn totals by the number of dice left to throw (rounded from the
# exact policy's stop table). The coach's costs are in expected points banked this turn (the
# advisor's measure), calibrated by `python bench/coach.py calibrate --games 300` (docs/ai.md
# "The coach"): the levels' mean cost per decision; the tutor's thresholds are a fifth of the
# Normal computer's median mistake, that median, and the Easy computer's 90th percentile
# mistake. Near the end of a game the Strong computer plays for the target, which this measure
# counts as a cost.
CHICAGO_BANK = {1: 250, 2: 250, 3: 400, 4: 1000, 5: 3000}
COMPUTERS = (
    ZonkComputer("zonk", {1: 15, 2: 10, 3: 10, 4: 30, 5: 100}, die_worth=4, easy_bank=30,
                 coaching=Coaching("zonk", 1, easy=0.5926, normal=0.0208, strong=0.1950,
                                   tutor=(0.4, 2.0, 5.0))),
    FarkleComputer("chicago", CHICAGO_BANK, coloured=False,
                   coaching=Coaching("chicago", 1, easy=20.917, normal=4.803, strong=4.965,
                                     tutor=(2.5, 12.5, 125.0))),
    FarkleComputer("detroit", {**CHICAGO_BANK, 6: 10_000}, coloured=True,
                   coaching=Coaching("detroit", 1, easy=36.149, normal=9.046, strong=6.181,
                                     tutor=(10.0, 50.0, 190.0))),
)


def press_value(game: Any, state: Any, a: Action, solver: Any) -> tuple[float, float | None]:
    """(value, chance the throw that follows zonks) of decision `a` under the turn solver
    (press.py's, or a race table's turn: the same interface)."""
    from dicegames.ai.press import Ctx
    table = game.table(state)
    t = table.turn_total or 0
    if solver.family == "farkle":
        if a.verb == "bank":
            return solver.bank_value(t, len(table.live)), None
        if a.verb == "fresh":
            return solver.fresh(), solver.zonk_chance(game.dice_count)
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
