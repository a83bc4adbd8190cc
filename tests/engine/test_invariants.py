"""Random play over every registered game and preset: the engine's invariants hold."""
from __future__ import annotations

from fractions import Fraction

import pytest

from dicegames.engine import (
    CHANCE,
    TERMINAL,
    Action,
    IllegalActionError,
    PlayerEntry,
    Record,
    dumps,
    game_ids,
    game_info,
    loads,
    replay,
)
from dicegames.engine.registry import GAME_MODULES

from .helpers import random_game

CASES = [(gid, preset) for gid in game_ids() for preset in game_info(gid).presets]


@pytest.mark.parametrize("game_id,preset", CASES)
@pytest.mark.parametrize("seed", ["s1", "s2", "s3"])
def test_random_play_keeps_invariants(game_id, preset, seed):
    info = game_info(game_id)
    game = info.make(preset=preset)
    players = max(info.min_players, min(info.max_players, 2 + len(seed + preset) % 3))
    first, actions, final = random_game(game, players, f"{game_id}:{preset}:{seed}")
    state = game.new_initial_state(players, first)
    summed = set()      # the outcomes of n dice are the same at every throw of n dice
    for a in actions:
        who = game.current_player(state)
        assert who != TERMINAL
        if who == CHANCE:
            if game.dice_to_throw(state) not in summed:
                summed.add(game.dice_to_throw(state))
                outcomes = list(game.chance_outcomes(state))
                assert sum(p for _, p in outcomes) == Fraction(1)
                assert all(p > 0 for _, p in outcomes)
            assert game.legal_actions(state) == ()
            # a wrong number of dice is refused
            with pytest.raises(IllegalActionError):
                game.apply(state, Action("roll", a.args + (1,)))
        else:
            legal = game.legal_actions(state)
            assert legal and a in legal
            assert len(set(legal)) == len(legal)
            assert all(Action.from_str(x.to_str()) == x for x in legal)
            with pytest.raises(IllegalActionError):
                game.apply(state, Action("no_such_move"))
            with pytest.raises(IllegalActionError):
                game.apply(state, Action("roll", (1,)))
            assert game.outcome(state) is None
        game.scoresheet(state)
        state = game.apply(state, a).state
    assert state == final
    outcome = game.outcome(final)
    assert outcome is not None and outcome.winners
    assert {s.player for s in outcome.standings} == set(range(players))
    with pytest.raises(IllegalActionError):
        game.apply(final, Action("roll", (1, 1, 1)))
    # record round-trip and replay equality
    record = Record(game_id, tuple(PlayerEntry(f"P{i}") for i in range(players)),
                    game.rules.to_options(), first,
                    "seed", tuple(a.to_str() for a in actions))
    again = loads(dumps(record))
    assert again == record
    assert replay(again).state == final


def test_registry_table_matches_the_game_modules():
    for gid in game_ids():
        info = game_info(gid)
        assert info.id == gid
        assert info.game_cls.__module__ == f"dicegames.engine.games.{GAME_MODULES[gid]}"
    assert game_ids() == ("zonk", "chicago", "detroit", "school", "zdorovo", "zanzibar")
    assert [game_info(g).source for g in game_ids()] == sorted(game_info(g).source
                                                               for g in game_ids())


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_to_its_end_with_the_most_players_it_allows(game_id):
    info = game_info(game_id)
    game = info.make()
    first, actions, final = random_game(game, info.max_players, f"full-table:{game_id}")
    outcome = game.outcome(final)
    assert {s.player for s in outcome.standings} == set(range(info.max_players))
