"""«зонк» (RULES.md §000): every table row, worked example E1–E5, option and probability."""
from __future__ import annotations

from fractions import Fraction

import pytest

from dicegames.engine import (
    CHANCE,
    TERMINAL,
    Action,
    Banked,
    CellState,
    GameOver,
    HotDice,
    IllegalActionError,
    OptionError,
    RoundEnded,
    SetAside,
    Termination,
    TurnPassed,
    Zonk,
    make_game,
)
from dicegames.engine.games.zonk import (
    FreeReroll,
    Phase,
    SixOfAKind,
    TurnResult,
    ZonkState,
    sub_multisets,
)
from dicegames.engine.games.zonk_scoring import (
    bank_settlement,
    difference_settlement,
    payment_settlement,
    rounded_settlement,
    stake_settlement,
)
from dicegames.engine.odds import next_throw_odds

from .helpers import play

ZONK_DICE = "roll 2 2 3 3 4 6"          # E4: no combination at all


def game(**options):
    return make_game("zonk", {k: str(v).lower() if isinstance(v, bool) else v
                              for k, v in options.items()})


def takes(dice, **options):
    """{id: points} of every single combination the dice offer."""
    return {e.id: e.points for e in game(**options).score(tuple(dice)).entries}


def legal(g, s):
    return [a.to_str() for a in g.legal_actions(s)]


def kinds(events):
    return [e.kind for e in events]


# --------------------------------------------------------------------------- the table
@pytest.mark.parametrize("face,three,four,five", [
    (2, 32, 42, 102), (3, 33, 43, 103), (4, 34, 44, 104), (5, 35, 45, 105), (6, 36, 46, 106),
    (1, 37, 47, 107)])
def test_n_of_a_kind_rows(face, three, four, five):
    other = 2 if face != 2 else 3
    assert takes([face] * 3 + [other] * 2)[f"three_{face}"] == three
    assert takes([face] * 4 + [other])[f"four_{face}"] == four
    assert takes([face] * 5 + [other])[f"five_{face}"] == five


def test_ones_and_fives_score_alone_and_in_pairs():
    assert takes([5]) == {"one_5": 1}
    assert takes([1]) == {"one_1": 2}
    assert takes([5, 5]) == {"two_5": 3, "one_5": 1}
    assert takes([1, 1]) == {"two_1": 4, "one_1": 2}


def test_a1_one_and_five_are_two_combinations_only_one_is_kept():
    assert takes([5, 5, 1]) == {"two_5": 3, "one_1": 2, "one_5": 1}
    g = game()
    s, _ = play(g, g.new_initial_state(2), "roll 5 5 1 2 3 4", "take 5 5")
    assert g.table(s).turn_total == 3 and s.phase is Phase.CHOOSE


def test_other_dice_are_worthless():
    assert takes([2, 2, 3, 3, 4, 6]) == {}
    assert takes([1, 2, 2]) == {"one_1": 2}
    assert takes([6, 6, 4]) == {}


@pytest.mark.parametrize("dice,points", [((2, 2, 4, 4, 6, 6), 76), ((1, 1, 3, 3, 4, 4), 74),
                                         ((1, 1, 2, 2, 6, 6), 76), ((2, 2, 3, 3, 5, 5), 75)])
def test_three_pairs_are_70_plus_the_highest_face(dice, points):
    assert takes(dice)["three_pairs"] == points


def test_straight_is_80():
    assert takes([6, 5, 4, 3, 2, 1]) == {"straight": 80, "one_1": 2, "one_5": 1}


@pytest.mark.parametrize("dice,points", [((1, 1, 1, 6, 6, 6), 96), ((1, 1, 1, 2, 2, 2), 92),
                                         ((3, 3, 3, 4, 4, 4), 94)])
def test_two_triples_are_90_plus_the_highest_face(dice, points):
    assert takes(dice)["two_triples"] == points


def test_a6_pair_max_ace_high():
    assert takes([1, 1, 3, 3, 4, 4], pair_max_ace_high=True)["three_pairs"] == 77
    assert takes([1, 1, 1, 2, 2, 2], pair_max_ace_high=True)["two_triples"] == 97
    assert takes([2, 2, 3, 3, 4, 4], pair_max_ace_high=True)["three_pairs"] == 74


def test_a3_three_pairs_need_three_different_faces_unless_option():
    assert "three_pairs" not in takes([2, 2, 2, 2, 3, 3])
    assert takes([2, 2, 2, 2, 3, 3], three_pairs_allow_four_plus_pair=True)["three_pairs"] == 73
    g = game(three_pairs_allow_four_plus_pair=True)
    s, ev = play(g, g.new_initial_state(2), "roll 1 1 1 1 5 5", "take 5 5 1 1 1 1")
    assert s.phase is Phase.HOT and g.table(s).turn_total == 75
    assert any(isinstance(e, HotDice) for e in ev)


def test_a1_partial_combinations_on_and_off():
    assert set(takes([4, 4, 4, 4, 2])) == {"four_4", "three_4"}
    assert set(takes([1, 1, 1, 5])) == {"three_1", "two_1", "one_1", "one_5"}
    assert set(takes([4, 4, 4, 4, 2], allow_partial_combination=False)) == {"four_4"}
    assert set(takes([1, 1, 1, 5], allow_partial_combination=False)) == {"three_1", "one_5"}
    g = game(allow_partial_combination=False)
    s, _ = play(g, g.new_initial_state(2), "roll 4 4 4 4 2 3")
    assert legal(g, s) == ["take 4 4 4 4"]
    with pytest.raises(IllegalActionError) as err:
        g.apply(s, Action.from_str("take 4 4 4"))
    assert err.value.code == "illegal_action"


