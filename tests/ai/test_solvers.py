"""The exact solvers against the published optima and against brute force on reduced games."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from functools import cache

import pytest

from dicegames.ai import press
from dicegames.ai.school_solver import N, SheetInfo, solver_for
from dicegames.ai.zdorovo_solver import ZdorovoSolver
from dicegames.engine import (
    CHANCE,
    Banked,
    ShelfGroup,
    Zonk,
    game_info,
    make_game,
    multiset_outcomes,
)
from dicegames.engine.games.school_scoring import BONUSES, CELLS, Mark, cell_points, sheet_total
from dicegames.engine.games.zdorovo import category_points


def _subs(roll):
    """Every proper sub-multiset of a roll (the dice kept when re-throwing at least one)."""
    out = {()}
    for d in roll:
        out |= {tuple(sorted(s + (d,))) for s in out}
    return [s for s in out if len(s) < len(roll)]


def _rest(roll, keep):
    rest = list(roll)
    for d in keep:
        rest.remove(d)
    return rest


# --------------------------------------------------------------------------- zdorovo
def test_zdorovo_reproduces_the_published_optimum():
    game = make_game("zdorovo", {})
    assert ZdorovoSolver(game.rules).V[-1] == pytest.approx(141.955, abs=5e-4)


def test_zdorovo_every_option_set_solves():
    for throws in (2, 3):
        for five in (False, True):
            rules = game_info("zdorovo").rules({"throws": throws,
                                                "full_house_allows_five_kind": five})
            v = ZdorovoSolver(rules).V[-1]
            assert 100 < v < 150


@pytest.mark.parametrize("cats,throws", [(("ones", "fives", "zdorovo"), 2),
                                         (("full_house", "sixes"), 3)])
def test_zdorovo_reduced_game_equals_brute_force(cats, throws):
    rules = game_info("zdorovo").rules()
    solver = ZdorovoSolver(rules, cats, throws)

    @cache
    def after_throw(open_: frozenset, roll: tuple, left: int) -> float:
        best = max(category_points(c, roll, rules) + start(open_ - {c}) for c in open_)
        if left:
            for keep in _subs(roll):
                e = sum(float(p) * after_throw(open_, tuple(sorted(keep + f)), left - 1)
                        for f, p in multiset_outcomes(5 - len(keep)))
                best = max(best, e)
        return best

    @cache
    def start(open_: frozenset) -> float:
        if not open_:
            return 0.0
        return sum(float(p) * after_throw(open_, r, throws - 1) for r, p in multiset_outcomes(5))

    assert solver.V[-1] == pytest.approx(start(frozenset(cats)), rel=1e-12)


# --------------------------------------------------------------------------- school
def test_school_shipped_table_gives_the_optimum():
    solver, exact = solver_for(game_info("school").rules())
    assert exact
    assert float(solver.value((1 << N) - 1, 0, 1, 1)) == pytest.approx(205.52, abs=0.01)


def _school_sheet(open_cells, school=None, crossed=()):
    """A sheet with `open_cells` open, the school cells given by `school` {face: points},
    the other figures written with 10 (or crossed out)."""
    school = school or {}
    out = []
    for i, c in enumerate(CELLS):
        if c in open_cells:
            out.append(None)
        elif i < 6:
            out.append(Mark(school.get(i + 1, 0), turn=1 + i))
        elif c in crossed:
            out.append(Mark(0, crossed=True, turn=7))
        else:
            out.append(Mark(10 if c != "pigos" else 17, turn=7))
    return tuple(out)


@pytest.mark.parametrize("open_cells,school,crossed", [
    (("school_2",), {1: -3, 3: 0, 4: 4, 5: 0, 6: -6}, ()),        # ×10 when negative
    (("school_6",), {1: 0, 2: 0, 3: 0, 4: 0, 5: 0}, ()),          # Milonic style alive
    (("pigos",), {1: 0, 2: 2, 3: 0, 4: 0, 5: 0, 6: 0}, ()),       # Jewish style and Пигос 21
    (("tetra",), {}, ("pair",)),                                  # Roman style lost
])
def test_school_late_game_equals_brute_force(open_cells, school, crossed):
    """The shipped values of late sheets against an expectimax over the
    engine's scoring (sheet_total gives the final total, bonuses included)."""
    game = make_game("school", {})
    rules = game.rules
    solver, _ = solver_for(rules)
    sheet = _school_sheet(open_cells, school, crossed)

    def close(sh, cell, roll, first):
        i = CELLS.index(cell)
        turn = 1 + sum(m is not None for m in sh)
        return sh[:i] + (Mark(cell_points(cell, roll, rules, first), turn=turn),) + sh[i + 1:]

    def cross(sh, cell):
        i = CELLS.index(cell)
        return sh[:i] + (Mark(0, crossed=True, turn=15),) + sh[i + 1:]

    @cache
    def after_throw(sh, roll, k):
        opts = []
        for i, m in enumerate(sh):
            if m is not None:
                continue
            c = CELLS[i]
            if i < 6 or cell_points(c, roll, rules, k == 1) is not None:
                opts.append(start(close(sh, c, roll, k == 1)))
            if i >= 6:
                opts.append(start(cross(sh, c)))
        best = max(opts)
        if k < 3:
            for keep in _subs(roll):
                e = sum(float(p) * after_throw(sh, tuple(sorted(keep + f)), k + 1)
                        for f, p in multiset_outcomes(5 - len(keep)))
                best = max(best, e)
        return best

    @cache
    def start(sh):
        if all(m is not None for m in sh):
            return float(sheet_total(sh))
        return sum(float(p) * after_throw(sh, r, 1) for r, p in multiset_outcomes(5))

    info = SheetInfo(*[*_info(sheet)])
    got = info.banked + float(solver.value(info.mask, info.S, info.milonic, info.roman))
    assert got == pytest.approx(start(sheet), abs=2e-4)      # float32 table


