"""Zonk Chicago / Detroit (RULES.md §001): every table row, worked example, option and fraction."""
from __future__ import annotations

from fractions import Fraction as F  # noqa: N817 (the maths reads better)

import pytest

from dicegames.engine import (
    CHANCE,
    TERMINAL,
    Action,
    Banked,
    CellState,
    DiceThrown,
    GameOver,
    HotDice,
    IllegalActionError,
    OptionError,
    SetAside,
    Termination,
    TurnPassed,
    Zonk,
    game_info,
    make_game,
)
from dicegames.engine.games.farkle import FinalRound, Piggyback
from dicegames.engine.odds import next_throw_odds

from .helpers import play


def new(game_id="chicago", players=2, first=0, **options):
    g = make_game(game_id, {k: str(v) for k, v in options.items()})
    return g, g.new_initial_state(players, first)


def report(game_id, dice, **options):
    r = make_game(game_id, {k: str(v) for k, v in options.items()}).score(tuple(dice))
    return r, [(e.id, e.points, e.dice) for e in r.entries]


def best(game_id, dice, **options):
    return report(game_id, dice, **options)[0].best


def legal(g, s):
    return [a.to_str() for a in g.legal_actions(s)]


def kinds(events):
    return [e.kind for e in events]


# --------------------------------------------------------------------------- the table
@pytest.mark.parametrize("game_id", ["chicago", "detroit"])
def test_single_ones_and_fives(game_id):
    assert best(game_id, [1]) == 100
    assert best(game_id, [5]) == 50
    assert best(game_id, [1, 5, 2]) == 150
    assert best(game_id, [1, 1, 5, 5]) == 300


@pytest.mark.parametrize("face,points", [(1, 1000), (2, 200), (3, 300), (4, 400), (5, 500),
                                         (6, 600)])
@pytest.mark.parametrize("game_id", ["chicago", "detroit"])
def test_three_of_a_kind_is_100_times_the_face_three_ones_1000(game_id, face, points):
    r, entries = report(game_id, [face] * 3)
    assert r.best == points and entries == [(f"three_{face}", points, (face,) * 3)]


def test_chicago_straights_need_all_five_dice():
    for dice in ([1, 2, 3, 4, 5], [6, 5, 4, 3, 2], [3, 1, 5, 2, 4]):
        r, entries = report("chicago", dice)
        assert r.best == 1500 and [e[0] for e in entries] == ["straight"]
    assert best("chicago", [2, 3, 4, 5]) == 50          # four dice: no straight
    assert best("chicago", [1, 2, 3, 4, 6]) == 100


def test_detroit_straight_only_one_to_six_with_six_dice():
    r, entries = report("detroit", [1, 2, 3, 4, 5, 6])
    assert r.best == 1000 and entries == [("straight", 1000, (6, 5, 4, 3, 2, 1))]
    assert best("detroit", [1, 2, 3, 4, 5]) == 150      # no five-dice straight in Detroit (B6)
    assert best("detroit", [2, 3, 4, 5, 6]) == 50
    assert best("detroit", [1, 2, 3, 4, 5, 2]) == 150


def test_detroit_colour_pairs_worked_example_and_repeated_numbers():
    r, entries = report("detroit", [3, 3, 2, 2, 4, 4])  # W3 W3 R2 R2 G4 G4 (text example)
    assert r.best == 1000 and entries == [("colour_pairs", 1000, (3, 3, 2, 2, 4, 4))]
    assert dict(r.flags) == {"zonk": False, "hot_dice": True}
    # the numbers need not differ (B5) ...
    assert best("detroit", [2, 2, 2, 2, 3, 3]) == 1000
    # ... unless colour_pairs_distinct: then only three 2s score
    r, entries = report("detroit", [2, 2, 2, 2, 3, 3], colour_pairs_distinct=True)
    assert r.best == 200 and dict(r.flags)["hot_dice"] is False
    assert best("detroit", [3, 3, 2, 2, 4, 4], colour_pairs_distinct=True) == 1000
    # plain three pairs not matching the colours score nothing
    r, entries = report("detroit", [3, 2, 3, 2, 4, 4])
    assert r.best == 0 and entries == [] and dict(r.flags)["zonk"] is True


