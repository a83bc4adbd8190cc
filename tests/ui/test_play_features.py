"""The play view's features one by one: hand-over, confirmations, real dice, undo without
re-roll, the roll animation and input, the sheet model, resume, game over, announcements."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from dicegames.ai.bots import choose
from dicegames.engine import replay
from dicegames.engine.rng import LOG_START, throw_dice
from dicegames.ui.play import PlayPrefs
from dicegames.ui.play.entry.realdice import parse_faces

from .driver import (
    FAST,
    KeyboardDriver,
    MouseDriver,
    ScriptedDialogs,
    active,
    key,
    make_view,
    repainted,
)

ROLL_DICE = lambda faces: (lambda game, state: faces[state.throw_no % len(faces)][
    :game.dice_to_throw(state)])


# ------------------------------------------------------------------ hand-over
def test_hand_over_between_two_humans_only(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "human")))
    assert not view.handover.isVisible()
    key(qtbot, Qt.Key.Key_R)
    view.sheet.go_to("big_hand", 0)
    key(qtbot, Qt.Key.Key_Return)
    assert view.handover.isVisible()
    assert view.handover.accessibleName() == "Pass to Boris"
    assert view.handover.title.text() == "Boris"
    assert "Anna scored" in view.handover.text.text()
    key(qtbot, Qt.Key.Key_R)                                   # not before Boris sits down
    assert view.session.dice_to_throw() == 5 and "pass the table to Boris" in view.status.text()
    key(qtbot, Qt.Key.Key_Return)
    assert not view.handover.isVisible()
    assert QApplication.focusWidget() is view.sheet
    key(qtbot, Qt.Key.Key_R)
    assert view.session.dice_to_throw() == 0


@pytest.mark.parametrize("kinds, prefs", [(("human", "computer"), FAST),
                                          (("human", "human"), PlayPrefs(
                                              animation="off", computer_pace_ms=0,
                                              hand_over=False))])
def test_no_hand_over_against_the_computer_or_when_turned_off(qtbot, kinds, prefs):
    view = make_view(qtbot, "zdorovo", kinds, prefs=prefs)
    view.show()
    shown = []
    view.handover.continued.connect(lambda: shown.append(1))
    for _ in range(3):
        view.trigger("throw")
        view.sheet.go_to(view.sheet.current_cell()[0], 0)
        view.trigger("score")
        qtbot.waitUntil(lambda: view.session.acting_seat() == 0 or kinds[1] == "human")
        assert not view.handover.isVisible()
        if kinds[1] == "human":
            view.trigger("throw")
            view.trigger("score")
    assert not shown


# ------------------------------------------------------------------ no box in the way
def test_scoring_zero_is_said_and_undone_not_asked(qtbot):
    dialogs = ScriptedDialogs(answer=False)
    view = make_view(qtbot, "zdorovo", ("human",), dialogs=dialogs,
                     thrower=ROLL_DICE([(6, 6, 2, 3, 3)]))
    view.show()
    view.trigger("throw")
    view.sheet.go_to("zdorovo", 0)
    before = view.session.record
    assert view.trigger("score") and not dialogs.asked
    assert view.session.record.actions[-1] == "score zdorovo"
    assert view.status.text() == "0 written in Zdorovo!. Ctrl+Z takes it back."
    assert view.trigger("undo") and view.session.record == before


def test_bank_is_not_asked(qtbot, tinyzonk):
    dialogs = ScriptedDialogs(answer=False)
    view = make_view(qtbot, tinyzonk, ("human", "human"), dialogs=dialogs,
                     thrower=ROLL_DICE([(1, 5, 2, 3, 4, 6)]))
    view.trigger("throw")
    view.trigger("select", 0)
    assert view.trigger("set_aside")
    assert view.controls.visible_commands() == ["throw", "bank"]
    assert view.trigger("bank") and not dialogs.asked
    assert view.session.record.actions[-1] == "stop"


# ------------------------------------------------------------------ zonk family
def test_set_aside_hot_dice_shelf_and_a_refused_selection(qtbot, tinyzonk):
    view = make_view(qtbot, tinyzonk, ("human", "human"),
                     thrower=ROLL_DICE([(1, 1, 1, 5, 2, 3), (5, 5, 5), (2, 3, 4, 6, 6, 2)]))
    view.show()
    view.trigger("throw")
    assert view.tray.mode == "take"
    assert "You can set aside: 1 · 5 · 1 1 1" in view.hint.text()
    view.trigger("select", 0)
    view.trigger("select", 4)                                 # 1 and 2: no combination
    assert view.controls.buttons["set_aside"].text() == "Set aside 2 1  (Enter)"
    assert not view.trigger("set_aside")
    assert "2 1 is not a combination you can set aside" in view.status.text()
    assert view.session.record.actions == ("roll 1 1 1 5 2 3",)
    view.trigger("release", 4)
    view.trigger("select", 1)
    view.trigger("select", 2)
    assert view.tray.mark(0) == "take"
    assert view.trigger("confirm")                            # Enter sets aside
    assert view.session.record.actions[-1] == "take 1 1 1"
    assert view.tray.shelf[0].dice == (1, 1, 1) and view.tray.mark(0) == "aside"
    assert not view.trigger("select", 0)                      # set aside: not on the tray
    view.trigger("throw")                                     # three dice: 5 5 5
    assert view.session.record.actions[-2:] == ("throw", "roll 5 5 5")
    for p in (3, 4, 5):
        view.trigger("select", p)
    view.trigger("confirm")
    assert view.controls.visible_commands() == ["continue", "bank"]
    assert view.tray.moment == ("Hot dice!", "Anna has 150 this turn")
    assert view.log.lines()[-1] == "Hot dice! Anna has 150 this turn."
    assert [g.points for g in view.tray.shelf] == [100, 50]
    view.trigger("continue")                                  # six again: 2 3 4 6 6 2 = zonk
    assert view.tray.moment == ("Zonk!", "Anna loses 150")
    assert view.log.lines()[-2] == "Zonk! Anna loses 150."
    assert view.handover.isVisible()


def test_whole_tiny_zonk_games_by_mouse_and_keyboard(qtbot, tinyzonk):
    view = make_view(qtbot, tinyzonk, ("human", "computer"), seed="tiny")
    view.show()
    qtbot.waitExposed(view)
    MouseDriver(qtbot, view).play()
    view = active(qtbot, make_view(qtbot, tinyzonk, ("human", "human"), seed="tiny2"))
    KeyboardDriver(qtbot, view).play()
    assert replay(view.session.record).state == view.session.state


# ------------------------------------------------------------------ real dice
def test_parse_faces_names_the_fix():
    assert parse_faces("5 5 3, 2-6", 5) == ((5, 5, 3, 2, 6), "")
    assert "add 2 more" in parse_faces("553", 5)[1]
    assert "remove 1" in parse_faces("553261", 5)[1]
    assert "not 7" in parse_faces("55372", 5)[1]
    assert "remove \"x\"" in parse_faces("55x32", 5)[1]


def test_real_dice_entry_rejects_wrong_entries_and_loses_nothing(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "human"), dice="real", seed=""))
    assert view.entry.isVisible() and "throw 5 dice" in view.entry.prompt.text()
    assert "throw" not in view.controls.visible_commands()
    assert QApplication.focusWidget() is view.entry.edit
    for text, message in (("5 5 3", "add 2 more"), ("5 5 7 3 2", "not 7"),
                          ("5 5 a 3 2", "remove \"a\"")):
        view.entry.edit.clear()
        qtbot.keyClicks(view.entry.edit, text)
        assert view.selection == frozenset()                  # digits went to the entry
        key(qtbot, Qt.Key.Key_Return)
        assert message in view.entry.error.text()
        assert view.entry.edit.text() == text                 # nothing lost
        assert view.session.record.actions == ()
    view.entry.edit.clear()
    for face in (6, 6, 2, 3, 3):
        qtbot.mouseClick(view.entry.face_buttons[face - 1], Qt.MouseButton.LeftButton)
    assert view.entry.edit.text() == "6 6 2 3 3"
    qtbot.mouseClick(view.entry.apply_button, Qt.MouseButton.LeftButton)
    assert view.session.record.actions == ("roll 6 6 2 3 3",)
    assert not view.entry.isVisible() and view.tray.dice == (6, 6, 2, 3, 3)
    for k in (Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5):
        key(qtbot, k)
    key(qtbot, Qt.Key.Key_R)                                  # throw dice 3, 4, 5 again
    assert view.entry.isVisible()
    assert "throw dice 3, 4 and 5 again" in view.entry.prompt.text()
    assert view.tray.mark(2) == "await" and view.tray.mark(0) == ""
    qtbot.keyClicks(view.entry.edit, "611")
    key(qtbot, Qt.Key.Key_Return)
    assert view.session.record.actions[1:] == ("reroll 2 3 4", "roll 6 1 1")
    assert view.log.lines()[-1] == "Anna kept 6 6 and threw again: 6 1 1."


def test_a_computer_seat_with_real_dice_waits_for_its_throw(qtbot):
    view = make_view(qtbot, "zdorovo", ("computer", "human"), dice="real", seed="")
    view.show()
    assert view.entry.isVisible() and view.entry.prompt.text().startswith("Anna:")
    view.entry.edit.setText("1 2 3 4 5")
    view.trigger("confirm")
    qtbot.waitUntil(lambda: view.session.acting_seat() == 1 or view.entry.isVisible())
    assert view.session.record.actions[0] == "roll 1 2 3 4 5"


# ------------------------------------------------------------------ undo / redo
def test_undo_then_throw_again_gives_the_same_dice(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "computer"), seed="same"))
    key(qtbot, Qt.Key.Key_R)
    first = view.tray.dice
    assert first == throw_dice("same", f"{LOG_START}:0", 5)
    key(qtbot, Qt.Key.Key_1)
    key(qtbot, Qt.Key.Key_2)
    key(qtbot, Qt.Key.Key_R)
    second = view.tray.dice
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.tray.dice == first and view.session.record.actions == (
        "roll " + " ".join(map(str, first)),)
    assert "Undone: Throw again" in view.status.text()
    key(qtbot, Qt.Key.Key_1)
    key(qtbot, Qt.Key.Key_2)
    key(qtbot, Qt.Key.Key_R)                                  # the same throw again
    assert view.tray.dice == second
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert view.tray.dice == second
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.session.record.actions == () and not view.actions_by_id["undo"].isEnabled()
    key(qtbot, Qt.Key.Key_R)
    assert view.tray.dice == first
    assert view.log.lines() == ["Anna threw " + " ".join(map(str, first)) + "."]


# ------------------------------------------------------------------ animation and input
ANIMATED = PlayPrefs(animation="normal", computer_pace_ms=0, settle_ms=0)


def test_the_roll_animation_finishes_with_the_engines_faces(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"), prefs=ANIMATED, seed="anim")
    view.show()
    with qtbot.waitSignal(view.tray.roll_finished, timeout=3000):
        view.trigger("throw")
        assert view.tray.animating
        assert 500 <= view.tray._anim.duration() <= 800
    assert not view.tray.animating and view.tray.dice == throw_dice("anim", f"{LOG_START}:0", 5)
    assert view.tray._tumble_at(0) is None


def test_a_key_during_the_roll_skips_it_selection_is_handled_actions_wait(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "human"), prefs=ANIMATED))
    key(qtbot, Qt.Key.Key_R)
    assert view.tray.animating
    key(qtbot, Qt.Key.Key_1)                                  # skips, then picks die 1
    assert not view.tray.animating and view.selection == {0}
    key(qtbot, Qt.Key.Key_R)                                  # throws dice 1 again: animates
    assert view.tray.animating and view.session.record.actions[-2] == "reroll 0"
    actions = view.session.record.actions
    key(qtbot, Qt.Key.Key_R)                                  # skipped, not acted on
    assert not view.tray.animating and view.session.record.actions == actions
    assert "The dice have landed" in view.status.text()
    key(qtbot, Qt.Key.Key_R)                                  # now it throws
    assert view.session.record.actions[-2] == "reroll 0 1 2 3 4"
    qtbot.mouseClick(view.tray, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not view.tray.animating


def test_computer_moves_wait_for_the_animation(qtbot):
    view = make_view(qtbot, "zdorovo", ("computer", "computer"),
                     prefs=PlayPrefs(animation="fast", computer_pace_ms=0, settle_ms=0))
    s = view.session
    rolling_at_a_move: list[bool] = []
    rolls: list[int] = []
    for name in ("request", "throw"):                    # every move the computer makes …
        real = getattr(s, name)

        def spy(*args, real=real, **kwargs):
            rolling_at_a_move.append(view.tray.animating)
            return real(*args, **kwargs)
        setattr(s, name, spy)
    real_roll = view.tray.roll
    view.tray.roll = lambda positions: rolls.append(len(positions)) or real_roll(positions)
    view.show()
    qtbot.waitUntil(lambda: len(s.history) >= 8, timeout=10_000)
    view.close()
    assert sum(1 for n in rolls if n) >= 3 and len(rolling_at_a_move) >= 5
    assert not any(rolling_at_a_move)             # … waits until the dice have landed


def test_reduced_motion_or_off_means_no_animation(qtbot):
    view = make_view(qtbot, "zdorovo", ("human",))
    view.trigger("throw")
    assert not view.tray.animating


# ------------------------------------------------------------------ the sheet
def test_the_sheet_model_passes_the_model_tester(qtbot, qtmodeltester):
    view = make_view(qtbot, "zdorovo", ("human", "computer"), seed="model")
    qtmodeltester.check(view.sheet_model)
    view.trigger("throw")
    qtmodeltester.check(view.sheet_model)
    model = view.sheet_model
    index = model.index(model.row_of("big_hand"), 0)
    total = sum(view.tray.dice)
    assert model.data(index, Qt.ItemDataRole.AccessibleTextRole) == \
        f"Anna, Big hand, open, would score {total}"
    view.sheet.go_to("big_hand", 0)
    view.trigger("score")
    qtbot.waitUntil(lambda: view.session.acting_seat() == 0)
    assert model.data(index, Qt.ItemDataRole.AccessibleTextRole) == f"Anna, Big hand, {total}"
    assert model.data(model.index(model.row_of("total"), 0), Qt.ItemDataRole.FontRole).bold()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Boris"
    assert model.headerData(0, Qt.Orientation.Horizontal) == "\u25b8 Anna"
    qtmodeltester.check(model)


def test_clicking_another_players_cell_only_looks(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    view.show()
    qtbot.waitExposed(view)
    view.trigger("throw")
    index = view.sheet_model.index(0, 1)
    qtbot.mouseClick(view.sheet.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.sheet.visualRect(index).center())
    assert len(view.session.record.actions) == 1


# ------------------------------------------------------------------ resume and game over
def test_resuming_a_record_shows_the_game_where_it_was(qtbot):
    first = make_view(qtbot, "zdorovo", ("human", "human"), seed="resume")
    for _ in range(3):
        first.trigger("throw")
        first.trigger("score")
        first._on_handed_over()
    view = make_view(qtbot, record=first.session.record)
    assert view.session.state == first.session.state
    assert view.log.lines() == first.log.lines()
    assert view.actions_by_id["undo"].isEnabled()
    assert view.sheet_model.sheet == first.sheet_model.sheet


def test_game_over_offers_rematch_new_game_and_home(qtbot):
    view = make_view(qtbot, "zdorovo", ("computer", "computer"), seed="over")
    view.show()
    qtbot.waitUntil(view.game_over.isVisible, timeout=20_000)
    assert view.game_over.table.rowCount() == 2
    assert "wins" in view.status.text() or "share" in view.status.text()
    with qtbot.waitSignal(view.rematch_requested) as rematch:
        qtbot.mouseClick(view.game_over.rematch, Qt.MouseButton.LeftButton)
    new = rematch.args[0]
    old = view.session.record
    assert (new.game, new.players, new.options) == (old.game, old.players, old.options)
    assert new.seed != old.seed and new.actions == ()
    with qtbot.waitSignal(view.new_game_requested):
        qtbot.mouseClick(view.game_over.new_game, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(view.leave_requested):
        qtbot.mouseClick(view.game_over.home, Qt.MouseButton.LeftButton)


def test_settlement_is_shown_when_the_game_has_one(qtbot):
    from fractions import Fraction

    from dicegames.engine import Outcome
    view = make_view(qtbot, "zdorovo", ("human", "human", "human"))
    out = Outcome.by_points((620, 410, 300), settlement=(Fraction(220), Fraction(10),
                                                         Fraction(-230)))
    view.game_over.show_outcome(out, view.names)
    assert view.game_over.table.columnCount() == 4
    assert view.game_over.table.item(0, 3).text() == "+220"
    assert view.game_over.table.item(2, 3).text() == "\u2212230"


# ------------------------------------------------------------------ words
def test_announcing_keys(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "human"),
                                   thrower=ROLL_DICE([(6, 6, 2, 3, 3)])))
    key(qtbot, Qt.Key.Key_R)
    assert view.status.text() == "Anna threw 6 6 2 3 3."
    key(qtbot, Qt.Key.Key_2)
    key(qtbot, Qt.Key.Key_K)                          # K: the picked dice (Space picks a die)
    assert view.status.text() == "Picked to throw again: die 2 (6)."
    key(qtbot, Qt.Key.Key_2)                                  # the same digit puts it back
    assert view.selection == frozenset() and view.status.text() == "Die 2 (6) put back."
    key(qtbot, Qt.Key.Key_2)
    key(qtbot, Qt.Key.Key_D)
    assert view.status.text() == "On the table: 6 6 2 3 3."
    key(qtbot, Qt.Key.Key_S)
    assert view.status.text() == "Total: Anna 0, Boris 0."
    key(qtbot, Qt.Key.Key_T)
    assert view.status.text().startswith("Anna to play. throw 1 of 3")
    key(qtbot, Qt.Key.Key_B)                                  # nothing to bank in zdorovo
    assert "cannot stop" in view.status.text()
    key(qtbot, Qt.Key.Key_7)                  # beyond the tray, from the sheet too: said
    assert view.session.record.actions == ("roll 6 6 2 3 3",)
    assert view.status.text() == "There is no die 7 to pick."
    key(qtbot, Qt.Key.Key_W)                  # what to do now: each command with its key
    heard = view.status.text()
    assert "R: Throw 1 die again." in heard and "Enter: Score Sixes for 12." in heard


def test_a_language_change_rewords_the_table(qtbot):
    """Installing a translator rewords the log, the buttons, the banner and the sheet."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shout(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if context in ("GameLog", "Controls", "TurnBanner",
                                                 "Words", "Zdorovo") else None

        def isEmpty(self):
            return False

    view = make_view(qtbot, "zdorovo", ("human", "human"), seed="words")
    view.show()
    view.trigger("throw")
    model = view.sheet_model
    shout = Shout()
    QCoreApplication.installTranslator(shout)
    try:
        qtbot.waitUntil(lambda: view.log.lines()[0].startswith("Anna THREW"))
        assert view.controls.buttons["throw"].text().startswith("THROW ALL AGAIN")
        assert view.banner.facts.text().startswith("THROW 1 OF 3")
        assert model.headerData(0, Qt.Orientation.Vertical) == "ONES"
    finally:
        QCoreApplication.removeTranslator(shout)
    qtbot.waitUntil(lambda: view.log.lines()[0].startswith("Anna threw"))
    assert model.headerData(0, Qt.Orientation.Vertical) == "Ones"