def _info(sheet):
    mask = sum(1 << i for i, m in enumerate(sheet) if m is None)
    school = [m.points for m in sheet[:6] if m is not None]
    rom = int(not any(m is not None and m.crossed for m in sheet[6:]))
    banked = sum(m.points for m in sheet[6:] if m is not None)
    return mask, sum(school), int(all(p == 0 for p in school)), rom, float(banked)


def test_school_bonuses_are_those_of_the_engine():
    assert BONUSES == {"jewish_style": 10, "milonic_style": 10, "roman_style": 10,
                       "jewish_pigos": 5}


# --------------------------------------------------------------------------- zonk family
@pytest.mark.parametrize("game_id,value", [("zonk", 26.76), ("chicago", 340.4),
                                           ("detroit", 467.0)])
def test_one_fresh_turn_reproduces_the_optimum(game_id, value):
    game = make_game(game_id, {})
    assert press.solver(game).fresh() == pytest.approx(value, abs=0.05)


def _engine_turn_value(game, state, cap):
    """Expectimax through the engine over one turn: legal_actions, chance_outcomes, apply;
    from turn total `cap` on the turn banks whenever allowed (the solver's cap; a throw owed
    for hot dice is thrown, `_engine_greedy_value`); a turn ends at a Banked or Zonk event or
    at six of a kind (worth 0, as in the solver)."""
    player = game.table(state).player
    memo = {}
    greedy = {}

    def key(s):
        table = game.table(s)
        phase = table.get("phase", game.current_player(s))
        faces = tuple(sorted(table.dice[p] for p in table.live)) if phase in ("take", 0) else ()
        verbs = tuple(sorted({a.verb for a in game.legal_actions(s)}))
        return (table.turn_total, len(table.live), table.throw if game.id == "zonk" else 0,
                len(table.get("aside") or ()), phase, faces, verbs)

    def value(s):
        t = game.table(s).turn_total or 0
        if t >= cap:
            return _engine_banking(game, s, greedy)
        k = key(s)
        if k not in memo:
            if game.current_player(s) == CHANCE:
                memo[k] = sum(float(p) * after(s, a) for a, p in game.chance_outcomes(s))
            else:
                memo[k] = max(after(s, a) for a in game.legal_actions(s))
        return memo[k]

    def after(s, a):
        step = game.apply(s, a)
        end = _turn_ended(game, step, (player,))
        return value(step.state) if end is None else end

    return value(state)