def test_detroit_w1w1_r1r1_g5g5_scores_1200_and_lists_colour_pairs():
    r, entries = report("detroit", [1, 1, 1, 1, 5, 5])
    assert r.best == 1200
    assert [e[:2] for e in entries] == [("three_1", 1000), ("one_1", 100), ("one_5", 50),
                                        ("one_5", 50), ("colour_pairs", 1000)]


@pytest.mark.parametrize("dice,points", [
    ([4, 4, 4, 4, 2], 400), ([1, 1, 1, 1], 1100), ([1, 1, 1, 1, 1], 1200),
    ([5, 5, 5, 5], 550), ([5, 5, 5, 5, 5], 600), ([2, 2, 2, 2, 2], 200)])
def test_four_and_five_of_a_kind_are_a_triple_plus_single_extras(dice, points):
    assert best("chicago", dice) == points


def test_six_of_a_kind_is_two_triples_and_444426_is_400():
    assert best("detroit", [1] * 6) == 2000
    assert best("detroit", [2, 2, 2, 2, 2, 2]) == 1000     # colour pairs beat two triples (400)
    r, entries = report("detroit", [2, 2, 2, 2, 2, 2], colour_pairs_distinct=True)
    assert r.best == 400 and [e[0] for e in entries] == ["three_2", "three_2"]
    assert best("detroit", [4, 4, 4, 4, 2, 6]) == 400


@pytest.mark.parametrize("dice,points,ids", [
    ([2, 2, 2, 2, 3], 400, ["four_2"]), ([2] * 5, 800, ["five_2"]),
    ([1, 1, 1, 1], 2000, ["four_1"]), ([5, 5, 5, 5, 1], 1100, ["four_5", "one_1"]),
    ([3, 3, 3, 1], 400, ["three_3", "one_1"])])
def test_doubling_multiples(dice, points, ids):
    r, entries = report("chicago", dice, multiples="doubling")
    assert r.best == points and [e[0] for e in entries] == ids


def test_doubling_six_of_a_kind_is_eight_times_the_triple():
    r, entries = report("detroit", [6, 6, 6, 6, 6, 6], multiples="doubling",
                        colour_pairs_distinct=True)
    assert r.best == 4800 and entries == [("six_6", 4800, (6,) * 6)]


def test_combinations_of_one_roll_add_up_350_and_1050():
    r, entries = report("chicago", [2, 2, 2, 5, 1])
    assert r.best == 350 and [e[0] for e in entries] == ["three_2", "one_1", "one_5"]
    assert best("chicago", [1, 1, 1, 5, 3]) == 1050


def test_score_checks_the_dice_count():
    with pytest.raises(IllegalActionError) as e:
        make_game("chicago").score((1, 2, 3, 4, 5, 6))
    assert e.value.code == "wrong_dice_count"
    with pytest.raises(IllegalActionError):
        make_game("detroit").score(())


# --------------------------------------------------------------------------- a turn
def test_chicago_12345_is_hot_dice_and_must_roll_all_five_again():
    g, s = new()
    s, _ = play(g, s, "roll 1 2 3 4 5")
    assert legal(g, s) == ["take 5 4 3 2 1"]            # by ability: no partial take (B3)
    s, ev = play(g, s, "take 1 2 3 4 5")                # any order is accepted
    assert [e for e in ev if isinstance(e, SetAside)][0].combination == "straight"
    assert any(isinstance(e, HotDice) and e.turn_total == 1500 for e in ev)
    assert legal(g, s) == ["throw"]                     # no bank right after hot dice
    with pytest.raises(IllegalActionError):
        g.apply(s, Action("bank"))
    s, _ = play(g, s, "throw")
    assert g.current_player(s) == CHANCE and g.dice_to_throw(s) == 5
    t = g.table(s)
    assert t.turn_total == 1500 and t.live == (0, 1, 2, 3, 4) and t.dice == (0,) * 5


def test_chicago_11153_take_1050_then_roll_the_3_or_bank():
    g, s = new()
    s, _ = play(g, s, "roll 1 1 1 5 3")
    assert legal(g, s)[0] == "take 5 1 1 1"
    s, _ = play(g, s, "take 5 1 1 1")
    assert legal(g, s) == ["throw", "bank"]
    t = g.table(s)
    assert t.turn_total == 1050 and t.live == (4,)
    assert t.shelf[0].combination == "three_1+one_5" and t.shelf[0].points == 1050
    banked, ev = play(g, s, "bank")
    assert banked.totals == (1050, 0)
    assert [e.kind for e in ev] == ["banked", "turn_passed"]
    s, _ = play(g, s, "throw")
    assert g.dice_to_throw(s) == 1


