"""«Школа» + «большая игра» (RULES.md §002): table rows, maxima, worked examples, options,
bonuses, turn restrictions, crossing out, ties and whole scripted games to their totals."""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations_with_replacement

import pytest

from dicegames.engine import (
    CHANCE,
    TERMINAL,
    Action,
    CellState,
    CrossedOut,
    GameOver,
    IllegalActionError,
    OptionError,
    Scored,
    TurnPassed,
    make_game,
)
from dicegames.engine.games.school import BonusEarned
from dicegames.engine.games.school_scoring import school_result

from .helpers import play

FIGURES = ("pair", "two_pairs", "three", "small_order", "big_order", "two_plus_three", "tetra",
           "penta", "pigos")
ALL_THROWS = list(combinations_with_replacement(range(1, 7), 5))


def game(**options):
    return make_game("school", {k: str(v) for k, v in options.items()})


def pts(dice, first=False, **options):
    """Points per cell id (0 for an absent figure) and the set of present ids."""
    report = game(**options).score(tuple(dice), first_throw=first)
    return {e.id: e.points for e in report.entries}


def present(dice, **options):
    return {e.id for e in game(**options).score(tuple(dice)).entries if e.present}


def dice_text(dice):
    return " ".join(map(str, dice))


def turn_lines(dice, cell, first=False, verb="score"):
    """Actions of one turn ending with `dice` on the table: thrown once (с ходу) when `first`,
    else the first die is re-thrown once so the dice come from throw 2."""
    if first:
        return [f"roll {dice_text(dice)}", f"{verb} {cell}"]
    other = dice[0] % 6 + 1
    return [f"roll {dice_text((other,) + tuple(dice[1:]))}", "reroll 0", f"roll {dice[0]}",
            f"{verb} {cell}"]


def run(g, s, script):
    """Play (dice, cell[, first[, verb]]) turns in order; returns (state, events)."""
    events = []
    for t in script:
        s, ev = play(g, s, *turn_lines(*t))
        events += ev
    return s, events


def run_players(g, players, scripts, first_player=0):
    """A whole game: each seat plays its own script, seats in clockwise order."""
    s = g.new_initial_state(players, first_player)
    events, pos = [], [0] * players
    while g.current_player(s) != TERMINAL:
        p = s.current
        s, ev = run(g, s, [scripts[p][pos[p]]])
        pos[p] += 1
        events += ev
    return s, events


# --------------------------------------------------------------------------- school cells
@pytest.mark.parametrize("face", range(1, 7))
@pytest.mark.parametrize("n", range(6))
def test_school_table_row(face, n):
    other = [f for f in range(1, 7) if f != face]
    dice = [face] * n + [other[i % 5] for i in range(5 - n)]
    assert pts(dice)[f"school_{face}"] == face * (n - 3)
    assert pts(dice, school_scoring="unit_per_die")[f"school_{face}"] == n - 3


def test_school_worked_example_sums_to_plus_one_and_negative_is_times_ten():
    cells = {"school_4": (4, 4, 4, 4, 2), "school_6": (6, 6, 1, 2, 3),
             "school_1": (2, 3, 4, 5, 6), "school_5": (5, 5, 5, 5, 5),
             "school_2": (2, 1, 3, 4, 5), "school_3": (3, 3, 3, 6, 1)}
    values = [pts(d)[c] for c, d in cells.items()]
    assert values == [4, -6, -3, 10, -4, 0]
    assert school_result(values) == 1
    assert school_result([4, -12, -3, 10, -4, 0]) == -50
    assert school_result([0] * 6) == 0


def test_school_is_never_doubled():
    assert pts((5, 5, 5, 5, 5), first=True)["school_5"] == 10


# --------------------------------------------------------------------------- figures
@pytest.mark.parametrize("dice,figure,value", [
    ((6, 6, 1, 2, 3), "pair", 12), ((2, 2, 1, 3, 4), "pair", 4),
    ((6, 6, 4, 4, 1), "two_pairs", 20), ((3, 3, 3, 3, 6), "two_pairs", 12),
    ((6, 6, 6, 1, 2), "three", 18), ((1, 1, 1, 5, 6), "three", 3),
    ((5, 3, 1, 4, 2), "small_order", 15), ((6, 2, 4, 3, 5), "big_order", 20),
    ((6, 6, 5, 5, 5), "two_plus_three", 47), ((1, 1, 2, 2, 2), "two_plus_three", 28),
    ((3, 3, 3, 3, 6), "tetra", 42), ((2, 2, 2, 2, 2), "penta", 60),
    ((6, 5, 4, 3, 3), "pigos", 21), ((1, 1, 1, 1, 1), "pigos", 5),
])
def test_figure_table_row(dice, figure, value):
    assert pts(dice)[figure] == value