# ------------------------------------------------------------------ routine choices
ROUTINE = [("zonk", "bank"), ("chicago", "bank"), ("detroit", "bank"), ("zanzibar", "bank"),
           ("school", "cross")]


@pytest.mark.parametrize("game_id,verb", ROUTINE)
def test_routine_choices_need_no_dialog_and_undo_takes_them_back(qtbot, game_id, verb):
    """Bank/stop and crossing out are done at once (no modal box) and Ctrl+Z undoes them."""
    dialogs = ScriptedDialogs(answer=False)
    view = make_view(qtbot, game_id, ("human", "human"), dialogs=dialogs, seed="ask")
    s = view.session
    verbs = ("bank", "stop") if verb == "bank" else ("cross",)
    for _ in range(400):
        if s.outcome() is not None or any(a.verb in verbs for a in s.legal_actions()):
            break
        if s.dice_to_throw():
            s.throw()
        else:
            s.request(choose(s.game, s.state))
    assert any(a.verb in verbs for a in s.legal_actions()), f"{game_id} reached no {verb}"
    if view.handover.isVisible():
        view._on_handed_over()
    if verb == "cross":
        row = next(str(a.args[0]) for a in s.legal_actions() if a.verb == "cross")
        view.sheet.go_to(row, s.acting_seat())
    before = s.record
    assert view.trigger(verb) and not dialogs.asked
    assert s.record.actions[-1].split()[0] in verbs
    view.end_hold()
    if view.handover.isVisible():
        view._on_handed_over()
    assert view.trigger("undo") and s.record == before


