"""Options that change nothing are named (New game hides them): Zonk's duel and multi-round
options, sub-options without their parent, Здорово's match options, Chicago's colour pairs —
and changing an option named inactive really changes no game."""
from __future__ import annotations

import pytest

from dicegames.ai.bots import choose
from dicegames.engine import game_info, roll_action


def inactive(game_id, players, **options):
    return game_info(game_id).rules(options).inactive(players)


def test_zonk_duel_hides_the_multi_round_options_and_a_stake_hides_the_points():
    duel = inactive("zonk", 2)
    assert {"multi_end", "rounds", "target_check", "rotate_first_player"} <= duel
    assert {"money_per_point", "six_kind_payment", "target"} <= duel      # a fixed stake
    difference = inactive("zonk", 2, duel_settlement="difference")
    assert "money_per_point" not in difference and "target" not in difference
    assert "duel_settlement" not in duel and "duel_tie" not in duel


def test_zonk_multi_round_hides_the_duel_options_and_the_other_end():
    multi = inactive("zonk", 3)
    assert {"duel_settlement", "duel_tie", "rounds"} <= multi and "target" not in multi
    by_rounds = inactive("zonk", 4, multi_end="rounds")
    assert "target_check" in by_rounds and "rounds" not in by_rounds
    assert inactive("zonk", 2, match_format="multi") == inactive("zonk", 3)


def test_sub_options_show_with_their_parent():
    assert {"free_reroll_scope", "six_kind_as_two_triples", "six_kind_round_points"} \
        <= inactive("zonk", 3)
    on = inactive("zonk", 3, free_reroll=True, six_kind_scope="first_throw_of_turn",
                  six_kind_effect="win_round")
    assert not {"free_reroll_scope", "six_kind_as_two_triples", "six_kind_round_points"} & on


def test_zdorovo_chicago_and_the_rest():
    assert inactive("zdorovo", 2) == {"series_games", "target"}
    assert inactive("zdorovo", 2, match="series") == {"target"}
    assert inactive("zdorovo", 2, match="target") == {"series_games"}
    assert inactive("chicago", 2) == {"colour_pairs_distinct"}
    assert inactive("detroit", 2) == frozenset()
    assert inactive("school", 3) == inactive("zanzibar", 3) == frozenset()


def play(game_id, players, options, seed):
    game = game_info(game_id).make(options)
    s = game.new_initial_state(players, 0)
    actions = []
    for _ in range(5000):
        if game.outcome(s) is not None:
            break
        a = roll_action(game, s, seed) if game.current_player(s) < 0 else choose(game, s)
        actions.append(a.to_str())
        s = game.apply(s, a).state
    return actions, game.outcome(s)


CHANGES = {"multi_end": "rounds", "rounds": 3, "target_check": "immediate",
           "rotate_first_player": True, "money_per_point": 7, "six_kind_payment": 123,
           "target": 300, "duel_settlement": "difference", "duel_tie": "replay",
           "free_reroll_scope": "all_six", "six_kind_as_two_triples": True,
           "six_kind_round_points": 99, "series_games": 5, "colour_pairs_distinct": False}


@pytest.mark.parametrize("game_id,players,options", [
    ("zonk", 2, {}), ("zonk", 3, {}), ("zonk", 3, {"multi_end": "rounds", "rounds": 4}),
    ("zdorovo", 2, {}), ("zdorovo", 2, {"match": "series"}), ("chicago", 2, {})])
def test_an_inactive_option_changes_no_game(game_id, players, options):
    rules = game_info(game_id).rules(options)
    for key in sorted(rules.inactive(players)):
        if key not in CHANGES or key in options:
            continue
        for seed in ("a", "b"):
            assert play(game_id, players, options, seed) == \
                play(game_id, players, {**options, key: CHANGES[key]}, seed), key