@pytest.mark.parametrize("dice,absent", [
    ((1, 2, 3, 4, 6), {"pair", "two_pairs", "three", "small_order", "big_order",
                       "two_plus_three", "tetra", "penta"}),
    ((6, 6, 5, 4, 3), {"two_pairs", "three", "small_order", "big_order", "two_plus_three",
                       "tetra", "penta"}),
    ((5, 5, 5, 5, 2), {"small_order", "big_order", "two_plus_three", "penta"}),
])
def test_figure_presence(dice, absent):
    assert present(dice) & set(FIGURES) == set(FIGURES) - absent
    assert all(pts(dice)[f] == 0 for f in absent)


def test_the_app_proposes_the_highest_subset():
    p = pts((6, 6, 5, 5, 5))
    assert (p["pair"], p["two_pairs"], p["three"]) == (12, 22, 15)
    assert pts((5, 5, 5, 5, 6))["two_pairs"] == 20           # four of a kind beats nothing else


def best_over_all_throws(figure, first=False, **options):
    return max(pts(d, first, **options)[figure] for d in ALL_THROWS)


@pytest.mark.parametrize("figure,stated,first_throw", [
    ("pair", 12, 24), ("two_pairs", 24, 48), ("three", 18, 36), ("small_order", 15, 30),
    ("big_order", 20, 40), ("two_plus_three", 50, 100), ("tetra", 54, 108), ("penta", 80, 160),
    ("pigos", 30, 30),
])
def test_stated_maxima_over_every_throw(figure, stated, first_throw):
    assert best_over_all_throws(figure) == stated
    assert best_over_all_throws(figure, first=True) == first_throw


def test_maxima_without_four_kind_pairs_and_five_kind_full_house():
    assert best_over_all_throws("two_pairs", two_pairs_allows_four_kind=False) == 22
    assert best_over_all_throws("two_plus_three", full_house_allows_five_kind=False) == 48


def test_worked_examples_figures():
    assert pts((5, 5, 5, 6, 6))["two_plus_three"] == 47
    assert pts((5, 5, 5, 6, 6), first=True)["two_plus_three"] == 94
    p = pts((3, 3, 3, 3, 6), first=True)
    assert (p["tetra"], p["two_pairs"]) == (84, 24)
    p = pts((3, 3, 3, 3, 6), first=True, double_scope="face_sum_only")
    assert (p["tetra"], p["two_pairs"]) == (54, 24)
    p = pts((6, 6, 6, 2, 1))
    assert (p["pair"], p["three"], p["pigos"]) == (12, 18, 21)
    assert pts((6, 5, 4, 3, 2), first=True)["big_order"] == 40
    assert pts((6, 5, 4, 3, 2), first=True)["pigos"] == 20        # Пигос is never doubled
    assert pts((6, 5, 4, 3, 2))["pigos"] == 20


def test_double_scope_face_sum_only_maxima():
    opts = {"double_scope": "face_sum_only"}
    expect = {"pair": 24, "two_pairs": 48, "three": 36, "small_order": 30, "big_order": 40,
              "two_plus_three": 80, "tetra": 78, "penta": 110, "pigos": 30}
    for figure, value in expect.items():
        assert best_over_all_throws(figure, True, **opts) == value, figure


def test_two_pairs_allows_four_kind_option():
    assert "two_pairs" in present((3, 3, 3, 3, 6))
    assert "two_pairs" not in present((3, 3, 3, 3, 6), two_pairs_allows_four_kind=False)
    assert "two_pairs" not in present((6, 6, 6, 6, 6), two_pairs_allows_four_kind=False)
    assert pts((6, 6, 4, 4, 1), two_pairs_allows_four_kind=False)["two_pairs"] == 20
    assert pts((6, 6, 6, 6, 6))["two_pairs"] == 24


