"""Score-keeper inputs: a whole turn's result entered at once (real dice at the table).

`final N F…` (zdorovo, school, zanzibar), `points N` (zonk, chicago, detroit) and
`six_of_a_kind F` (zonk) are accepted only at the chance node that starts a turn; they go
through the same turn-end machinery as played turns, and records replay and correct them.
"""
from __future__ import annotations

import random
from fractions import Fraction

import pytest

from dicegames.engine import (
    CHANCE,
    TERMINAL,
    Action,
    IllegalActionError,
    PlayerEntry,
    Record,
    RecordError,
    dumps,
    game_ids,
    game_info,
    loads,
    make_game,
    replay,
    roll_action,
)
from dicegames.engine.games.farkle_scoring import COLOURS
from dicegames.engine.records import correction
from dicegames.engine.transcript import transcript

from .helpers import play

KEEPER_VERBS = {"zdorovo": ("final",), "school": ("final",), "zanzibar": ("final",),
                "zonk": ("points", "six_of_a_kind"), "chicago": ("points",),
                "detroit": ("points",)}


def new(game_id, players=2, first=0, **options):
    g = make_game(game_id, {k: str(v).lower() if isinstance(v, bool) else v
                            for k, v in options.items()})
    return g, g.new_initial_state(players, first)


def kinds(events):
    return [e.kind for e in events]


def refused(g, s, text, code):
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str(text) if isinstance(text, str) else text)
    assert e.value.code == code, e.value.detail
    return e.value


# --------------------------------------------------------------------------- the hook
@pytest.mark.parametrize("game_id", sorted(KEEPER_VERBS))
def test_every_game_offers_its_keeper_verbs_when_a_turn_starts_only(game_id):
    assert set(game_ids()) == set(KEEPER_VERBS)
    g, s = new(game_id)
    assert g.keeper_verbs == KEEPER_VERBS[game_id]
    assert g.chance_verbs == ("roll",) + KEEPER_VERBS[game_id]
    assert g.current_player(s) == CHANCE and g.legal_actions(s) == ()
    assert g.keeper_inputs(s) == KEEPER_VERBS[game_id]
    s = g.apply(s, roll_action(g, s, "k")).state          # a decision (or the next turn)
    if g.current_player(s) >= 0:
        assert g.keeper_inputs(s) == ()
        assert not {a.verb for a in g.legal_actions(s)} & set(g.keeper_verbs)
        refused(g, s, Action(g.keeper_verbs[0], (1,)), "keeper_not_now")


# --------------------------------------------------------------------------- zdorovo
ZDOROVO = [("ones", "3 1 1 1 2 3", 3), ("twos", "2 2 2 5 5 6", 4), ("threes", "1 3 3 3 3 1", 12),
           ("fours", "3 4 4 4 1 1", 12), ("fives", "3 5 5 2 2 1", 10),
           ("sixes", "2 6 6 6 6 6", 30), ("little_straight", "1 1 2 3 4 5", 20),
           ("big_straight", "3 2 3 4 5 6", 25), ("full_house", "2 3 3 3 2 2", 13),
           ("big_hand", "3 6 6 5 5 4", 26)]


def test_zdorovo_two_players_kept_only_with_final():
    g, s = new("zdorovo")
    for cat, final, points in ZDOROVO:
        for p in (0, 1):
            s, ev = play(g, s, f"final {final}")
            assert ev == [] and g.table(s).throw == int(final[0]) and g.table(s).player == p
            assert not any(a.verb == "reroll" for a in g.legal_actions(s))   # throwing is over
            assert g.scoresheet(s).row(cat).cells[p].preview == points
            s, ev = play(g, s, f"score {cat}")
            assert ev[0].points == points
    s, _ = play(g, s, "final 3 1 2 3 4 6", "score zdorovo", "final 2 2 2 2 2 2")
    s, ev = play(g, s, "score zdorovo")
    assert kinds(ev)[-2:] == ["match_game_ended", "game_over"]
    out = g.outcome(s)
    assert out.winners == (1,) and [x.points for x in out.standings] == [205, 155]
    assert g.keeper_inputs(s) == ()
    refused(g, s, "final 1 1 1 1 1 1", "game_over")