def test_partial_takes_listed_best_first_with_descending_faces():
    g, s = new()
    s, _ = play(g, s, "roll 2 2 2 5 1")
    assert legal(g, s) == ["take 5 2 2 2 1"]            # every die scores: hot dice
    g, s = new()
    s, _ = play(g, s, "roll 5 2 2 2 6")
    assert legal(g, s) == ["take 5 2 2 2", "take 2 2 2", "take 5"]
    g, s = new(hot_dice="optional")
    s, _ = play(g, s, "roll 2 2 2 5 1")
    assert legal(g, s) == ["take 5 2 2 2 1", "take 2 2 2 1", "take 5 2 2 2", "take 2 2 2",
                           "take 5 1", "take 1", "take 5"]


def test_only_scoring_dice_can_be_taken_and_bank_needs_a_take():
    g, s = new()
    s, _ = play(g, s, "roll 4 4 4 4 2")
    assert legal(g, s) == ["take 4 4 4"]                # the fourth 4 does not score
    for bad in ("take 4 4 4 4", "take 2", "take 4", "bank", "throw", "take 6 6 6"):
        with pytest.raises(IllegalActionError) as e:
            g.apply(s, Action.from_str(bad))
        assert e.value.code == "illegal_action"
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action("roll", (1, 2)))
    assert e.value.code == "no_throw_pending"


def test_wrong_dice_counts_and_faces_are_refused():
    g, s = new("detroit")
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action("roll", (1, 2, 3, 4, 5)))
    assert e.value.code == "wrong_dice_count"
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action("roll", (1, 2, 3, 4, 5, 7)))
    assert e.value.code == "bad_face"
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action("bank"))
    assert e.value.code == "dice_expected"
    s, _ = play(g, s, "roll 1 2 3 4 6 6", "take 1", "throw")
    with pytest.raises(IllegalActionError):
        g.apply(s, Action("roll", (1, 2, 3, 4, 5, 6)))


def test_remaining_dice_keep_their_tray_positions():
    g, s = new("detroit")
    s, _ = play(g, s, "roll 6 1 3 4 6 2", "take 1")
    assert g.table(s).live == (0, 2, 3, 4, 5)
    s, _ = play(g, s, "throw")
    assert g.table(s).dice == (0, 1, 0, 0, 0, 0)
    s, ev = play(g, s, "roll 5 3 5 2 5")
    assert s.dice == (5, 1, 3, 5, 2, 5)
    assert ev[0] == DiceThrown(0, (5, 1, 3, 5, 2, 5), (0, 2, 3, 4, 5), 2)
    s, _ = play(g, s, "take 5 5 5")                     # the lowest positions showing a 5
    t = g.table(s)
    assert t.live == (2, 4) and t.throw == 2 and t.turn_total == 600
    assert t.colours == ("white", "white", "red", "red", "green", "green")
    assert [(x.combination, x.dice, x.points) for x in t.shelf] == [
        ("one_1", (1,), 100), ("three_5", (5, 5, 5), 500)]


def test_zonk_is_automatic_and_loses_the_turn_total():
    g, s = new()
    s, _ = play(g, s, "roll 1 2 3 4 6", "take 1", "throw")
    s, ev = play(g, s, "roll 2 3 4 6")
    assert kinds(ev) == ["dice_thrown", "zonk", "turn_passed"]
    assert ev[1] == Zonk(0, 100, "turn_1") and ev[2] == TurnPassed(0, 1)
    assert s.totals == (0, 0) and s.current == 1
    assert g.current_player(s) == CHANCE and g.dice_to_throw(s) == 5    # no offer after a zonk
    sheet = g.scoresheet(s)
    cell = sheet.row("turn_1").cells[0]
    assert (cell.value, cell.note, cell.state) == (0, "zonk", CellState.SCORED)