def test_legal_takes_are_descending_faces_best_first_and_any_order_is_accepted():
    g = game()
    s, _ = play(g, g.new_initial_state(2), "roll 5 1 1 1 6 6")
    assert g.table(s).get("thrown") == (0, 1, 2, 3, 4, 5)
    assert legal(g, s) == ["take 1 1 1", "take 1 1", "take 1", "take 5"]
    for text in ("take 5 1 1 1", "take 1 1 5", "take 1 5"):     # 1 and 5 are two combinations
        with pytest.raises(IllegalActionError):
            g.apply(s, Action.from_str(text))
    s, ev = play(g, s, "take 1 1 1")
    assert ev[0] == SetAside(0, "three_1", (1, 1, 1), 37) and s.aside == (1, 2, 3)
    s, ev = play(g, g.new_initial_state(2), "roll 1 2 1 2 6 6", "take 6 1 2 2 1 6")
    assert ev[1] == SetAside(0, "three_pairs", (6, 6, 2, 2, 1, 1), 76)


# --------------------------------------------------------------------------- worked examples
def test_e1_one_combination_per_throw_then_hot_dice():
    g = game()
    s = g.new_initial_state(2)
    s, _ = play(g, s, "roll 5 5 3 3 2 6")
    assert legal(g, s) == ["take 5 5", "take 5"]
    s, _ = play(g, s, "take 5 5")
    assert legal(g, s) == ["stop", "throw"]
    s, _ = play(g, s, "throw")
    assert g.dice_to_throw(s) == 4
    s, _ = play(g, s, "roll 1 5 4 4")
    assert legal(g, s) == ["take 1", "take 5"]
    s, _ = play(g, s, "take 1", "throw", "roll 2 2 2")
    s, ev = play(g, s, "take 2 2 2")
    assert kinds(ev) == ["set_aside", "hot_dice"] and ev[1].turn_total == 37
    assert legal(g, s) == ["continue", "stop"]
    t = g.table(s)
    assert t.turn_total == 37 and t.throw == 3 and t.get("hot_dice") is True and t.live == ()
    assert [(x.combination, x.points) for x in t.shelf] == [("two_5", 3), ("one_1", 2),
                                                            ("three_2", 32)]
    s, ev = play(g, s, "stop")
    assert ev[0] == Banked(0, 37, 37, "round_1") and g.scoresheet(s).value("round_1", 0) == 37


def test_e2_five_of_a_kind_and_a_one_then_hot_dice_or_zonk():
    g = game()
    s, _ = play(g, g.new_initial_state(2), "roll 3 3 3 3 3 1")
    assert legal(g, s) == ["take 3 3 3 3 3", "take 3 3 3 3", "take 3 3 3", "take 1"]
    s, _ = play(g, s, "take 3 3 3 3 3", "throw")
    hot, ev = play(g, s, "roll 5", "take 5")
    assert hot.phase is Phase.HOT and g.table(hot).turn_total == 104
    zonk, ev = play(g, s, "roll 4")
    assert ev[-2:] == [Zonk(0, 103, "round_1"), TurnPassed(0, 1)]
    assert g.scoresheet(zonk).row("round_1").cells[0].note == "zonk"
    assert g.scoresheet(zonk).value("round_1", 0) == 0


def test_e3_six_dice_figures_are_hot_dice_at_once():
    g = game()
    for dice, points in (("1 1 2 2 6 6", 76), ("1 1 1 6 6 6", 96), ("1 2 3 4 5 6", 80)):
        s, _ = play(g, g.new_initial_state(2), "roll " + dice)
        assert legal(g, s)[0] == "take " + " ".join(sorted(dice.split(), reverse=True))
        s, ev = play(g, s, legal(g, s)[0])
        assert s.phase is Phase.HOT and ev[0].points == points
    assert takes([1, 1, 1, 6, 6, 6]) == {"two_triples": 96, "three_1": 37, "three_6": 36,
                                         "two_1": 4, "one_1": 2}


def test_e4_two_pairs_and_nothing_else_is_zonk():
    g = game()
    s, ev = play(g, g.new_initial_state(2), ZONK_DICE)
    assert kinds(ev) == ["dice_thrown", "zonk", "turn_passed"] and s.current == 1
    assert game().score((2, 3, 4, 4, 6, 6)).flags == (("zonk", True), ("six_of_a_kind", False))


def test_e5_hot_dice_then_zonk_loses_the_whole_turn():
    g = game()
    s, _ = play(g, g.new_initial_state(2), "roll 1 1 2 2 6 6", "take 6 6 2 2 1 1", "continue")
    t = g.table(s)
    assert t.dice == (0,) * 6 and t.get("series") == 2 and g.dice_to_throw(s) == 6
    s, _ = play(g, s, "roll 5 2 3 4 6 6", "take 5", "throw")
    assert g.table(s).turn_total == 77 and g.dice_to_throw(s) == 5
    assert [x.series for x in g.table(s).shelf] == [1, 2]
    s, ev = play(g, s, "roll 2 3 4 6 4")
    assert Zonk(0, 77, "round_1") in ev and g.totals(s) == (0, 0)


