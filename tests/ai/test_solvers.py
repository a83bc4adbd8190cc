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
    from turn total `cap` on the turn banks (the solver's cap); a turn ends at a Banked or
    Zonk event or at six of a kind (worth 0, as in the solver)."""
    player = game.table(state).player
    memo = {}

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
            return float(t)
        k = key(s)
        if k not in memo:
            if game.current_player(s) == CHANCE:
                memo[k] = sum(float(p) * after(s, a) for a, p in game.chance_outcomes(s))
            else:
                memo[k] = max(after(s, a) for a in game.legal_actions(s))
        return memo[k]

    def after(s, a):
        step = game.apply(s, a)
        for e in step.events:
            if isinstance(e, Banked):
                return float(e.points)
            if isinstance(e, Zonk) or e.kind == "six_of_a_kind":
                return 0.0
        if game.table(step.state).player != player:
            return 0.0
        return value(step.state)

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
