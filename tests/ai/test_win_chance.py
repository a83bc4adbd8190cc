"""The chance to win beside the game's measure (advisor.win_advice, the review's win costs):
in a two-player game, where the strong computer plays the position for the win, every choice's
chance to win is the strong context's advice (421: one minus the chance of being the loser);
nowhere else — a three-player game, an early position, a family whose measure is no chance.
The coach keeps the game's own measure."""
from __future__ import annotations

from dataclasses import replace

import pytest

from dicegames.ai import bot, review
from dicegames.ai.advisor import Advice, advise, win_advice, win_chance
from dicegames.ai.bots import play
from dicegames.ai.coach import proficiency
from dicegames.ai.games import ActionValue, computer
from dicegames.engine import Action, PlayerEntry, Record, game_info, replay
from dicegames.engine.games.zdorovo import CATEGORIES, ZdorovoState


def zdorovo_at(sheets, seat, faces):
    """Здорово! with these sheets ({box: points}; the boxes not named open), `seat` to choose
    after its first throw of `faces`."""
    game = game_info("zdorovo").make()
    full = tuple(tuple(sh.get(c) for c in CATEGORIES) for sh in sheets)
    state = ZdorovoState(len(sheets), 0, tuple(range(len(sheets))), full, turn=seat)
    return game, game.apply(state, Action("roll", faces)).state


def written(points, open_=()):
    return {c: points for c in CATEGORIES if c not in open_}


def chances(advice: Advice) -> dict[Action, float]:
    return {av.action: win_chance(advice, av) for av in advice.actions}


def test_zdorovo_last_turns_two_players_the_strong_contexts_chances():
    game, state = zdorovo_at([written(6), written(5, ("big_hand", "sixes"))], 1,
                             (6, 6, 4, 3, 3))
    got = win_advice(game, state)
    side = computer("zdorovo")
    strong = advise(game, state, side.strong_context(game, state))
    assert got is not None and got.measure == strong.measure == "win_chance"
    assert [a.action for a in got.actions] == [a.action for a in strong.actions]
    assert chances(got) == {av.action: av.value for av in strong.actions}
    assert 0 < got.value < 1 and got.value == max(chances(got).values())
    # the game's own measure of every choice is the advisor's plain value
    plain = {av.action: av.value for av in advise(game, state).actions}
    assert {av.action: av.expected for av in got.actions} == pytest.approx(plain)


def test_school_last_cell_two_players():
    from dicegames.engine.games.school_scoring import CELLS, Mark
    game = game_info("school").make()
    mine = tuple(None if c == "pigos" else Mark(0 if i < 6 else 10, turn=1 + min(i, 6))
                 for i, c in enumerate(CELLS))
    rival = tuple(Mark(0 if i < 6 else 9, turn=1 + min(i, 6)) for i, c in enumerate(CELLS))
    state = replace(game.new_initial_state(2, 0), sheets=(mine, rival), current=0)
    state = game.apply(state, Action("roll", (6, 5, 4, 3, 1))).state
    got = win_advice(game, state)
    strong = advise(game, state, computer("school").strong_context(game, state))
    assert got is not None and got.measure == "win_chance"
    assert chances(got) == {av.action: av.value for av in strong.actions}


def test_421_two_chip_holders_the_chance_not_to_be_the_loser():
    game = game_info("zanzibar").make({"chips": 2})
    s = game.new_initial_state(2, 1)
    s = replace(s, hold=(1, 1), pot=0, phase="unloading", limit=game.round_limit("unloading"))
    s = game.apply(s, Action("roll", (6, 5, 3))).state
    got = win_advice(game, s)
    strong = advise(game, s, computer("zanzibar").strong_context(game, s))
    assert got is not None and got.measure == strong.measure == "loss_chance"
    assert chances(got) == {av.action: 1 - av.value for av in strong.actions}
    assert got.best == strong.best                   # the least chance to lose is the best
    assert max(chances(got).values()) == chances(got)[got.best]


def test_no_chance_to_win_with_three_players_early_or_in_the_game_measure():
    three = [written(6), written(5, ("big_hand",)), written(5, ("sixes",))]
    game, state = zdorovo_at(three, 1, (6, 6, 4, 3, 3))
    side = computer("zdorovo")
    assert side.measure_at(game, state, side.strong_context(game, state)) == "win_chance"
    assert win_advice(game, state) is None           # a two-player game's measure only
    early = [written(6, CATEGORIES[:6]), written(5, CATEGORIES[:7])]
    game, state = zdorovo_at(early, 1, (6, 6, 4, 3, 3))
    assert win_advice(game, state) is None           # many boxes open: no race
    chicago = game_info("chicago").make()
    s = chicago.new_initial_state(2, 0)
    s = chicago.apply(s, Action("roll", (1, 5, 2, 3, 4))).state
    measure = computer("chicago").measure_at(chicago, s, {"utility": "win"})
    assert (win_advice(chicago, s) is None) == (measure not in ("win_chance", "loss_chance"))
    assert win_advice(chicago, chicago.new_initial_state(2, 0)) is None   # at a throw