# --------------------------------------------------------------------------- the turn
def test_after_the_third_throw_the_turn_is_banked():
    g = game()
    s, _ = play(g, g.new_initial_state(2), "roll 5 2 3 4 6 6", "take 5", "throw",
                "roll 1 2 3 4 6", "take 1", "throw", "roll 5 2 3 4")
    assert legal(g, s) == ["take 5"]
    s, ev = play(g, s, "take 5")
    assert kinds(ev) == ["set_aside", "banked", "turn_passed"] and ev[1].points == 4
    assert s.current == 1 and g.dice_to_throw(s) == 6


def test_series_restart_has_three_throws_again_and_unlimited_hot_dice():
    g = game()
    s = g.new_initial_state(2)
    for series in range(1, 5):
        s, _ = play(g, s, "roll 2 2 3 3 4 4", "take 4 4 3 3 2 2")
        assert s.phase is Phase.HOT and g.table(s).get("series") == series
        s, _ = play(g, s, "continue")
    s, _ = play(g, s, "roll 5 2 3 4 6 6", "take 5", "throw", "roll 5 2 3 4 6", "take 5", "throw")
    assert g.table(s).throw == 2 and g.table(s).max_throws == 3
    s, ev = play(g, s, "roll 1 2 3 4", "take 1")
    assert ev[-2] == Banked(0, 4 * 74 + 4, 4 * 74 + 4, "round_1")


def test_illegal_actions_are_refused():
    g = game()
    s = g.new_initial_state(2)
    for text, code in (("take 5", "dice_expected"), ("stop", "dice_expected"),
                       ("roll 1 2 3", "wrong_dice_count"), ("roll 1 2 3 4 5 7", "bad_face")):
        with pytest.raises(IllegalActionError) as err:
            g.apply(s, Action.from_str(text))
        assert err.value.code == code
    s, _ = play(g, s, "roll 5 5 3 3 2 6")
    for text in ("stop", "throw", "continue", "take 1", "take 3 3", "take 5 5 5", "reroll"):
        with pytest.raises(IllegalActionError) as err:
            g.apply(s, Action.from_str(text))
        assert err.value.code == "illegal_action"
    with pytest.raises(IllegalActionError) as err:
        g.apply(s, Action.from_str("roll 1 2 3 4 5 6"))
    assert err.value.code == "no_throw_pending"
    s, _ = play(g, s, "take 5", "throw")
    with pytest.raises(IllegalActionError) as err:
        g.apply(s, Action.from_str("roll 1 2 3 4 5 6"))
    assert err.value.code == "wrong_dice_count" and err.value.context["expected"] == 5


# --------------------------------------------------------------------------- A9: parking dice
def test_must_throw_all_remaining_off_lets_dice_stay_parked():
    g = game(must_throw_all_remaining=False)
    s, _ = play(g, g.new_initial_state(2), "roll 5 4 4 2 3 6", "take 5")
    actions = legal(g, s)
    assert actions[:3] == ["stop", "throw 6 4 4 3 2", "throw 6 4 4 3"]
    assert len(actions) == 1 + len(sub_multisets([4, 4, 2, 3, 6])) == 1 + 23
    s, _ = play(g, s, "throw 2 6 3")                    # any order; the 4s stay parked
    assert g.dice_to_throw(s) == 3 and s.pending == (3, 4, 5)
    s, _ = play(g, s, "roll 1 1 1")
    assert g.table(s).dice == (5, 4, 4, 1, 1, 1) and g.table(s).get("thrown") == (3, 4, 5)
    assert legal(g, s) == ["take 1 1 1", "take 1 1", "take 1"]
    assert not g.hot_dice_possible(s)                  # the parked 4s cannot be set aside
    s, _ = play(g, s, "take 1 1 1")
    assert s.phase is Phase.CHOOSE and legal(g, s) == ["stop", "throw 4 4", "throw 4"]
    s, ev = play(g, s, "throw 4", "roll 5", "take 5")
    assert ev[-2] == Banked(0, 39, 39, "round_1")      # third throw: a 4 parked, no hot dice
    s, _ = play(g, g.new_initial_state(2), "roll 5 4 4 2 3 6", "take 5")
    with pytest.raises(IllegalActionError):
        play(g, s, "throw")
    with pytest.raises(IllegalActionError):
        play(g, s, "throw 5")                          # the 5 is set aside


def test_must_throw_all_remaining_on_throws_every_die_not_set_aside():
    g = game()
    s, _ = play(g, g.new_initial_state(2), "roll 5 4 4 2 3 6", "take 5")
    with pytest.raises(IllegalActionError):
        play(g, s, "throw 4 4")
    s, _ = play(g, s, "throw")
    assert s.pending == (1, 2, 3, 4, 5)


