"""Household players in New game: chosen from a seat's badge or by typing the name, remembered
from a typed name (on disk at once), one seat each; renamed players come back by their id;
casual games are marked; a damaged players file is said and kept."""
from __future__ import annotations

from dataclasses import replace

from dicegames.engine.records import PlayerEntry
from dicegames.persistence import paths
from dicegames.persistence.profiles import ProfileBook
from dicegames.ui.newgame.dialog import NewGameDialog


def dialog(qtbot, players=(PlayerEntry("", "human"), PlayerEntry("", "computer", "normal"))):
    dlg = NewGameDialog("zdorovo", players)
    qtbot.addWidget(dlg)
    return dlg


def test_a_seat_chooses_a_household_player(qtbot):
    book = ProfileBook()
    anna, _ = book.add("Anna")
    boris, _ = book.add("Boris", level="strong")
    dlg = dialog(qtbot)
    first, second = dlg.players.rows
    first.chooser.chosen.emit(anna)
    assert first.name.text() == "Anna" and first.profile_id == anna.id
    assert "Anna" in first.chooser.toolTip()           # its description; named by its seat
    assert first.chooser.accessibleName() == "Player 1, household player"
    second.chooser.chosen.emit(boris)                   # a computer seat: his level
    assert second.level.currentData() == "strong"
    record = dlg.choice().record
    assert [(p.name, p.kind, p.level, p.profile) for p in record.players] == [
        ("Anna", "human", "", anna.id), ("Boris", "computer", "strong", boris.id)]
    assert record.casual is False


def test_typing_a_name_chooses_and_typing_another_leaves(qtbot):
    book = ProfileBook()
    anna, _ = book.add("Anna")
    dlg = dialog(qtbot)
    row = dlg.players.rows[0]
    row.name.setText("anna")            # as typed (key clicks would pop the completer up)
    assert row.profile_id == anna.id
    assert dlg.choice().record.players[0].name == "Anna"       # the household player's name
    row.name.setText("annabelle")
    assert row.profile_id == "" and dlg.choice().record.players[0].name == "annabelle"
    assert dlg.choice().record.players[0].profile == ""


def test_one_household_player_at_one_seat(qtbot):
    book = ProfileBook()
    anna, _ = book.add("Anna")
    dlg = dialog(qtbot)
    first, second = dlg.players.rows
    first.chooser.chosen.emit(anna)
    second.name.setText("Anna")                      # typed at a second seat: a guest there
    assert second.profile_id == ""
    second.chooser._fill()
    actions = {a.text(): a for a in second.chooser.menu().actions()}
    assert not actions["Anna"].isEnabled()


def test_a_typed_name_is_remembered_as_a_household_player(qtbot):
    dlg = dialog(qtbot)
    row = dlg.players.rows[0]
    row.name.setText("Gleb")
    row.chooser._fill()
    remember = [a for a in row.chooser.menu().actions() if "Gleb" in a.text()]
    assert remember and remember[0].isEnabled()
    remember[0].trigger()
    assert [p.name for p in ProfileBook().profiles] == ["Gleb"]       # on disk at once
    assert row.profile_id == ProfileBook().profiles[0].id
    assert dlg.choice().record.players[0].profile == row.profile_id
    assert dlg.players.household.completer.model().stringList() == ["Gleb"]


def test_a_renamed_player_comes_back_by_his_id(qtbot):
    book = ProfileBook()
    anna, _ = book.add("Anna")
    book.update(replace(anna, name="Anya"))
    dlg = dialog(qtbot, (PlayerEntry("Anna", profile=anna.id), PlayerEntry("Boris")))
    assert dlg.players.rows[0].name.text() == "Anya"
    assert dlg.choice().record.players[0].profile == anna.id
    assert dlg.players.rows[1].profile_id == ""


def test_a_casual_game_is_marked(qtbot):
    dlg = dialog(qtbot)
    dlg.players.casual.setChecked(True)
    assert dlg.choice().record.casual is True


def test_keeper_mode_keeps_the_household_players(qtbot):
    book = ProfileBook()
    anna, _ = book.add("Anna")
    dlg = dialog(qtbot)
    dlg.players.rows[1].chooser.chosen.emit(anna)
    dlg.keeper.setChecked(True)
    player = dlg.choice().record.players[1]
    assert (player.kind, player.profile) == ("human", anna.id)


def test_a_damaged_players_file_is_said_and_kept(qtbot):
    paths.profiles_path().parent.mkdir(parents=True)
    paths.profiles_path().write_text("{broken")
    dlg = dialog(qtbot)
    notice = dlg.players.household.notice
    assert not notice.isHidden() and "damaged" in notice.text()
    assert list(paths.data_dir().glob("profiles.json.corrupt-*"))
    assert dlg.choice() is not None