def test_zdorovo_mixed_turns_and_a_final_after_fewer_throws():
    g, s = new("zdorovo", 1)
    s, _ = play(g, s, "roll 6 6 2 3 3", "reroll 2 3 4", "roll 6 6 1", "score sixes")
    s, _ = play(g, s, "final 1 5 5 5 2 2")           # throw 1: two throws were still left
    assert g.table(s).throw == 1 and g.scoresheet(s).value("total", 0) == 24
    refused(g, s, "reroll 0", "illegal_action")
    s, _ = play(g, s, "score full_house", "roll 1 1 1 1 1")
    assert g.keeper_inputs(s) == ()                   # a decision: not a turn start
    s, _ = play(g, s, "reroll 0")
    assert g.current_player(s) == CHANCE and g.keeper_inputs(s) == ()
    refused(g, s, "final 2 1 1 1 1 1", "keeper_not_now")


@pytest.mark.parametrize("text,code,options", [
    ("final 4 1 2 3 4 5", "bad_throw_count", {}),
    ("final 3 1 2 3 4 5", "bad_throw_count", {"throws": 2}),     # the literal reading: 2 throws
    ("final 0 1 2 3 4 5", "bad_throw_count", {}),
    ("final", "bad_throw_count", {}),
    ("final x 1 2 3 4 5", "bad_throw_count", {}),
    ("final 2 1 2 3 4", "wrong_dice_count", {}),
    ("final 2 1 2 3 4 5 6", "wrong_dice_count", {}),
    ("final 2 1 2 3 4 7", "bad_face", {}),
    ("final 2 1 2 0 4 5", "bad_face", {}),
])
def test_zdorovo_wrong_final_is_refused(text, code, options):
    g, s = new("zdorovo", **options)
    refused(g, s, text, code)


# --------------------------------------------------------------------------- school
# (keeper input, decision, points, doubled); None = the pair: с ходу for player 0 only
SCHOOL_TURNS = [
    ("final 3 1 1 1 2 3", "score school_1", 0, False),
    ("final 2 2 2 2 2 5", "score school_2", 2, False),
    ("final 3 3 3 4 5 6", "score school_3", -3, False),
    ("final 1 4 4 4 4 4", "score school_4", 8, False),        # school cells are never doubled
    ("final 3 5 5 5 1 2", "score school_5", 0, False),
    ("final 2 6 6 6 6 1", "score school_6", 6, False),
    None,
    ("final 3 5 5 4 4 1", "score two_pairs", 18, False),
    ("final 1 3 3 3 1 2", "score three", 18, True),           # с ходу: 9 doubled
    ("final 2 1 2 3 4 5", "score small_order", 15, False),
    ("final 3 2 2 2 2 2", "cross big_order", 0, False),
    ("final 3 2 2 3 3 3", "score two_plus_three", 33, False),
    ("final 3 6 6 6 6 2", "score tetra", 54, False),
    ("final 3 4 4 4 4 4", "score penta", 70, False),
    ("final 1 6 6 5 3 1", "score pigos", 21, False),          # Пигос is never doubled
]


def test_school_game_kept_only_with_final_doubles_a_first_throw_figure():
    g, s = new("school")
    for turn in SCHOOL_TURNS:
        for p in (0, 1):
            final, decision, points, doubled = turn or (
                f"final {1 + p} 6 6 1 2 3", "score pair", (24, 12)[p], p == 0)
            s, _ = play(g, s, final)
            assert g.current_player(s) == p and g.keeper_inputs(s) == ()
            refused(g, s, "reroll 0", "no_throws_left")
            s, ev = play(g, s, decision)
            if decision.startswith("score"):
                assert (ev[0].points, ev[0].doubled) == (points, doubled)
    out = g.outcome(s)
    sheet = g.scoresheet(s)
    assert sheet.value("jewish_style", 0) == 10 and sheet.value("jewish_pigos", 1) == 5
    assert sheet.value("roman_style", 0) == 0 and sheet.value("school_result", 0) == 13
    assert out.winners == (0,) and [x.points for x in out.standings] == [281, 269]


def test_school_keeper_turns_keep_their_restrictions():
    g, s = new("school", 1)
    s, _ = play(g, s, "final 1 6 6 1 2 3")
    refused(g, s, "score pair", "school_only")        # turns 1–3 close school cells only
    g, s = new("school", 1, crossout="only_if_figure_absent")
    for face in range(1, 7):
        s, _ = play(g, s, f"final 3 {face} {face} {face} 1 2", f"score school_{face}")
    s, _ = play(g, s, "final 2 6 6 1 2 3")
    refused(g, s, "cross pair", "figure_present")
    refused(g, s, "score two_pairs", "figure_absent")
    refused(g, s, "final 2 6 6 1 2 3", "keeper_not_now")
    s, _ = play(g, s, "score pair")
    assert g.scoresheet(s).value("pair", 0) == 12