# --------------------------------------------------------------------------- variants
def test_free_reroll_thrown_dice_counts_toward_three_throws():
    g = game(free_reroll=True)
    s, _ = play(g, g.new_initial_state(2), "roll 5 4 4 2 3 6")
    assert legal(g, s) == ["take 5", "reroll"]
    s, ev = play(g, s, "reroll")
    assert ev == [FreeReroll(0, (0, 1, 2, 3, 4, 5), 0)] and g.dice_to_throw(s) == 6
    s, _ = play(g, s, "roll 1 2 3 4 6 6", "take 1", "throw", "roll 5 2 3 4 6")
    assert g.table(s).throw == 3 and legal(g, s) == ["take 5"]   # no reroll after throw 3
    s, ev = play(g, s, "take 5")
    assert Banked(0, 3, 3, "round_1") in ev
    s, _ = play(g, s, "roll 1 2 3 4 6 6", "take 1", "throw", "roll 5 2 3 4 6", "reroll")
    assert s.pending == (1, 2, 3, 4, 5) and g.table(s).turn_total == 2
    s, ev = play(g, s, "roll 2 3 4 6 6")
    assert Zonk(1, 2, "round_1") in ev                 # a zonk is still a zonk


def test_free_reroll_all_six_cancels_the_series_but_not_earlier_series():
    g = game(free_reroll=True, free_reroll_scope="all_six")
    s, _ = play(g, g.new_initial_state(2), "roll 2 2 3 3 4 4", "take 4 4 3 3 2 2", "continue",
                "roll 5 2 3 4 6 6", "take 5", "throw", "roll 1 2 3 4 6")
    assert g.table(s).turn_total == 75
    s, ev = play(g, s, "reroll")
    assert ev == [FreeReroll(0, (0, 1, 2, 3, 4, 5), 1)]
    assert g.table(s).turn_total == 74 and g.dice_to_throw(s) == 6 and s.aside == ()
    s, ev = play(g, s, "roll 6 6 6 6 6 6")                          # a six-dice throw: wins
    assert SixOfAKind(0, 6, "win_game", "round_1") in ev and g.outcome(s).winners == (0,)


def test_free_reroll_off_has_no_reroll():
    g = game()
    s, _ = play(g, g.new_initial_state(2), "roll 5 4 4 2 3 6")
    assert "reroll" not in legal(g, s)


def test_keep_all_combinations_sets_aside_every_scoring_die():
    g = game(keep_all_combinations=True)
    s, ev = play(g, g.new_initial_state(2), "roll 1 1 1 1 5 2")
    assert [(e.combination, e.points) for e in ev if isinstance(e, SetAside)] == [
        ("four_1", 47), ("one_5", 1)]
    assert legal(g, s) == ["stop", "throw"] and g.table(s).live == (5,)
    s, ev = play(g, g.new_initial_state(2), "roll 1 1 5 5 3 3")
    assert [(e.combination, e.points) for e in ev if isinstance(e, SetAside)] == [
        ("three_pairs", 75)]
    assert s.phase is Phase.HOT
    s, ev = play(g, g.new_initial_state(2), "roll 3 3 3 3 3 1")     # A2: both kept, hot dice
    assert [e.points for e in ev if isinstance(e, SetAside)] == [103, 2]
    assert s.phase is Phase.HOT and g.table(s).turn_total == 105
    s, ev = play(g, g.new_initial_state(2), "roll 1 5 2 2 3 4", "throw", "roll 1 2 3 6",
                 "throw", "roll 5 5 3")
    assert kinds(ev)[-3:] == ["set_aside", "banked", "turn_passed"] and ev[-2].points == 8
    assert [e.combination for e in ev if isinstance(e, SetAside)] == [
        "one_1", "one_5", "one_1", "two_5"]


def test_keep_all_and_free_reroll_exclude_each_other():
    with pytest.raises(OptionError) as err:
        game(free_reroll=True, keep_all_combinations=True)
    assert err.value.code == "conflicting_options" and "exclude" in err.value.detail


def test_keep_all_best_reports_the_best_partition():
    assert game(keep_all_combinations=True).score((1, 1, 5, 5, 3, 3)).best == 75
    assert game(keep_all_combinations=True).score((1, 1, 1, 1, 5, 2)).best == 48
    assert game().score((1, 1, 1, 1, 5, 2)).best == 47
    assert game(keep_all_combinations=True).score((1, 1, 1, 5, 5, 5)).best == 95


# --------------------------------------------------------------------------- six of a kind
def test_six_of_a_kind_on_the_opening_throw_wins_the_game():
    g = game()
    s, _ = play(g, g.new_initial_state(3), "roll 2 2 3 3 4 6")
    s, ev = play(g, s, "roll 4 4 4 4 4 4")
    assert kinds(ev) == ["dice_thrown", "six_of_a_kind", "game_over"]
    out = g.outcome(s)
    assert out.winners == (1,) and out.reason == "six_of_a_kind"
    assert out.settlement == (-500, 1000, -500)                     # payment = target
    assert g.current_player(s) == TERMINAL
    cell = g.scoresheet(s).row("round_1").cells[1]
    assert cell.note == "six_of_a_kind" and cell.value is None
    assert g.scoresheet(s).row("round_1").cells[2].state is CellState.EMPTY


@pytest.mark.parametrize("scope", ["any_six_dice_throw", "first_throw_of_turn"])
def test_six_of_a_kind_on_a_hot_dice_series(scope):
    g = game(six_kind_scope=scope)
    s, _ = play(g, g.new_initial_state(2), "roll 2 2 3 3 4 4", "take 4 4 3 3 2 2", "continue")
    s, ev = play(g, s, "roll 3 3 3 3 3 3")
    if scope == "any_six_dice_throw":
        assert g.outcome(s).winners == (0,)
    else:
        assert g.outcome(s) is None
        assert legal(g, s) == ["take 3 3 3 3 3", "take 3 3 3 3", "take 3 3 3"]


