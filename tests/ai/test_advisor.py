"""The advisor agrees with the engine: the best value is the position's value, and a throw's
value is the chance-average of the positions it leads to."""
from __future__ import annotations

import pytest

from dicegames.ai import advise, bot
from dicegames.engine import CHANCE, TERMINAL, Action, Banked, Zonk, make_game, roll_action


def _decisions(game, players, seed, level="medium", limit=400):
    """Decision states of one game played by `level` bots (each state once)."""
    b = bot(level, game)
    s = game.new_initial_state(players, 0)
    out = []
    for _ in range(limit):
        who = game.current_player(s)
        if who == TERMINAL:
            break
        if who == CHANCE:
            a = roll_action(game, s, seed)
        else:
            out.append(s)
            a = b.choose(s)
        s = game.apply(s, a).state
    return out


def _turn_value_after(game, state, action, player):
    """The chance-average over the throw that `action` leads to, in the advisor's measure
    (a zonk banks nothing; the turn's end banks its points)."""
    step = game.apply(state, action)
    s = step.state
    assert game.current_player(s) == CHANCE
    total = 0.0
    for roll, p in game.chance_outcomes(s):
        st = game.apply(s, roll)
        if any(isinstance(e, Zonk) for e in st.events) or \
                any(e.kind == "six_of_a_kind" for e in st.events):
            v = 0.0
        elif any(isinstance(e, Banked) for e in st.events):
            v = float(next(e for e in st.events if isinstance(e, Banked)).points)
        else:
            assert game.current_player(st.state) == player
            v = advise(game, st.state).value
        total += float(p) * v
    return total


@pytest.mark.parametrize("game_id,players", [("zdorovo", 1), ("school", 1), ("zonk", 2),
                                             ("chicago", 2), ("detroit", 2)])
def test_best_value_is_the_position_value_and_throws_average_their_outcomes(game_id, players):
    game = make_game(game_id, {})
    states = _decisions(game, players, f"adv-{game_id}")
    checked = 0
    throwing = [s for s in states if any(a.verb in ("reroll", "throw", "continue")
                                         for a in game.legal_actions(s))]
    for s in (states[::7] + throwing[::3])[:8]:
        adv = advise(game, s)
        assert adv.value == max(a.value for a in adv.actions) == adv.actions[0].value
        assert {a.action for a in adv.actions} == set(game.legal_actions(s))
        throws = [a for a in adv.actions if a.action.verb in ("reroll", "throw", "continue")]
        for av in throws[:2]:
            want = _turn_value_after(game, s, av.action, game.current_player(s))
            assert av.value == pytest.approx(want, rel=1e-5, abs=1e-3)
            checked += 1
    assert checked


def test_a_score_is_worth_the_next_turn_averaged():
    game = make_game("zdorovo", {})
    s = game.new_initial_state(1, 0)
    s = game.apply(s, Action("roll", (6, 6, 6, 2, 3))).state
    adv = advise(game, s)
    score = Action("score", ("sixes",))
    after = game.apply(s, score).state
    avg = sum(float(p) * advise(game, game.apply(after, r).state).value
              for r, p in game.chance_outcomes(after))
    assert adv.value_of(score) == pytest.approx(avg, rel=1e-9)


def test_zanzibar_throw_values_average_the_next_throw():
    game = make_game("zanzibar", {})
    s = game.new_initial_state(3, 0)
    s = game.apply(s, Action("roll", (6, 5, 2))).state
    adv = advise(game, s)
    assert adv.measure == "chips_expected" and not adv.higher_is_better
    assert adv.value == min(a.value for a in adv.actions)
    for av in adv.actions:
        if av.action.verb != "reroll":
            continue
        st = game.apply(s, av.action).state
        avg = sum(float(p) * advise(game, game.apply(st, r).state).value
                  for r, p in game.chance_outcomes(st))
        assert av.value == pytest.approx(avg, rel=1e-9)
        assert 0 <= av.worst <= 1


def _second_thrower(kept, dice):
    """Two players; the first keeps `kept` after two throws, the second has thrown `dice`."""
    game = make_game("zanzibar", {})
    s = game.new_initial_state(2, 0)
    for line in ("roll 6 5 3", "reroll 0 1 2", "roll " + " ".join(map(str, kept)), "stop",
                 "roll " + " ".join(map(str, dice))):
        s = game.apply(s, Action.from_str(line)).state
    return game, s


def test_zanzibar_last_player_beats_or_stops():
    """The last thrower facing a weak worst hand stops on anything better."""
    game, s = _second_thrower((3, 2, 2), (6, 4, 3))
    adv = advise(game, s)
    assert adv.best == Action("stop") and adv.actions[0].worst == 0


def test_stronger_hand_history_changes_the_advice():
    game, s = _second_thrower((4, 2, 1), (6, 5, 3))
    adv = advise(game, s)
    assert adv.best.verb == "reroll"
    assert adv.value_of(Action("stop")) == 10          # the worst hand takes 421's ten chips


def test_advice_is_refused_at_a_throw():
    game = make_game("zdorovo", {})
    with pytest.raises(ValueError):
        advise(game, game.new_initial_state(1, 0))


def test_zanzibar_last_thrower_equals_engine_search():
    """The last thrower's values against an expectimax through the engine: his net chips from
    the round's ChipsMoved event (a pot of 3 caps what the worst hand takes)."""
    game = make_game("zanzibar", {"chips": 3})
    s = game.new_initial_state(2, 0)
    for line in ("roll 6 5 3", "reroll 0 1 2", "roll 5 5 2", "stop", "roll 6 4 1"):
        s = game.apply(s, Action.from_str(line)).state
    me = game.current_player(s)

    def value(st):
        if game.current_player(st) == CHANCE:
            return sum(float(p) * after(st, a) for a, p in game.chance_outcomes(st))
        return min(after(st, a) for a in game.legal_actions(st))

    def after(st, a):
        step = game.apply(st, a)
        moved = [e for e in step.events if e.kind == "chips_moved"]
        if moved:
            e = moved[0]
            return float(e.chips * ((e.target == me) - (e.source == me)))
        return value(step.state)

    adv = advise(game, s)
    for av in adv.actions:
        assert av.value == pytest.approx(after(s, av.action), abs=1e-9)
