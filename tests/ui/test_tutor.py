"""Tutor mode at the table, by keyboard: a costly move of a tutored person is held with a note
saying its cost and the advisor's choice; Enter keeps it, Esc reconsiders; spoken; never for
the computer, never with the score keeper, silent for a good move."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from dicegames.ai import advise
from dicegames.ai.games import coaching
from dicegames.engine import Action

from .driver import FAST, active, key, make_view

TUTORED = replace(FAST, tutor=frozenset({"name:Anna"}), tutor_level="slips")


def decide(qtbot, view):
    """Throw (R) and wait until the tutor has the advice of the decision."""
    key(qtbot, Qt.Key.Key_R)
    s = view.session
    qtbot.waitUntil(lambda: view.tutor.advice_for is s.state, timeout=20_000)
    return advise(s.game, s.state)


def worst_score(view, advice):
    """The costliest `score` choice open (zdorovo): its cell."""
    scores = [av for av in advice.actions if av.action.verb == "score"]
    return scores[-1], str(scores[-1].action.args[0])


def score_by_keys(qtbot, view, cell):
    """Move the sheet's cursor to `cell` and press Enter, as a person would."""
    view.sheet.go_to(cell, view.session.acting_seat())
    view.sheet.setFocus()
    key(qtbot, Qt.Key.Key_Return)


def held(qtbot, seed):
    """A tutored Anna's zdorovo against the computer, her costliest score held by the tutor:
    (view, advice, the record before it)."""
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "computer"), seed=seed,
                                   prefs=TUTORED))
    advice = decide(qtbot, view)
    before = view.session.record.actions
    score_by_keys(qtbot, view, worst_score(view, advice)[1])
    assert view.tutor.note.isVisible() and view.session.record.actions == before
    return view, advice, before


@pytest.fixture
def spoken(monkeypatch):
    said = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    return said


def test_a_costly_move_is_questioned_and_enter_keeps_it(qtbot, spoken):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "computer"), seed="tutor-1",
                                   prefs=TUTORED))
    advice = decide(qtbot, view)
    s = view.session
    worst, cell = worst_score(view, advice)
    cost = advice.value - worst.value
    assert cost > coaching("zdorovo").threshold("slips")
    before = s.record.actions
    score_by_keys(qtbot, view, cell)
    note = view.tutor.note
    assert note.isVisible() and s.record.actions == before          # held, not played
    text = note.text.text()
    assert f"{cost:.1f}" in text and "Expected final total" in text
    assert view.look.action_text(advice.best) in text or "Keep" in text
    qtbot.waitUntil(lambda: any("Tutor, " in t for t in view.speaker.said), timeout=2000)
    key(qtbot, Qt.Key.Key_Return)                                     # Enter keeps it
    assert not note.isVisible()
    assert s.record.actions[len(before):] == (f"score {cell}",)


def test_esc_reconsiders_and_nothing_is_played(qtbot):
    view, advice, before = held(qtbot, "tutor-2")
    s = view.session
    key(qtbot, Qt.Key.Key_Escape)
    assert not view.tutor.note.isVisible() and s.record.actions == before
    assert view.status.text() == "Not played: choose again."
    # the best move passes without a word
    best = advice.actions[0].action
    assert s.request(best)
    assert not view.tutor.note.isVisible() and s.record.actions[len(before)] == best.to_str()


def test_a_move_within_the_threshold_is_played_at_once(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "computer"), seed="tutor-3",
                                   prefs=replace(TUTORED, tutor_level="blunders")))
    advice = decide(qtbot, view)
    limit = coaching("zdorovo").threshold("blunders")
    small = next((av for av in advice.actions[1:]
                  if 0 < advice.value - av.value <= limit), None)
    if small is None:
        pytest.skip("no small mistake open in this position")
    assert view.session.request(small.action)
    assert not view.tutor.note.isVisible()


def test_never_for_the_computer_nor_an_untutored_person(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "computer"), seed="tutor-4",
                                   prefs=replace(FAST, tutor=frozenset({"name:Boris"}),
                                                 tutor_level="slips")))
    key(qtbot, Qt.Key.Key_R)
    s = view.session
    worst = advise(s.game, s.state).actions[-1].action
    assert s.request(worst)                      # Anna is not tutored: played at once
    assert not view.tutor.note.isVisible()
    assert not view.tutor.tutored(1)             # Boris is the computer: never tutored


def test_never_with_the_score_keeper(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "human"), seed="tutor-5",
                                   dice="keeper", prefs=TUTORED))
    assert not view.tutor.tutored(0)
    assert view.session.request(Action.from_str("final 3 1 2 3 4 6"))
    s = view.session
    worst = advise(s.game, s.state).actions[-1].action
    assert s.request(worst) and not view.tutor.note.isVisible()


def test_a_move_made_before_the_advice_is_weighed_then_questioned(qtbot):
    """The key repaints at once ("weighing…"); the answer comes from the worker."""
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "computer"), seed="tutor-6",
                                   prefs=TUTORED))
    key(qtbot, Qt.Key.Key_R)
    s = view.session
    view.tutor.advice_for = None                 # as if the worker had not answered yet
    view.tutor.asked = None
    worst = advise(s.game, s.state).actions[-1].action
    before = s.record.actions
    assert not s.request(worst)
    assert view.tutor.note.isVisible() and "Weighing" in view.tutor.note.text.text()
    qtbot.waitUntil(lambda: not view.tutor.waiting, timeout=20_000)
    assert s.record.actions == before and "would cost" in view.tutor.note.text.text()


def test_an_undo_drops_the_question(qtbot):
    view, _, before = held(qtbot, "tutor-7")
    s = view.session
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)     # the throw taken back
    assert not view.tutor.note.isVisible() and len(s.record.actions) < len(before)
    assert view.actions_by_id["confirm"].isEnabled()                  # Enter is the table's
