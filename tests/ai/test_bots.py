"""Every bot level plays every preset of every game legally to the end, deterministically,
and explains each move."""
from __future__ import annotations

import subprocess
import sys

import pytest

from dicegames.ai import LEVELS, Explanation, bot
from dicegames.ai.bots import choose, play
from dicegames.engine import CHANCE, TERMINAL, Action, game_ids, game_info, roll_action

PRESETS = [(g, p) for g in game_ids() for p in game_info(g).presets]
KINDS = {"keep", "bank", "throw", "continue", "piggyback", "fresh", "reroll", "free_reroll",
         "score", "cross", "stop"}


def play_levels(game, levels, seed, players=None, explain_every=7):
    """A whole game of bots; every move legal, every seventh explained. (final state, moves)"""
    bots = [bot(level, game) for level in levels]
    moves = 0

    def choose_and_check(state):
        nonlocal moves
        b = bots[game.current_player(state) % len(bots)]
        action = b.choose(state)
        assert action in game.legal_actions(state)
        if moves % explain_every == 0:
            ex = b.explain(state, action)
            assert isinstance(ex, Explanation) and ex.kind in KINDS and str(ex)
        moves += 1
        return action

    steps = list(play(game, choose_and_check, seed, players or len(levels), 0, 20_000))
    return steps[-1][2].state, moves


@pytest.mark.parametrize("game_id,preset", PRESETS)
def test_every_level_plays_every_preset_legally_to_the_end(game_id, preset):
    game = game_info(game_id).make(preset=preset)
    players = max(2, game.min_players)
    for i, levels in enumerate((("strong", "medium"), ("easy", "strong"), ("medium", "easy"))):
        state, moves = play_levels(game, levels, f"bots-{preset}-{i}", players)
        assert game.outcome(state) is not None and moves


def test_three_and_four_seats():
    for game_id in ("zanzibar", "chicago", "zdorovo"):
        game = game_info(game_id).make()
        levels = ("strong", "easy", "medium", "strong")[:3 + (game_id == "zanzibar")]
        state, _ = play_levels(game, levels, f"seats-{game_id}")
        assert game.outcome(state) is not None


def test_bots_are_deterministic_for_a_state():
    for game_id in game_ids():
        game = game_info(game_id).make()
        state = game.new_initial_state(2, 0)
        seen = 0
        for _ in range(60):
            who = game.current_player(state)
            if who == TERMINAL:
                break
            if who == CHANCE:
                state = game.apply(state, roll_action(game, state, "det")).state
                continue
            for level in LEVELS:
                first = bot(level, game).choose(state)
                again = bot(level, game_info(game_id).make()).choose(state)
                assert first == again
            seen += 1
            state = game.apply(state, bot("easy", game).choose(state)).state
        assert seen


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        bot("grandmaster", game_info("zonk").make())


def test_simple_choose_is_the_medium_level_and_never_keeps_nenette():
    game = game_info("zanzibar").make()
    s = game.new_initial_state(2, 0)
    s = game.apply(s, Action("roll", (2, 1, 2))).state
    assert choose(game, s) == Action("reroll", (0, 2))
    assert choose(game, s) == bot("medium", game).choose(s)


def test_strong_explanations_say_when_the_bot_stops():
    game = game_info("zonk").make()
    s = game.new_initial_state(2, 0)
    s = game.apply(s, Action("roll", (5, 5, 2, 3, 4, 6))).state
    b = bot("strong", game)
    ex = b.explain(s, Action("take", (5, 5)))
    assert ex.kind == "keep" and ex.values["points"] == 3 and ex.values["dice_left"] == 4
    assert isinstance(ex.values["stops_at"], int)
    assert str(ex).startswith("keeps 5 5: 3 points, 4 dice left, stops at ")


def test_importing_the_package_and_bots_stays_cheap():
    code = ("import sys, dicegames.ai, dicegames.ai.bots; "
            "bad = [m for m in ('numpy', 'PySide6', 'platformdirs', 'dicegames.ui', "
            "'dicegames.persistence') if m in sys.modules]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_a_keep_that_ends_the_turn_explains_the_take_not_the_next_turn():
    """Zonk: the keep after a series' third throw banks the turn; its explanation gives the
    points kept and that the turn ended (not the difference to the next player's 0 and his
    six dice)."""
    game = game_info("zonk").make()
    s = game.new_initial_state(2, 0)
    for a in ("roll 1 2 3 4 6 6", "take 1", "throw", "roll 1 2 3 4 6", "take 1", "throw",
              "roll 1 2 3 4"):
        s = game.apply(s, Action.from_str(a)).state
    for level in ("easy", "medium", "strong"):
        ex = bot(level, game).explain(s, Action("take", (1,)))
        assert ex.kind == "keep" and ex.values["points"] == 2, ex
        assert ex.values["turn_total"] == 6 and ex.values["ends_turn"] == 1, ex
        assert "dice_left" not in ex.values and "stops_at" not in ex.values, ex
        assert str(ex) == "keeps 1: 2 points, the third throw ends the turn"


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_the_keep_that_ends_the_turn_takes_the_most_points(level):
    """After a series' third throw the keep banks the turn: no die is left to keep in hand,
    so every level sets aside the combination worth most (5 1 3 1: the two 1s, 4 points —
    the medium level kept one 1, valuing what it left for the next player's six dice)."""
    game = game_info("zonk").make()
    s = game.new_initial_state(2, 0)
    for a in ("roll 5 2 3 4 6 6", "take 5", "throw", "roll 1 2 3 4 6", "take 1", "throw",
              "roll 5 1 3 1"):
        s = game.apply(s, Action.from_str(a)).state
    assert bot(level, game).choose(s) == Action("take", (1, 1))
