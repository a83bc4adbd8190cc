"""Name fields keep to the one rule for names (issue 24.2): a pasted tab or line break becomes a
space as it comes in, and the form says so; right-to-left marks, zero-width joiners and soft
hyphens stay; the game New game starts with such names autosaves and is offered to continue."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from dicegames.engine.records import PlayerEntry
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.profiles import ProfileBook
from dicegames.ui.history.household import HouseholdPage
from dicegames.ui.newgame.dialog import NewGameDialog
from dicegames.ui.shell.main_window import MainWindow

from .driver import active
from .fakes import FakeDialogs, FakePlayView

KEPT = ["\u05e9\u05e8\u05d4\u200f", "\U0001f468\u200d\U0001f469\u200d\U0001f467", "Ma\u00adria"]


def _paste(edit, text):
    QApplication.clipboard().setText(text)
    edit.clear()
    edit.paste()


def test_new_game_turns_a_pasted_tab_into_a_space_and_says_so(qtbot):
    dlg = NewGameDialog("zdorovo", (PlayerEntry("", "human"), PlayerEntry("", "human")))
    qtbot.addWidget(dlg)
    first, second = dlg.players.rows
    assert dlg.players.names_note.isHidden()
    _paste(first.name, "Anna\tMaria\r\n")
    assert first.name.text() == "Anna Maria  "
    assert not dlg.players.names_note.isHidden()
    assert "became a space" in dlg.players.names_note.text()
    _paste(second.name, KEPT[1])
    assert second.name.text() == KEPT[1]
    assert [p.name for p in dlg.choice().record.players] == ["Anna Maria", KEPT[1]]


def test_a_name_of_nothing_visible_is_the_seats_default(qtbot):
    dlg = NewGameDialog("zdorovo", (PlayerEntry("", "human"), PlayerEntry("", "human")))
    qtbot.addWidget(dlg)
    _paste(dlg.players.rows[0].name, "\u200b\t")
    assert dlg.choice().record.players[0].name == "Player 1"


def test_the_household_page_cleans_a_pasted_name_and_keeps_marks(qtbot):
    book = ProfileBook()
    page = HouseholdPage(book=book)
    qtbot.addWidget(page)
    _paste(page.name, "Vera\tGleb")
    assert page.name.text() == "Vera Gleb" and "became a space" in page.message.text()
    page.add()
    _paste(page.name, KEPT[0])
    page.add()
    assert sorted(p.name for p in ProfileBook().profiles) == sorted(["Vera Gleb", KEPT[0]])


@pytest.mark.parametrize("name", KEPT + ["Anna\tMaria"])
def test_a_game_started_with_such_a_name_is_offered_to_continue(qtbot, name):
    dialogs = FakeDialogs()

    def run(dlg):
        dlg.game.setCurrentIndex(dlg.game.findData("zdorovo"))
        dlg.players.set_limits(2, 2)
        _paste(dlg.players.rows[0].name, name)
        dlg.players.rows[1].name.setText("Boris")
        for row in dlg.players.rows:
            row.kind.setCurrentIndex(0)
        return True
    dialogs.on_run = run
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    w.new_game("zdorovo")
    w.store.flush()
    kept = name.replace("\t", " ")
    assert Autosave().load().value.record.players[0].name == kept
    again = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(again)
    again.startup()
    assert again.home.continue_card.info is not None
    assert again.home.continue_card.info.players[0].name == kept