def test_hot_dice_repeat_without_limit():
    g, s = new()
    s, _ = play(g, s, "roll 1 2 3 4 5", "take 5 4 3 2 1", "throw",
                "roll 5 5 5 1 1", "take 5 5 5 1 1", "throw",
                "roll 2 2 2 1 5", "take 5 2 2 2 1", "throw",
                "roll 6 6 6 3 4", "take 6 6 6")
    t = g.table(s)
    assert t.turn_total == 1500 + 700 + 350 + 600
    assert [x.series for x in t.shelf] == [1, 2, 3, 4] and t.live == (3, 4)
    s, _ = play(g, s, "bank")
    assert s.totals[0] == 3150


def test_hot_dice_on_a_continuation_roll_of_fewer_dice():
    g, s = new()
    s, _ = play(g, s, "roll 1 2 3 4 6", "take 1", "throw", "roll 5 5 1 1")
    assert legal(g, s) == ["take 5 5 1 1"]               # ability to score all four dice
    s, ev = play(g, s, "take 5 5 1 1")
    assert kinds(ev) == ["set_aside", "hot_dice"] and legal(g, s) == ["throw"]
    s, _ = play(g, s, "throw")
    assert g.dice_to_throw(s) == 5


def test_hot_dice_optional_allows_partial_takes_and_banking():
    g, s = new(hot_dice="optional")
    s, _ = play(g, s, "roll 1 2 3 4 5")
    assert "take 5 1" in legal(g, s) and legal(g, s)[0] == "take 5 4 3 2 1"
    s2, _ = play(g, s, "take 5 4 3 2 1")
    assert legal(g, s2) == ["throw", "bank"]
    assert g.table(s2).get("hot_dice") is True
    s3, _ = play(g, s2, "bank")                          # nothing left to build off: no offer
    assert s3.totals == (1500, 0) and g.current_player(s3) == CHANCE
    s4, _ = play(g, s, "take 5 1")
    assert g.table(s4).live == (1, 2, 3) and g.table(s4).turn_total == 150


def test_keep_rule_all_scoring_dice_leaves_only_the_maximal_take():
    g, s = new(keep_rule="all_scoring_dice")
    s, _ = play(g, s, "roll 5 2 2 2 6")
    assert legal(g, s) == ["take 5 2 2 2"]
    g, s = new()
    s, _ = play(g, s, "roll 5 2 1 3 6")
    assert legal(g, s) == ["take 5 1", "take 1", "take 5"]


def test_detroit_colour_pairs_in_play_are_hot_dice():
    g, s = new("detroit")
    s, ev = play(g, s, "roll 3 3 2 2 4 4", "take 4 4 3 3 2 2")
    assert ev[1] == SetAside(0, "colour_pairs", (4, 4, 3, 3, 2, 2), 1000)
    assert legal(g, s) == ["throw"]
    s, _ = play(g, s, "throw")
    assert g.dice_to_throw(s) == 6


def test_detroit_w1w1_r1r1_g5g5_taken_whole_scores_1200():
    g, s = new("detroit")
    s, _ = play(g, s, "roll 1 1 1 1 5 5")
    assert legal(g, s) == ["take 5 5 1 1 1 1"]
    s, ev = play(g, s, "take 5 5 1 1 1 1")
    assert ev[0].points == 1200 and ev[0].combination == "three_1+one_1+one_5+one_5"


def test_colour_pairs_count_only_on_the_colours_of_the_tray():
    g, s = new("detroit")
    s, ev = play(g, s, "roll 3 2 3 2 4 4")                # three pairs, colours mixed: zonk
    assert kinds(ev) == ["dice_thrown", "zonk", "turn_passed"]
    g, s = new("detroit", colour_pairs_distinct=True)
    s, ev = play(g, s, "roll 4 4 2 2 4 4")                # pairs but not distinct numbers
    assert legal(g, s) == ["take 4 4 4"]


# --------------------------------------------------------------------------- piggyback (B7)
def a_banks_850_with_two_dice(players=2, **options):
    g, s = new("chicago", players, **options)
    s, _ = play(g, s, "roll 2 2 2 5 1", "take 5 2 2 2 1", "throw", "roll 5 5 5 3 4",
                "take 5 5 5")
    assert g.table(s).turn_total == 850 and len(g.table(s).live) == 2
    s, _ = play(g, s, "bank")
    return g, s


