"""Where the table's entries meet play: real dice typed throw after throw, the score keeper's
seats and figures, and the sheet's cursor (School's writable cells, the ledgers' rounds).

Everything is driven by keys on the real widgets, as a family at the table would."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .driver import KeyboardDriver, ScriptedDialogs, active, key, make_view, settle_figures


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
    _alt(qtbot, dlg, Qt.Key.Key_V, dlg.virtual)         # back to virtual dice: Boris is the
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
    _alt(qtbot, dlg, Qt.Key.Key_L, dlg.real)            # real dice: a computer could sit …
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


# ------------------------------------------------------------------ 23.10 School's cursor
SCHOOL_PAID = tuple(a for face in range(1, 7)                 # six turns: the school paid
                    for a in (f"roll {face} {face} {face} 2 3" if face not in (2, 3)
                              else f"roll {face} {face} {face} 1 4", f"score school_{face}"))


def _school(qtbot, actions=SCHOOL_PAID, players=("human",), options=None):
    from dicegames.engine import PlayerEntry, Record
    names = ("Anna", "Boris")
    record = Record("school", tuple(PlayerEntry(names[i], k) for i, k in enumerate(players)),
                    dict(options or {}), 0, "", tuple(actions))
    return active(qtbot, make_view(qtbot, "school", dice="real", record=record))


def _to(qtbot, view, row_id):
    """Move the sheet's cursor to a row of the player's column with the arrow keys."""
    sheet = view.sheet
    sheet.setFocus()
    target = sheet.sheet_model().row_of(row_id)
    while sheet.currentIndex().column() != view.session.acting_seat():
        key(qtbot, Qt.Key.Key_Left if sheet.currentIndex().column() else Qt.Key.Key_Right)
    while sheet.currentIndex().row() != target:
        key(qtbot, Qt.Key.Key_Down if sheet.currentIndex().row() < target else Qt.Key.Key_Up)


def _writes(view, row_id, verb="score"):
    from dicegames.engine import Action
    return view.offer.allows(Action(verb, (row_id,)))


def test_school_cursor_lands_only_where_the_dice_can_be_written(qtbot):
    view = _school(qtbot)
    s = view.session
    _type(qtbot, view, "1 2 3 5 6")           # no figure: only Pigos takes these dice
    row, _ = view.sheet.current_cell()
    assert _writes(view, row), row            # the cursor is where Enter writes …
    assert row == "pigos"                     # … the one cell these dice fill
    _to(qtbot, view, "pair")
    key(qtbot, Qt.Key.Key_Return)
    assert s.record.actions[-1] == "roll 1 2 3 5 6"
    status = view.status.text()
    assert "Pair" in status and "do not make" in status and "(X)" in status, status
    assert "choose an open cell in your column" not in status
    key(qtbot, Qt.Key.Key_X)                  # what the message offers works
    assert s.record.actions[-1] == "cross pair"


def test_school_cursor_follows_a_whole_game_by_keys_onto_writable_cells(qtbot):
    from dicegames.ai.bots import choose
    view = active(qtbot, make_view(qtbot, "school", ("human",), seed="cursor"))
    driver = KeyboardDriver(qtbot, view)
    s = view.session
    placed = 0
    while s.outcome() is None:
        if s.dice_to_throw():
            driver.roll()
            continue
        if view.offer.writes_cells:
            row, column = view.sheet.current_cell()
            verbs = [v for v in ("score", "cross") if _writes(view, row, v)]
            assert column == 0 and verbs, (row, s.state.dice, s.record.actions[-2:])
            if not view.offer.of_verb("score"):
                assert verbs == ["cross"]
            else:
                assert "score" in verbs       # Enter writes where the cursor landed
            placed += 1
        driver.perform(choose(s.game, s.state))
    assert placed >= 15                       # every turn, and after every re-throw


def test_every_refusal_of_a_school_cell_names_its_real_reason(qtbot):
    view = _school(qtbot, SCHOOL_PAID[:4], players=("human", "human"),
                   options={"crossout": "only_if_figure_absent"})
    s = view.session                          # Anna's turn 3: school cells only
    _type(qtbot, view, "6 6 6 2 1")
    cases = []

    def refused(row_id, k, *words, column=None):
        before = s.record.actions
        if column is not None:
            view.sheet.go_to(row_id, column)
        else:
            _to(qtbot, view, row_id)
        key(qtbot, k)
        text = view.status.text()
        assert s.record.actions == before, (row_id, text)
        for w in words:
            assert w in text, (row_id, w, text)
        assert "choose an open cell in your column" not in text
        cases.append(text)

    refused("three", Qt.Key.Key_Return, "Turns 1 to 3", "School")       # school_only
    refused("school_1", Qt.Key.Key_Return, "School 1", "already")        # cell_closed
    refused("school_6", Qt.Key.Key_X, "never crossed out")               # school_not_crossed
    refused("school_6", Qt.Key.Key_Return, "Anna's turn", column=1)      # the other column
    refused("total", Qt.Key.Key_Return, "Total")                         # a sum, not a cell
    _to(qtbot, view, "school_6")
    key(qtbot, Qt.Key.Key_Return)                                        # 6 6 6: the base
    assert s.record.actions[-1] == "score school_6"
    assert s.acting_seat() == 1 and s.dice_to_throw()
    assert QApplication.focusWidget() is view.entry.edit
    key(qtbot, Qt.Key.Key_Return)                                        # no dice typed yet
    assert "Nothing typed yet" in view.entry.error.text()
    view.sheet.setFocus()
    refused("school_4", Qt.Key.Key_X, "Throw the dice and type", column=1)   # none thrown
    assert len(set(cases)) == len(cases)


def test_school_refuses_crossing_out_a_figure_the_dice_show_under_the_literal_rule(qtbot):
    view = _school(qtbot, options={"crossout": "only_if_figure_absent"})
    s = view.session
    _type(qtbot, view, "4 4 1 2 6")
    _to(qtbot, view, "pair")
    key(qtbot, Qt.Key.Key_X)
    text = view.status.text()
    assert "Pair" in text and "in your dice" in text and s.record.actions[-1] == "roll 4 4 1 2 6"
    _to(qtbot, view, "penta")
    key(qtbot, Qt.Key.Key_Return)
    assert "do not make" in view.status.text() and "Penta" in view.status.text()


def test_every_refusal_of_a_zdorovo_cell_names_its_real_reason(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "human"), dice="real", seed=""))
    s = view.session
    _type(qtbot, view, "6 6 6 5 5")
    _to(qtbot, view, "full_house")
    key(qtbot, Qt.Key.Key_Return)
    assert s.record.actions[-1] == "score full_house"
    _type(qtbot, view, "1 1 2 3 4")           # Boris
    assert s.record.actions[-1] == "roll 1 1 2 3 4"
    view.sheet.go_to("ones", 1)
    key(qtbot, Qt.Key.Key_Return)
    assert s.record.actions[-1] == "score ones"
    _type(qtbot, view, "6 6 6 5 5")           # Anna again: her Full house is written
    view.sheet.go_to("full_house", 0)
    view.sheet.setFocus()
    key(qtbot, Qt.Key.Key_Return)
    assert "Full house" in view.status.text() and "already" in view.status.text()
    view.sheet.go_to("ones", 1)
    key(qtbot, Qt.Key.Key_Return)
    assert "Anna's turn" in view.status.text()
    view.sheet.go_to("total", 0)
    key(qtbot, Qt.Key.Key_Return)
    assert "Total" in view.status.text() and "already" not in view.status.text()
    assert s.record.actions[-1] == "roll 6 6 6 5 5"


def _cursor_on_an_open_cell(view):
    """The sheet's cursor, in the column of the player to move, is on a cell still open."""
    from dicegames.engine import CellState
    here = view.sheet.current_cell()
    seat = view.session.acting_seat()
    assert here is not None and here[1] == seat, (here, seat)
    row = view.offer.sheet.rows[view.sheet_model.row_of(here[0])]
    assert row.cells[seat].state is CellState.OPEN, (here, row.cells[seat].state,
                                                     view.session.record.actions[-3:])