def test_announcements_reach_screen_readers_when_accessibility_is_on(qtbot):
    from PySide6.QtGui import QAccessible
    view = make_view(qtbot, "zdorovo", ("human",), seed="a11y")
    view.show()
    QAccessible.setActive(True)
    try:
        view.trigger("throw")                      # a polite announcement of the throw
        view.announce("Refused.", assertive=True)
    finally:
        QAccessible.setActive(False)
    assert view.status.text() == "\u26a0 Refused."
    repainted()                                     # the dice in words, once painted
    assert view.tray.accessibleDescription().startswith("Die 1: ")


def test_the_sheets_settlement_reads_as_the_game_over_panel_does(qtbot):
    """Zonk's settlement row says what each player receives (+) or pays (−), signed as the
    game-over panel signs it, on screen and to a screen reader."""
    from dicegames.ui.played.model import ROW_ID_ROLE
    view = active(qtbot, make_view(qtbot, "zonk", ("human", "human", "human"),
                                   seed="settled"))
    KeyboardDriver(qtbot, view).play()
    model = view.sheet.model()
    rows = [r for r in range(model.rowCount())
            if model.index(r, 0).data(ROW_ID_ROLE) == "settlement"]
    assert rows, "a finished zonk game shows its settlement"
    panel = view.game_over.table
    amount = {panel.item(i, 1).text(): panel.item(i, panel.columnCount() - 1).text()
              for i in range(panel.rowCount())}
    shown = {view.names[c]: model.index(rows[0], c).data() for c in range(len(view.names))}
    assert shown == amount
    assert any(t.startswith("+") for t in shown.values())
    said = model.index(rows[0], 0).data(Qt.ItemDataRole.AccessibleTextRole)
    from dicegames.ui.ear import for_ear
    assert for_ear(shown[view.names[0]]) in said           # "+82 point 67", for the ear
