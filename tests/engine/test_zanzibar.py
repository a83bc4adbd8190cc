"""«Занзибар» / «421» (RULES.md §004): the ranking, worked examples, E1–E10, every option."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from dicegames.engine import (
    CHANCE,
    TERMINAL,
    Action,
    CellState,
    ChipsMoved,
    GameOver,
    IllegalActionError,
    OptionError,
    PlayerLeft,
    RoundEnded,
    Termination,
    make_game,
)
from dicegames.engine.games.zanzibar import HandKept, PhaseChanged, RoundDecided

from .helpers import play

A, B, C, D = 0, 1, 2, 3

# RULES.md §004.1 "Full ranking of the 56 combinations", strongest first: hand:chips.
RANKING = """
421:10 111:7 666:6 611:6 555:5 511:5 444:4 411:4 333:3 311:3 222:2 211:2
654:2 543:2 432:2 321:2
665:1 664:1 663:1 662:1 661:1 655:1 653:1 652:1 651:1 644:1 643:1 642:1 641:1
633:1 632:1 631:1 622:1 621:1 554:1 553:1 552:1 551:1 544:1 542:1 541:1
533:1 532:1 531:1 522:1 521:1 443:1 442:1 441:1 433:1 431:1 422:1 332:1 331:1 322:1
221:4
""".split()
FRENCH_TOP = "421 111 611 666 511 555 411 444 311 333 211 222".split()
# ways out of 216 for one roll of three dice (RULES.md table)
WAYS = {h.split(":")[0]: (1 if len(set(h[:3])) == 1 else 3 if len(set(h[:3])) == 2 else 6)
        for h in RANKING}


def new(players=3, first=A, **options):
    g = make_game("zanzibar", {k: str(v) for k, v in options.items()})
    return g, g.new_initial_state(players, first)


def hand(g, s, faces: str):
    """One throw of `faces` (e.g. "652"), kept at once (by `stop`, or automatically)."""
    s, events = play(g, s, "roll " + " ".join(faces))
    if g.current_player(s) >= 0:
        s, more = play(g, s, "stop")
        events += more
    return s, events


def rounds(g, s, *hands):
    """Play hands in throwing order, one throw each; return (state, events)."""
    events = []
    for faces in hands:
        s, ev = hand(g, s, faces)
        events += ev
    return s, events


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# --------------------------------------------------------------------------- ranking
def test_the_table_has_all_56_hands_once():
    assert len(RANKING) == 56 and sum(WAYS.values()) == 216


@pytest.mark.parametrize("rank,row", list(enumerate(RANKING, 1)))
def test_ranking_row(rank, row):
    hand_, chips = row.split(":")
    report = make_game("zanzibar").score(tuple(int(f) for f in reversed(hand_)))
    (entry,) = report.entries
    assert (entry.id, entry.rank, entry.chips, entry.points, report.best) == \
        (hand_, rank, int(chips), int(chips), int(chips))


def test_ranking_with_pure_wins_ties():
    g = make_game("zanzibar", {"pure_vs_triple": "pure_wins_ties"})
    order = sorted((h.split(":")[0] for h in RANKING),
                   key=lambda h: g.score(tuple(map(int, h))).entries[0].rank)
    assert order[:12] == FRENCH_TOP and order[12:] == [h.split(":")[0] for h in RANKING[12:]]
    assert [g.score(tuple(map(int, h))).entries[0].chips for h in FRENCH_TOP] == \
        [10, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2]


def test_text_examples_of_the_order():
    rank = {h: make_game("zanzibar").score(tuple(map(int, h))).entries[0].rank
            for h in ("666", "611", "411", "333", "621", "554", "521", "433")}
    assert rank["666"] < rank["611"] and rank["411"] < rank["333"]
    assert rank["621"] < rank["554"] and rank["521"] < rank["433"]


def test_score_needs_three_dice():
    with pytest.raises(IllegalActionError) as e:
        make_game("zanzibar").score((4, 2))
    assert e.value.code == "wrong_dice_count"


# --------------------------------------------------------------------------- probabilities
def test_single_roll_probabilities_of_every_hand_class_and_chip_value():
    g, s = new()
    by_hand = Counter()
    for action, p in g.chance_outcomes(s):
        by_hand[g.score(action.args).entries[0].id] += p
    assert sum(by_hand.values()) == 1
    assert by_hand == {h: Fraction(w, 216) for h, w in WAYS.items()}
    by_value = Counter()
    for h, p in by_hand.items():
        by_value[g.score(tuple(map(int, h))).best] += p
    assert by_value == {10: Fraction(6, 216), 7: Fraction(1, 216), 6: Fraction(4, 216),
                        5: Fraction(4, 216), 4: Fraction(7, 216), 3: Fraction(4, 216),
                        2: Fraction(28, 216), 1: Fraction(162, 216)}
    assert by_hand["421"] == Fraction(1, 36) and by_hand["111"] == Fraction(1, 216)
    assert sum(by_hand[h] for h in ("654", "543", "432", "321")) == Fraction(1, 9)


def test_rethrow_odds_cover_only_the_dice_thrown():
    g, s = new()
    s, _ = play(g, s, "roll 4 2 6", "reroll 2")
    outcomes = g.chance_outcomes(s)
    assert len(outcomes) == 6 and all(p == Fraction(1, 6) for _, p in outcomes)


# --------------------------------------------------------------------------- worked examples
def test_worked_example_loading_round():
    g, s = new()
    s, ev = play(g, s, "roll 5 5 1", "reroll 2", "roll 3")
    assert g.table(s).dice == (5, 5, 3) and g.table(s).throw == 2
    s, ev = play(g, s, "stop")
    assert of(ev, HandKept) == [HandKept(A, "553", 2, False, "round_1")]
    assert g.table(s).max_throws == 2 and s.current == B
    s, ev = play(g, s, "roll 6 1 1", "stop")
    assert g.table(s).max_throws == 1 and s.current == C
    s, ev = play(g, s, "roll 3 2 2")                 # C's only throw: kept automatically
    assert of(ev, HandKept) == [HandKept(C, "322", 1, True, "round_1")]
    assert of(ev, RoundDecided) == [RoundDecided(C, B, "611", "322", 6)]
    assert of(ev, ChipsMoved) == [ChipsMoved(C, source=None, target=C, chips=6)]
    assert s.pot == 15 and s.hold == (0, 0, 6)
    assert g.current_player(s) == CHANCE and s.current == C and s.order == (C, A, B)
    assert g.table(s).max_throws == 3 and g.table(s).get("starter") == C


def test_worked_example_tie_earlier_identical_worst_loses():
    g, s = new()
    s, ev = rounds(g, s, "652", "433", "433")
    assert of(ev, RoundDecided) == [RoundDecided(B, A, "652", "433", 1)]
    assert s.hold == (0, 1, 0) and s.current == B


def test_identical_best_hands_the_later_thrower_ranks_higher():
    g, s = new()
    s, ev = rounds(g, s, "421", "421", "652")
    assert of(ev, RoundDecided)[0].best == B and s.hold == (0, 0, 10)


def test_all_221_the_earliest_takes_4_literal_rule():
    """E1: 221 prices the round only when it is the best hand, i.e. everybody holds it."""
    g, s = new()
    s, ev = rounds(g, s, "221", "221", "221")
    assert of(ev, RoundDecided) == [RoundDecided(A, C, "221", "221", 4)]
    assert s.hold == (4, 0, 0)


def to_unloading(g, s):
    """3 players, chips=12: loading ends with A 5, B 3, C 4 (B took the last 3 of 4 due)."""
    s, _ = rounds(g, s, "444", "665", "652")           # C +4, pot 8
    s, _ = rounds(g, s, "555", "652", "653")           # order C A B: A +5, pot 3
    assert s.order == (A, B, C)
    s, ev = rounds(g, s, "444", "621", "665")          # B is due 4 but takes the last 3
    return s, ev


def test_pot_running_out_the_loser_takes_what_remains_and_loading_ends():
    g, s = new(chips=12)
    s, ev = to_unloading(g, s)
    assert of(ev, RoundDecided)[0].value == 4
    assert of(ev, ChipsMoved) == [ChipsMoved(B, source=None, target=B, chips=3)]
    assert of(ev, PhaseChanged) == [PhaseChanged(None, "unloading")] and not of(ev, PlayerLeft)
    assert (s.pot, s.phase, s.hold, s.order) == (0, "unloading", (5, 3, 4), (B, C, A))


def test_nobody_leaves_during_loading_even_with_zero_chips():
    """E10: A may hold 0 chips in the middle of loading and still plays every round."""
    g, s = new(chips=12)
    s, _ = rounds(g, s, "444", "665", "652")
    assert s.hold == (0, 0, 4) and s.active == (A, B, C) and s.order == (C, A, B)


def test_worked_example_unloading_best_gives_only_what_he_holds_and_leaves():
    g, s = new(chips=12)
    s, _ = to_unloading(g, s)
    s, ev = rounds(g, s, "666", "652", "653")          # B (3 chips) has 666 worth 6
    assert of(ev, RoundDecided) == [RoundDecided(C, B, "666", "652", 6)]
    assert of(ev, ChipsMoved) == [ChipsMoved(C, source=B, target=C, chips=3)]
    assert of(ev, PlayerLeft) == [PlayerLeft(B, "no_chips")]
    assert s.hold == (5, 0, 7) and s.active == (A, C) and s.left == (B,)
    assert g.outcome(s) is None and s.order == (C, A) and g.current_player(s) == CHANCE
    sheet = g.scoresheet(s)
    assert [sheet.row("round_4").cells[p].value for p in (A, B, C)] == [0, -3, 3]
    assert sheet.row("round_5").cells[B].note == "left"
    assert sheet.row("round_5").cells[B].state == CellState.EMPTY


def test_unloading_best_gives_the_full_value_when_he_has_it():
    g, s = new(chips=12)
    s, _ = to_unloading(g, s)
    s, ev = rounds(g, s, "652", "322", "665")          # best A 665 (1), worst C 322
    assert of(ev, ChipsMoved) == [ChipsMoved(C, source=A, target=C, chips=1)]
    assert s.hold == (4, 3, 5) and not of(ev, PlayerLeft)


# --------------------------------------------------------------------------- end of the game
def test_zero_chip_players_win_together_then_the_last_holder_loses():
    g, s = new(players=4, chips=7)
    s, _ = rounds(g, s, "666", "652", "665", "664")    # B +6, pot 1
    s, ev = rounds(g, s, "665", "652", "664", "663")   # order B C D A: C +1, pot 0
    assert of(ev, PlayerLeft) == [PlayerLeft(D, "no_chips"), PlayerLeft(A, "no_chips")]
    assert s.left == (D, A) and s.active == (B, C) and s.order == (C, B)
    assert g.outcome(s) is None
    s, ev = rounds(g, s, "421", "652")                 # C (1 chip) gives 1 and leaves
    assert of(ev, ChipsMoved) == [ChipsMoved(B, source=C, target=B, chips=1)]
    assert of(ev, GameOver) == [GameOver(B, (A, C, D), Termination.LAST_HOLDER)]
    assert g.current_player(s) == TERMINAL and g.legal_actions(s) == ()
    out = g.outcome(s)
    assert out.winners == (A, C, D) and out.reason == "last_holder"
    assert [(st.player, st.place, st.points) for st in out.standings] == \
        [(D, 1, 0), (A, 1, 0), (C, 1, 0), (B, 4, 7)]
    sheet = g.scoresheet(s)
    assert [r.id for r in sheet.rows] == ["round_1", "round_2", "round_3", "chips"]
    r3 = sheet.row("round_3").cells
    assert [(c.state, c.note) for c in (r3[A], r3[D])] == [(CellState.EMPTY, "left")] * 2
    assert (r3[B].value, r3[B].note, r3[C].value, r3[C].note) == (1, "652", -1, "421")
    chips = sheet.row("chips")
    assert chips.total and [c.value for c in chips.cells] == [0, 7, 0, 0]
    assert all(c.state == CellState.COMPUTED for c in chips.cells)
    assert sheet.current is None and dict(sheet.info)["phase"] == "unloading"
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action("roll", (1, 2, 3)))
    assert e.value.code == "game_over"


def test_single_holder_right_after_loading_loses_at_once():
    """E10: the whole pot in one round — the others win together, the game is over."""
    g, s = new(players=4, chips=6)
    s, ev = rounds(g, s, "666", "652", "665", "664")
    assert [e.kind for e in ev[-9:]] == [
        "hand_kept", "round_decided", "chips_moved", "phase_changed", "player_left",
        "player_left", "player_left", "round_ended", "game_over"]
    assert of(ev, PlayerLeft) == [PlayerLeft(p, "no_chips") for p in (A, C, D)]
    assert of(ev, GameOver) == [GameOver(B, (A, C, D), Termination.LAST_HOLDER)]
    assert of(ev, RoundEnded) == [RoundEnded(None, 1)]
    assert g.outcome(s).standings[-1].player == B and g.outcome(s).standings[-1].points == 6


def test_one_chip_game():
    g, s = new(players=2, chips=1)
    s, _ = rounds(g, s, "421", "652")
    assert g.outcome(s).winners == (A,) and s.hold == (0, 1)


# --------------------------------------------------------------------------- throw limits
def test_limit_follows_the_previous_player_and_never_grows():
    g, s = new(players=4)
    s, _ = play(g, s, "roll 1 2 3", "reroll 0 2", "roll 6 5")
    assert s.dice == (6, 2, 5)                          # faces go to positions in order
    s, ev = play(g, s, "reroll 1", "roll 2")            # A's 3rd throw: kept automatically
    assert of(ev, HandKept) == [HandKept(A, "652", 3, True, "round_1")]
    assert g.table(s).max_throws == 3
    s, _ = play(g, s, "roll 1 1 3", "reroll 2", "roll 5", "stop")   # B stops after 2
    assert g.table(s).max_throws == 2
    s, ev = play(g, s, "roll 4 4 4", "stop")             # C stops after 1
    assert g.table(s).max_throws == 1 and s.current == D
    s, ev = play(g, s, "roll 2 2 3")                     # D: one throw only
    assert of(ev, HandKept)[0].automatic and of(ev, RoundEnded)
    assert g.table(s).max_throws == 3                    # a new round: the starter has 3


def test_limit_reference_starter_the_starter_sets_the_number():
    g, s = new(players=3, limit_reference="starter")
    s, _ = play(g, s, "roll 1 2 3", "reroll 0", "roll 6", "stop")   # A: 2 throws
    s, _ = play(g, s, "roll 6 6 5", "stop")                        # B: 1 throw
    assert g.table(s).max_throws == 2 and s.current == C
    s, ev = play(g, s, "roll 1 1 2", "reroll 2", "roll 6")          # C still has 2
    assert of(ev, HandKept) == [HandKept(C, "611", 2, True, "round_1")]


def test_limit_cannot_be_exceeded_and_illegal_actions_are_refused():
    g, s = new()
    s, _ = play(g, s, "roll 5 5 1", "stop")
    s, _ = play(g, s, "roll 6 1 1")                      # B's limit is 1: kept at once
    assert g.current_player(s) == CHANCE and s.current == C
    with pytest.raises(IllegalActionError) as e:
        g.apply(s, Action.from_str("stop"))
    assert e.value.code == "dice_expected"
    for bad, code in (("roll 1 2", "wrong_dice_count"), ("roll 1 2 7", "bad_face"),
                      ("roll 1 2 3 4", "wrong_dice_count")):
        with pytest.raises(IllegalActionError) as e:
            g.apply(s, Action.from_str(bad))
        assert e.value.code == code
    g2, s2 = new()
    s2, _ = play(g2, s2, "roll 1 2 3")
    assert g2.legal_actions(s2) == tuple(Action.from_str(a) for a in (
        "reroll 0", "reroll 1", "reroll 2", "reroll 0 1", "reroll 0 2", "reroll 1 2",
        "reroll 0 1 2", "stop"))
    for bad, code in (("reroll 2 0", "illegal_action"), ("reroll", "illegal_action"),
                      ("reroll 3", "illegal_action"), ("roll 1 2 3", "no_throw_pending"),
                      ("take 1", "illegal_action")):
        with pytest.raises(IllegalActionError) as e:
            g2.apply(s2, Action.from_str(bad))
        assert e.value.code == code
    s2, _ = play(g2, s2, "reroll 0 1")
    with pytest.raises(IllegalActionError) as e:
        g2.apply(s2, Action.from_str("roll 4 4 4"))
    assert e.value.code == "wrong_dice_count"


def test_any_die_may_be_rethrown_on_every_throw():
    """E7: a die kept on throw 2 may be re-thrown on throw 3."""
    g, s = new()
    s, _ = play(g, s, "roll 4 2 3", "reroll 2", "roll 1", "reroll 0 1 2", "roll 6 6 6")
    assert s.hands == ("666",)


# --------------------------------------------------------------------------- options
def test_dry_loading_one_throw_each_while_loading_only():
    """E8: «всухую» limits the loading phase; unloading keeps up to 3 throws."""
    g, s = new(players=2, chips=2, dry_loading="true")
    assert g.table(s).max_throws == 1
    s, ev = play(g, s, "roll 6 5 2")
    assert of(ev, HandKept) == [HandKept(A, "652", 1, True, "round_1")]
    s, ev = play(g, s, "roll 6 5 3")
    assert s.hold == (1, 0) and s.phase == "loading"
    s, ev = play(g, s, "roll 6 5 2", "roll 6 6 5")       # A takes the last chip
    assert s.phase == "unloading" and s.hold == (2, 0)   # B has 0: wins; A alone → over
    assert g.outcome(s).winners == (B,)
    g, s = new(players=3, chips=2, dry_loading="true")
    s, _ = play(g, s, "roll 6 5 2", "roll 6 5 3", "roll 6 5 5")     # A +1
    s, _ = play(g, s, "roll 6 6 5", "roll 6 6 4", "roll 5 2 1")     # order A B C: C +1
    assert s.phase == "unloading" and s.active == (A, C) and g.table(s).max_throws == 3
    s, _ = play(g, s, "roll 1 2 3")
    assert Action.from_str("reroll 0") in g.legal_actions(s)


def test_without_dry_loading_the_starter_may_rethrow_while_loading():
    g, s = new()
    s, _ = play(g, s, "roll 1 2 3")
    assert Action.from_str("reroll 0") in g.legal_actions(s)


@pytest.mark.parametrize("rule,taken", [("literal", 1), ("loser_min_4", 4),
                                        ("loser_plus_4", 5)])
def test_nenette_rule(rule, taken):
    g, s = new(nenette_rule=rule)
    s, ev = rounds(g, s, "665", "221", "652")
    assert of(ev, RoundDecided)[0].value == taken and s.hold == (0, taken, 0)
    g, s = new(nenette_rule=rule)
    s, _ = rounds(g, s, "421", "221", "652")             # N = 10 is already over 4
    assert s.hold[B] == {"loser_plus_4": 14}.get(rule, 10) and s.pot == 21 - s.hold[B]


def test_nenette_penalty_is_capped_by_the_pot_and_by_the_givers_chips():
    g, s = new(players=2, chips=3, nenette_rule="loser_plus_4")
    s, ev = rounds(g, s, "665", "221")
    assert of(ev, ChipsMoved)[0].chips == 3 and g.outcome(s).winners == (A,)
    g, s = new(chips=12, nenette_rule="loser_plus_4")
    s, _ = to_unloading(g, s)                              # A 5, B 3, C 4; order B C A
    s, ev = rounds(g, s, "665", "221", "652")              # best B (3 chips) owes 1 + 4
    assert of(ev, ChipsMoved) == [ChipsMoved(C, source=B, target=C, chips=3)]


@pytest.mark.parametrize("option,worst", [("triple_wins_ties", B), ("pure_wins_ties", A)])
def test_pure_vs_triple(option, worst):
    g, s = new(players=2, pure_vs_triple=option)
    s, ev = rounds(g, s, "666", "611")
    assert of(ev, RoundDecided)[0].player == worst and s.hold[worst] == 6


def test_a_pure_beats_a_lower_triple_under_both_orders():
    for option in ("triple_wins_ties", "pure_wins_ties"):
        g, s = new(players=2, pure_vs_triple=option)
        s, ev = rounds(g, s, "333", "411")
        assert of(ev, RoundDecided)[0].player == A and s.hold == (4, 0)


@pytest.mark.parametrize("way", ["die_roll", "random", "seat_1"])
def test_first_starter_is_recorded_the_engine_takes_first_player(way):
    g, s = new(players=4, first=C, first_starter=way)
    assert g.rules.first_starter == way and s.current == C and s.order == (C, D, A, B)


def test_chips_option_any_positive_integer():
    g, s = new(chips=50)
    assert s.pot == 50 and g.scoresheet(s).info[0] == ("pot", 50)
    for bad in ({"chips": "0"}, {"chips": "-3"}, {"chips": "many"}, {"first_starter": "dice"},
                {"nenette_rule": "loser"}, {"limit_reference": "dealer"},
                {"pure_vs_triple": "equal"}, {"dry_loading": "maybe"}):
        with pytest.raises(OptionError):
            make_game("zanzibar", bad)


def test_player_count():
    g = make_game("zanzibar")
    for bad in (1, 9):
        with pytest.raises(IllegalActionError) as e:
            g.new_initial_state(bad)
        assert e.value.code == "player_count"
    assert g.new_initial_state(8).order == tuple(range(8))


# --------------------------------------------------------------------------- views
def test_table_and_scoresheet_while_a_round_is_played():
    g, s = new(chips=12)
    s, _ = rounds(g, s, "444", "665", "652")
    # round 2: C keeps 555 after 2 throws, A has thrown once of 2
    s, _ = play(g, s, "roll 5 5 1", "reroll 2", "roll 5", "stop", "roll 6 5 2")
    t = g.table(s)
    assert (t.player, t.dice, t.live, t.throw, t.max_throws) == (A, (6, 5, 2), (0, 1, 2), 1, 2)
    info = dict(t.info)
    assert info == {"pot": 8, "phase": "loading", "chips": (0, 0, 4), "limit": 2,
                    "starter": C, "active": (A, B, C), "round": 2}
    sheet = g.scoresheet(s)
    assert sheet.kind == "zanzibar_rounds" and sheet.current == A
    assert [r.id for r in sheet.rows] == ["round_1", "round_2", "chips"]
    r1 = sheet.row("round_1").cells
    assert [(c.value, c.note, c.state) for c in r1] == [
        (0, "444", CellState.SCORED), (0, "665", CellState.SCORED), (4, "652", CellState.SCORED)]
    r2 = sheet.row("round_2").cells
    assert [(c.value, c.note, c.state) for c in r2] == [
        (None, "", CellState.OPEN), (None, "", CellState.OPEN), (None, "555", CellState.SCORED)]
    assert dict(sheet.info) == {"pot": 8, "phase": "loading", "limit": 2, "round": 2}


def test_scoresheet_rows_carry_the_pot_the_phase_and_the_chips_held_after_each_round():
    g, s = new(players=4, chips=7)
    s, _ = rounds(g, s, "666", "652", "665", "664")    # B +6, pot 1
    s, _ = rounds(g, s, "665", "652", "664", "663")    # C +1, pot 0: unloading
    sheet = g.scoresheet(s)
    assert dict(sheet.row("round_1").info) == {"phase": "loading", "pot": 1}
    assert dict(sheet.row("round_2").info) == {"phase": "loading", "pot": 0}
    assert dict(sheet.row("round_3").info) == {"phase": "unloading", "pot": 0}
    assert [c.running for c in sheet.row("round_1").cells] == [0, 6, 0, 0]
    assert [c.running for c in sheet.row("round_2").cells] == [0, 6, 1, 0]
    assert [c.running for c in sheet.row("round_3").cells] == [None] * 4   # being played
    assert [c.value for c in sheet.row("chips").cells] == [0, 6, 1, 0]