def test_full_house_allows_five_kind_option():
    assert pts((4, 4, 4, 4, 4))["two_plus_three"] == 40
    assert "two_plus_three" not in present((4, 4, 4, 4, 4), full_house_allows_five_kind=False)
    assert pts((4, 4, 4, 5, 5), full_house_allows_five_kind=False)["two_plus_three"] == 42
    assert "two_plus_three" not in present((4, 4, 4, 4, 5))


@pytest.mark.parametrize("dice,any_,one_pair,strict", [
    ((6, 6, 6, 2, 1), True, False, False),      # a triple is a figure
    ((6, 5, 4, 3, 3), True, True, False),       # one pair: 21 reachable under at_most_one_pair
    ((6, 5, 4, 2, 1), True, True, True),        # no figure at all
    ((1, 2, 3, 4, 5), True, False, False),      # an order is a figure
    ((6, 6, 5, 5, 1), True, False, False),      # two pairs
])
def test_pigos_content_option(dice, any_, one_pair, strict):
    assert ("pigos" in present(dice)) is any_
    assert ("pigos" in present(dice, pigos_content="at_most_one_pair")) is one_pair
    assert ("pigos" in present(dice, pigos_content="strict_junk")) is strict


def test_pigos_sum_ranges_per_content():
    def sums(content):
        return {sum(d) for d in ALL_THROWS if "pigos" in present(d, pigos_content=content)}
    assert sums("any") == set(range(5, 31))
    assert sums("at_most_one_pair") == set(range(11, 25))
    assert sums("strict_junk") == {16, 17, 18, 19}             # the 21 bonus is unreachable


def test_probability_of_a_21_on_one_throw():
    g = game()
    s = g.new_initial_state(1)
    assert g.current_player(s) == CHANCE
    p21 = sum(p for a, p in g.chance_outcomes(s) if sum(a.args) == 21)
    assert p21 == Fraction(5, 72)


# --------------------------------------------------------------------------- turns
def test_first_three_turns_close_school_only_even_with_a_figure_first_throw():
    g = game()
    s, _ = play(g, g.new_initial_state(1), "roll 6 6 6 6 6")
    legal = g.legal_actions(s)
    assert {a.verb for a in legal} == {"reroll", "score"}
    assert {a.args[0] for a in legal if a.verb == "score"} == {f"school_{f}" for f in range(1, 7)}
    for bad in ("score penta", "score pigos", "cross pair"):
        with pytest.raises(IllegalActionError) as e:
            g.apply(s, Action.from_str(bad))
        assert e.value.code == "school_only"
    sheet = g.scoresheet(s)
    assert sheet.row("penta").cells[0].preview is None
    assert sheet.row("school_6").cells[0].preview == 12
    assert dict(sheet.info)["school_only"] == 1 and g.table(s).get("school_only") is True


def test_big_game_begins_on_turn_four():
    g = game()
    s, _ = run(g, g.new_initial_state(1), [((1, 1, 1, 2, 3), "school_1"),
                                           ((2, 2, 2, 1, 3), "school_2"),
                                           ((3, 3, 3, 1, 2), "school_3")])
    assert g.table(s).get("turn") == 4
    s, _ = play(g, s, "roll 6 6 6 6 6")
    assert g.table(s).get("school_only") is False
    assert Action("score", ("penta",)) in g.legal_actions(s)
    assert Action("cross", ("pair",)) in g.legal_actions(s)
    assert g.scoresheet(s).row("penta").cells[0].preview == 160


def test_school_first_turns_six():
    g = game(school_first_turns=6)
    script = [((f, f, f, 1 if f != 1 else 2, 3 if f != 3 else 4), f"school_{f}")
              for f in range(1, 6)]
    s, _ = run(g, g.new_initial_state(1), script[:3])
    s, _ = play(g, s, "roll 6 6 6 6 6")                        # turn 4: still school only
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str("score penta"))
    assert e.value.code == "school_only"
    s, _ = play(g, s, "score school_4")
    s, _ = run(g, s, [script[4], ((6, 6, 6, 1, 2), "school_6")])
    s, _ = play(g, s, "roll 6 6 6 6 6", "score penta")         # turn 7: the big game
    assert g.scoresheet(s).value("penta", 0) == 160
    for bad in (4, 5):
        with pytest.raises(OptionError):
            game(school_first_turns=bad)