def test_piggyback_worked_example_b_builds_950():
    g, s = a_banks_850_with_two_dice()
    assert s.totals == (850, 0) and s.current == 1
    assert g.current_player(s) == 1 and legal(g, s) == ["piggyback", "fresh"]
    t = g.table(s)
    assert t.get("piggyback_offer") == (850, 2) and t.live == (3, 4) and t.turn_total is None
    s, ev = play(g, s, "piggyback")
    assert ev == [Piggyback(1, 0, 850, 2)]
    assert g.dice_to_throw(s) == 2 and g.table(s).get("piggyback") == 850
    s, _ = play(g, s, "roll 1 3", "take 1")
    assert g.table(s).turn_total == 950 and legal(g, s) == ["throw", "bank"]
    s, ev = play(g, s, "bank")
    assert ev[0] == Banked(1, 950, 950, "turn_1") and s.totals == (850, 950)
    cell = g.scoresheet(s).row("turn_1").cells[1]
    assert (cell.value, cell.note) == (950, "piggyback")


def test_piggyback_zonk_scores_nothing_and_a_keeps_850():
    g, s = a_banks_850_with_two_dice()
    s, ev = play(g, s, "piggyback", "roll 3 4")
    assert Zonk(1, 850, "turn_1") in ev and s.totals == (850, 0)
    assert g.dice_to_throw(s) == 5 and s.current == 0    # no offer after a zonk


def test_fresh_turn_declines_the_offer():
    g, s = a_banks_850_with_two_dice()
    s, ev = play(g, s, "fresh")
    assert ev == [] and g.dice_to_throw(s) == 5
    t = g.table(s)
    assert t.turn_total == 0 and t.shelf == () and t.dice == (0,) * 5


def test_piggyback_chain_c_builds_off_b_and_hot_dice_apply():
    g, s = a_banks_850_with_two_dice(players=3)
    s, _ = play(g, s, "piggyback", "roll 1 3", "take 1", "bank")
    assert g.table(s).get("piggyback_offer") == (950, 1) and s.current == 2
    s, _ = play(g, s, "piggyback", "roll 5")
    assert legal(g, s) == ["take 5"]
    s, ev = play(g, s, "take 5")
    assert HotDice(2, 1000) in ev and legal(g, s) == ["throw"]
    s, _ = play(g, s, "throw")
    assert g.dice_to_throw(s) == 5                       # hot dice: pick up all five
    s, _ = play(g, s, "roll 1 2 3 4 6", "take 1", "bank")
    assert s.totals == (850, 950, 1100)
    assert [g.scoresheet(s).row("turn_1").cells[p].note for p in range(3)] == \
        ["", "piggyback", "piggyback"]


def test_piggyback_off_never_offers():
    g, s = a_banks_850_with_two_dice(piggyback=False)
    assert g.current_player(s) == CHANCE and g.dice_to_throw(s) == 5
    assert g.table(s).get("piggyback_offer") is None


# --------------------------------------------------------------------------- opening minimum
def test_opening_minimum_blocks_small_first_banks_only():
    g, s = new(opening_minimum=500)
    s, _ = play(g, s, "roll 1 2 3 4 6", "take 1")
    assert legal(g, s) == ["throw"] and g.table(s).get("opening_minimum") == 500
    assert g.scoresheet(s).row("turn_1").cells[0].preview is None
    s, _ = play(g, s, "throw", "roll 5 5 5 2")
    s, _ = play(g, s, "take 5 5 5")
    assert legal(g, s) == ["throw", "bank"]
    assert g.scoresheet(s).row("turn_1").cells[0].preview == 600
    s, _ = play(g, s, "bank", "fresh", "roll 1 2 3 4 6", "take 1")   # player 1 has not opened
    assert legal(g, s) == ["throw"]
    s, _ = play(g, s, "throw", "roll 2 3 4 6")               # zonk
    s, _ = play(g, s, "roll 5 2 3 4 4", "take 5")            # player 0 has opened
    assert legal(g, s) == ["throw", "bank"]


def test_opening_minimum_counts_an_inherited_total():
    g, s = a_banks_850_with_two_dice(opening_minimum=800)
    assert s.totals == (850, 0)
    s, _ = play(g, s, "piggyback", "roll 5 3", "take 5")
    assert legal(g, s) == ["throw", "bank"]