@pytest.mark.parametrize("text,code", [
    ("final 4 1 2 3 4 5", "bad_throw_count"), ("final 1 1 2 3 4", "wrong_dice_count"),
    ("final 1 1 2 3 4 7", "bad_face"),
])
def test_school_wrong_final_is_refused(text, code):
    g, s = new("school")
    refused(g, s, text, code)


# --------------------------------------------------------------------------- zanzibar
def test_zanzibar_game_kept_only_with_final_the_throws_set_the_limits():
    g, s = new("zanzibar", 3, chips=4)
    s, ev = play(g, s, "final 2 6 6 5")
    assert ev[0].kind == "hand_kept" and (ev[0].hand, ev[0].throws, ev[0].automatic) == \
        ("665", 2, False)
    assert g.table(s).max_throws == 2
    refused(g, s, "final 3 5 4 3", "bad_throw_count")
    s, _ = play(g, s, "final 1 5 4 3")
    assert g.table(s).max_throws == 1
    refused(g, s, "final 2 3 3 2", "bad_throw_count")
    s, ev = play(g, s, "final 1 3 3 2")               # the limit used: kept automatically
    assert ev[0].automatic
    decided = next(e for e in ev if e.kind == "round_decided")
    assert (decided.player, decided.best, decided.value) == (2, 1, 2)
    assert s.pot == 2 and s.hold == (0, 0, 2) and s.starter == 2 and s.limit == 3
    s, _ = play(g, s, "final 3 4 2 1", "final 3 6 6 6")
    s, ev = play(g, s, "final 2 2 2 1")               # Нэнэт takes min(10, pot 2)
    assert "phase_changed" in kinds(ev) and s.hold == (0, 2, 2) and s.left == (0,)
    assert s.order == (1, 2)
    s, ev = play(g, s, "final 1 6 1 1", "final 1 5 3 2")
    assert kinds(ev)[-1] == "game_over"
    out = g.outcome(s)
    assert out.winners == (0, 1) and out.reason == "last_holder"
    assert out.standings[-1].player == 2 and out.standings[-1].points == 4


def test_zanzibar_mixed_hand_and_dry_loading():
    g, s = new("zanzibar", dry_loading=True)
    refused(g, s, "final 2 4 2 1", "bad_throw_count")   # dry loading: one throw
    s, _ = play(g, s, "final 1 4 2 1", "roll 6 5 5")
    assert g.current_player(s) == CHANCE and g.keeper_inputs(s) == ("final",)
    g, s = new("zanzibar")
    s, _ = play(g, s, "roll 6 5 1", "reroll 2")
    refused(g, s, "final 2 6 5 4", "keeper_not_now")
    s, _ = play(g, s, "roll 4", "stop", "final 2 3 3 1")
    assert s.hands == () and len(s.rounds) == 1        # the round is decided


@pytest.mark.parametrize("text,code", [
    ("final 4 4 2 1", "bad_throw_count"), ("final 1 4 2", "wrong_dice_count"),
    ("final 1 4 2 1 1", "wrong_dice_count"), ("final 1 7 2 1", "bad_face"),
])
def test_zanzibar_wrong_final_is_refused(text, code):
    g, s = new("zanzibar")
    refused(g, s, text, code)


# --------------------------------------------------------------------------- zonk
def test_zonk_multi_game_with_a_zonk_and_a_six_of_a_kind_win():
    g, s = new("zonk", 3)
    s, ev = play(g, s, "points 300", "points 0")
    assert kinds(ev) == ["banked", "turn_passed", "zonk", "turn_passed"]
    s, _ = play(g, s, "points 120", "points 250")
    assert g.scoresheet(s).row("round_1").cells[1].note == "zonk"
    assert g.totals(s) == (550, 0, 120)               # target reached: the round goes on
    s, ev = play(g, s, "six_of_a_kind 4")
    assert kinds(ev) == ["six_of_a_kind", "game_over"] and g.table(s).dice == (4,) * 6
    out = g.outcome(s)
    assert out.winners == (1,) and out.reason == "six_of_a_kind"
    assert out.settlement == (Fraction(-500), Fraction(1000), Fraction(-500))