def test_reroll_positions_and_throw_limit():
    g = game()
    s, _ = play(g, g.new_initial_state(1), "roll 1 2 3 4 5", "reroll 1 3")
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str("roll 6 6 6"))
    assert e.value.code == "wrong_dice_count"
    s, ev = play(g, s, "roll 6 5")
    assert s.dice == (1, 6, 3, 5, 5) and ev[0].thrown == (1, 3) and ev[0].throw == 2
    for bad in ("reroll 3 1", "reroll 5", "reroll 1 1", "reroll"):
        with pytest.raises(IllegalActionError) as e:
            g.apply(s, Action.from_str(bad))
        assert e.value.code == "bad_positions", bad
    s, _ = play(g, s, "reroll 0 1 2 3 4", "roll 2 2 2 2 2")
    assert g.table(s).throw == 3
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str("reroll 0"))
    assert e.value.code == "no_throws_left"
    assert all(a.verb == "score" for a in g.legal_actions(s))


def test_reroll_kept_dice_option():
    g = game()
    s, _ = play(g, g.new_initial_state(1), "roll 1 2 3 4 5", "reroll 0 1", "roll 6 6")
    assert Action("reroll", (2, 3, 4)) in g.legal_actions(s)  # kept dice may be re-thrown
    assert g.table(s).get("locked") == ()
    g = game(reroll_kept_dice="false")
    s, _ = play(g, g.new_initial_state(1), "roll 1 2 3 4 5")
    assert g.table(s).get("locked") == ()
    s, _ = play(g, s, "reroll 0 1", "roll 6 6")
    assert g.table(s).get("locked") == (2, 3, 4)
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str("reroll 0 2"))
    assert e.value.code == "kept_die"
    rerolls = {a.args for a in g.legal_actions(s) if a.verb == "reroll"}
    assert rerolls == {(0,), (1,), (0, 1)}
    s, _ = play(g, s, "reroll 1", "roll 3")
    assert s.dice == (6, 3, 3, 4, 5)


def test_unknown_and_closed_cells():
    g = game()
    s, _ = play(g, g.new_initial_state(2), "roll 1 1 1 2 3", "score school_1",
                "roll 1 1 1 2 3", "score school_1", "roll 1 2 3 4 5")
    for bad, code in (("score school_1", "cell_closed"), ("score yacht", "unknown_cell"),
                      ("cross school_2", "school_not_crossed"), ("bank", "unknown_action")):
        with pytest.raises(IllegalActionError) as e:
            g.apply(s, Action.from_str(bad))
        assert e.value.code == code, bad


def test_game_over_refuses_everything():
    g = game()
    s, _ = run_players(g, 1, [SCRIPT_B])
    assert g.current_player(s) == TERMINAL and g.legal_actions(s) == ()
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str("roll 1 2 3 4 5"))
    assert e.value.code == "game_over"


# --------------------------------------------------------------------------- crossing out
def at_turn_four(g, dice):
    s, _ = run(g, g.new_initial_state(1), [((1, 1, 1, 2, 3), "school_1"),
                                           ((2, 2, 2, 1, 3), "school_2"),
                                           ((3, 3, 3, 1, 2), "school_3")])
    return play(g, s, f"roll {dice_text(dice)}")[0]


def test_crossing_out_any_open_figure():
    g = game()
    s = at_turn_four(g, (6, 6, 1, 2, 3))
    s, ev = play(g, s, "cross pair")                 # allowed even though a pair is present
    assert any(isinstance(e, CrossedOut) and e.cell == "pair" for e in ev)
    cell = g.scoresheet(s).row("pair").cells[0]
    assert (cell.value, cell.state) == (0, CellState.CROSSED)
    assert g.scoresheet(s).value("roman_style", 0) == 0     # missed at once


def test_crossing_out_only_if_figure_absent():
    g = game(crossout="only_if_figure_absent")
    s = at_turn_four(g, (6, 6, 1, 2, 3))
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str("cross pair"))
    assert e.value.code == "figure_present"
    assert Action("cross", ("pigos",)) not in g.legal_actions(s)   # Пигос is always present
    assert Action("cross", ("penta",)) in g.legal_actions(s)
    s, _ = play(g, s, "cross penta")
    assert g.scoresheet(s).row("penta").cells[0].state == CellState.CROSSED


def test_absent_figure_cannot_be_scored_and_has_no_preview():
    g = game()
    s = at_turn_four(g, (6, 6, 1, 2, 3))
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str("score penta"))
    assert e.value.code == "figure_absent"
    sheet = g.scoresheet(s)
    assert sheet.row("penta").cells[0].preview is None
    assert sheet.row("pair").cells[0].preview == 24          # с ходу on throw 1
    assert sheet.row("pigos").cells[0].preview == 18
    assert sheet.row("school_6").cells[0].preview == -6