def test_six_of_a_kind_first_throw_scope_still_wins_on_the_opening_throw():
    g = game(six_kind_scope="first_throw_of_turn")
    s, _ = play(g, g.new_initial_state(2), "roll 1 1 1 1 1 1")
    assert g.outcome(s).reason == "six_of_a_kind"


def test_six_of_a_kind_as_two_triples_in_a_later_series():
    g = game(six_kind_scope="first_throw_of_turn", six_kind_as_two_triples=True)
    s, _ = play(g, g.new_initial_state(2), "roll 2 2 3 3 4 4", "take 4 4 3 3 2 2", "continue",
                "roll 3 3 3 3 3 3")
    assert legal(g, s)[:2] == ["take 3 3 3 3 3", "take 3 3 3 3 3 3"]
    s, ev = play(g, s, "take 3 3 3 3 3 3")
    assert ev[0] == SetAside(0, "two_triples", (3,) * 6, 93) and s.phase is Phase.HOT
    ace = game(six_kind_scope="first_throw_of_turn", six_kind_as_two_triples=True,
               pair_max_ace_high=True)
    assert {e.id: e.points for e in ace.score((1,) * 6).entries}["two_triples"] == 97
    assert "two_triples" not in takes([3] * 6, six_kind_as_two_triples=True)  # instant win


def test_six_of_a_kind_win_round():
    g = game(six_kind_effect="win_round", match_format="multi", multi_end="rounds", rounds=2)
    s, _ = play(g, g.new_initial_state(3), "roll 1 1 1 1 1 2", "take 1 1 1 1 1", "stop")
    s, ev = play(g, s, "roll 5 5 5 5 5 5")
    assert kinds(ev) == ["dice_thrown", "six_of_a_kind", "round_ended", "turn_passed"]
    sheet = g.scoresheet(s)
    assert [c.value for c in sheet.row("round_1").cells] == [107, 500, 0]
    assert [c.note for c in sheet.row("round_1").cells] == ["", "six_of_a_kind", "no_turn"]
    assert s.round_no == 2 and s.current == 0 and g.outcome(s) is None
    g = game(six_kind_effect="win_round", six_kind_round_points=200)
    s, _ = play(g, g.new_initial_state(2), "roll 6 6 6 6 6 6")
    out = g.outcome(s)                                              # a duel: one round
    assert out.winners == (0,) and out.standings[0].points == 200 and out.settlement == (1, -1)


def test_six_of_a_kind_payment_replaces_the_settlement():
    g = game(match_format="duel", duel_settlement="difference", six_kind_payment=300,
             money_per_point=2)
    s, _ = play(g, g.new_initial_state(2), "roll 1 1 1 1 1 2", "take 1 1 1 1 1", "stop",
                "roll 2 2 2 2 2 2")
    assert g.outcome(s).settlement == (-600, 600)
    g = game(match_format="duel")                                  # on a stake: takes the stake
    s, _ = play(g, g.new_initial_state(2), "roll 2 2 2 2 2 2")
    assert g.outcome(s).settlement == (1, -1)
    g = game(target=800)                                           # payment defaults to target
    s, _ = play(g, g.new_initial_state(4), "roll 2 2 2 2 2 2")
    assert g.outcome(s).settlement == (2400, -800, -800, -800)


# --------------------------------------------------------------------------- formats and ends
def banked_turn(points):
    """Actions of a turn that banks exactly 107, 37, 32, 2, 1 or 0 (zonk)."""
    return {107: ["roll 1 1 1 1 1 2", "take 1 1 1 1 1", "stop"],
            37: ["roll 1 1 1 2 3 4", "take 1 1 1", "stop"],
            32: ["roll 2 2 2 3 4 6", "take 2 2 2", "stop"],
            2: ["roll 1 2 3 4 6 6", "take 1", "stop"],
            1: ["roll 5 2 3 4 6 6", "take 5", "stop"],
            0: [ZONK_DICE]}[points]


def play_turns(g, s, *points):
    events = []
    for p in points:
        s, ev = play(g, s, *banked_turn(p))
        events += ev
    return s, events


def test_match_format_auto_is_duel_for_two_and_multi_for_more():
    g = game()
    assert g.match_format(g.new_initial_state(2)) == "duel"
    assert g.match_format(g.new_initial_state(3)) == "multi"
    assert game(match_format="multi").match_format(g.new_initial_state(2)) == "multi"
    assert game(match_format="duel").match_format(g.new_initial_state(5)) == "duel"
    with pytest.raises(IllegalActionError):
        g.new_initial_state(1)


def test_duel_on_a_stake():
    g = game()
    s, ev = play_turns(g, g.new_initial_state(2, first_player=1), 32, 107)
    assert kinds(ev[-3:]) == ["banked", "round_ended", "game_over"]
    out = g.outcome(s)
    assert out.winners == (0,) and out.reason == "highest_turn_score"
    assert out.settlement == (1, -1)
    assert [(x.player, x.place, x.points) for x in out.standings] == [(0, 1, 107), (1, 2, 32)]
    assert g.scoresheet(s).row("settlement").cells[0].value == 1