# --------------------------------------------------------------------------- end of game
def test_target_reached_ends_the_game_immediately():
    g, s = new(players=3, target=1000)
    s, ev = play(g, s, "roll 1 1 1 2 3", "take 1 1 1", "bank")
    assert kinds(ev)[-1] == "game_over"
    assert ev[-1] == GameOver(None, (0,), Termination.TARGET_REACHED)
    assert g.current_player(s) == TERMINAL and g.legal_actions(s) == ()
    out = g.outcome(s)
    assert out.winners == (0,) and out.reason == "target_reached"
    assert [st.points for st in out.standings] == [1000, 0, 0]
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action("roll", (1, 2, 3, 4, 5)))
    assert e.value.code == "game_over"
    assert g.scoresheet(s).current is None and g.table(s).player is None


def test_final_round_every_other_player_gets_one_turn_and_ties_share():
    g, s = new(players=3, target=1000, end_rule="final_round")
    s, ev = play(g, s, "roll 1 1 1 2 3", "take 1 1 1", "bank")
    assert FinalRound(0, 1000, 2) in ev and g.current_player(s) == 1
    assert g.table(s).get("piggyback_offer") == (1000, 2)
    assert g.table(s).get("final_round") is True
    assert dict(g.scoresheet(s).info) == {"target": 1000, "final_round": 1}
    s, _ = play(g, s, "fresh", "roll 2 3 4 6 6")            # B zonks
    assert g.current_player(s) == CHANCE and s.current == 2
    s, ev = play(g, s, "roll 1 1 1 3 4", "take 1 1 1", "bank")
    assert ev[-1] == GameOver(None, (0, 2), Termination.FINAL_ROUND)
    out = g.outcome(s)
    assert out.winners == (0, 2) and [(x.player, x.place) for x in out.standings] == \
        [(0, 1), (2, 1), (1, 3)]


def test_final_round_a_higher_total_overtakes():
    g, s = new(players=2, target=1000, end_rule="final_round")
    s, _ = play(g, s, "roll 1 1 1 2 3", "take 1 1 1", "bank", "piggyback",
                "roll 5 1", "take 5 1")
    s, ev = play(g, s, "throw", "roll 1 2 3 4 6", "take 1", "bank")
    assert s.totals == (1000, 1250) and g.outcome(s).winners == (1,)


# --------------------------------------------------------------------------- the sheet
def test_zonk_ledger_rows_and_preview():
    g, s = new(players=2)
    sheet = g.scoresheet(s)
    assert sheet.kind == "zonk_ledger" and [r.id for r in sheet.rows] == ["turn_1", "total"]
    assert sheet.row("turn_1").cells[0].state == CellState.OPEN
    assert sheet.row("turn_1").cells[1].state == CellState.EMPTY
    s, _ = play(g, s, "roll 5 2 3 4 4", "take 5")
    assert g.scoresheet(s).row("turn_1").cells[0].preview == 50
    s, _ = play(g, s, "bank", "fresh", "roll 1 2 3 4 6", "take 1", "bank", "fresh")
    sheet = g.scoresheet(s)
    assert [r.id for r in sheet.rows] == ["turn_1", "turn_2", "total"]
    assert sheet.row("total").total and sheet.value("total", 0) == 50
    assert sheet.value("turn_1", 1) == 100 and sheet.current == 0
    assert dict(sheet.info) == {"target": 10000}


# --------------------------------------------------------------------------- options
def test_options_are_the_rules_md_keys():
    keys = {o.key for o in game_info("chicago").rules_cls.describe()}
    assert keys == {"version", "target", "end_rule", "hot_dice", "keep_rule",
                    "colour_pairs_distinct", "piggyback", "opening_minimum", "multiples"}
    assert make_game("detroit").rules.version == "detroit"
    assert make_game("chicago").rules.target == 10000


@pytest.mark.parametrize("game_id,options,code", [
    ("chicago", {"version": "detroit"}, "fixed_option"),
    ("chicago", {"colour_pairs_distinct": "true"}, "conflicting_options"),
    ("detroit", {"multiples": "tripling"}, "bad_value"),
    ("detroit", {"opening_minimum": "-50"}, "bad_value"),
    ("detroit", {"keep_rule": "some"}, "bad_value")])