# --------------------------------------------------------------------------- с ходу in play
def test_full_house_after_second_throw_47_and_first_throw_94():
    g = game()
    s = at_turn_four(g, (5, 5, 5, 6, 1))
    assert g.scoresheet(s).row("two_plus_three").cells[0].preview is None
    s, _ = play(g, s, "reroll 4", "roll 6")
    assert g.scoresheet(s).row("two_plus_three").cells[0].preview == 47
    s, ev = play(g, s, "score two_plus_three")
    assert Scored(0, "two_plus_three", 47, False) in ev
    assert g.scoresheet(s).row("two_plus_three").cells[0].doubled is False

    s = at_turn_four(g, (5, 5, 5, 6, 6))
    assert g.scoresheet(s).row("two_plus_three").cells[0].preview == 94
    s, ev = play(g, s, "score two_plus_three")
    assert Scored(0, "two_plus_three", 94, True) in ev
    cell = g.scoresheet(s).row("two_plus_three").cells[0]
    assert (cell.value, cell.state, cell.doubled) == (94, CellState.SCORED, True)


def test_pigos_from_first_throw_is_not_doubled_and_earns_jewish_pigos():
    g = game()
    s = at_turn_four(g, (6, 6, 6, 2, 1))
    s, ev = play(g, s, "score pigos")
    assert Scored(0, "pigos", 21, False) in ev
    assert BonusEarned(0, "jewish_pigos", 5) in ev
    sheet = g.scoresheet(s)
    assert sheet.value("jewish_pigos", 0) == 5
    assert sheet.value("jewish_style", 0) == 0            # closed on turn 4, not the 15th
    assert sheet.row("jewish_style").cells[0].state == CellState.COMPUTED


# --------------------------------------------------------------------------- whole games
# (dice, cell, first throw?, verb): a perfect game — every bonus earned.
SCRIPT_A = [
    ((1, 1, 1, 2, 3), "school_1"), ((2, 2, 2, 1, 3), "school_2"), ((3, 3, 3, 1, 2), "school_3"),
    ((4, 4, 4, 1, 2), "school_4"), ((5, 5, 5, 1, 2), "school_5"), ((6, 6, 6, 1, 2), "school_6"),
    ((6, 6, 1, 2, 3), "pair"),                      # 12
    ((6, 6, 5, 5, 1), "two_pairs"),                 # 22
    ((6, 6, 6, 1, 2), "three"),                     # 18
    ((1, 2, 3, 4, 5), "small_order"),               # 15
    ((2, 3, 4, 5, 6), "big_order", True),           # 40 с ходу
    ((6, 6, 6, 5, 5), "two_plus_three"),            # 48
    ((6, 6, 6, 6, 1), "tetra"),                     # 54
    ((6, 6, 6, 6, 6), "penta", True),               # 160 с ходу (110 with face_sum_only)
    ((6, 5, 4, 3, 3), "pigos"),                     # 21 on the 15th turn
]
# Every bonus missed; the school is the worked example (S = +1).
SCRIPT_B = [
    ((4, 4, 4, 4, 2), "school_4", True),            # +4 (school never doubled)
    ((6, 6, 1, 2, 3), "school_6"),                  # -6
    ((2, 3, 4, 5, 6), "school_1"),                  # -3
    ((1, 1, 2, 3, 4), "pigos"),                     # 11 on turn 4
    ((5, 5, 5, 5, 5), "school_5"),                  # +10
    ((1, 2, 3, 4, 6), "penta", False, "cross"),     # crossed
    ((2, 1, 3, 4, 5), "school_2"),                  # -4
    ((3, 3, 3, 6, 1), "school_3"),                  # 0 base
    ((5, 5, 1, 2, 3), "pair"),                      # 10
    ((4, 4, 3, 3, 1), "two_pairs"),                 # 14
    ((2, 2, 2, 1, 3), "three"),                     # 6
    ((1, 2, 3, 4, 5), "small_order", True),         # 30 с ходу
    ((1, 1, 1, 1, 1), "big_order", False, "cross"),  # crossed
    ((1, 1, 2, 2, 2), "two_plus_three"),            # 28
    ((5, 5, 5, 5, 1), "tetra", True),               # 100 с ходу
]
# As B with cell 6 at -12: S = -5, school result -50.
SCRIPT_C = [((6, 1, 2, 3, 4), "school_6") if t[1] == "school_6" else t for t in SCRIPT_B]