def test_duel_on_the_difference():
    g = game(duel_settlement="difference", money_per_point=2)
    s, _ = play_turns(g, g.new_initial_state(2), 107, 32)
    assert g.outcome(s).settlement == (150, -150)
    g = game(match_format="duel", duel_settlement="difference")
    s, _ = play_turns(g, g.new_initial_state(3), 107, 32, 0)      # pairwise differences
    assert g.outcome(s).settlement == (107 - 32 + 107, 32 - 107 + 32, -107 - 32)


def test_duel_tie_is_a_draw_with_the_stake_returned():
    g = game()
    s, ev = play_turns(g, g.new_initial_state(2), 0, 0)
    out = g.outcome(s)
    assert out.winners == (0, 1) and out.reason == "draw" and out.settlement == (0, 0)
    assert ev[-1] == GameOver(None, (0, 1), Termination.DRAW)
    assert [x.place for x in out.standings] == [1, 1]


def test_duel_tie_replay_plays_another_round_for_the_tied():
    g = game(duel_tie="replay", match_format="duel", duel_settlement="difference")
    s, ev = play_turns(g, g.new_initial_state(3), 37, 37, 2)
    assert g.outcome(s) is None and s.round_seats[-1] == (0, 1) and s.current == 0
    assert g.scoresheet(s).row("round_2").cells[2].state is CellState.EMPTY
    s, _ = play_turns(g, s, 1, 2)
    out = g.outcome(s)
    assert out.winners == (1,) and out.reason == "highest_turn_score_after_replay"
    assert [(x.player, x.place) for x in out.standings] == [(1, 1), (0, 2), (2, 3)]
    # round 1: players 0 and 1 each +35 from player 2; round 2: player 1 +1 from player 0
    assert out.settlement == (35 - 1, 35 + 1, -70)
    g = game(duel_tie="replay")
    s, _ = play_turns(g, g.new_initial_state(2), 0, 0, 0, 0, 2, 1)
    assert g.outcome(s).settlement == (1, -1) and s.round_no == 3


def test_multi_target_end_of_round_gives_everyone_the_same_turns():
    g = game(match_format="multi", target=200)
    s = g.new_initial_state(3)
    s, _ = play_turns(g, s, 107, 0, 0, 107)
    assert g.outcome(s) is None and g.totals(s) == (214, 0, 0)
    s, ev = play_turns(g, s, 107, 107)
    out = g.outcome(s)
    assert out.reason == "target_reached" and out.winners == (0,)
    assert g.totals(s) == (214, 107, 107) and isinstance(ev[-2], RoundEnded)
    assert out.settlement == (Fraction(214 * 2 - 214, 3), Fraction(-107, 3), Fraction(-107, 3))
    sheet = g.scoresheet(s)
    assert dict(sheet.info)["target"] == 200 and sheet.row("total").total
    assert [c.value for c in sheet.row("settlement_rounded").cells] == [72, -36, -36]


def test_multi_target_immediate_ends_on_the_bank():
    g = game(match_format="multi", target=200, target_check="immediate")
    s, ev = play_turns(g, g.new_initial_state(3), 107, 0, 0, 107)
    out = g.outcome(s)
    assert out.winners == (0,) and out.reason == "target_reached"
    assert ev[-1] == GameOver(None, (0,), Termination.TARGET_REACHED)
    assert g.scoresheet(s).row("round_2").cells[1].state is CellState.EMPTY


def test_multi_rounds_and_rotation():
    g = game(match_format="multi", multi_end="rounds", rounds=2)
    s, _ = play_turns(g, g.new_initial_state(3, first_player=2), 1, 2, 37)
    assert s.round_seats[-1] == (2, 0, 1)                          # same first player
    s, _ = play_turns(g, s, 0, 0, 0)
    out = g.outcome(s)
    assert out.reason == "rounds_played" and out.winners == (1,) and g.totals(s) == (2, 37, 1)
    g = game(match_format="multi", multi_end="rounds", rounds=3, rotate_first_player=True)
    s, ev = play_turns(g, g.new_initial_state(3, first_player=2), 1, 2, 37)
    assert s.round_seats[-1] == (0, 1, 2) and ev[-1] == TurnPassed(1, 0)
    s, _ = play_turns(g, s, 0, 0, 0)
    assert s.round_seats[-1] == (1, 2, 0)


def test_multi_tie_for_the_lead_is_shared():
    g = game(match_format="multi", multi_end="rounds", rounds=1)
    s, _ = play_turns(g, g.new_initial_state(3), 37, 37, 0)
    out = g.outcome(s)
    assert out.winners == (0, 1) and [x.place for x in out.standings] == [1, 1, 3]


# --------------------------------------------------------------------------- settlement
def finished(totals, **options):
    g = game(match_format="multi", multi_end="rounds", rounds=1, **options)
    n = len(totals)
    s = ZonkState(n, 0, (tuple(range(n)),), (tuple(TurnResult(t) for t in totals),),
                  phase=Phase.OVER, winners=(0,), termination=Termination.ROUNDS_PLAYED)
    return g, s


