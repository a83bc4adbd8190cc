"""A write that fails says why and what to do about that very cause (issue 24, "Smaller"): a
household players file that may not be written is not a full disk, and not a game."""
from __future__ import annotations

import errno

import pytest

from dicegames.engine.records import PlayerEntry
from dicegames.persistence import paths
from dicegames.persistence.errors import StorageError
from dicegames.persistence.profiles import ProfileBook
from dicegames.ui.common.messages import profiles_error_text, save_error_text
from dicegames.ui.history.household import HouseholdPage
from dicegames.ui.newgame.dialog import NewGameDialog


def _refused(code):
    def write(data):
        raise StorageError(f"could not write {paths.profiles_path()}", paths.profiles_path(),
                           errno=code)
    return write


@pytest.mark.parametrize("code, said, not_said", [
    (errno.ENOSPC, "Free some disk space", "permission"),
    (errno.EACCES, "permission was refused", "Free some disk space"),
    (errno.EROFS, "read-only", "Free some disk space"),
    (errno.EIO, "the disk refused", "Free some disk space"),
])
def test_a_failed_save_names_the_cause_and_its_remedy(code, said, not_said):
    text = save_error_text(StorageError("x", paths.saves_dir() / "g.dicegames", errno=code))
    assert said in text and not_said not in text and "previous file is unchanged" in text


@pytest.mark.parametrize("code, said", [(errno.EACCES, "permission was refused"),
                                        (errno.EROFS, "the disk is read-only"),
                                        (errno.ENOSPC, "the disk is full")])
def test_the_household_page_says_why_profiles_json_was_not_written(qtbot, code, said):
    book = ProfileBook()
    page = HouseholdPage(book=book)
    qtbot.addWidget(page)
    book.slot.write = _refused(code)
    page.name.setText("Anna")
    page.add()
    text = page.message.text()
    assert "household players could not be saved" in text and said in text
    assert "The game" not in text
    assert ("Free some disk space" in text) == (code == errno.ENOSPC)
    assert str(paths.profiles_path().parent) in text or code == errno.ENOSPC


def test_remembering_a_player_in_new_game_says_why_too(qtbot):
    dlg = NewGameDialog("zdorovo", (PlayerEntry("", "human"), PlayerEntry("", "human")))
    qtbot.addWidget(dlg)
    dlg.players.household.book.slot.write = _refused(errno.EACCES)
    row = dlg.players.rows[0]
    row.name.setText("Gleb")
    dlg.players.household.remember(row)
    text = dlg.players.household.notice.text()
    assert "household players could not be saved" in text and "permission" in text
    assert profiles_error_text(StorageError("x", paths.profiles_path(), errno=errno.EACCES)) \
        == text
