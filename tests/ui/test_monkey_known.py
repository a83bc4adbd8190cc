"""The smallest reproductions of the defects the GUI monkey meets on today's main that other
engineers are fixing now (tests/ui/monkey/known.py): each drives the real app window through
the monkey, every invariant checked after every event, and fails while its defect is there.

They are xfail(strict=True): when a fix lands the test passes, strict makes that a failure —
then remove the mark here and the defect's entry in known.py, and the monkey fails on it again.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from .monkey import close_monkey, deterministic, known, make_monkey, names
from .monkey.scenarios import long_evening, new_table, press, restart, type_into

K = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier


class StillThereError(Exception):
    """The known defect fired (the invariant the monkey checks does not hold)."""


def still_there(monkey, defect: known.Known) -> None:
    if defect.issue in monkey.known:
        event, what = monkey.known[defect.issue]
        raise StillThereError(f"{defect.issue} {defect.title}: {what} (event {event})\n"
                         + "\n".join(monkey.log))


def known_defect(defect: known.Known):
    return pytest.mark.xfail(strict=True, raises=StillThereError,
                             reason=f"issue {defect.issue}: {defect.title}")


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


@known_defect(known.UNDO_AT_GAME_OVER)
def test_undo_at_game_over_takes_the_record_back(monkey):
    new_table(monkey, "zonk", dice="keeper")
    six_of_a_kind(monkey, "3")
    assert monkey.window.view.session.outcome() is not None
    press(monkey, K.Key_Z, CTRL)                  # the history holds no game now …
    six_of_a_kind(monkey, "4")                    # … and then this one, once
    still_there(monkey, known.UNDO_AT_GAME_OVER)


@known_defect(known.REAL_DICE_KEPT)
def test_a_recorded_real_throw_empties_the_entry(monkey):
    new_table(monkey, "zonk", dice="real")
    type_into(monkey, monkey.window.view.entry.edit, "1 2 3 4 6 6")
    assert len(monkey.window.view.session.record.actions) == 1
    still_there(monkey, known.REAL_DICE_KEPT)


@known_defect(known.REOPENED_FINISHED)
def test_a_reopened_finished_game_changed_is_recorded(monkey):
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
    still_there(monkey, known.REOPENED_FINISHED)


@known_defect(known.NEW_GAME_AFTER_SOLO)
def test_new_game_after_a_solo_game_raises_nothing(monkey):
    new_table(monkey, "zdorovo", ("Anna",))

    def zonk_next(dlg):                  # New game opens on the solo table: switch to Zonk
        dlg.game.setCurrentIndex(list(dlg.ids).index("zonk"))
        return False
    monkey.dialogs.scripted.append(zonk_next)
    monkey.step(lambda: monkey.home.menu("new_game"))
    still_there(monkey, known.NEW_GAME_AFTER_SOLO)


@known_defect(known.NAMES_REFUSED)
def test_every_name_new_game_takes_loads_again(monkey):
    new_table(monkey, "zdorovo", ("\u200fשרה", "Ma\u00adrie"))
    press(monkey, K.Key_R)
    monkey.judge(restart(monkey))
    still_there(monkey, known.NAMES_REFUSED)


@known_defect(known.MANY_DRAWN)
def test_an_autosave_with_many_undone_throws_loads(monkey):
    assert long_evening(monkey, ("Anna", "Boris", "Vera", "Gleb"), undos=70) == 70
    monkey.judge(restart(monkey))
    still_there(monkey, known.MANY_DRAWN)


def test_the_long_evening_names_cover_every_unicode_category():
    every = {a + b for a, bs in (("L", "ultmo"), ("M", "nce"), ("N", "dlo"), ("P", "cdseifo"),
                                 ("S", "mcko"), ("Z", "slp"), ("C", "cfson")) for b in bs}
    assert every - names.categories(names.TABLE_OF_FOUR) == {"Cs"}
    assert every - names.categories() == {"Cs"}


@known_defect(known.RAW_PLACEHOLDER)
def test_a_name_like_a_placeholder_is_shown_as_typed(monkey):
    new_table(monkey, "zdorovo", ("Jo «%3»", "Al «%2»"))
    press(monkey, K.Key_R)
    throw_one = min((a for a in monkey.window.view.session.legal_actions()
                     if a.verb == "reroll"), key=lambda a: len(a.args))
    monkey.step(lambda: monkey.table.move(throw_one))     # "Jo «4» kept … threw again: 4."
    still_there(monkey, known.RAW_PLACEHOLDER)


@known_defect(known.CORRECTED_AT_GAME_OVER)
def test_a_correction_at_game_over_is_recorded(monkey):
    new_table(monkey, "zonk", dice="keeper")
    six_of_a_kind(monkey, "3")
    view = monkey.window.view
    monkey.step(lambda: (view.sheet.correct("round_1", 0), "F2 on round 1")[1])
    edit = next(e for e in view.sheet.open_editor().findChildren(QLineEdit) if e.isVisible())
    type_into(monkey, edit, "4")                  # six fours, not six threes: still over
    assert view.session.outcome() is not None and len(view.session.record.actions) == 2
    still_there(monkey, known.CORRECTED_AT_GAME_OVER)