def test_any_family_whose_measure_is_the_chance_to_win_shows_it(monkeypatch):
    """No game is named: a family that says `win_chance` for a position gets the chances."""
    game = game_info("chicago").make()
    s = game.new_initial_state(2, 0)
    s = game.apply(s, Action("roll", (1, 5, 2, 3, 4))).state
    side = computer("chicago")
    legal = game.legal_actions(s)

    def values(game, state, legal_, ctx):
        if ctx.get("utility") != "win":
            return [ActionValue(a, 10.0 * i) for i, a in enumerate(legal_)], True
        return [ActionValue(a, 0.1 * i, expected=10.0 * i) for i, a in enumerate(legal_)], True
    monkeypatch.setattr(side, "values", values)
    monkeypatch.setattr(side, "measure_at", lambda g, st, ctx: "win_chance"
                        if ctx.get("utility") == "win" else "expected_turn_points")
    got = win_advice(game, s)
    assert got is not None and got.best == legal[-1]
    assert chances(got)[legal[0]] == 0.0


def _played(game_id, levels, seed):
    game = game_info(game_id).make()
    bots = [bot(level, game) for level in levels]
    steps = play(game, lambda st: bots[game.current_player(st)].choose(st), seed, len(levels))
    players = (PlayerEntry("Anna"),) + tuple(PlayerEntry(f"C{i}", "computer", lv)
                                             for i, lv in enumerate(levels[1:]))
    return Record(game_id, players, {}, 0, seed, tuple(a.to_str() for _, a, _ in steps))


def test_review_measures_the_last_turns_in_the_chance_to_win():
    record = _played("zdorovo", ("easy", "strong"), "win-review")
    rv = review(record)
    rep = replay(record)
    game = rep.game
    before = {}
    state = game.new_initial_state(2, 0)
    for index, step in zip(rep.indices, rep.steps):
        before[index] = state
        state = step.state
    measured = [m for m in rv.moments if m.win_cost is not None]
    assert measured and len(measured) < len(rv.moments)       # the last turns only
    for m in rv.moments:
        got = win_advice(game, before[m.index])
        assert (got is None) == (m.win_cost is None)
        if got is not None:
            chance = chances(got)
            assert m.win_cost == pytest.approx(chance[got.best] - chance[Action.from_str(
                m.action)], abs=1e-12)
            assert m.measured(rv.measure) == ("win_chance", m.win_cost, got.best.to_str())
        else:
            assert m.measured(rv.measure) == (rv.measure, m.cost, m.best)
    (anna,) = rv.players
    assert anna.win_cost == pytest.approx(sum(m.win_cost for m in measured))
    assert anna.total_cost == pytest.approx(sum(m.cost for m in rv.moments
                                                if m.win_cost is None))
    assert all(m.win_cost is not None for m in anna.win_costliest)
    # the coach keeps the game's measure at every decision, the last turns too
    coach = proficiency(record)
    assert coach.measure == "expected_final_total"
    assert coach.seats[0].cost == pytest.approx(sum(m.cost for m in rv.moments))
    assert all(m.win_cost is None for m in review(record, win=False).moments)


def test_review_of_a_three_player_game_stays_in_the_games_measure():
    record = _played("zdorovo", ("easy", "strong", "strong"), "win-review-3")
    assert all(m.win_cost is None for m in review(record).moments)


def test_warm_up_works_out_the_turns_race_before_the_dice_land():
    from dicegames.ai import sheet_win
    from dicegames.ai.advisor import warm_up
    game = game_info("zdorovo").make()
    sheets = [written(6), written(5, ("big_hand", "sixes", "fives"))]
    full = tuple(tuple(sh.get(c) for c in CATEGORIES) for sh in sheets)
    state = ZdorovoState(2, 0, (0, 1), full, turn=1)            # seat 1's dice to throw
    sheet_win._TURNS.clear()
    warm_up(game, state)
    assert len(sheet_win._TURNS) == 1
    after = game.apply(state, Action("roll", (6, 6, 4, 3, 3))).state
    warm_up(game, after)                                         # at a decision: nothing
    assert win_advice(game, after) is not None and len(sheet_win._TURNS) == 1
