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

from .driver import FAST, active, make_view, repainted

HANDING = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=0, settle_ms=0)


@pytest.fixture
def spoken(monkeypatch):
    """Everything the speakers say, as a screen reader is told it (through notifications,
    written for the ear)."""
    said: list[str] = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(Speaker, "flush", lambda self: said.append(self.pending())
                        or self._queue.clear())
    return said


@pytest.fixture
def heard(monkeypatch, spoken):
    """What the speakers say as on Linux, where Orca hears the notifications."""
    monkeypatch.setattr(Speaker, "notifies", lambda self: True)
    return spoken


def test_each_die_is_an_item_of_the_tray_saying_its_face_and_state(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"), seed="a11y")
    active(qtbot, view)
    spots = view.tray.spots
    assert [s.accessibleName() for s in spots] == [f"Die {n}, not thrown" for n in range(1, 6)]
    view.trigger("throw")
    view.trigger("select", 2)
    repainted()
    face = view.tray.dice[2]
    words = ("one", "two", "three", "four", "five", "six")
    assert spots[2].accessibleName() == f"Die 3, {words[face - 1]}, to throw again"
    assert spots[0].accessibleName().endswith(", held") and spots[2].picked
    iface = QAccessible.queryAccessibleInterface(spots[2])
    assert iface.role() == QAccessible.Role.ListItem          # not "check box not checked"
    assert not iface.state().checkable                        # its state is in its name
    assert QAccessible.queryAccessibleInterface(view.tray).role() == QAccessible.Role.List
    assert iface.text(QAccessible.Text.Name) == spots[2].accessibleName()
    spots[2].a11y_press()                          # a screen reader's "press": put it back
    repainted()
    assert not spots[2].picked and 2 not in view.selection
    assert all(s.focusPolicy() & Qt.FocusPolicy.TabFocus for s in spots)
    spots[4].setFocus()
    qtbot.keyClick(spots[4], Qt.Key.Key_Space)      # Space on a focused die: a check box's
    repainted()
    assert 4 in view.selection and spots[4].picked  # convention, picks it …
    qtbot.keyClick(spots[4], Qt.Key.Key_Space)      # … and puts it back
    assert 4 not in view.selection


def test_detroit_says_the_colour_and_real_dice_say_they_wait(qtbot):
    view = make_view(qtbot, "detroit", ("human", "human"), seed="a11y")
    view.show()
    view.trigger("throw")
    repainted()
    colours = view.tray.colours
    assert colours and view.tray.spots[0].accessibleName().startswith(
        f"Die 1, {colours[0]} ")
    real = make_view(qtbot, "zdorovo", ("human", "human"), dice="real")
    real.show()
    repainted()
    assert real.tray.spots[1].accessibleName() == "Die 2, waiting for the throw"


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
    for key, start in (("say_throw", "On the table, "), ("say_scores", "Total, "),
                       ("say_turn", "Anna to play"), ("say_selection", "No dice picked")):
        view.trigger(key)
        view.speaker.flush()
        assert spoken[-1].startswith(start)
    view.trigger("select", 7)                          # a refusal
    view.speaker.flush()
    assert spoken[-1] == "There is no die 8 to pick."


def test_sentences_of_one_turn_of_the_loop_go_out_as_one(qtbot, monkeypatch):
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    view = make_view(qtbot, "zdorovo", ("human",))
    speaker = view.speaker
    speaker._notify = lambda: True
    view.show()
    assert not speaker.voice.isVisible()        # a table that opens: no empty notification
    qtbot.waitUntil(lambda: bool(speaker.said), timeout=2000)       # … but how to begin
    assert speaker.said[0].startswith("Zdorovo! R, Roll. W says what you can do")
    speaker.say("One (1).")
    speaker.say("Two: 10,000.")
    qtbot.waitUntil(lambda: len(speaker.said) == 2, timeout=2000)
    assert speaker.said[1] == "One, 1. Two, 10000." == speaker.voice.accessibleName()
    voice = QAccessible.queryAccessibleInterface(speaker.voice)
    holder = QAccessible.queryAccessibleInterface(speaker)
    assert voice.role() == QAccessible.Role.Notification and speaker.voice.isVisible()
    assert holder.role() == QAccessible.Role.StatusBar    # Orca: no "notification" before it
    view.hide()
    view.show()                                 # back at the table: nothing said again
    assert not speaker.voice.isVisible()


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


def test_the_standings_are_named_each_cell_says_itself_and_tab_leaves(qtbot):
    from dicegames.engine import Outcome
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    active(qtbot, view)
    view.game_over.show_outcome(Outcome.by_points((240, 180)), ("Anna", "Boris"))
    table = view.game_over.table
    assert table.accessibleName() == "Standings" and not table.tabKeyNavigation()
    for row in range(2):                      # the row was read four times: each cell said it
        for column in range(3):
            assert table.item(row, column).data(Qt.ItemDataRole.AccessibleTextRole) is None
    assert view.game_over.spoken() == "Anna wins! Anna 240, Boris 180."
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
    assert spoken[-1].endswith("Correct Anna's Ones, 0. Enter corrects, Escape cancels.")


def test_no_spot_outlives_its_die(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    assert all(isinstance(s, DieSpot) for s in view.tray.spots)
    view.tray.set_table((1, 2), (), (0, 1), (), frozenset())
    assert [s.isVisibleTo(view.tray) for s in view.tray.spots][:2] == [True, True]
    assert not any(s.isVisibleTo(view.tray) for s in view.tray.spots[2:])


def test_the_main_window_keeps_one_accessible_object_as_tables_come_and_go(qtbot):
    """A window's method connected for the first time becomes a slot of its meta-object, and
    Qt then makes the window a new accessible object: Orca 43 kept the old one, "not active",
    as the frame of every widget it had met, and ignored each focus change after a table
    opened (Tab said only "tab")."""
    from dicegames.ui.shell.main_window import MainWindow

    from .fakes import FakeDialogs
    dialogs = FakeDialogs()
    dialogs.on_run = lambda dialog: True                # New game: Start game as it stands
    window = MainWindow(dialogs=dialogs)
    qtbot.addWidget(window)
    active(qtbot, window)
    window.startup()

    def identity() -> tuple[int, int]:
        iface = QAccessible.queryAccessibleInterface(window)
        return QAccessible.uniqueId(iface), window.metaObject().methodCount()

    first = identity()
    window.new_game()
    qtbot.waitUntil(lambda: window.view is not None and window.view.isVisible())
    window.view.trigger("throw")                        # a move: the autosave
    window.go_home()
    window.continue_game()
    window.view.rematch_requested.emit(window.record)   # Rematch
    window.view.new_game_requested.emit()
    window.view.leave_requested.emit()
    assert identity() == first


def test_new_game_says_each_choice_changed_by_key_and_tabs_through_every_seat(qtbot,
                                                                             monkeypatch,
                                                                             heard):
    from PySide6.QtWidgets import QComboBox, QMainWindow

    from dicegames.engine import roll_off
    from dicegames.ui.ear import for_ear
    from dicegames.ui.newgame.dialog import NewGameDialog
    said = heard
    behind = QMainWindow()
    qtbot.addWidget(behind)
    behind.show()
    dialog = NewGameDialog("zonk", parent=behind)          # closed with the window behind
    active(qtbot, dialog)
    assert dialog.speaker.window() is behind   # not in the dialog: read without its labels
    described: list[str] = []                 # the game: said as its description (Orca
    dialog.game.setAccessibleDescription = described.append   # keeps that through a flood)
    dialog.game.setFocus()
    qtbot.keyClick(dialog.game, Qt.Key.Key_Down)
    assert described[0].startswith("Zonk Chicago. Five dice to 10000 points"), described
    assert described[1:] == [""]                               # and at once no longer
    dialog.preset.setAccessibleDescription = described.append
    dialog.preset.setFocus()
    qtbot.keyClick(dialog.preset, Qt.Key.Key_Down)
    assert described[-2:] == [dialog.preset.currentText(), ""]
    option = next(row.widget for row in dialog.form.rows.values()      # a rule's choice,
                  if isinstance(row.widget, QComboBox) and row.widget.isVisible())  # with its
    option.setFocus()                                                  # own help: said
    qtbot.keyClick(option, Qt.Key.Key_Down)
    dialog.speaker.flush()
    assert said and said[-1] == for_ear(option.currentText()) + ".", said
    rows = dialog.players.rows
    badges = [row.chooser.accessibleName() for row in rows]
    assert badges == [f"Player {n}, household player" for n in range(1, len(rows) + 1)]
    order = [dialog.game]                       # Tab from the game to Cancel, round once
    while len(order) < 80:
        order.append(order[-1].nextInFocusChain())
        if order[-1] is dialog.game:
            break
    tabbed = [w for w in order if w.isVisible() and w.focusPolicy() & Qt.FocusPolicy.TabFocus]
    start = tabbed.index(dialog.start_button)
    for seat in (*[row.chooser for row in rows], dialog.players.casual):
        assert tabbed.index(seat) < start, seat.accessibleName()   # not after Cancel
    choice = dialog.choice()                    # the table says the roll-off again
    assert roll_off(choice.record.seed, len(rows))[0] == choice.record.first_player
    from dicegames.ui.play import PlayView
    table = PlayView(choice.record, choice.dice_source, FAST)
    qtbot.addWidget(table)
    assert table.starter_text() == dialog.start_text.text()     # "… threw 4, … 1. … starts."


def test_every_window_is_named_for_the_ear_as_the_focus_moves(qtbot, monkeypatch):
    """A form label's colon, a name's or a tooltip's parentheses are read out by Orca ("Game
    colon combo box", "Move down left paren Alt plus Down"): each window's fields, form
    labels and descriptions are said without them, and follow a new name or text."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QLabel, QToolButton

    from dicegames.ui.access import install
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    install()
    dialog = QDialog()
    qtbot.addWidget(dialog)
    form = QFormLayout(dialog)
    combo, button = QComboBox(dialog), QToolButton(dialog)
    casual = QCheckBox("&Casual game: not counted", dialog)
    form.addRow("&Game:", combo)
    form.addRow(button)
    form.addRow(casual)
    button.setAccessibleName("Move down (Alt+Down)")
    button.setToolTip("Moves the player down (one seat)")
    active(qtbot, dialog)
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    label = form.labelForField(combo)
    assert isinstance(label, QLabel)
    assert (combo.accessibleName(), label.accessibleName()) == ("Game", "Game")
    assert button.accessibleName() == "Move down, Alt+Down"
    assert button.accessibleDescription() == "Moves the player down, one seat"
    assert casual.accessibleName() == "Casual game, not counted"
    label.setText("&Juego:")                          # a new language, a new name
    button.setAccessibleName("Bajar (Alt+Abajo)")
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    assert button.accessibleName() == "Bajar, Alt+Abajo"
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    assert (combo.accessibleName(), label.accessibleName()) == ("Juego", "Juego")


def test_settings_says_each_choice_changed_by_key(qtbot, monkeypatch, heard):
    """Every combo box of every window says its new value (Orca 43 says nothing when a
    closed combo box changes): Settings' too, the speech setting among them."""
    from PySide6.QtWidgets import QComboBox, QMainWindow

    from dicegames.ui.common.settings import Preferences
    from dicegames.ui.common.speaker import echo_choices
    from dicegames.ui.shell.settings_dialog import SettingsDialog
    said = heard
    echo_choices()                                   # as the application does
    behind = QMainWindow()
    qtbot.addWidget(behind)
    behind.show()
    dialog = SettingsDialog(Preferences(), behind)
    active(qtbot, dialog)
    combos = [c for c in dialog.findChildren(QComboBox) if c.isVisible()]
    assert dialog.speech in combos and len(combos) >= 5
    dialog.language.setFocus()                    # Tab goes down the form as it shows
    qtbot.waitUntil(dialog.language.hasFocus)
    order = []
    for _ in range(6):
        now = QApplication.focusWidget()
        order.append(dialog.pace if dialog.pace.isAncestorOf(now) else now)
        qtbot.keyClick(now, Qt.Key.Key_Tab)
    assert order == [dialog.language, dialog.theme, dialog.animation, dialog.pace,
                     dialog.dice_size, dialog.speech], [w.objectName() for w in order]
    assert_each_choice_said(qtbot, monkeypatch, combos, behind, said)


def assert_each_choice_said(qtbot, monkeypatch, combos, behind, said) -> None:
    """Each combo box changed by Down says its new value: as its description for a moment,
    or through the speaker of the window behind (`said`)."""
    from dicegames.ui.ear import for_ear
    for combo in combos:
        if combo.count() < 2:
            continue
        described: list[str] = []
        monkeypatch.setattr(combo, "setAccessibleDescription", described.append)
        combo.setFocus()
        qtbot.waitUntil(combo.hasFocus)
        said.clear()
        qtbot.keyClick(combo, Qt.Key.Key_End if combo.currentIndex() == 0 else Qt.Key.Key_Home)
        for speaker in behind.findChildren(Speaker):
            speaker.flush()
        heard = for_ear(combo.currentText())
        assert heard in described or heard + "." in said, (combo.objectName(), said)


def test_the_print_dialog_says_each_choice_changed_by_key(qtbot, monkeypatch, heard):
    from PySide6.QtWidgets import QComboBox, QMainWindow

    from dicegames.engine import game_ids
    from dicegames.ui.common.speaker import echo_choices
    from dicegames.ui.printing.dialog import PrintDialog

    from .fakes import FakeDialogs
    said = heard
    echo_choices()
    behind = QMainWindow()
    qtbot.addWidget(behind)
    behind.show()
    dialog = PrintDialog(game_ids(), blank_game="zonk", dialogs=FakeDialogs(), parent=behind)
    active(qtbot, dialog)
    combos = [c for c in dialog.findChildren(QComboBox) if c.isVisible() and c.isEnabled()]
    assert len(combos) >= 2, combos
    assert_each_choice_said(qtbot, monkeypatch, combos, behind, said)


@pytest.mark.parametrize("game_id", ("zanzibar", "zdorovo"))
def test_a_die_number_beyond_the_tray_is_refused_aloud_with_the_focus_on_the_sheet(
        qtbot, spoken, game_id):
    """"9" in 421 (three dice) or Zdorovo (five) said nothing while the scoresheet had the
    focus: each digit 1-9 is the table's, and a die that is not there is refused aloud."""
    view = make_view(qtbot, game_id, ("human", "human"), seed="a11y")
    active(qtbot, view)
    view.trigger("throw")
    view.sheet.setFocus()
    qtbot.waitUntil(view.sheet.hasFocus)
    view.speaker.flush()
    spoken.clear()
    qtbot.keyClick(view.sheet, Qt.Key.Key_9)
    view.speaker.flush()
    assert spoken and spoken[-1] == "There is no die 9 to pick.", spoken


def test_a_rematch_table_says_its_roll_off_as_it_opens(qtbot):
    from dicegames.ui.play import PlayView

    from .driver import KeyboardDriver
    view = active(qtbot, make_view(qtbot, "zonk", ("human", "human"), seed="rematch"))
    KeyboardDriver(qtbot, view).play()          # Rematch is offered once the game is over
    records: list = []
    view.rematch_requested.connect(records.append)
    view._rematch()
    table = PlayView(records[0], "virtual", FAST)
    qtbot.addWidget(table)
    said = table.voice.entrance(table.starter_text())
    names = [p.name for p in records[0].players]
    assert f"{names[0]} threw " in said or f"{names[1]} threw " in said, said
    assert f"{names[records[0].first_player]} starts." in said, said


def test_saved_games_and_statistics_say_each_choice_changed_by_key(qtbot, monkeypatch, heard):
    from PySide6.QtWidgets import QComboBox

    from dicegames.ui.common.speaker import echo_choices

    from .fakes import history_of_finished_games
    said = heard
    echo_choices()
    window, history = history_of_finished_games(qtbot, 2, "choices")
    tried = 0
    for tab in range(history.tabs.count()):
        history.tabs.setCurrentIndex(tab)
        combos = [c for c in history.findChildren(QComboBox)
                  if c.isVisible() and c.isEnabled() and c.count() > 1]
        assert_each_choice_said(qtbot, monkeypatch, combos, window, said)
        tried += len(combos)
    assert tried >= 2


def test_practice_keeps_the_focus_on_its_filter_and_says_the_choice_first(qtbot, heard):
    """Practice gave the focus to its choices as a filter's new position came, so the next
    Down changed no filter and the choice was never said (Orca heard the position alone): the
    filter keeps the focus, and its choice opens the one sentence of the new position."""
    from dicegames.ui.common.speaker import echo_choices

    from .coach_support import history_entries, write_history
    from .fakes import main_window
    echo_choices()
    window = main_window(qtbot)
    write_history(history_entries([("zdorovo", 2, ("medium", "easy"))]))
    window.hide()                              # offscreen the one window takes the keys
    window.open_practice("name:Anna", "zdorovo")             # shown and made active
    practice = window.practice_window
    qtbot.waitUntil(practice.isActiveWindow)
    assert practice.list.hasFocus()                        # as it opens: the choices
    practice.player.setFocus()
    qtbot.waitUntil(practice.player.hasFocus)
    practice.speaker.flush()
    heard.clear()
    qtbot.keyClick(practice.player, Qt.Key.Key_Down)
    practice.speaker.flush()
    assert practice.player.hasFocus() and practice.player.currentText() == "Boris"
    assert len(heard) == 1 and heard[0].startswith("Boris. Position 1 of "), heard
    qtbot.keyClick(practice.player, Qt.Key.Key_Up)         # and the next change too
    practice.speaker.flush()
    assert practice.player.hasFocus() and heard[-1].startswith("Anna. Position 1 of "), heard


@pytest.mark.parametrize("which", ("new game", "print", "settings"))
def test_a_group_is_said_once_and_each_control_by_its_own_words(qtbot, which):
    """In Russian Orca read New game's dice as "Кости panel. Кости." before each choice, the
    print dialog's check boxes as "Page check box", Settings' tutor level under "Tutor mode":
    Qt labels a titled group box's own children by its title, so the group was said as the
    panel around a control and again as its label. No control Tab reaches is labelled by its
    group, and a group's one child is not named by its title (Orca takes such a group for
    layout, and says it not at all)."""
    from PySide6.QtWidgets import QGroupBox, QWidget

    from .language import app_language
    with app_language("ru"):
        if which == "new game":
            from dicegames.ui.newgame.dialog import NewGameDialog
            dialog = NewGameDialog("zdorovo")
        elif which == "settings":
            from dicegames.ui.common.settings import Preferences
            from dicegames.ui.shell.settings_dialog import SettingsDialog
            dialog = SettingsDialog(Preferences(), people=[("name:Anna", "Anna", True)])
        else:
            from dicegames.engine import game_ids
            from dicegames.ui.printing.dialog import PrintDialog
            dialog = PrintDialog(game_ids(), blank_game="zonk")
        qtbot.addWidget(dialog)
        dialog.show()
        controls = [w for w in dialog.findChildren(QWidget) if w.isVisible()
                    and w.focusPolicy() & Qt.FocusPolicy.TabFocus]
        assert len(controls) > 8, controls
        by_group = {}
        for control in controls:
            iface = QAccessible.queryAccessibleInterface(control)
            labels = [r[0].object() for r in iface.relations(QAccessible.RelationFlag.Label)]
            groups = [g.title() for g in labels if isinstance(g, QGroupBox)]
            if groups:
                by_group[iface.text(QAccessible.Text.Name) or control.objectName()] = groups
        assert not by_group, by_group
        boxes = [b for b in dialog.findChildren(QGroupBox) if b.isVisible() and b.title()]
        assert boxes
        for box in boxes:
            title = QAccessible.queryAccessibleInterface(box).text(QAccessible.Text.Name)
            kids = box.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            named = [QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name)
                     for w in kids]
            assert title and (len(kids) > 1 or title not in named), (title, named)
