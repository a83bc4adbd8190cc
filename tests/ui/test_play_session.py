"""GameSession: the one mutator, undo to the last decision point, the same dice after undo."""
from __future__ import annotations

import pytest

from dicegames.engine import Action, RecordError, game_ids, replay
from dicegames.engine.rng import LOG_START, throw_dice
from dicegames.ui.play import GameSession

from .driver import make_record


def test_virtual_throws_come_from_the_seed(qtbot):
    s = GameSession(make_record("zdorovo", seed="abc"))
    assert s.dice_to_throw() == 5
    assert s.throw()
    first = throw_dice("abc", f"{LOG_START}:0", 5)    # the first throw of the first turn
    assert s.record.actions == ("roll " + " ".join(map(str, first)),)


def test_a_decision_and_the_throw_it_asks_for_are_one_undo_step(qtbot):
    s = GameSession(make_record("zdorovo", seed="abc"))
    s.throw()
    first = s.state
    with qtbot.waitSignals([s.events_emitted, s.state_changed, s.record_changed]):
        assert s.request("reroll 0 1")
    assert s.record.actions[1:] == ("reroll 0 1", "roll " + " ".join(
        map(str, throw_dice("abc", f"{LOG_START}:1", 2))))
    after = s.state
    assert s.undo_stack.count() == 2
    s.undo()
    assert s.state == first and len(s.record.actions) == 1
    s.request("reroll 0 1")                       # again: the very same dice
    assert s.state == after
    s.undo()
    s.redo()
    assert s.state == after


def test_illegal_request_is_refused_and_changes_nothing(qtbot):
    s = GameSession(make_record("zdorovo"))
    with qtbot.waitSignal(s.action_refused) as refused:
        assert not s.request("score ones")
    assert refused.args[0] == "dice_expected" and "Throw" in refused.args[1]
    assert s.record.actions == ()
    with qtbot.waitSignal(s.action_refused) as refused:
        assert not s.request("roll 1 2 3 4 5")     # virtual dice are the table's
    assert refused.args[0] == "virtual_dice"
    s.throw()
    before = s.state
    with qtbot.waitSignal(s.action_refused):
        assert not s.request("reroll 7")
    with qtbot.waitSignal(s.action_refused):
        assert not s.request("no such thing!")
    assert s.state == before


def test_real_dice_throw_merges_with_the_decision_that_asked_for_it(qtbot):
    s = GameSession(make_record("zdorovo", seed=""), dice_source="real")
    assert s.dealer is None and s.record.seed == ""
    with qtbot.waitSignal(s.action_refused) as refused:
        assert not s.throw()
    assert refused.args[0] == "faces_expected"
    with qtbot.waitSignal(s.action_refused) as refused:
        assert not s.throw((1, 2, 3))
    assert refused.args[0] == "wrong_dice_count" and "5" in refused.args[1]
    assert s.throw((6, 6, 2, 3, 3))
    assert s.request("reroll 2 3 4")
    assert s.dice_to_throw() == 3 and s.throw_is_continuation()
    assert s.throw((6, 1, 1))
    assert s.undo_stack.count() == 2
    s.undo()
    assert s.record.actions == ("roll 6 6 2 3 3",)
    s.redo()
    assert s.record.actions[-1] == "roll 6 1 1"


def test_undo_skips_computer_moves_and_never_undoes_only_computers(qtbot):
    s = GameSession(make_record("zdorovo", kinds=("human", "computer"), seed="k"))
    s.throw()
    s.request("score big_hand")                    # Anna's turn ends; Boris (computer) next
    s.throw()                                      # Boris's throw (as his seat would)
    s.request("score big_hand")
    assert s.acting_seat() == 0
    s.undo()                                       # back over Boris to Anna's last decision
    assert s.acting_seat() == 0 and s.record.actions[-1].startswith("roll")
    assert len(s.record.actions) == 1
    s.redo()                                       # Anna's score and Boris's moves again
    assert len(s.record.actions) == 4
    robots = GameSession(make_record("zdorovo", kinds=("computer", "computer")))
    robots.throw()
    assert not robots.can_undo() and not robots.undo()