def test_bank_settlement_worked_example():
    g, s = finished((620, 410, 300, 270))
    assert g.settlement(s) == (220, 10, -100, -130)
    g, s = finished((620, 410, 300, 270), money_per_point=5)
    assert g.settlement(s) == (1100, 50, -500, -650)
    assert sum(g.settlement(s)) == 0


def test_bank_settlement_with_a_fractional_mean_and_balanced_rounding():
    g, s = finished((500, 300, 201))                               # sum 1001, mean 333 2/3
    exact = g.settlement(s)
    assert exact == (Fraction(500) - Fraction(1001, 3), Fraction(300) - Fraction(1001, 3),
                     Fraction(201) - Fraction(1001, 3))
    assert all(isinstance(v, Fraction) for v in exact) and sum(exact) == 0
    assert rounded_settlement(exact) == (167, -34, -133)
    rows = {r.id: r for r in g.scoresheet(s).rows}
    assert rows["settlement"].cells[0].value == Fraction(499, 3)
    assert [c.value for c in rows["settlement_rounded"].cells] == [167, -34, -133]


def test_settlement_arithmetic():
    assert bank_settlement((620, 410, 300, 270)) == (220, 10, -100, -130)
    assert bank_settlement((400, 400), money=3) == (0, 0)                  # A14: at the mean
    assert stake_settlement(2, (0,)) == (1, -1)
    assert stake_settlement(2, (0, 1)) == (0, 0)
    assert stake_settlement(3, (1, 2)) == (-1, Fraction(1, 2), Fraction(1, 2))
    assert payment_settlement(3, 2, 500) == (-500, -500, 1000)
    assert difference_settlement(2, [{0: 107, 1: 32}], money=2) == (150, -150)
    assert difference_settlement(3, [{0: 5, 1: 5, 2: 1}, {1: 9, 0: 4}]) == (-1, 9, -8)


def test_option_keys_are_rules_md_keys():
    from dicegames.engine import game_info
    keys = {o.key for o in game_info("zonk").rules_cls.describe()}
    assert keys == {
        "match_format", "duel_settlement", "duel_tie", "multi_end", "target", "rounds",
        "target_check", "rotate_first_player", "money_per_point", "free_reroll",
        "free_reroll_scope", "keep_all_combinations", "three_pairs_allow_four_plus_pair",
        "pair_max_ace_high", "allow_partial_combination", "must_throw_all_remaining",
        "six_kind_scope", "six_kind_effect", "six_kind_payment", "six_kind_round_points",
        "six_kind_as_two_triples"}
    for key, bad in (("match_format", "league"), ("target", "0"), ("six_kind_scope", "never")):
        with pytest.raises(OptionError):
            game(**{key: bad})


def test_rounded_settlement():
    assert rounded_settlement((220, 10, -100, -130)) == (220, 10, -100, -130)
    assert rounded_settlement((Fraction(1, 3), Fraction(1, 3), Fraction(-2, 3))) == (1, 0, -1)
    assert rounded_settlement((Fraction(7, 4), Fraction(-3, 4), Fraction(-1))) == (2, -1, -1)
    v = (Fraction(9, 10), Fraction(1, 10), Fraction(-1))
    assert rounded_settlement(v) == (1, 0, -1)
    assert rounded_settlement((Fraction(25), Fraction(-25)), unit=10) == (30, -30)
    assert rounded_settlement((Fraction(5, 2), Fraction(-5, 2)), unit=Fraction(1, 2)) == (
        Fraction(5, 2), Fraction(-5, 2))
    for values in ((Fraction(1001, 3) - 300, Fraction(1001, 3) - 300, 600 - 2 * Fraction(1001, 3)),
                   (Fraction(3, 7), Fraction(-1, 7), Fraction(-2, 7))):
        out = rounded_settlement(values)
        assert sum(out) == 0 and all(abs(o - v) < 1 for o, v in zip(out, values))
    with pytest.raises(ValueError):
        rounded_settlement((1, 1))


# --------------------------------------------------------------------------- odds (§000.3)
SETUPS = {6: [], 5: ["roll 5 2 3 4 6 6", "take 5"], 4: ["roll 5 5 2 3 4 6", "take 5 5"],
          3: ["roll 2 2 2 3 4 6", "take 2 2 2"], 2: ["roll 2 2 2 2 3 6", "take 2 2 2 2"],
          1: ["roll 3 3 3 3 3 1", "take 3 3 3 3 3"]}
KEEP_ALL_SETUPS = {6: [], 5: ["roll 5 2 3 4 6 6"], 4: ["roll 5 5 2 3 4 6"],
                   3: ["roll 2 2 2 3 4 6"], 2: ["roll 2 2 2 2 3 6"], 1: ["roll 3 3 3 3 3 2"]}
ZONK = {6: Fraction(5, 216), 5: Fraction(25, 324), 4: Fraction(17, 108), 3: Fraction(5, 18),
        2: Fraction(4, 9), 1: Fraction(2, 3)}
HOT_R1 = {6: Fraction(235, 3888), 5: Fraction(1, 1296), 4: Fraction(1, 216), 3: Fraction(1, 36),
          2: Fraction(1, 18), 1: Fraction(1, 3)}
HOT_R2 = {6: Fraction(605, 7776), 5: Fraction(59, 1944), 4: Fraction(13, 324),
          3: Fraction(1, 18), 2: Fraction(1, 9), 1: Fraction(1, 3)}