@pytest.mark.parametrize("game_id", ["school", "zdorovo"])
def test_the_cursor_never_rests_on_a_written_cell(qtbot, game_id):
    """At the start, after every turn change (Anna's written Pigos row put Boris's cursor on
    his written Pigos), after undo and after a correction: a cell the player may write."""
    from dicegames.ai.bots import choose
    view = active(qtbot, make_view(qtbot, game_id, ("human", "human"), seed="cursor"))
    driver = KeyboardDriver(qtbot, view)
    s = view.session
    _cursor_on_an_open_cell(view)                          # the game's start
    corrected = False
    while s.outcome() is None:
        if view.handover.isVisible():
            driver.hand_over()
        elif s.dice_to_throw():
            driver.roll()
        else:
            driver.perform(choose(s.game, s.state))
            if len(s.record.actions) % 7 == 0 and s.outcome() is None:
                key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
                _cursor_on_an_open_cell(view)              # after undo
                key(qtbot, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
        if s.outcome() is not None:
            break
        _cursor_on_an_open_cell(view)
        written = [r.id for r in view.offer.sheet.rows
                   if r.cells[s.acting_seat()].state.name == "SCORED"]
        if not corrected and s.dice_to_throw() and len(written) >= 3 \
                and not view.handover.isVisible():
            view.sheet.setFocus()                          # F2 on a written cell: its dice
            view.sheet.go_to(written[0], s.acting_seat())  # go to another open cell
            key(qtbot, Qt.Key.Key_F2)
            editor = view.sheet.open_editor()
            assert editor is not None and QApplication.focusWidget() is editor.cell
            key(qtbot, Qt.Key.Key_Down)
            before = s.record.actions
            key(qtbot, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: view.sheet.open_editor() is None)
            assert s.record.actions != before and s.record.actions[-1].startswith("correct")
            corrected = True
            _cursor_on_an_open_cell(view)                  # after the correction
    assert corrected


# ------------------------------------------------------------------ 23.8 the keeper's figures
LONG = {"zonk": {"match_format": "multi", "target": 100_000}, "chicago": {"target": 100_000}}


def _keeper(qtbot, game_id, answer, players=("human", "human")):
    dialogs = ScriptedDialogs(answer)
    view = active(qtbot, make_view(qtbot, game_id, players, dice="keeper", seed="",
                                   dialogs=dialogs, options=LONG[game_id]))
    settle_figures(qtbot, view)
    assert view.keeping.figures.unlikely_from is not None
    return view, dialogs


def _points(qtbot, view, text):
    assert QApplication.focusWidget() is view.keeper.points
    view.keeper.points.clear()
    qtbot.keyClicks(view.keeper.points, text)
    key(qtbot, Qt.Key.Key_Return)


def test_the_keeper_asks_once_before_it_writes_a_zonk_turn_no_play_makes_likely(qtbot):
    from dicegames.ai import reach
    view, dialogs = _keeper(qtbot, "zonk", answer=False)
    s = view.session
    unlikely = reach.unlikely_from(s.game)
    assert reach.reach_chance(s.game, unlikely) < 0.001 <= reach.reach_chance(s.game,
                                                                               unlikely - 1)
    _points(qtbot, view, "1000")                      # "Papa banked 1,000"
    assert len(dialogs.asked) == 1 and dialogs.defaults == [False]   # Enter: not written
    title, text = dialogs.asked[0]
    assert "Anna banked 1,000" in text and "thousand" in text and f"{unlikely:,}" in text
    assert s.record.actions == ()                     # the table said no: nothing written,
    assert view.keeper.points.text() == "1000"        # nothing lost, and the reason said
    assert "Not written" in view.keeper.error.text()
    dialogs.answer = True
    key(qtbot, Qt.Key.Key_Return)                     # yes: written, asked once
    assert s.record.actions == ("points 1000",) and len(dialogs.asked) == 2
    _points(qtbot, view, str(unlikely - 1))           # Boris: likely enough, no question
    assert s.record.actions[-1] == f"points {unlikely - 1}" and len(dialogs.asked) == 2
    _points(qtbot, view, str(unlikely))               # the first unlikely figure: asked
    assert len(dialogs.asked) == 3 and s.record.actions[-1] == f"points {unlikely}"
    _points(qtbot, view, "0")                         # a zonk is never asked about
    assert s.record.actions[-1] == "points 0" and len(dialogs.asked) == 3


def test_the_keeper_never_refuses_a_chicago_figure_and_asks_only_past_the_unlikely_one(qtbot):
    from dicegames.ai import reach
    view, dialogs = _keeper(qtbot, "chicago", answer=True)
    s = view.session
    unlikely = reach.unlikely_from(s.game)
    _points(qtbot, view, "1000")                      # 1,000 in Chicago: one turn in six
    assert s.record.actions == ("points 1000",) and dialogs.asked == []
    _points(qtbot, view, "1025")                      # no turn scores that: refused, not asked
    assert "No turn scores exactly that" in view.keeper.error.text() and dialogs.asked == []
    _points(qtbot, view, "25000")
    assert len(dialogs.asked) == 1 and "25,000" in dialogs.asked[0][1]
    assert f"{unlikely:,}" in dialogs.asked[0][1]
    assert s.record.actions[-1] == "points 25000"     # confirmed: written


def test_a_corrected_figure_is_asked_about_too(qtbot):
    view, dialogs = _keeper(qtbot, "zonk", answer=False)
    s = view.session
    _points(qtbot, view, "35")
    view.sheet.go_to("round_1", 0)
    view.sheet.setFocus()
    key(qtbot, Qt.Key.Key_F2)
    editor = view.sheet.open_editor()
    assert editor is not None
    field = editor.fields[0].edit
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "900")
    key(qtbot, Qt.Key.Key_Return)
    assert len(dialogs.asked) == 1 and "Anna banked 900" in dialogs.asked[0][1]
    assert s.record.actions == ("points 35",)          # not corrected: the editor stays open
    assert view.sheet.open_editor() is editor and "Not corrected" in editor.error.text()
    dialogs.answer = True
    key(qtbot, Qt.Key.Key_Return)
    assert s.record.actions[-1].startswith("correct 0 points 900")