def test_zonk_multi_game_to_the_target_and_a_six_of_a_kind_round():
    g, s = new("zonk", 3)
    s, _ = play(g, s, "points 300", "points 0", "points 120", "points 250", "points 100")
    s, ev = play(g, s, "points 50")
    assert kinds(ev)[-2:] == ["round_ended", "game_over"]
    out = g.outcome(s)
    assert out.winners == (0,) and out.reason == "target_reached"
    assert out.settlement == tuple(t - Fraction(820, 3) for t in (550, 100, 170))
    g, s = new("zonk", 3, six_kind_effect="win_round", target=400)
    s, _ = play(g, s, "points 30", "points 60")
    s, ev = play(g, s, "six_of_a_kind 1")
    notes = [c.note for c in g.scoresheet(s).row("round_1").cells]
    assert notes == ["", "", "six_of_a_kind"] and g.totals(s) == (30, 60, 400)
    assert kinds(ev)[-1] == "game_over" and g.outcome(s).winners == (2,)
    g, s = new("zonk", 3, six_kind_effect="win_round")
    s, ev = play(g, s, "six_of_a_kind 2")              # the first player: the others get no turn
    assert [c.note for c in g.scoresheet(s).row("round_1").cells] == \
        ["six_of_a_kind", "no_turn", "no_turn"] and g.outcome(s).winners == (0,)


def test_zonk_duel_kept_and_mixed_with_a_played_turn():
    g, s = new("zonk", 2)
    s, _ = play(g, s, "roll 5 2 3 3 4 6", "take 5", "stop")
    assert g.keeper_inputs(s) == ("points", "six_of_a_kind")
    s, ev = play(g, s, "points 2")
    out = g.outcome(s)
    assert out.winners == (1,) and out.settlement == (Fraction(-1), Fraction(1))


def test_zonk_keeper_inputs_only_when_the_turn_starts():
    g, s = new("zonk", 2)
    s, _ = play(g, s, "roll 5 2 3 3 4 6", "take 5", "throw")
    refused(g, s, "points 100", "keeper_not_now")     # mid-turn throw
    s, _ = play(g, s, "roll 1 1 1 1 1")
    assert g.keeper_inputs(s) == ()
    s, _ = play(g, s, "take 1 1 1 1 1")               # hot dice
    refused(g, s, "six_of_a_kind 3", "keeper_not_now")
    s, _ = play(g, s, "continue")                     # a new series of six dice: not a turn start
    refused(g, s, "six_of_a_kind 3", "keeper_not_now")
    refused(g, s, "points 100", "keeper_not_now")


@pytest.mark.parametrize("action,code", [
    (Action("points", (-5,)), "bad_points"), (Action("points"), "bad_points"),
    (Action("points", (5, 6)), "bad_points"), (Action("points", ("x",)), "bad_points"),
    (Action("points", (True,)), "bad_points"),
    (Action("six_of_a_kind", (7,)), "bad_face"), (Action("six_of_a_kind", (0,)), "bad_face"),
    (Action("six_of_a_kind"), "wrong_dice_count"),
    (Action("six_of_a_kind", (3, 3)), "wrong_dice_count"),
])
def test_zonk_wrong_keeper_input_is_refused(action, code):
    g, s = new("zonk", 3)
    refused(g, s, action, code)


@pytest.mark.parametrize("points", [1, 5, 7, 999])
def test_zonk_any_whole_number_is_a_turn_score(points):
    """One 5 scores 1: every N ≥ 0 is a sum of table combinations (5 = 1 + 2 + 2)."""
    g, s = new("zonk", 3)
    assert g.totals(g.apply(s, Action("points", (points,))).state)[0] == points


# --------------------------------------------------------------------------- chicago, detroit
@pytest.mark.parametrize("game_id", ["chicago", "detroit"])
def test_farkle_game_to_the_target_with_opening_minimum(game_id):
    g, s = new(game_id, target=2000, opening_minimum=500)
    e = refused(g, s, "points 300", "opening_minimum")
    assert "500" in e.detail
    s, ev = play(g, s, "points 550")
    assert kinds(ev) == ["banked", "turn_passed"] and g.current_player(s) == CHANCE
    assert g.legal_actions(s) == () and g.keeper_inputs(s) == ("points",)   # no piggyback offer
    s, ev = play(g, s, "points 0")
    assert kinds(ev) == ["zonk", "turn_passed"]
    refused(g, s, "points 75", "points_unreachable")
    s, _ = play(g, s, "points 100")                   # on the board: any bank
    refused(g, s, "points 450", "opening_minimum")
    s, _ = play(g, s, "points 1500", "points 1400")
    out = g.outcome(s)
    assert out.winners == (0,) and s.totals == (2050, 1500) and out.reason == "target_reached"
    notes = [c.note for c in g.scoresheet(s).row("turn_1").cells]
    assert notes == ["", "zonk"]


