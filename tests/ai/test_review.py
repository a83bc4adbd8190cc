"""The post-game review: costs against the strong policy, human seats only."""
from __future__ import annotations

from dicegames.ai import bot, review
from dicegames.ai.bots import LEVELS
from dicegames.engine import PlayerEntry, Record, game_info

from ..engine.helpers import random_game


def _record(game_id, kinds, seed, players=None):
    game = game_info(game_id).make()
    n = players or len(kinds)
    first, actions, _ = random_game(game, n, seed)
    entries = tuple(PlayerEntry(f"P{i}", k) for i, k in enumerate(kinds))
    return Record(game_id, entries, first_player=first, seed=seed,
                  actions=tuple(a.to_str() for a in actions))


def test_random_play_costs_and_computer_seats_are_skipped():
    rec = _record("zdorovo", ("human", "computer"), "rev-1")
    rv = review(rec)
    assert rv.game == "zdorovo" and rv.measure == "expected_final_total" and rv.exact
    assert rv.moments and all(m.player == 0 for m in rv.moments)
    assert all(m.cost >= 0 for m in rv.moments)
    (p,) = rv.players
    assert p.player == 0 and p.decisions == len(rv.moments)
    assert abs(p.total_cost - sum(m.cost for m in rv.moments)) < 1e-9
    assert len(p.costliest) == 3
    assert [m.cost for m in p.costliest] == sorted((m.cost for m in rv.moments), reverse=True)[:3]
    assert p.total_cost > 20            # random play is costly
    m = p.costliest[0]
    assert len(m.dice) == 5 and m.best != m.action


def test_strong_play_costs_nothing():
    game = game_info("chicago").make()
    strong = bot("strong", game)
    from dicegames.engine import CHANCE, TERMINAL, roll_action
    state = game.new_initial_state(2, 0)
    actions = []
    for _ in range(120):
        who = game.current_player(state)
        if who == TERMINAL:
            break
        a = roll_action(game, state, "rev") if who == CHANCE else strong.choose(state)
        if who >= 0 and who == 1:
            a = bot("easy", game).choose(state)
        actions.append(a.to_str())
        state = game.apply(state, a).state
    rec = Record("chicago", (PlayerEntry("A"), PlayerEntry("B")), seed="rev",
                 actions=tuple(actions))
    rv = review(rec)
    a, b = rv.players
    assert rv.measure == "expected_turn_points"
    assert a.total_cost < 1e-9 < b.total_cost         # far from the target: strong = advisor


def test_every_game_can_be_reviewed_unfinished():
    for game_id in ("zonk", "school", "zanzibar", "detroit"):
        rec = _record(game_id, ("human", "human"), f"rev-{game_id}")
        rec = rec.with_actions(rec.actions[:40])
        rv = review(rec)
        assert len(rv.players) == 2 and all(m.cost >= 0 for m in rv.moments)


def test_levels_are_listed():
    assert LEVELS == ("easy", "medium", "strong")