def test_games_whose_rules_bound_a_turn_take_its_dice_never_a_figure(qtbot):
    """School, Zdorovo and 421 keep score from the turn's final dice: a figure past what a
    turn can make cannot be entered at all, and dice no turn can show are refused by name."""
    for game_id, dice in (("school", 5), ("zdorovo", 5), ("zanzibar", 3)):
        view = active(qtbot, make_view(qtbot, game_id, ("human", "human"), dice="keeper",
                                       seed=""))
        keeper = view.keeper
        assert keeper.dice.isVisibleTo(view) and not keeper.points.isVisibleTo(view)
        assert keeper.throws.maximum() <= 3
        for typed, words in (("6" * (dice + 1), "remove 1"), ("7" + "6" * (dice - 1), "not 7")):
            keeper.dice.setFocus()
            keeper.dice.clear()
            qtbot.keyClicks(keeper.dice, typed)
            key(qtbot, Qt.Key.Key_Return)
            assert words in keeper.error.text() and view.session.record.actions == ()


def test_a_figure_entered_before_the_check_is_ready_waits_for_it_and_is_kept(qtbot):
    view, dialogs = _keeper(qtbot, "zonk", answer=True)
    figures, s = view.keeping.figures, view.session
    known, figures.unlikely_from = figures.unlikely_from, None     # as if still working it out
    _points(qtbot, view, "40")
    assert s.record.actions == () and not figures.ready
    figures._known(known)                                          # the worker's answer
    assert s.record.actions == ("points 40",) and dialogs.asked == []
    figures.unlikely_from = None
    _points(qtbot, view, "5000")                                   # Boris …
    view.sheet.setFocus()                                          # … but Anna's turn is
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # taken back meanwhile
    figures._known(known)
    assert s.record.actions == () and dialogs.asked == []          # dropped: the table moved on


def test_ctrl_z_in_the_keepers_field_undoes_the_typing_then_takes_the_turn_back(qtbot):
    """The help says Ctrl+Z takes a turn back: in the points field it first undoes what was
    typed there, as any text field does; with nothing typed it takes the last turn back (the
    field emptied for the next turn holds nothing to undo)."""
    view, _dialogs = _keeper(qtbot, "zonk", answer=True)
    s = view.session
    points = view.keeper.points
    _points(qtbot, view, "350")                       # Anna banked 350: Boris's turn
    assert s.record.actions == ("points 350",) and points.text() == ""
    assert "Ctrl+Z" in view.keeper.help.text()
    qtbot.keyClicks(points, "12")
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert points.text() == "" and s.record.actions == ("points 350",)   # the typing only
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert s.record.actions == ()                     # now the turn: Anna's again
    assert QApplication.focusWidget() is points and points.text() == ""
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)     # nothing left: no harm
    assert s.record.actions == ()
