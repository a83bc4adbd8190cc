"""Helpers for engine tests: play scripted actions, random games."""
from __future__ import annotations

import random

from dicegames.engine import CHANCE, TERMINAL, Action, roll_action


def play(game, state, *lines: str):
    """Apply actions given as text ("roll 6 6 2 3 3", "score sixes"); return (state, events)."""
    events = []
    for line in lines:
        step = game.apply(state, Action.from_str(line))
        state = step.state
        events.extend(step.events)
    return state, events


def random_game(game, players: int, seed: str, max_steps: int = 20000):
    """Play a whole game with random decisions and seeded dice; returns (first player,
    actions, final state)."""
    pick = random.Random(seed)
    first = pick.randrange(players)
    state = game.new_initial_state(players, first)
    actions = []
    for _ in range(max_steps):
        who = game.current_player(state)
        if who == TERMINAL:
            return first, actions, state
        if who == CHANCE:
            a = roll_action(game, state, seed)
        else:
            legal = game.legal_actions(state)
            assert legal, "a player to move must have a legal action"
            a = pick.choice(legal)
        actions.append(a)
        state = game.apply(state, a).state
    raise AssertionError("game did not end")