def test_chicago_final_round_after_a_keeper_turn():
    g, s = new("chicago", target=2000, end_rule="final_round")
    s, _ = play(g, s, "points 1000", "points 500")
    s, ev = play(g, s, "points 1050")
    assert "final_round" in kinds(ev)
    s, ev = play(g, s, "points 1600")
    assert kinds(ev)[-1] == "game_over" and g.outcome(s).winners == (1,)


def test_chicago_keeper_turn_can_not_build_on_an_offer():
    g, s = new("chicago")
    s, _ = play(g, s, "roll 5 2 3 4 4", "take 5", "bank")
    assert g.legal_actions(s) == (Action("piggyback"), Action("fresh"))
    refused(g, s, "points 100", "keeper_not_now")     # an offer is a decision
    s2, _ = play(g, s, "piggyback")
    refused(g, s2, "points 100", "keeper_not_now")    # building on it: a continuation
    s, ev = play(g, s, "fresh", "points 100")
    assert kinds(ev) == ["banked", "turn_passed"] and s.totals == (50, 100)
    s, _ = play(g, s, "roll 1 2 3 4 6", "take 1", "throw")
    refused(g, s, "points 100", "keeper_not_now")     # mid-turn throw


@pytest.mark.parametrize("action,code", [
    (Action("points", (-50,)), "bad_points"), (Action("points", (25,)), "points_unreachable"),
    (Action("points", (1010,)), "points_unreachable"), (Action("points", ()), "bad_points"),
])
def test_farkle_wrong_points_are_refused(action, code):
    g, s = new("detroit")
    refused(g, s, action, code)


# --------------------------------------------------------------------------- shelf positions
def test_zonk_shelf_groups_carry_their_tray_positions():
    g, s = new("zonk", 2)
    s, _ = play(g, s, "roll 2 5 3 5 4 6", "take 5 5", "throw", "roll 1 3 4 6", "take 1")
    shelf = g.table(s).shelf
    assert [(x.dice, x.positions) for x in shelf] == [((5, 5), (1, 3)), ((1,), (0,))]
    g, s = new("zonk", 2, keep_all_combinations=True)
    s, _ = play(g, s, "roll 1 1 5 5 3 3")
    (group,) = g.table(s).shelf
    assert group.combination == "three_pairs" and group.positions == (2, 3, 4, 5, 0, 1)


def test_detroit_shelf_shows_the_colours_of_the_dice_set_aside():
    g, s = new("detroit")
    s, _ = play(g, s, "roll 3 5 1 5 2 2", "take 5 5 1")
    (group,) = g.table(s).shelf
    assert group.dice == (5, 5, 1) and group.positions == (1, 3, 2)
    assert [COLOURS[p] for p in group.positions] == ["white", "red", "red"]
    s, _ = play(g, s, "throw", "roll 1 1 1", "take 1 1 1")   # thrown at positions 0, 4, 5
    assert g.table(s).shelf[-1].positions == (0, 4, 5)


# --------------------------------------------------------------------------- records
def record(game_id, actions, players=2, **options):
    g = make_game(game_id, options)
    return Record(game_id, tuple(PlayerEntry(f"P{i}") for i in range(players)),
                  g.rules.to_options(), 0, "", tuple(actions))


def test_keeper_records_round_trip_replay_and_correct():
    rec = record("zdorovo", ("final 2 6 6 6 5 5", "score sixes", "final 1 1 1 1 2 2",
                             "score ones"))
    assert loads(dumps(rec)) == rec
    g = make_game("zdorovo")
    assert g.scoresheet(replay(rec).state).value("sixes", 0) == 18
    fixed = rec.with_actions(rec.actions + (correction(0, "final 3 6 6 6 6 5"),))
    result = replay(loads(dumps(fixed)))
    assert g.scoresheet(result.state).value("sixes", 0) == 24 and result.corrected == {0}
    text = transcript(fixed)
    assert "(corrected)" in text and "now: final 3 6 6 6 6 5" in text
    # a keeper input and a throw are both throws: either corrects the other
    played = rec.with_actions(rec.actions + (correction(2, "roll 1 1 1 1 1"),))
    assert g.scoresheet(replay(played).state).value("ones", 1) == 5
    back = record("zdorovo", ("roll 1 2 3 4 5", "score ones", correction(0, "final 1 1 1 1 1 1")))
    assert g.scoresheet(replay(back).state).value("ones", 0) == 5


