"""Screen readers, offscreen: the dice as objects, what is spoken, the focus and what a cover
hides (the real client's view is tests/ui/test_atspi.py)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from dicegames.ui.common.speaker import Speaker
from dicegames.ui.play import PlayPrefs
from dicegames.ui.play.access import DieSpot

from .driver import active, make_view, repainted

HANDING = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=0, settle_ms=0)


@pytest.fixture
def spoken(monkeypatch):
    """Everything the speakers say, as if a screen reader listened (through notifications)."""
    said: list[str] = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(Speaker, "flush", lambda self: said.append(" ".join(self._queue))
                        or self._queue.clear())
    return said


def test_each_die_is_a_check_box_saying_its_face_and_state(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"), seed="a11y")
    view.show()
    spots = view.tray.spots
    assert [s.accessibleName() for s in spots] == [f"Die {n}: not thrown" for n in range(1, 6)]
    view.trigger("throw")
    view.trigger("select", 2)
    repainted()
    face = view.tray.dice[2]
    words = ("one", "two", "three", "four", "five", "six")
    assert spots[2].accessibleName() == f"Die 3: {words[face - 1]}, to throw again"
    assert spots[0].accessibleName().endswith(", held") and spots[2].picked
    iface = QAccessible.queryAccessibleInterface(spots[2])
    assert iface.role() == QAccessible.Role.CheckBox and iface.state().checked
    assert iface.text(QAccessible.Text.Name) == spots[2].accessibleName()
    spots[2].a11y_press()                          # a screen reader's "press": put it back
    repainted()
    assert not spots[2].picked and 2 not in view.selection
    assert all(s.focusPolicy() & Qt.FocusPolicy.TabFocus for s in spots)


def test_detroit_says_the_colour_and_real_dice_say_they_wait(qtbot):
    view = make_view(qtbot, "detroit", ("human", "human"), seed="a11y")
    view.show()
    view.trigger("throw")
    repainted()
    colours = view.tray.colours
    assert colours and view.tray.spots[0].accessibleName().startswith(
        f"Die 1: {colours[0]} ")
    real = make_view(qtbot, "zdorovo", ("human", "human"), dice="real")
    real.show()
    repainted()
    assert real.tray.spots[1].accessibleName() == "Die 2: waiting for the throw"


def test_the_arrows_walk_the_dice(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    active(qtbot, view)
    view.trigger("throw")
    first = view.tray.spots[0]
    first.setFocus()
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert view.tray.spots[1].hasFocus() and view.tray.focused_die() == 1
    qtbot.keyClick(view.tray.spots[1], Qt.Key.Key_Left)
    qtbot.keyClick(first, Qt.Key.Key_Left)            # round to the last die
    assert view.tray.spots[-1].hasFocus()


def test_a_throw_the_saying_keys_and_refusals_are_spoken(qtbot, spoken):
    view = make_view(qtbot, "zdorovo", ("human", "human"), seed="a11y")
    view.show()
    view.speaker.flush()
    spoken.clear()
    view.trigger("throw")
    view.speaker.flush()
    assert spoken[-1].startswith("Anna threw ")
    for key, start in (("say_throw", "On the table: "), ("say_scores", "Total: "),
                       ("say_turn", "Anna to play")):
        view.trigger(key)
        view.speaker.flush()
        assert spoken[-1].startswith(start)
    view.trigger("select", 7)                          # a refusal
    view.speaker.flush()
    assert spoken[-1] == "There is no die 8 to pick."


def test_sentences_of_one_turn_of_the_loop_go_out_as_one(qtbot, monkeypatch):
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    view = make_view(qtbot, "zdorovo", ("human",))
    view.show()
    speaker = view.speaker
    speaker._notify = lambda: True
    speaker.say("One.")
    speaker.say("Two.")
    qtbot.waitUntil(lambda: bool(speaker.said), timeout=2000)
    assert speaker.said == ["One. Two."] and speaker.accessibleName() == "One. Two."


def test_the_computer_moves_are_spoken(qtbot, spoken):
    view = make_view(qtbot, "zdorovo", ("human", "computer"), seed="a11y")
    view.show()
    view.trigger("throw")
    for row in view.offer.of_verb("score"):
        view.commands.score(str(row.args[0]), 0)
        break
    qtbot.waitUntil(lambda: view.offer.seat == 0, timeout=10_000)
    assert any("Computer" in s or "threw" in s for s in spoken)


def test_the_hand_over_hides_the_table_from_tab_and_speaks(qtbot, spoken):
    zonk = lambda game, state: (2, 3, 4, 6, 6, 2)[:len(state.dice) or 6]
    view = make_view(qtbot, "zonk", ("human", "human"), prefs=HANDING, thrower=zonk)
    active(qtbot, view)
    view.trigger("throw")                              # a zonk: the table passes to Boris
    qtbot.waitUntil(view.handover.isVisible, timeout=5000)
    assert not view.banner.isVisible() and not view.split.isVisible()
    assert not view.status.isVisible() and view.handover.button.hasFocus()
    view.speaker.flush()
    assert any("Pass the table to Boris" in s for s in spoken), spoken
    for _ in range(3):                                 # Tab stays on the screen that covers
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert view.handover.isAncestorOf(QApplication.focusWidget())
    view._on_handed_over()
    assert view.banner.isVisible() and view.split.isVisible() and view.status.isVisible()


def test_focus_on_roll_moves_to_the_next_step_when_it_goes(qtbot):
    scoring = lambda game, state: (1, 1, 1, 5, 5, 2)
    view = make_view(qtbot, "zonk", ("human", "human"), thrower=scoring)
    active(qtbot, view)
    roll = view.controls.buttons["throw"]
    roll.setFocus()
    qtbot.keyClick(roll, Qt.Key.Key_R)
    assert not roll.isVisible()
    focus = QApplication.focusWidget()
    assert focus is view.controls.primary_button() and focus.isVisible()


def test_the_banner_buttons_are_reached_by_tab(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    assert all(b.focusPolicy() & Qt.FocusPolicy.TabFocus for b in view.banner.tool_buttons())
    assert len(view.banner.tool_buttons()) == 7          # … Undo, Redo, Home, Advisor (H)


def test_the_standings_are_named_their_rows_spoken_and_tab_leaves(qtbot):
    from dicegames.engine import Outcome
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    active(qtbot, view)
    view.game_over.show_outcome(Outcome.by_points((240, 180)), ("Anna", "Boris"))
    table = view.game_over.table
    assert table.accessibleName() == "Standings" and not table.tabKeyNavigation()
    assert table.item(0, 0).data(Qt.ItemDataRole.AccessibleTextRole) == "Place 1: Anna, 240"
    assert table.item(1, 2).data(Qt.ItemDataRole.AccessibleTextRole) == "Place 2: Boris, 180"
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.game_over.rematch
    assert not view.tray.isVisible() and not view.controls.isVisible()   # covered: out of Tab
    view.game_over.hide()
    assert view.tray.isVisible()


def test_the_correction_editor_says_what_it_is(qtbot, spoken):
    view = make_view(qtbot, "zdorovo", ("human", "human"), dice="real")
    active(qtbot, view)
    view.entry.edit.setText("6 6 6 6 6")
    view.entry.edit.returnPressed.emit()
    choice = view.offer.of_verb("score")[0]
    view.commands.score(str(choice.args[0]), 0)
    view.sheet.go_to(str(choice.args[0]), 0)
    view.trigger("correct")
    view.speaker.flush()
    assert spoken[-1].endswith("Correct Anna's Ones (0). Enter corrects, Escape cancels.")


def test_no_spot_outlives_its_die(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    assert all(isinstance(s, DieSpot) for s in view.tray.spots)
    view.tray.set_table((1, 2), (), (0, 1), (), frozenset())
    assert [s.isVisibleTo(view.tray) for s in view.tray.spots][:2] == [True, True]
    assert not any(s.isVisibleTo(view.tray) for s in view.tray.spots[2:])
