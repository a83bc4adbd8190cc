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
    # the last turns of a two-player game are measured in the chance to win (test_win_chance)
    points = [m for m in rv.moments if m.win_cost is None]
    assert abs(p.total_cost - sum(m.cost for m in points)) < 1e-9
    assert len(p.costliest) == 3
    assert [m.cost for m in p.costliest] == sorted((m.cost for m in points), reverse=True)[:3]
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


def test_a_forced_move_is_not_a_decision():
    """Chicago's throw after hot dice, a lone scoring die to set aside, School's last open
    cell: one legal move is no choice, so the review neither counts nor costs it."""
    from dicegames.engine import replay
    found = 0
    for seed in ("forced-1", "forced-2", "forced-3"):
        rec = _record("chicago", ("human", "human"), seed)
        rep = replay(rec)
        game = rep.game
        before = {}
        state = game.new_initial_state(2, rec.first_player)
        for index, step in zip(rep.indices, rep.steps):
            before[index] = state
            state = step.state
        forced = {i for i, s in before.items() if game.current_player(s) >= 0
                  and len(game.legal_actions(s)) == 1}
        found += len(forced)
        rv = review(rec)
        assert not forced & {m.index for m in rv.moments}
        assert sum(p.decisions for p in rv.players) == len(rv.moments)
    assert found                                    # the records had forced moves to skip