def test_bad_options_are_refused(game_id, options, code):
    with pytest.raises(OptionError) as e:
        make_game(game_id, options)
    assert e.value.code == code


def test_two_players_at_least():
    with pytest.raises(IllegalActionError) as e:
        make_game("chicago").new_initial_state(1)
    assert e.value.code == "player_count"


# --------------------------------------------------------------------------- exact odds (§001.3)
def waiting_for(game_id, n, **options):
    """A state waiting to throw n dice, reached by play (ones set aside from non-scoring fill)."""
    g, s = new(game_id, **options)
    total = g.dice_count
    if n < total:
        k = total - n
        s, _ = play(g, s, "roll " + " ".join(map(str, [1] * k + [2, 3, 4, 6, 6][:total - k])),
                    "take " + " ".join(["1"] * k), "throw")
    assert g.dice_to_throw(s) == n
    return g, s


@pytest.mark.parametrize("n,zonk,hot", [(1, F(2, 3), F(1, 3)), (2, F(4, 9), F(1, 9)),
                                        (3, F(5, 18), F(1, 18)), (4, F(17, 108), F(1, 27)),
                                        (5, F(25, 324), F(1, 18))])
def test_chicago_odds(n, zonk, hot):
    odds = next_throw_odds(*waiting_for("chicago", n))
    assert (odds.zonk, odds.hot_dice) == (zonk, hot)


@pytest.mark.parametrize("n,zonk,hot", [(1, F(2, 3), F(1, 3)), (4, F(17, 108), F(1, 27)),
                                        (5, F(25, 324), F(2, 81))])
def test_detroit_odds_fewer_dice(n, zonk, hot):
    odds = next_throw_odds(*waiting_for("detroit", n))
    assert (odds.zonk, odds.hot_dice) == (zonk, hot)


@pytest.mark.parametrize("distinct,hot", [(False, F(73, 1944)), (True, F(139, 3888))])
def test_detroit_six_dice_odds(distinct, hot):
    g, s = waiting_for("detroit", 6, colour_pairs_distinct=distinct)
    odds = next_throw_odds(g, s)
    assert (odds.zonk, odds.hot_dice) == (F(59, 1944), hot)


def test_detroit_six_dice_outcomes_keep_colours_apart():
    g, s = new("detroit")
    outcomes = g.chance_outcomes(s)
    assert len(outcomes) == 21 ** 3 and sum(p for _, p in outcomes) == 1
    p = dict(outcomes)
    assert p[Action("roll", (3, 3, 2, 2, 4, 4))] == F(1, 36 ** 3)
    assert p[Action("roll", (1, 2, 3, 4, 5, 6))] == F(8, 36 ** 3)
    colour_pairs = sum(q for a, q in outcomes if a.args[0::2] == a.args[1::2])
    assert colour_pairs == F(1, 216)
    straights = sum(q for a, q in outcomes if sorted(a.args) == [1, 2, 3, 4, 5, 6])
    assert straights == F(5, 324)
    g, s = waiting_for("detroit", 5)
    assert len(g.chance_outcomes(s)) == 252


def test_chicago_straight_odds():
    g, s = new()
    straights = sum(p for a, p in g.chance_outcomes(s)
                    if sorted(a.args) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]))
    assert straights == F(5, 162)


def test_immediate_end_shows_no_final_round():
    g, s = new(target=1000)
    s, _ = play(g, s, "roll 1 1 1 2 3", "take 1 1 1", "bank")
    assert g.table(s).get("final_round") is None and "final_round" not in dict(g.scoresheet(s).info)


def test_ledger_cells_carry_the_running_total():
    g, s = new(players=2)
    s, _ = play(g, s, "roll 1 1 1 2 3", "take 1 1 1", "bank",             # A 1000
                "fresh", "roll 5 2 3 3 6", "take 5", "bank",              # B 50
                "fresh", "roll 2 3 4 6 6")                                # A: zonk
    sheet = g.scoresheet(s)
    assert [(c.value, c.running) for c in sheet.row("turn_1").cells] == [(1000, 1000), (50, 50)]
    a2 = sheet.row("turn_2").cells[0]
    assert (a2.value, a2.note, a2.running) == (0, "zonk", 1000)
    assert sheet.row("turn_2").cells[1].running is None                   # B's turn is open