def test_zonk_correction_turns_a_bank_into_a_six_of_a_kind():
    rec = record("zonk", ("points 300", "points 0", "points 120"), players=3)
    fixed = rec.with_actions(rec.actions + (correction(1, "six_of_a_kind 6"),))
    g = make_game("zonk")
    assert g.outcome(replay(rec).state) is None
    with pytest.raises(RecordError) as e:              # the game ended: entry 2 is now illegal
        replay(fixed)
    assert e.value.code == "illegal_event" and e.value.index == 2
    ended = record("zonk", ("points 300", "points 0", correction(1, "six_of_a_kind 6")), 3)
    assert g.outcome(replay(ended).state).winners == (1,)


@pytest.mark.parametrize("game_id,actions,line", [
    ("zdorovo", ("final 2 6 6 6 5 5", "score sixes"), "correct 0 score ones"),
    ("zdorovo", ("final 2 6 6 6 5 5", "score sixes"), "correct 1 final 1 1 1 1 1 1"),
    ("chicago", ("points 300", "roll 5 2 3 4 4", "take 5"), "correct 2 points 50"),
    ("chicago", ("points 300",), "correct 0 bank"),
])
def test_keeper_inputs_are_corrected_by_throws_only(game_id, actions, line):
    with pytest.raises(RecordError) as e:
        replay(record(game_id, actions + (line,)))
    assert e.value.code == "bad_correction" and e.value.index == len(actions)


def test_a_keeper_verb_in_a_game_without_it_is_refused_on_replay():
    with pytest.raises(RecordError) as e:
        replay(record("chicago", ("six_of_a_kind 3",)))
    assert e.value.code == "illegal_event" and e.value.index == 0


# --------------------------------------------------------------------------- mixed random play
def keeper_action(g, s, pick: random.Random) -> Action:
    """A random score-keeping input accepted now (retrying a refused opening bank)."""
    verbs = g.keeper_inputs(s)
    if "final" in verbs:
        n = pick.randint(1, g.table(s).max_throws)
        return Action("final", (n, *(pick.randint(1, 6) for _ in range(g.dice_to_throw(s)))))
    if "six_of_a_kind" in verbs and pick.random() < 0.03:
        return Action("six_of_a_kind", (pick.randint(1, 6),))
    step = 1 if g.id == "zonk" else 50
    points = step * pick.choice([0, pick.randint(1, 12)])
    try:
        g.apply(s, Action("points", (points,)))
    except IllegalActionError as e:
        assert e.code == "opening_minimum"
        points = 0
    return Action("points", (points,))


def check_shelf(g, s):
    """Every shelf group names one tray position per die; this series' dice still lie there."""
    view = g.table(s)
    for group in view.shelf:
        assert len(group.positions) == len(group.dice)
        if group.series == s.series:
            assert tuple(view.dice[p] for p in group.positions) == group.dice


CASES = [(gid, preset) for gid in game_ids() for preset in game_info(gid).presets]


@pytest.mark.parametrize("game_id,preset", CASES)
def test_mixed_random_games_reach_their_outcome_and_replay(game_id, preset):
    info = game_info(game_id)
    g = info.make(preset=preset)
    pick = random.Random(f"{game_id}:{preset}")
    players = max(info.min_players, 3)
    s = g.new_initial_state(players, 1)
    log = []
    for _ in range(20000):
        who = g.current_player(s)
        if who == TERMINAL:
            break
        assert not {a.verb for a in g.legal_actions(s)} & set(g.keeper_verbs)
        if who == CHANCE and g.keeper_inputs(s) and pick.random() < 0.6:
            a = keeper_action(g, s, pick)
        elif who == CHANCE:
            a = roll_action(g, s, f"{game_id}:{len(log)}")
        else:
            assert g.keeper_inputs(s) == ()
            a = pick.choice(g.legal_actions(s))
        s = g.apply(s, a).state
        log.append(a.to_str())
        check_shelf(g, s)
    else:
        raise AssertionError("game did not end")
    assert g.outcome(s) is not None and g.keeper_inputs(s) == ()
    assert any(x.split()[0] in g.keeper_verbs for x in log)
    rec = Record(game_id, tuple(PlayerEntry(f"P{i}") for i in range(players)),
                 g.rules.to_options(), 1, "", tuple(log))
    assert replay(loads(dumps(rec))).state == s
