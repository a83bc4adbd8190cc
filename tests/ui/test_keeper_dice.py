"""Where the table's entries meet play: real dice typed throw after throw, the score keeper's
seats and figures, and the sheet's cursor (School's writable cells, the ledgers' rounds).

Everything is driven by keys on the real widgets, as a family at the table would."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .driver import KeyboardDriver, active, key, make_view


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


# ------------------------------------------------------------------ 23.4 the keeper's seats
def _new_game(qtbot, game="zdorovo", players=None, dice="virtual"):
    from dicegames.engine.records import PlayerEntry
    from dicegames.ui.newgame.dialog import NewGameDialog
    players = players or (PlayerEntry("Anna", "human"), PlayerEntry("Boris", "computer", "strong"))
    dlg = NewGameDialog(game, players, dice)
    qtbot.addWidget(dlg)
    with qtbot.waitActive(dlg):
        dlg.show()
        dlg.activateWindow()
    return dlg


def _alt(qtbot, dlg, k, button):
    """A button's mnemonic (Qt clicks it a moment after the key, as it shows the press)."""
    qtbot.keyClick(QApplication.focusWidget() or dlg, k, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(button.isChecked)


def _offered(row) -> list[str]:
    """The kinds a seat offers, as a person reaching its controls would find them."""
    if not row.kind.isVisibleTo(row):
        return ["human"]
    model = row.kind.model()
    return [row.kind.itemData(i) for i in range(row.kind.count())
            if model.item(i).isEnabled()]


def test_score_keeper_offers_no_computer_seat_and_says_who_became_a_person(qtbot):
    dlg = _new_game(qtbot)
    anna, boris = dlg.players.rows
    assert _offered(boris) == ["human", "computer"]
    _alt(qtbot, dlg, Qt.Key.Key_K, dlg.keeper)                      # Score keeper
    assert _offered(anna) == _offered(boris) == ["human"]
    assert not boris.level.isVisibleTo(dlg)
    notice = dlg.players.seats_notice
    assert notice.isVisibleTo(dlg) and "Boris" in notice.text() and "person" in notice.text()
    assert [p.kind for p in dlg.choice().record.players] == ["human", "human"]
    _alt(qtbot, dlg, Qt.Key.Key_V, dlg.virtual)                      # back to virtual dice: Boris is the
                                                        # computer he was, and it is said
    assert _offered(boris) == ["human", "computer"]
    assert boris.kind.currentData() == "computer" and boris.level.currentData() == "strong"
    assert "Boris" in notice.text() and "computer" in notice.text()
    player = dlg.choice().record.players[1]
    assert (player.kind, player.level) == ("computer", "strong")


def test_a_seat_turned_into_a_person_by_hand_stays_one(qtbot):
    dlg = _new_game(qtbot)
    boris = dlg.players.rows[1]
    _alt(qtbot, dlg, Qt.Key.Key_K, dlg.keeper)
    boris.name.setFocus()
    qtbot.keyClick(boris.name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(boris.name, "Papa")                 # the table is someone else now
    _alt(qtbot, dlg, Qt.Key.Key_L, dlg.real)                      # real dice: a computer could sit …
    assert _offered(boris) == ["human", "computer"]
    assert boris.kind.currentData() == "human"          # … but this seat is Papa's
    assert dlg.choice().record.players[1].kind == "human"


def test_a_household_player_in_a_keeper_seat_is_a_person_not_a_computer(qtbot):
    from dicegames.persistence.profiles import ProfileBook
    book = ProfileBook()
    papa, _ = book.add("Papa", level="easy")
    dlg = _new_game(qtbot, dice="keeper")
    boris = dlg.players.rows[1]
    assert _offered(boris) == ["human"]                 # opened in keeper mode: a person
    boris.chooser.chosen.emit(papa)
    assert boris.kind.currentData() == "human" and not boris.level.isVisibleTo(dlg)
    player = dlg.choice().record.players[1]
    assert (player.name, player.kind, player.level, player.profile) == (
        "Papa", "human", "", papa.id)
    dlg.players.remove(dlg.players.rows[0])
    dlg.players.set_limits(2, 8)                        # a game for two at least: the seat it
    assert [_offered(r) for r in dlg.players.rows] == [["human"], ["human"]]   # adds is a person
    assert {p.kind for p in dlg.choice().record.players} == {"human"}


# ------------------------------------------------------------------ 23.11 the ledger's cursor
ROW_PLAYED = {             # the row of the round (or turn) being played, from the engine's state
    "zonk": lambda s: f"round_{s.round_no}",
    "chicago": lambda s: f"turn_{len(s.ledger[s.current]) + 1}",
    "detroit": lambda s: f"turn_{len(s.ledger[s.current]) + 1}",
    "zanzibar": lambda s: f"round_{len(s.rounds) + 1}",
}


@pytest.mark.parametrize("game_id", sorted(ROW_PLAYED))
def test_the_ledger_cursor_follows_the_round_being_played(qtbot, game_id):
    view = active(qtbot, make_view(qtbot, game_id, ("human", "human"), seed="rounds",
                                   options={"match_format": "multi"} if game_id == "zonk"
                                   else None))
    driver = KeyboardDriver(qtbot, view)
    s = view.session
    rows_seen = set()
    for _ in range(400):
        if s.outcome() is not None or len(rows_seen) >= 4:
            break
        if view.handover.isVisible():
            driver.hand_over()
            continue
        want = ROW_PLAYED[game_id](s.state)
        cell = view.sheet.current_cell()
        assert cell == (want, s.acting_seat()), (cell, want, s.record.actions[-3:])
        rows_seen.add(want)
        if s.dice_to_throw():
            driver.roll()
        else:
            driver.perform(driver.chooser(s.game, s.state))
    assert len(rows_seen) >= 3                          # the cursor went down the rounds
