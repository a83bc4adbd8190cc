"""Where the table's entries meet play: real dice typed throw after throw, the score keeper's
seats and figures, and the sheet's cursor (School's writable cells, the ledgers' rounds).

Everything is driven by keys on the real widgets, as a family at the table would."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .driver import active, key, make_view


def _type(qtbot, view, text: str) -> None:
    assert QApplication.focusWidget() is view.entry.edit
    qtbot.keyClicks(view.entry.edit, text)
    key(qtbot, Qt.Key.Key_Return)


# ------------------------------------------------------------------ 23.2 real dice
def test_real_dice_wait_empty_after_every_throw_and_a_bare_enter_records_nothing(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human",), dice="real", seed=""))
    s = view.session
    _type(qtbot, view, "6 6 2 3 3")
    assert s.record.actions == ("roll 6 6 2 3 3",)
    key(qtbot, Qt.Key.Key_R)                          # throw all five again: same count, same
    assert view.entry.isVisible()                     # player, the same words
    assert view.entry.edit.text() == ""               # … and an empty field that waits
    assert view.tray.typed == {}
    key(qtbot, Qt.Key.Key_Return)                     # a bare Enter
    assert s.record.actions == ("roll 6 6 2 3 3", "reroll 0 1 2 3 4")
    assert "type the 5 dice" in view.entry.error.text()
    assert view.entry.edit.text() == "" and QApplication.focusWidget() is view.entry.edit
    _type(qtbot, view, "1")                           # typing starts a new throw …
    assert "1 of 5 dice entered" in view.entry.error.text()   # … never appends to the last
    view.entry.edit.clear()
    _type(qtbot, view, "5 5 5 2 1")
    assert s.record.actions[-1] == "roll 5 5 5 2 1"
    view.sheet.go_to("fives", 0)
    key(qtbot, Qt.Key.Key_Return)                     # the turn ends; the same player again
    assert s.record.actions[-1] == "score fives"
    assert view.entry.isVisible() and view.entry.edit.text() == ""
    key(qtbot, Qt.Key.Key_Return)
    assert s.record.actions[-1] == "score fives"      # nothing recorded a second time


def test_a_refused_real_throw_keeps_its_text_until_it_is_recorded(qtbot):
    view = active(qtbot, make_view(qtbot, "zanzibar", ("human", "human"), dice="real",
                                   seed=""))
    s = view.session
    _type(qtbot, view, "6 5")
    assert view.entry.edit.text() == "6 5" and s.record.actions == ()
    qtbot.keyClicks(view.entry.edit, " 4")
    key(qtbot, Qt.Key.Key_Return)
    assert s.record.actions == ("roll 6 5 4",)
    key(qtbot, Qt.Key.Key_R)                          # all three again
    assert view.entry.isVisible() and view.entry.edit.text() == ""
