"""Two-player races of the Zonk family for the win: the race tables against an engine-driven
exhaustive search, the shipped table, and the strong level playing by them."""
from __future__ import annotations

import json
from dataclasses import replace

import numpy as np
import pytest

from dicegames.ai import race_farkle, race_tables, race_zonk
from dicegames.ai.advisor import advise
from dicegames.ai.games import computer
from dicegames.engine import make_game

from . import race_search


@pytest.mark.parametrize("options", [{"target": 150}, {"target": 100, "piggyback": False}])
def test_chicago_race_table_equals_the_engine_search(options):
    """Every position between turns and every throw the search reaches: the same chance to
    win, to 1e-9 (piggyback offers included)."""
    game = make_game("chicago", options)
    table = race_farkle.Table(game)
    table.build()
    V, _ = race_search.solve(game, 0)
    start = game.new_initial_state(2, 0)
    G = table.spec.G
    for a in range(G):
        for b in range(G):
            s = replace(start, totals=(a * 50, b * 50))
            assert table.F[a, b] == pytest.approx(race_search.mover_value(game, V, s), abs=1e-9)
            turn = table.turn(a, b)
            for n in range(1, 5):
                s = replace(start, totals=(a * 50, b * 50), live=tuple(range(n)),
                            turn_total=50, phase="throw")
                if race_search._key(game, s) in V:
                    assert turn.roll_value(50, n) == pytest.approx(
                        race_search.mover_value(game, V, s), abs=1e-9)


def test_the_shipped_zonk_table_is_a_fixed_point():
    """zonk to 500 ships (float32): its rules are the standard game to a target, and solving
    the last score sums again from it gives it back to float32's precision."""
    game = make_game("zonk", {"match_format": "multi"})
    table = race_tables.race_table(game, 2, "race_zonk")
    assert table is not None
    P0, Q0 = np.array(table.P, np.float64), np.array(table.Q, np.float64)
    fresh = race_zonk.Table(game)
    fresh.adopt({"P": P0.copy(), "Q": Q0.copy(), "W": table.W})
    S = 990
    a = np.arange(S - 499, 500)
    fresh._solve_sum(a, S - a)
    assert np.abs(fresh.P[a, S - a] - P0[a, S - a]).max() < 1e-6
    assert np.abs(fresh.Q[a, S - a] - Q0[a, S - a]).max() < 1e-6
    assert 0.45 < P0[0, 0] < 0.55                 # the first player's chance at the start


def _thrown(game, s):
    """The state after the first throw of `s` that leaves a decision."""
    for a, _ in game.chance_outcomes(s):
        after = game.apply(s, a).state
        if game.current_player(after) >= 0:
            return after
    raise AssertionError("no throw leaves a decision")


def test_strong_plays_for_the_win_where_a_table_covers_the_rules():
    """Two players, a table: the chance to win, exact, expected points for ties; three
    players or a duel: today's end-game utility, and not exact."""
    side = computer("zonk")
    game = make_game("zonk", {"match_format": "multi"})
    s = game.new_initial_state(2, 0)
    s = game.apply(s, next(a for a, _ in game.chance_outcomes(s)
                           if sorted(a.args) == [1, 1, 2, 3, 4, 6])).state
    advice = advise(game, s, side.strong_context(game, s))
    assert advice.measure == "win_chance" and advice.exact
    assert all(0 <= v.value <= 1 and v.expected is not None for v in advice.actions)
    assert side.measure_at(game, s, side.expected_context(game, s)) == "turn_utility"
    three = game.new_initial_state(3, 0)
    three = _thrown(game, three)
    advice = advise(game, three, side.strong_context(game, three))
    assert advice.measure == "turn_utility" and not advice.exact
    chicago = make_game("chicago", {})                    # 10,000: no table (docs/ai.md)
    s = chicago.new_initial_state(2, 0)
    s = _thrown(chicago, s)
    assert advise(chicago, s, side.strong_context(chicago, s)).exact is False


@pytest.mark.parametrize("game_id,options", [("chicago", ["target=300"]),
                                             ("detroit", ["target=300"]),
                                             ("zonk", ["match_format=multi"])])
def test_simulate_strong_against_expected(game_id, options):
    from tests.test_cli_ai import call
    args = [a for o in options for a in ("--option", o)]
    code, out, err = call("simulate", game_id, *args, "--bots", "strong,expected",
                          "--games", "2", "--seed", "race", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert [s["bot"] for s in doc["seats"]] == ["strong", "expected"]
    assert sum(s["wins"] for s in doc["seats"]) == pytest.approx(2)