def test_chicago_policy_equals_engine_search_on_small_cases():
    game = make_game("chicago", {})
    model = press.model(game)
    cap = 700
    solver = press.FarkleSolver(model, cap=cap)
    base = game.new_initial_state(2, 0)
    for t, live in ((400, 2), (550, 1), (300, 3)):
        s = replace(base, live=tuple(range(live)), turn_total=t, dice=(0,) * 5)
        want = _engine_turn_value(game, s, cap)
        assert solver.roll_value(t, live) == pytest.approx(want, rel=1e-12)


def test_zonk_policy_equals_engine_search_on_small_cases():
    game = make_game("zonk", {})
    model = press.model(game)
    cap = 40
    solver = press.ZonkSolver(model, cap=cap)
    for k, aside, t in ((3, 4, 20), (2, 3, 25), (3, 2, 30)):
        ctx = press.Ctx(k, aside, 6 - aside)
        s = model.synthetic(ctx)
        s = replace(s, shelf=(ShelfGroup("x", (), t, s.series),))
        want = _engine_turn_value(game, s, cap)
        assert solver.roll_value(t, ctx) == pytest.approx(want, rel=1e-12)


def test_zonk_solver_values_fraction_probabilities():
    game = make_game("zonk", {})
    groups = press.model(game).throws[press.Ctx(1, 0, 6, True)]
    assert sum((g.prob for g in groups), Fraction(0)) == 1


def test_school_first_turns_six_is_exact_from_the_shipped_table():
    """school_first_turns=6: the shipped table past turn 6, the school-only sheets solved on
    first use; 147.399 is the value of a full build of that preset (build_tables --preset
    school_first, 315 s, not shipped)."""
    solver, exact = solver_for(game_info("school").rules(preset="school_first"))
    assert exact
    assert float(solver.value((1 << N) - 1, 0, 1, 1)) == pytest.approx(147.399, abs=0.01)


def test_unit_school_ships_and_other_rules_are_approximate():
    solver, exact = solver_for(game_info("school").rules(preset="unit_school"))
    assert exact and float(solver.value((1 << N) - 1, 0, 1, 1)) == pytest.approx(214.202, abs=0.01)
    for preset in ("literal", "strict"):
        assert solver_for(game_info("school").rules(preset=preset))[1] is False


# --------------------------------------------------------------------------- past the cap
def _turn_ended(game, step, players):
    """The points a step ends the turn with (banked, or 0: a zonk, six of a kind, another
    player to move), or None while the turn goes on."""
    for e in step.events:
        if isinstance(e, Banked):
            return float(e.points)
        if isinstance(e, Zonk) or e.kind == "six_of_a_kind":
            return 0.0
    return None if game.table(step.state).player in players else 0.0


def _engine_banking(game, s, line):
    """Past the cap: bank now if allowed, else (a throw owed for hot dice) the value of
    throwing and banking whenever allowed, α·t + β: a line whose α, β the engine's outcomes
    of that throw give (`line` caches them); a state after a throw takes its best take."""
    table = game.table(s)
    t = table.turn_total or 0
    legal = game.legal_actions(s) if game.current_player(s) != CHANCE else ()
    if any(a.verb in ("bank", "stop") for a in legal):
        return float(t)
    if not line:
        hot = replace(s, live=tuple(range(game.dice_count)), turn_total=0, phase="throw")
        p_nh = s_nh = p_h = s_h = 0.0
        for a, p in game.chance_outcomes(hot):
            after = game.apply(hot, a).state
            if after.phase != "take":
                continue
            steps = [game.apply(after, b).state for b in game.legal_actions(after)]
            if any(x.live for x in steps):
                p_nh += float(p)
                s_nh += float(p) * max(x.turn_total for x in steps if x.live)
            else:
                p_h += float(p)
                s_h += float(p) * steps[0].turn_total
        alpha = p_nh / (1 - p_h)
        line["ab"] = (alpha, (s_nh + alpha * s_h) / (1 - p_h))
    alpha, beta = line["ab"]
    if game.current_player(s) == CHANCE and len(table.live) == game.dice_count:
        return alpha * t + beta

    def after(a):
        step = game.apply(s, a)
        banked = [e.points for e in step.events if isinstance(e, Banked)]
        return float(banked[0]) if banked else _engine_banking(game, step.state, line)

    return max(after(a) for a in legal)


