"""«Здорово!» (RULES.md §003): every table row, worked example and option."""
from __future__ import annotations

import pytest

from dicegames.engine import (
    TERMINAL,
    GameOver,
    IllegalActionError,
    MatchGameEnded,
    OptionError,
    make_game,
)

from .helpers import play


def points(dice, **options):
    report = make_game("zdorovo", options).score(tuple(dice))
    return {e.id: e.points for e in report.entries}


@pytest.mark.parametrize("face,cat", [(1, "ones"), (2, "twos"), (3, "threes"), (4, "fours"),
                                      (5, "fives"), (6, "sixes")])
def test_number_boxes_score_face_times_count(face, cat):
    dice = [face, face, face] + [f for f in (1, 2, 3, 4, 5, 6) if f != face][:2]
    assert points(dice)[cat] == 3 * face
    assert points([f for f in (1, 2, 3, 4, 5, 6) if f != face][:5])[cat] == 0


def test_worked_example_66233():
    p = points([6, 6, 2, 3, 3])
    assert (p["sixes"], p["threes"], p["twos"], p["big_hand"], p["full_house"]) == (12, 6, 2, 20, 0)


def test_worked_example_66655():
    p = points([6, 6, 6, 5, 5])
    assert (p["full_house"], p["big_hand"], p["sixes"], p["fives"]) == (28, 28, 18, 10)


def test_worked_example_33333_and_full_house_option():
    p = points([3, 3, 3, 3, 3])
    assert (p["zdorovo"], p["threes"], p["big_hand"], p["full_house"]) == (50, 15, 15, 0)
    assert points([3, 3, 3, 3, 3], full_house_allows_five_kind="true")["full_house"] == 15


def test_straights():
    assert points([1, 2, 3, 4, 5])["little_straight"] == 20
    assert points([5, 4, 3, 2, 1])["big_straight"] == 0
    assert points([2, 3, 4, 5, 6])["big_straight"] == 25
    assert points([6, 5, 4, 3, 2])["little_straight"] == 0
    p = points([1, 2, 3, 4, 6])
    assert p["little_straight"] == p["big_straight"] == 0


def test_big_hand_has_no_cap_and_zdorovo_needs_five_alike():
    assert points([6, 6, 6, 6, 6])["big_hand"] == 30
    assert points([6, 6, 6, 6, 5])["big_hand"] == 29
    assert points([6, 6, 6, 6, 6])["zdorovo"] == 50
    assert points([6, 6, 6, 6, 5])["zdorovo"] == 0
    assert points([1, 1, 1, 1, 1])["big_hand"] == 5


def test_full_house_needs_three_and_two_different():
    assert points([2, 2, 2, 2, 3])["full_house"] == 0
    assert points([1, 1, 4, 4, 4])["full_house"] == 14


def test_score_best_is_the_largest_entry():
    report = make_game("zdorovo").score((6, 6, 6, 5, 5))
    assert report.best == 28
    with pytest.raises(IllegalActionError):
        make_game("zdorovo").score((6, 6, 6, 5))


def play_game(g, s, dice_by_player):
    """Whole game in which each player throws the same dice every turn and fills cells in order."""
    game_no = s.game_no
    events = []
    while g.current_player(s) != TERMINAL and s.game_no == game_no:
        p = s.current
        s, _ = play(g, s, "roll " + " ".join(map(str, dice_by_player[p])))
        first_open = next(a for a in g.legal_actions(s) if a.verb == "score")
        step = g.apply(s, first_open)
        s = step.state
        events.extend(step.events)
    return s, events


def test_single_game_highest_total_wins():
    g = make_game("zdorovo")
    s, ev = play_game(g, g.new_initial_state(2), {0: (6, 6, 6, 6, 6), 1: (1, 1, 1, 1, 1)})
    assert g.current_player(s) == TERMINAL
    out = g.outcome(s)
    assert out.winners == (0,) and out.reason == "highest_total"
    assert [st.player for st in out.standings] == [0, 1]
    assert any(isinstance(e, GameOver) for e in ev)


def test_tie_leads_to_extra_game_among_tied_only():
    g = make_game("zdorovo")
    s, ev = play_game(g, g.new_initial_state(3), {0: (6, 6, 6, 6, 6), 1: (6, 6, 6, 6, 6),
                                                   2: (1, 1, 1, 1, 1)})
    assert g.current_player(s) != TERMINAL and s.extra and set(s.seats) == {0, 1}
    assert any(isinstance(e, MatchGameEnded) for e in ev)
    s, ev = play_game(g, s, {0: (2, 2, 2, 2, 2), 1: (3, 3, 3, 3, 3)})
    out = g.outcome(s)
    assert out.winners == (1,) and out.reason == "highest_total_after_extra_game"
    assert out.standings[0].player == 1 and out.standings[1].place == 2


def test_series_most_games_won():
    g = make_game("zdorovo", {"match": "series", "series_games": "3"})
    s = g.new_initial_state(2)
    s, _ = play_game(g, s, {0: (6,) * 5, 1: (1,) * 5})
    assert s.game_no == 2 and s.seats == (1, 0)       # the first player rotates
    s, _ = play_game(g, s, {0: (1,) * 5, 1: (6,) * 5})
    s, _ = play_game(g, s, {0: (6,) * 5, 1: (1,) * 5})
    out = g.outcome(s)
    assert out.winners == (0,) and out.reason == "most_games_won"
    assert g.scoresheet(s).value("games_won", 0) == 2


def test_target_accumulates_and_highest_over_target_wins():
    g = make_game("zdorovo", {"match": "target", "target": "500"})
    s = g.new_initial_state(2)
    n = 0
    while g.current_player(s) != TERMINAL:
        s, _ = play_game(g, s, {0: (6,) * 5, 1: (5,) * 5})
        n += 1
    # player 0 scores 6*5*... per game: sixes 30, big_hand 30, zdorovo 50, full_house 0 ...
    out = g.outcome(s)
    assert out.winners == (0,) and out.reason == "target_reached"
    assert g.accumulated(s)[0] >= 500 and n >= 2
    assert out.standings[0].points == g.accumulated(s)[0]


def test_target_tie_over_target_goes_to_extra_game():
    g = make_game("zdorovo", {"match": "target", "target": "100"})
    s, _ = play_game(g, g.new_initial_state(2), {0: (6,) * 5, 1: (6,) * 5})
    assert s.extra and g.current_player(s) != TERMINAL


def test_bad_options_are_refused():
    with pytest.raises(OptionError):
        make_game("zdorovo", {"match": "league"})
    with pytest.raises(OptionError):
        make_game("zdorovo", {"throws": "1"})