def test_perfect_game_earns_every_bonus():
    g = game()
    s, ev = run_players(g, 1, [SCRIPT_A])
    sheet = g.scoresheet(s)
    assert sheet.value("school_result", 0) == 0
    assert all(sheet.row(f"school_{f}").cells[0].note == "base" for f in range(1, 7))
    assert [sheet.value(f, 0) for f in FIGURES] == [12, 22, 18, 15, 40, 48, 54, 160, 21]
    assert [sheet.value(b, 0) for b in ("jewish_style", "milonic_style", "roman_style",
                                        "jewish_pigos")] == [10, 10, 10, 5]
    assert sheet.value("total", 0) == 425 and sheet.row("total").total
    assert [e.bonus for e in ev if isinstance(e, BonusEarned)] == [
        "milonic_style", "jewish_style", "roman_style", "jewish_pigos"]
    assert g.outcome(s).standings[0].points == 425
    assert isinstance(ev[-1], GameOver) and ev[-1].winners == (0,)


def test_milonic_earned_as_soon_as_the_sixth_base_is_written():
    g = game()
    s, ev = run(g, g.new_initial_state(1), SCRIPT_A[:6])
    assert BonusEarned(0, "milonic_style", 10) in ev
    sheet = g.scoresheet(s)
    assert sheet.value("milonic_style", 0) == 10 and sheet.value("total", 0) == 10
    assert sheet.row("roman_style").cells[0].state == CellState.EMPTY    # not decided yet


def test_game_missing_every_bonus():
    g = game()
    s, ev = run_players(g, 1, [SCRIPT_B])
    sheet = g.scoresheet(s)
    assert [sheet.value(f"school_{f}", 0) for f in range(1, 7)] == [-3, -4, 0, 4, 10, -6]
    assert sheet.value("school_result", 0) == 1
    assert sheet.row("school_4").cells[0].doubled is False
    assert [sheet.value(f, 0) for f in FIGURES] == [10, 14, 6, 30, 0, 28, 100, 0, 11]
    assert sheet.row("big_order").cells[0].state == CellState.CROSSED
    assert all(sheet.value(b, 0) == 0 for b in ("jewish_style", "milonic_style",
                                                "roman_style", "jewish_pigos"))
    assert sheet.value("total", 0) == 200
    assert not any(isinstance(e, BonusEarned) for e in ev)


def test_negative_school_is_multiplied_by_ten_in_the_total():
    g = game()
    s, _ = run_players(g, 1, [SCRIPT_C])
    sheet = g.scoresheet(s)
    assert sheet.value("school_result", 0) == -50
    assert sheet.value("total", 0) == -50 + 199


def test_jewish_style_needs_pigos_written_on_the_15th_turn():
    g = game()
    script = SCRIPT_A[:3] + [SCRIPT_A[-1]] + SCRIPT_A[3:-1]   # Пигос on turn 4
    s, _ = run_players(g, 1, [script])
    sheet = g.scoresheet(s)
    assert sheet.value("jewish_style", 0) == 0 and sheet.value("jewish_pigos", 0) == 5
    assert sheet.value("total", 0) == 415
    crossed = SCRIPT_A[:-1] + [((6, 5, 4, 3, 3), "pigos", False, "cross")]
    s, _ = run_players(g, 1, [crossed])                # crossing out is not closing it
    sheet = g.scoresheet(s)
    assert [sheet.value(b, 0) for b in ("jewish_style", "roman_style", "jewish_pigos")] == \
        [0, 0, 0]
    assert sheet.value("total", 0) == 425 - 21 - 25


@pytest.mark.parametrize("options,pigos,total", [
    ({}, (6, 5, 4, 3, 3), 425),
    ({"school_scoring": "unit_per_die"}, (6, 5, 4, 3, 3), 425),
    ({"school_first_turns": 6}, (6, 5, 4, 3, 3), 425),
    ({"pigos_content": "at_most_one_pair", "double_scope": "face_sum_only"},
     (6, 5, 4, 3, 3), 375),                           # penta с ходу 2*30 + 50 = 110
    ({"pigos_content": "strict_junk", "crossout": "only_if_figure_absent"},
     (6, 5, 4, 2, 1), 417),                           # 18: no Jewish pigos possible
])
def test_perfect_game_under_options(options, pigos, total):
    g = game(**options)
    s, _ = run_players(g, 1, [SCRIPT_A[:-1] + [(pigos, "pigos")]])
    assert g.scoresheet(s).value("total", 0) == total