def _engine_greedy_value(game, state, depth=8, memo=None):
    """Expectimax through the engine of "bank whenever allowed" (the best take otherwise):
    every chance outcome, every take; a throw owed for hot dice is thrown (at most `depth`
    of them in a row: each is a 1-in-18 chance or less, so the rest is below 1e-10)."""
    player = game.table(state).player
    memo = {} if memo is None else memo

    def value(s, d):
        table = game.table(s)
        key = (table.turn_total, len(table.live), table.throw, len(table.get("aside") or ()),
               str(table.get("phase")), game.current_player(s), d,
               tuple(sorted(table.dice[p] for p in table.live)))
        if key in memo:
            return memo[key]
        if game.current_player(s) == CHANCE:
            if d == 0:
                v = float(table.turn_total)               # never reached in practice
            else:
                v = sum(float(p) * after(s, a, d - 1) for a, p in game.chance_outcomes(s))
        else:
            legal = game.legal_actions(s)
            stop = [a for a in legal if a.verb in ("bank", "stop")]
            v = after(s, stop[0], d) if stop else max(after(s, a, d) for a in legal)
        memo[key] = v
        return v

    def after(s, a, d):
        step = game.apply(s, a)
        end = _turn_ended(game, step, (player, None))
        return value(step.state, d) if end is None else end

    return value(state, depth)


def test_a_hot_dice_throw_past_the_cap_is_a_throw_not_a_bank():
    """Chicago 20,400 points with hot dice (the throw is owed): 19,002, not 20,400; the same
    as the engine's search of banking whenever allowed."""
    game = make_game("chicago", {})
    solver = press.solver(game)
    assert solver.after_take(20_400, 0) == pytest.approx(19_002.01, abs=0.01)
    s = replace(game.new_initial_state(2, 0), live=tuple(range(5)), turn_total=20_400,
                dice=(0,) * 5)
    # five owed throws in a row at most (each a 1-in-18 chance or less): the rest is below
    # 20,000 / 18^5, well inside the tolerance
    assert solver.roll_value(20_400, 5) == pytest.approx(
        _engine_greedy_value(game, s, depth=5), abs=0.05)


@pytest.mark.parametrize("game_id", ["chicago", "detroit"])
def test_values_near_the_cap_do_not_drift(game_id):
    """15,500 (Chicago) and 17,450 (Detroit) used to drift: now a cap twice as high changes
    no value of the table."""
    game = make_game(game_id, {})
    model = press.model(game)
    near, far = press.FarkleSolver(model), press.FarkleSolver(model, cap=40_000)
    for t in (0, 15_500, 17_450, 19_950, 20_000, 25_000):
        for m in range(1, model.N + 1):
            assert near.roll_value(t, m) == pytest.approx(far.roll_value(t, m), rel=1e-12)


def test_zonk_past_its_cap_is_the_engine_search():
    game = make_game("zonk", {})
    model = press.model(game)
    solver = press.solver(game)
    for k, aside, t in ((1, 0, 1200), (2, 3, 1500)):
        ctx = press.Ctx(k, aside, 6 - aside, False) if k > 1 else press.Ctx(1, 0, 6)
        s = model.synthetic(ctx)
        s = replace(s, shelf=(ShelfGroup("x", (), t, s.series),))
        assert solver.roll_value(t, ctx) == pytest.approx(_engine_greedy_value(game, s),
                                                          rel=1e-9)


@pytest.mark.parametrize("game_id,preset", [(g, p) for g in ("zonk", "chicago", "detroit")
                                            for p in game_info(g).presets])
def test_banking_whenever_allowed_is_optimal_past_the_cap(game_id, preset):
    game = game_info(game_id).make(preset=preset)
    assert press.solver(game).cap_is_exact()
