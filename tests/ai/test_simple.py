"""The simple computer player: always legal, and it finishes every game and preset."""
from __future__ import annotations

import pytest

from dicegames.ai.bots import choose, play
from dicegames.ai.simple import chips
from dicegames.engine import game_ids, game_info, roll_action

PRESETS = [(g, p) for g in game_ids() for p in game_info(g).presets]


@pytest.mark.parametrize("game_id, preset", PRESETS)
def test_the_policy_plays_every_preset_to_the_end(game_id, preset):
    game = game_info(game_id).make(preset=preset)
    def legal_choice(state):
        action = choose(game, state)
        assert action in game.legal_actions(state)
        return action

    for players in sorted({max(2, game.min_players), min(4, game.max_players)}):
        steps = list(play(game, legal_choice, f"ai-{preset}", players, 0, 20_000))
        assert game.outcome(steps[-1][2].state) is not None


def test_zdorovo_choices():
    game = game_info("zdorovo").make()
    state = game.new_initial_state(1, 0)
    state = game.apply(state, roll_action(game, state, "s")).state
    from dicegames.engine import Action
    state = game.apply(state, Action("score", ("ones",))).state
    state = game.apply(state, Action("roll", (5, 5, 5, 5, 5))).state
    assert choose(game, state) == Action("score", ("zdorovo",))
    game2 = game_info("zdorovo").make()
    s2 = game2.new_initial_state(1, 0)
    s2 = game2.apply(s2, Action("roll", (6, 6, 2, 3, 6))).state
    assert choose(game2, s2) == Action("reroll", (2, 3))          # keep the sixes
    s3 = game2.apply(game2.new_initial_state(1, 0), Action("roll", (1, 2, 3, 4, 6))).state
    assert choose(game2, s3) == Action("reroll", (4,))            # go for the straight


def test_chips_table():
    class NoScore:
        def score(self, dice):
            raise NotImplementedError
    g = NoScore()
    assert chips(g, (4, 2, 1)) == 10 and chips(g, (1, 1, 1)) == 7
    assert chips(g, (5, 5, 5)) == 5 and chips(g, (6, 1, 1)) == 6
    assert chips(g, (6, 5, 4)) == 2 and chips(g, (6, 5, 2)) == 1


def test_school_takes_a_free_base_rather_than_cross_out_a_figure():
    from dicegames.engine import Action
    game = game_info("school").make()
    state = game.new_initial_state(1, 0)
    turns = [((1, 1, 1, 2, 3), "score school_1"), ((2, 2, 2, 1, 3), "score school_2"),
             ((3, 3, 3, 1, 2), "score school_3"), ((6, 6, 5, 5, 1), "score two_pairs"),
             ((6, 6, 1, 2, 3), "score pair"), ((5, 5, 5, 1, 2), "score three"),
             ((6, 5, 4, 3, 3), "score pigos")]
    for dice, decision in turns:
        for line in ("roll " + " ".join(map(str, dice)), decision):
            state = game.apply(state, Action.from_str(line)).state
    # three 4s: the three, pair and pigos are closed; the school's 4 takes them as a base (0)
    for line in ("roll 4 4 4 2 6", "reroll 3", "roll 2", "reroll 3", "roll 2"):
        state = game.apply(state, Action.from_str(line)).state
    assert choose(game, state) == Action("score", ("school_4",))
