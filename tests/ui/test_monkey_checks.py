"""The GUI monkey's invariants, on the tables of issues 23 and 24 and on defects planted on
purpose: each scenario drives the real app window through the monkey, every invariant checked
after every event (tests/ui/monkey/checks.py) — the finished game undone and finished again,
a real throw recorded, a finished game reopened and changed, New game after a solo game,
names the loader once refused, names like placeholders, a correction at game over — and each
planted defect (a record kept after an undo, a raw placeholder, a fault in a slot, a Qt
warning, a real throw left in its entry) is found, with the events that replay it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer, qWarning
from PySide6.QtWidgets import QLineEdit

from .monkey import MonkeyFoundError, close_monkey, deterministic, make_monkey, names
from .monkey.scenarios import new_table, press, restart, type_into

K = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier
ZONK = "2 3 4 6 6 2"                 # six dice that score nothing


@pytest.fixture
def monkey(qtbot, tmp_path):
    with deterministic(1):
        m = make_monkey(qtbot, tmp_path / "files", 1, "zonk")
        m.settle()
        yield m
        close_monkey(m)


def six_of_a_kind(monkey, face: str) -> None:
    """A score keeper's Zonk ends at once with six of a kind (the standard rules)."""
    type_into(monkey, monkey.window.view.keeper.six, face)


def finished(monkey) -> int:
    return sum(monkey.checks.ledger.finished.values())


# ------------------------------------------------------------------ the tables of the issues
def test_undo_at_game_over_takes_the_record_back(monkey):
    new_table(monkey, "zonk", dice="keeper")
    six_of_a_kind(monkey, "3")
    assert monkey.window.view.session.outcome() is not None and finished(monkey) == 1
    press(monkey, K.Key_Z, CTRL)                  # the history holds no game now …
    assert finished(monkey) == 0
    six_of_a_kind(monkey, "4")                    # … and then this one, once
    assert finished(monkey) == 1


def test_a_recorded_real_throw_empties_the_entry(monkey):
    new_table(monkey, "zonk", dice="real")
    view = monkey.window.view
    type_into(monkey, view.entry.edit, ZONK)      # no points: Boris throws next
    monkey.step(monkey.table.time_passes)
    assert len(view.session.record.actions) == 1
    assert view.entry.isVisible() and view.entry.edit.text() == ""


def test_a_reopened_finished_game_changed_is_recorded_once(monkey):
    new_table(monkey, "zonk", dice="keeper")
    six_of_a_kind(monkey, "3")
    new_table(monkey, "zonk", ("Vera", "Gleb"), dice="keeper")
    type_into(monkey, monkey.window.view.keeper.points, "350")
    monkey.step(lambda: monkey.home.menu("go_home"))      # a game to continue on the home
    monkey.step(monkey.home.recent)                       # the finished one again
    assert monkey.window.view.session.outcome() is not None
    monkey.dialogs.answers = [True]                       # "change the finished game?" yes
    press(monkey, K.Key_Z, CTRL)
    six_of_a_kind(monkey, "5")
    assert finished(monkey) == 1


def test_new_game_after_a_solo_game_raises_nothing(monkey):
    new_table(monkey, "zdorovo", ("Anna",))

    def zonk_next(dlg):                  # New game opens on the solo table: switch to Zonk
        dlg.game.setCurrentIndex(list(dlg.ids).index("zonk"))
        return False
    monkey.dialogs.scripted.append(zonk_next)
    monkey.step(lambda: monkey.home.menu("new_game"))


def test_every_name_new_game_takes_loads_again(monkey):
    new_table(monkey, "zdorovo", ("\u200fשרה", "Ma\u00adrie"))
    press(monkey, K.Key_R)
    monkey.judge(restart(monkey))


def test_the_long_evening_names_cover_every_unicode_category():
    every = {a + b for a, bs in (("L", "ultmo"), ("M", "nce"), ("N", "dlo"), ("P", "cdseifo"),
                                 ("S", "mcko"), ("Z", "slp"), ("C", "cfson")) for b in bs}
    assert every - names.categories(names.TABLE_OF_FOUR) == {"Cs"}
    assert every - names.categories() == {"Cs"}


def test_a_name_like_a_placeholder_is_shown_as_typed(monkey):
    new_table(monkey, "zdorovo", ("Jo «%3»", "Al «%2»"))
    press(monkey, K.Key_R)
    throw_one = min((a for a in monkey.window.view.session.legal_actions()
                     if a.verb == "reroll"), key=lambda a: len(a.args))
    monkey.step(lambda: monkey.table.move(throw_one))     # "Jo «%3» kept … threw again: 4."


def test_a_correction_at_game_over_is_recorded(monkey):
    new_table(monkey, "zonk", dice="keeper")
    six_of_a_kind(monkey, "3")
    view = monkey.window.view
    monkey.step(lambda: (view.sheet.correct("round_1", 0), "F2 on round 1")[1])
    edit = next(e for e in view.sheet.open_editor().findChildren(QLineEdit) if e.isVisible())
    type_into(monkey, edit, "4")                  # six fours, not six threes: still over
    assert view.session.outcome() is not None and len(view.session.record.actions) == 2
    assert finished(monkey) == 1


# ------------------------------------------------------------------ defects planted
def found(monkey, act) -> str:
    with pytest.raises(MonkeyFoundError) as e:
        monkey.step(act)
    return str(e.value)


def test_it_finds_a_record_an_undo_at_game_over_left_in_the_history(monkey, monkeypatch):
    from dicegames.persistence.history import History
    monkeypatch.setattr(History, "withdraw", lambda self, table: [])
    new_table(monkey, "zonk", dice="keeper")
    six_of_a_kind(monkey, "3")
    said = found(monkey, lambda: monkey.table.press(K.Key_Z, CTRL))
    assert "the history lists zonk of Anna, Boris (1 actions) (table " in said
    assert "1 time(s) too many" in said
    assert "bench/monkey.py --games zonk --seed 1 --events" in said and "key Ctrl+Z" in said


def test_it_finds_a_raw_placeholder_on_screen(monkey):
    new_table(monkey, "zonk")
    status = monkey.window.view.status
    said = found(monkey, lambda: (status.setText("keeps 1: %Ln point"), "plant")[1])
    assert "raw placeholder ['%Ln']" in said


@pytest.mark.parametrize("fault", ["slot", "qt warning"])
def test_it_finds_a_fault_in_a_slot_or_a_qt_warning(monkey, fault):
    def slot() -> None:
        raise ValueError("planted")

    def plant() -> str:
        if fault == "slot":
            QTimer.singleShot(0, slot)
        else:
            qWarning("QWidget::setMinimumSize: planted")
        return "plant"
    new_table(monkey, "zonk")
    said = found(monkey, plant)
    assert "in the fault log" in said and "planted" in said


def test_it_finds_a_real_throw_left_in_its_entry(monkey, monkeypatch):
    new_table(monkey, "zonk", dice="real")
    edit = monkey.window.view.entry.edit
    monkeypatch.setattr(edit, "clear", lambda: None)   # the entry keeps what was typed

    def throw() -> str:
        edit.setFocus()
        monkey.qtbot.keyClicks(edit, ZONK)
        monkey.qtbot.keyClick(edit, K.Key_Return)
        return "type"
    monkey.step(throw)
    said = found(monkey, monkey.table.time_passes)
    assert f"a real throw was recorded and the entry still reads {ZONK!r}" in said