def test_game_finished_is_emitted_when_the_end_is_reached(qtbot):
    rec = make_record("zdorovo", kinds=("human",), seed="end")
    s = GameSession(rec)
    cells = ("ones", "twos", "threes", "fours", "fives", "sixes", "little_straight",
             "big_straight", "full_house", "big_hand", "zdorovo")
    for cell in cells[:-1]:
        s.throw()
        s.request(f"score {cell}")
    s.throw()
    with qtbot.waitSignal(s.game_finished) as done:
        s.request("score zdorovo")
    assert done.args[0].winners == (0,)
    s.undo()
    assert s.outcome() is None
    with qtbot.waitSignal(s.game_finished):
        s.redo()


@pytest.mark.parametrize("game_id", game_ids())
def test_resuming_a_record_rebuilds_the_same_state_and_undo_stack(qtbot, game_id):
    s = GameSession(make_record(game_id, kinds=("computer", "computer"), seed="resume"))
    from dicegames.ai.bots import choose
    for _ in range(40):
        if s.outcome() is not None:
            break
        s.throw() if s.dice_to_throw() else s.request(choose(s.game, s.state))
    again = GameSession(s.record)
    assert again.state == s.state == replay(s.record).state
    assert again.undo_stack.count() == s.undo_stack.count()


def test_a_broken_record_names_the_bad_action(qtbot):
    rec = make_record("zdorovo").with_actions(("roll 1 2 3 4 5", "score nothing"))
    with pytest.raises(RecordError) as err:
        GameSession(rec)
    assert err.value.index == 1


def test_action_strings_and_objects_are_both_accepted(qtbot):
    s = GameSession(make_record("zdorovo"))
    s.throw()
    assert s.request(Action("reroll", (0,)))


def _corrected_record(corrections: int):
    """A real-dice Zdorovo game whose first throw was corrected `corrections` times."""
    s = GameSession(make_record("zdorovo", seed=""), dice_source="real")
    for faces in ((1, 2, 3, 4, 5), (6, 6, 6, 2, 2)):
        s.throw(faces)
        s.request("score big_hand")
    lines = list(s.record.actions)
    for k in range(corrections):
        lines.append(f"correct 0 roll {'2 2 2 2 2' if k % 2 == 0 else '1 2 3 4 5'}")
    return s.record.with_actions(tuple(lines))


def test_resuming_a_log_of_corrections_replays_it_once(qtbot, monkeypatch):
    import dicegames.ui.play.session as session_module
    record = _corrected_record(401)
    calls = []
    real = session_module.replay
    monkeypatch.setattr(session_module, "replay", lambda r: calls.append(1) or real(r))
    s = GameSession(record, dice_source="real")
    assert len(calls) == 1                                # linear: one replay, not one each
    assert s.state == real(record).state and s.record == record
    assert s.history[0].action == Action("roll", (2, 2, 2, 2, 2))
    calls.clear()
    assert s.undo()                                       # the last correction, taken back
    assert s.history[0].action == Action("roll", (1, 2, 3, 4, 5)) and len(calls) == 1
    assert s.record.actions == record.actions[:-1]
    s.redo()
    assert s.record == record and s.state == real(record).state
    s.throw((5, 5, 5, 5, 5))                              # and play goes on from there
    assert s.undo() and s.record == record


def test_undo_after_resume_reaches_back_through_moves_and_corrections(qtbot):
    record = _corrected_record(3)
    s = GameSession(record, dice_source="real")
    steps = 0
    while s.undo():
        steps += 1
    assert s.record.actions == () and s.state == s.game.new_initial_state(2, 0)
    assert steps == 3 + 4                         # three corrections, four throws and scores
    while s.redo():
        pass
    assert s.record == record
