"""421 between two players played for the game (zanzibar_game.py) against an exhaustive
search driven by the engine: every legal action, every chance outcome the engine offers, each
player minimising his own chance of being the loser the engine names — on games small enough
to end (two chips)."""
from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from dicegames.ai import zanzibar_game
from dicegames.ai.advisor import advise
from dicegames.engine import CHANCE, TERMINAL, Action, game_info


class Minimax:
    """The chance that seat 0 loses, both seats playing to lose least."""

    def __init__(self, game):
        self.game = game
        self.memo = {}

    def key(self, s):
        kept = tuple(sorted(f for p, f in enumerate(s.dice) if p not in s.pending)) \
            if s.dice else ()
        return (s.hold, s.pot, s.order, s.phase, s.turn, s.limit, kept, len(s.pending),
                s.throws, s.hands, s.left, s.loser)

    def lose(self, s):
        game = self.game
        who = game.current_player(s)
        if who == TERMINAL:
            return 1.0 if s.loser == 0 else 0.0
        k = self.key(s)
        got = self.memo.get(k)
        if got is not None:
            return got
        if who == CHANCE:
            v = sum(float(p) * self.lose(game.apply(s, a).state)
                    for a, p in game.chance_outcomes(s))
        else:
            seen = {}
            for a in game.legal_actions(s):
                nxt = game.apply(s, a).state
                seen.setdefault(self.key(nxt), nxt)
            vals = [self.lose(n) for n in seen.values()]
            v = min(vals) if who == 0 else max(vals)
        self.memo[k] = v
        return v


def unloading(game, starter):
    """Both players hold one chip, `starter` throws first."""
    s = game.new_initial_state(2, starter)
    return replace(s, hold=(1, 1), pot=0, phase="unloading",
                   limit=game.round_limit("unloading"))


def test_a_two_chip_round_of_unloading_equals_the_search():
    game = game_info("zanzibar").make({"chips": 2})
    gt = zanzibar_game.GameTable(game)
    search = Minimax(game)
    assert gt.value(zanzibar_game.Position(False, 0, 1, 1)) == pytest.approx(
        search.lose(unloading(game, 0)), abs=1e-12)
    # the second thrower after the starter's 6 5 2 at his second throw, after his own first
    # throw of 4 4 1
    s = unloading(game, 1)
    s = game.apply(s, Action("roll", (6, 5, 3))).state
    s = game.apply(s, Action("reroll", (2,))).state
    s = game.apply(s, Action("roll", (2,))).state
    s = game.apply(s, Action("stop")).state
    s = game.apply(s, Action("roll", (4, 4, 1))).state
    advice = advise(game, s, {"utility": "win"})
    assert advice.measure == "loss_chance" and not advice.higher_is_better
    for av in advice.actions:
        after = game.apply(s, av.action).state
        assert av.value == pytest.approx(search.lose(after), abs=1e-12), av.action
    assert advice.value == min(av.value for av in advice.actions)


def test_a_two_chip_game_from_the_start_equals_the_search():
    """Loading «всухую» (one throw each) then, if both hold a chip, the round above."""
    game = game_info("zanzibar").make({"chips": 2, "dry_loading": True})
    gt = zanzibar_game.GameTable(game)
    search = Minimax(game)
    start = game.new_initial_state(2, 0)
    assert gt.value(zanzibar_game.Position(True, 2, 0, 0)) == pytest.approx(
        search.lose(start), abs=1e-12)


def test_the_unloading_values_are_a_fixed_point():
    """Policy iteration stops at values the round's best play reproduces (21 chips)."""
    game = game_info("zanzibar").make()
    gt = zanzibar_game.table(game)
    C = gt.C
    positions = [zanzibar_game.Position(False, 0, x, C - x) for x in range(1, C)]
    again, _ = gt._round_values(positions)
    assert np.abs(again - gt.unloading[1:C]).max() < 1e-12
    assert 0 < gt.unloading[1] < gt.unloading[C - 1] < 1       # fewer chips, fewer losses