def test_three_players_clockwise_from_the_first_player():
    g = game()
    s, ev = run_players(g, 3, [SCRIPT_B, SCRIPT_C, SCRIPT_A], first_player=1)
    passes = [e for e in ev if isinstance(e, TurnPassed)]
    assert [(e.player, e.next_player) for e in passes[:3]] == [(1, 2), (2, 0), (0, 1)]
    assert sum(isinstance(e, Scored) or isinstance(e, CrossedOut) for e in ev) == 45
    assert isinstance(ev[-1], GameOver) and ev[-1].player is None
    assert [e.player for e in ev if isinstance(e, Scored | CrossedOut)][-1] == 0
    out = g.outcome(s)
    assert out.winners == (2,) and out.reason == "highest_total"
    assert [(st.player, st.place, st.points) for st in out.standings] == [
        (2, 1, 425), (0, 2, 200), (1, 3, 149)]
    assert g.scoresheet(s).current is None and g.table(s).player is None


def test_equal_totals_share_the_win():
    g = game()
    s, _ = run_players(g, 3, [SCRIPT_B, SCRIPT_C, SCRIPT_B])
    out = g.outcome(s)
    assert out.winners == (0, 2)
    assert [(st.player, st.place) for st in out.standings] == [(0, 1), (2, 1), (1, 3)]


# --------------------------------------------------------------------------- sheet and table
def test_scoresheet_rows_sections_and_info():
    g = game()
    s, _ = play(g, g.new_initial_state(2, 1), "roll 2 2 2 5 5")
    sheet = g.scoresheet(s)
    assert sheet.kind == "school_sheet" and sheet.current == 1 and sheet.players == 2
    ids = [r.id for r in sheet.rows]
    assert ids == ([f"school_{f}" for f in range(1, 7)] + ["school_result"] + list(FIGURES)
                   + ["jewish_style", "milonic_style", "roman_style", "jewish_pigos", "total"])
    sections = {r.id: r.section for r in sheet.rows}
    assert sections["school_3"] == sections["school_result"] == "school"
    assert sections["pigos"] == "big_game" and sections["roman_style"] == "bonuses"
    assert [r.id for r in sheet.rows if r.total] == ["school_result", "total"]
    assert dict(sheet.info) == {"turn": 1, "throw": 1, "throws": 3, "school_only": 1}
    assert sheet.row("school_2").cells[1].preview == 0
    assert sheet.row("school_5").cells[1].preview == -5
    assert sheet.row("school_2").cells[0].preview is None      # not the player to move
    t = g.table(s)
    assert (t.player, t.dice, t.live, t.throw, t.max_throws) == (1, (2, 2, 2, 5, 5),
                                                                  (0, 1, 2, 3, 4), 1, 3)
    assert t.get("turn") == 1
    s, _ = play(g, s, "score school_2")
    cell = g.scoresheet(s).row("school_2").cells[1]
    assert (cell.value, cell.state, cell.note) == (0, CellState.SCORED, "base")
    assert g.table(s).dice == (0,) * 5 and g.current_player(s) == CHANCE
    assert g.scoresheet(s).row("school_3").cells[0].preview is None   # nothing thrown yet


def test_score_report_for_the_cli():
    report = game().score((6, 6, 6, 2, 1))
    entries = {e.id: e for e in report.entries}
    assert len(entries) == 15 and report.best == 21
    assert entries["pair"].dice == (6, 6) and entries["pigos"].dice == (6, 6, 6, 2, 1)
    assert entries["school_3"].present is True and entries["school_3"].points == -9
    assert entries["tetra"].present is False and entries["tetra"].points == 0
    with pytest.raises(IllegalActionError) as e:
        game().score((6, 6, 6, 2))
    assert e.value.code == "wrong_dice_count"


def test_bad_option_values_are_refused():
    for key, value in (("pigos_content", "some"), ("crossout", "never"),
                       ("school_scoring", "double"), ("school_first_turns", "7"),
                       ("reroll_kept_dice", "maybe")):
        with pytest.raises(OptionError):
            game(**{key: value})