def odds(g, setup, n):
    s, _ = play(g, g.new_initial_state(2), *setup[n], *(["throw"] if setup[n] else []))
    assert g.current_player(s) == CHANCE and g.dice_to_throw(s) == n
    return next_throw_odds(g, s)


@pytest.mark.parametrize("n", [6, 5, 4, 3, 2, 1])
def test_zonk_and_hot_dice_odds_one_combination_rule(n):
    o = odds(game(), SETUPS, n)
    assert (o.zonk, o.hot_dice) == (ZONK[n], HOT_R1[n])


@pytest.mark.parametrize("n", [6, 5, 4, 3, 2, 1])
def test_zonk_and_hot_dice_odds_keep_all_combinations(n):
    o = odds(game(keep_all_combinations=True), KEEP_ALL_SETUPS, n)
    assert (o.zonk, o.hot_dice) == (ZONK[n], HOT_R2[n])


def test_hot_dice_odds_with_four_plus_pair():
    o = odds(game(three_pairs_allow_four_plus_pair=True), SETUPS, 6)
    assert (o.zonk, o.hot_dice) == (ZONK[6], Fraction(545, 7776))


# --------------------------------------------------------------------------- views
def test_scoresheet_ledger():
    g = game(match_format="multi")
    s, _ = play_turns(g, g.new_initial_state(3), 37, 0)
    s, _ = play(g, s, "roll 5 2 3 4 6 6", "take 5")
    sheet = g.scoresheet(s)
    assert sheet.kind == "zonk_ledger" and sheet.current == 2
    assert [r.id for r in sheet.rows] == ["round_1", "total"]
    cells = sheet.row("round_1").cells
    assert (cells[0].value, cells[0].state) == (37, CellState.SCORED)
    assert (cells[1].value, cells[1].note) == (0, "zonk")
    assert (cells[2].state, cells[2].preview) == (CellState.OPEN, 1)
    assert dict(sheet.info) == {"format": "multi", "round": 1, "target": 500}
    assert [c.value for c in sheet.row("total").cells] == [37, 0, 0]


def test_table_view():
    g = game()
    s = g.new_initial_state(2)
    t = g.table(s)
    assert t.dice == (0,) * 6 and t.live == tuple(range(6)) and t.throw == 0 and t.max_throws == 3
    s, _ = play(g, s, "roll 6 5 5 2 3 4", "take 5 5")
    t = g.table(s)
    assert t.dice == (6, 5, 5, 2, 3, 4) and t.live == (0, 3, 4, 5) and t.throw == 1
    assert t.shelf[0].combination == "two_5" and t.shelf[0].series == 1
    assert t.get("aside") == (1, 2) and t.get("phase") == "choose" and t.get("round") == 1
    s, _ = play(g, s, "throw", "roll 1 2 3 4")
    assert g.table(s).dice == (1, 5, 5, 2, 3, 4) and g.table(s).get("thrown") == (0, 3, 4, 5)


def test_score_report_flags_and_best():
    r = game().score((2, 2, 2, 2, 2, 2))
    assert dict(r.flags) == {"zonk": False, "six_of_a_kind": True}
    assert [e.id for e in r.entries] == ["five_2", "four_2", "three_2"] and r.best == 102
    r = game().score((5, 1))
    assert r.best == 2 and [e.dice for e in r.entries] == [(1,), (5,)]
    with pytest.raises(IllegalActionError):
        game().score((1, 2, 3, 4, 5, 6, 6))


def test_sub_multisets():
    assert sub_multisets([4, 4, 2]) == [(4, 4, 2), (4, 4), (4, 2), (4,), (2,)]


@pytest.mark.parametrize("preset", ["standard", "duel", "rounds", "keep_all", "free_reroll",
                                    "house"])
@pytest.mark.parametrize("players", [2, 3])
def test_random_games_end_with_a_zero_sum_settlement(preset, players):
    from dicegames.engine import game_info

    from .helpers import random_game
    g = game_info("zonk").make(preset=preset)
    _, actions, final = random_game(g, players, f"zonk-end:{preset}:{players}")
    out = g.outcome(final)
    assert out.settlement is not None and sum(out.settlement) == 0
    assert sum(rounded_settlement(out.settlement)) == 0
    assert g.scoresheet(final).current is None and g.table(final).player is None
    assert actions[-1].verb in ("roll", "take", "stop")


def test_ledger_carries_running_totals_in_a_multi_round_game_only():
    g = game(match_format="multi", multi_end="rounds", rounds=3)
    s, _ = play(g, g.new_initial_state(3), "roll 1 1 1 1 1 2", "take 1 1 1 1 1", "stop",
                "roll 5 2 3 4 6 6", "take 5", "stop", ZONK_DICE,
                "roll 5 2 3 4 6 6", "take 5", "stop")
    sheet = g.scoresheet(s)
    assert [(c.value, c.running) for c in sheet.row("round_1").cells] == \
        [(107, 107), (1, 1), (0, 0)]
    assert [c.running for c in sheet.row("round_2").cells] == [108, None, None]
    g = game(match_format="duel")
    s, _ = play(g, g.new_initial_state(2), "roll 5 2 3 4 6 6", "take 5", "stop")
    assert g.scoresheet(s).row("round_1").cells[0].running is None
