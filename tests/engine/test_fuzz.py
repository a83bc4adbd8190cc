"""Hypothesis drives every game with arbitrary dice and decisions, including junk input."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicegames.engine import (
    CHANCE,
    TERMINAL,
    Action,
    DiceGamesError,
    PlayerEntry,
    Record,
    game_ids,
    game_info,
    replay,
)

JUNK = st.one_of(
    st.text(max_size=30),
    st.builds(lambda v, a: f"{v} {' '.join(map(str, a))}",
              st.sampled_from(["roll", "reroll", "score", "take", "cross", "stop", "bank",
                               "throw", "continue", "piggyback", "fresh", "correct",
                               "final", "points", "six_of_a_kind"]),
              st.lists(st.integers(-2, 9), max_size=7)),
)


@pytest.mark.parametrize("game_id", game_ids())
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_arbitrary_play_never_breaks_the_engine(game_id, data):
    info = game_info(game_id)
    game = info.make(preset=data.draw(st.sampled_from(sorted(info.presets))))
    players = data.draw(st.integers(info.min_players, min(info.max_players, 4)))
    first = data.draw(st.integers(0, players - 1))
    state = game.new_initial_state(players, first)
    log = []
    for _ in range(data.draw(st.integers(1, 120))):
        who = game.current_player(state)
        if who == TERMINAL:
            break
        junk = data.draw(JUNK)
        try:
            bad = Action.from_str(junk)
            step = game.apply(state, bad)
        except DiceGamesError:
            pass                                    # refused: the state is unchanged (frozen)
        else:
            log.append(bad.to_str())                # junk that happened to be legal is fine
            state = step.state
            continue
        if who == CHANCE:
            n = game.dice_to_throw(state)
            a = Action("roll", tuple(data.draw(st.lists(st.integers(1, 6), min_size=n,
                                                        max_size=n))))
        else:
            a = data.draw(st.sampled_from(game.legal_actions(state)))
        state = game.apply(state, a).state
        log.append(a.to_str())
        game.scoresheet(state)
        game.table(state)
    rec = Record(game_id, tuple(PlayerEntry(f"P{i}") for i in range(players)),
                 game.rules.to_options(), first, "", tuple(log))
    assert replay(rec).state == state
