"""The main window: Home ⇄ Play by keyboard, autosave → Continue → resume, history, saves,
resume after a crash, and a launch that survives damaged files."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from dicegames.engine import replay
from dicegames.persistence import paths
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.crash_marker import LastRun
from dicegames.persistence.history import History
from dicegames.persistence.saves import (
    SUFFIX,
    Snapshot,
    read_save,
    save_document,
    write_save,
)
from dicegames.ui.shell.main_window import MainWindow
from tests.persistence.helpers import finished_zdorovo_record, zdorovo_record

from .driver import active
from .fakes import FakeDialogs, FakePlayView


@pytest.fixture
def dialogs():
    return FakeDialogs()


@pytest.fixture
def window(qtbot, dialogs):
    FakePlayView.made.clear()
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    return w


def _accept_new_game(dialogs, players=("Anna", "Boris"), game="zdorovo"):
    def run(dlg):
        dlg.game.setCurrentIndex(dlg.game.findData(game))
        dlg.players.set_limits(len(players), len(players))
        for row, name in zip(dlg.players.rows, players):
            row.name.setText(name)
            row.kind.setCurrentIndex(0)
        return True
    dialogs.on_run = run


def test_starts_on_home_with_the_menus(window):
    assert window.stack.currentWidget() is window.home
    room = window.screen().availableGeometry()              # 960×640, or a smaller screen
    assert window.minimumSize().width() == min(960, room.width())
    assert window.minimumSize().height() == min(640, room.height() - 40)
    assert window.width() <= room.width() and window.height() <= room.height()
    keys = {a.objectName(): a.shortcut().toString() for a in window.actions()}
    assert keys["new_game"] == "Ctrl+N" and keys["open_game"] == "Ctrl+O"
    assert keys["save_game"] == "Ctrl+S" and keys["quit"] == "Ctrl+Q"
    assert keys["fullscreen"] == "F11"
    shortcuts = [k for k in keys.values() if k]
    assert len(shortcuts) == len(set(shortcuts))
    assert not window.act_save.isEnabled()
    assert window.windowTitle() == "Dice Games"


def test_ctrl_n_starts_a_game_and_autosaves_every_action(qtbot, window, dialogs):
    _accept_new_game(dialogs)
    qtbot.keySequence(window, QKeySequence("Ctrl+N"))
    assert dialogs.ran == ["NewGameDialog"]
    assert window.stack.currentWidget() is window.play_page
    view = FakePlayView.made[-1]
    assert view.record.game == "zdorovo" and view.record.actions == ()
    assert [p.name for p in view.record.players] == ["Anna", "Boris"]
    assert view.prefs.animation == "normal" and view.dialogs is dialogs
    assert window.windowTitle() == "Zdorovo! — Dice Games" and window.act_save.isEnabled()
    window.store.flush()
    saved = Autosave().load().value.record                    # a new game is resumable …
    assert saved == replace(view.record, seed="") and view.record.seed   # … without its seed
    played = zdorovo_record(5)
    view.record_changed.emit(Snapshot(played))
    window.store.flush()
    assert Autosave().load().value.record == played
    view.leave_requested.emit()
    assert window.stack.currentWidget() is window.home
    assert window.home.continue_card.isVisible()
    assert window.home.continue_card.game.text() == "Zdorovo!"


def test_autosave_gives_a_continue_card_that_resumes(qtbot, dialogs):
    played = zdorovo_record(7)
    Autosave().write(Snapshot(played, "real"))
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    assert not w.home.continue_card.isVisible()           # nothing read before start-up
    with qtbot.waitSignal(w.ready):
        w.startup()
    assert w.home.continue_card.isVisible() and w.act_continue.isEnabled()
    assert w.home.continue_card.hasFocus()
    qtbot.keyClick(w.home.continue_card, Qt.Key.Key_Return)
    view = FakePlayView.made[-1]
    assert view.record == played and view.dice_source == "real"
    assert w.stack.currentWidget() is w.play_page


def test_a_finished_game_goes_to_history_and_clears_the_autosave(qtbot, window, dialogs):
    _accept_new_game(dialogs, ("Anna",))
    window.new_game("zdorovo")
    view = FakePlayView.made[-1]
    done = finished_zdorovo_record()
    rp = replay(done)
    view.record_changed.emit(Snapshot(done))
    with qtbot.waitSignal(window.store.finished_saved):
        view.game_finished.emit(Snapshot(done), rp.game.outcome(rp.state))
    assert not Autosave().path.exists()
    games, _ = History().load()
    assert [g.record for g in games] == [done]
    view.leave_requested.emit()
    assert not window.home.continue_card.isVisible()
    assert window.home.recent.count() == 1
    window.home.recent.setCurrentRow(0)
    window.home.recent.itemActivated.emit(window.home.recent.item(0))
    assert FakePlayView.made[-1].record == done
    assert not Autosave().path.exists()                     # looking does not autosave


def test_a_new_game_after_the_end_does_not_ask(qtbot, window, dialogs):
    _accept_new_game(dialogs, ("Anna",))
    window.new_game("zdorovo")
    done = finished_zdorovo_record()
    rp = replay(done)
    FakePlayView.made[-1].record_changed.emit(Snapshot(done))
    FakePlayView.made[-1].game_finished.emit(Snapshot(done), rp.game.outcome(rp.state))
    FakePlayView.made[-1].new_game_requested.emit()
    assert not dialogs.confirms and len(FakePlayView.made) == 2


def test_tab_and_enter_from_the_home_open_the_new_game_dialog(qtbot, dialogs):
    Autosave().write(Snapshot(zdorovo_record(2), "virtual"))
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    assert w.home.continue_card.hasFocus()
    zd = next(c for c in w.home.cards if c.game_id == "zdorovo")
    for _ in range(len(w.home.cards)):
        if zd.hasFocus():
            break
        qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Tab)
    assert zd.hasFocus()
    chosen = []
    dialogs.on_run = lambda dlg: chosen.append(dlg.game_id) or False
    qtbot.keyClick(zd, Qt.Key.Key_Return)
    assert chosen == ["zdorovo"]


def test_looking_at_a_finished_game_never_replaces_the_unfinished_one(qtbot, window):
    unfinished = zdorovo_record(3)
    Autosave().write(Snapshot(unfinished, "virtual"))
    done = finished_zdorovo_record()
    rp = replay(done)
    History().add(done, rp.game.outcome(rp.state))
    window.refresh_home()
    window.open_finished(History().load()[0][0])
    FakePlayView.made[-1].record_changed.emit(Snapshot(zdorovo_record(21, players=1)))  # undo
    window.store.flush()
    assert Autosave().load().value.record == unfinished


def test_rematch_and_new_game_from_the_play_view(qtbot, window, dialogs):
    _accept_new_game(dialogs)
    window.new_game("zdorovo")
    view = FakePlayView.made[-1]
    again = zdorovo_record(0)
    view.rematch_requested.emit(again)
    assert FakePlayView.made[-1].record == again
    FakePlayView.made[-1].record_changed.emit(Snapshot(again.with_actions(("roll 1 2 3 4 5",))))
    FakePlayView.made[-1].new_game_requested.emit()     # the unfinished game is kept, unasked
    assert not dialogs.confirms and FakePlayView.made[-1].record.game == "zdorovo"
    kept = list(paths.saves_dir().glob("zdorovo * unfinished" + SUFFIX))
    assert len(kept) == 1 and read_save(kept[0]).record.actions == ("roll 1 2 3 4 5",)
    assert "was kept among the saved games" in window.statusBar().currentMessage()


def test_save_and_open_through_the_file_dialogs(qtbot, window, dialogs, tmp_path):
    _accept_new_game(dialogs)
    window.new_game("zdorovo")
    played = zdorovo_record(6)
    FakePlayView.made[-1].record_changed.emit(Snapshot(played))
    dialogs.save_path = str(tmp_path / "evening")
    qtbot.keySequence(window, QKeySequence("Ctrl+S"))
    assert dialogs.suggested.startswith(str(paths.saves_dir()))
    saved = read_save(tmp_path / ("evening" + SUFFIX))
    assert saved.record == played and saved.dice_source == "virtual"
    window.go_home()
    dialogs.open_path = str(tmp_path / ("evening" + SUFFIX))
    qtbot.keySequence(window, QKeySequence("Ctrl+O"))
    assert FakePlayView.made[-1].record == played
    assert not [m for m in dialogs.messages if m[0] == "warn"]


def test_opening_a_damaged_save_reports_it_and_changes_nothing(qtbot, window, dialogs,
                                                               tmp_path):
    bad = tmp_path / ("bad" + SUFFIX)
    bad.write_text('{"format": "dicegames-save", "version": 1, "record": {"oops"')
    dialogs.open_path = str(bad)
    window.open_game()
    kind, title, text = dialogs.messages[-1]
    assert kind == "warn" and "damaged" in text and "kept as" in text
    assert not bad.exists() and list(tmp_path.glob("bad.dicegames.corrupt-*"))
    assert window.stack.currentWidget() is window.home and not FakePlayView.made


def test_opening_a_newer_save_is_refused_and_left_alone(qtbot, window, dialogs, tmp_path):
    path = tmp_path / ("new" + SUFFIX)
    write_save(path, Snapshot(zdorovo_record(3), "virtual"))
    doc = json.loads(path.read_text())
    doc["version"] = 3
    path.write_text(json.dumps(doc))
    before = path.read_bytes()
    dialogs.open_path = str(path)
    window.open_game()
    assert "newer version" in dialogs.messages[-1][2]
    assert path.read_bytes() == before and window.stack.currentWidget() is window.home


def test_a_failing_save_says_so_and_keeps_the_old_file(qtbot, window, dialogs, tmp_path,
                                                      monkeypatch):
    import errno
    import os
    _accept_new_game(dialogs)
    window.new_game("zdorovo")
    target = tmp_path / ("full" + SUFFIX)
    write_save(target, Snapshot(zdorovo_record(1), "virtual"))
    before = target.read_bytes()
    dialogs.save_path = str(target)

    def full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    window.save_game()
    monkeypatch.undo()
    assert "the disk is full" in dialogs.messages[-1][2]
    assert target.read_bytes() == before


def test_after_a_crash_the_unfinished_game_is_offered(qtbot, dialogs):
    played = zdorovo_record(4)
    Autosave().write(Snapshot(played, "virtual"))
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    w.show()
    w.startup(LastRun.CRASHED)
    assert dialogs.confirms and "did not close properly" in dialogs.confirms[0][1]
    assert dialogs.defaults == [True]                   # resuming loses nothing either way
    assert FakePlayView.made[-1].record == played
    dialogs.confirms.clear()
    w.go_home()
    w.startup(LastRun.CLEAN)
    assert not dialogs.confirms


def test_discard_asks_in_the_card_then_forgets_the_unfinished_game(qtbot, dialogs):
    Autosave().write(Snapshot(zdorovo_record(4), "virtual"))
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    w.startup()
    card = w.home.continue_card
    card.discard.click()                                  # asked in place, no box
    assert card.confirming and Autosave().path.exists() and not dialogs.confirms
    assert card.when.text().startswith("Discard this game for good?")
    card.go.click()                                       # "Keep it"
    assert not card.confirming and Autosave().path.exists()
    card.discard.click()
    card.discard.click()
    assert not Autosave().path.exists() and not w.home.continue_card.info


def test_settings_dialog_applies_and_persists(qtbot, window, dialogs):
    seen = []
    window.on_preferences = seen.append

    def run(dlg):
        dlg.animation.setCurrentIndex(dlg.animation.findData("off"))
        return True

    dialogs.on_run = run
    window.open_settings()
    assert seen and seen[0].animation == "off"
    assert window.settings.preferences().animation == "off"


def test_fullscreen_and_geometry(qtbot, window):
    qtbot.keySequence(window, QKeySequence("F11"))
    assert window.act_fullscreen.isChecked()
    qtbot.keySequence(window, QKeySequence("F11"))
    assert not window.act_fullscreen.isChecked()
    window.resize(1000, 700)
    window.close()
    assert not window.settings.geometry().isEmpty()
    again = MainWindow(dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(again)
    assert again.height() == 700        # restored (offscreen's 800×600 screen clamps the width)


def test_launch_survives_damaged_settings_and_autosave(qtbot, qapp):
    from dicegames.ui.shell.application import launch
    paths.settings_path().parent.mkdir(parents=True)
    paths.settings_path().write_bytes(b"[ui\nlanguage=\xff\x00\ntheme=@Variant(\n")
    paths.autosave_path().parent.mkdir(parents=True)
    paths.autosave_path().write_bytes(b'{"format": "dicegames-save", "version": 1, "rec')
    paths.history_path().parent.mkdir(parents=True)
    paths.history_path().write_text("[")
    shell = launch(qapp, dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    try:
        w = shell.window
        qtbot.addWidget(w)
        w.show()
        w.startup(shell.last_run, tuple(shell.notes))
        assert w.stack.currentWidget() is w.home and not w.home.continue_card.info
        assert list(paths.state_dir().glob("autosave.json.corrupt-*"))
        assert w.statusBar().currentMessage()
    finally:
        shell.shutdown()
        qapp.setPalette(qapp.style().standardPalette())
    assert not paths.crash_marker_path().exists()


def test_launch_remembers_an_unclean_exit(qtbot, qapp):
    from dicegames.ui.shell.application import launch
    paths.crash_marker_path().parent.mkdir(parents=True)
    paths.crash_marker_path().write_text("12345\n")          # left by a run that died
    Autosave().write(Snapshot(zdorovo_record(2), "virtual"))
    dialogs = FakeDialogs()
    shell = launch(qapp, dialogs=dialogs, play_view_factory=FakePlayView)
    try:
        assert shell.last_run is LastRun.CRASHED
        qtbot.addWidget(shell.window)
        shell.window.startup(shell.last_run)
        assert dialogs.confirms and FakePlayView.made[-1].record == zdorovo_record(2)
    finally:
        shell.shutdown()
        qapp.setPalette(qapp.style().standardPalette())


def test_players_are_remembered_for_the_next_new_game(qtbot, window, dialogs):
    _accept_new_game(dialogs, ("Вера", "Gleb"))
    window.new_game("zdorovo")
    assert [p.name for p in window.settings.last_players()] == ["Вера", "Gleb"]
    seen = []
    dialogs.on_run = lambda dlg: seen.append([p.name for p in dlg.players.players()]) or False
    window.new_game()
    assert seen == [["Вера", "Gleb"]]


def test_a_newer_autosave_survives_a_new_game_and_the_player_is_told_where(qtbot, window,
                                                                            dialogs):
    doc = save_document(Snapshot(zdorovo_record(3)), "t")
    doc["version"] = 99
    data = json.dumps(doc).encode()
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_bytes(data)
    window.refresh_home()
    assert "newer version" in window.statusBar().currentMessage()
    _accept_new_game(dialogs)
    with qtbot.waitSignal(window.store.notice) as told:
        window.new_game("zdorovo")
    FakePlayView.made[-1].record_changed.emit(Snapshot(zdorovo_record(4)))
    FakePlayView.made[-1].record_changed.emit(Snapshot(zdorovo_record(5)))
    window.store.flush()
    kept = list(paths.state_dir().glob("autosave.json.newer-*"))
    assert [p.read_bytes() for p in kept] == [data] and str(kept[0]) in told.args[0]


def test_continue_after_a_bak_restore_opens_the_restored_game(qtbot, dialogs):
    Autosave().write(Snapshot(zdorovo_record(3)))
    Autosave().write(Snapshot(zdorovo_record(5)))
    paths.autosave_path().write_bytes(b"{damaged")
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    assert w.home.continue_card.isVisible()
    assert "restored" in w.statusBar().currentMessage()
    w.continue_game()
    assert FakePlayView.made[-1].record == zdorovo_record(3)
    assert w.stack.currentWidget() is w.play_page


def test_a_session_without_a_parent_is_collected_cleanly():
    import os
    import subprocess
    import sys
    code = """
import gc
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tests.ui.driver import make_record
from dicegames.ui.play.session import GameSession
sessions = []
for i in range(40):
    s = GameSession(make_record("zonk", seed=f"gc{i}"))
    for _ in range(4):
        s.throw() if s.dice_to_throw() else s.request(s.legal_actions()[0])
    sessions.append(s)
sessions = None
gc.collect()
print("collected")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0 and "collected" in out.stdout, out.stderr[-2000:]


def test_ctrl_n_opens_on_the_game_played_last(qtbot, window, dialogs):
    _accept_new_game(dialogs, game="school")
    window.new_game()
    seen = []
    dialogs.on_run = lambda dlg: seen.append(dlg.game_id) or False
    qtbot.keySequence(window, QKeySequence("Ctrl+N"))
    assert seen == ["school"]


def test_the_home_cards_are_of_one_width_and_their_pitch_never_cut_mid_line(qtbot, window):
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: all(c.pitch.fitting for c in window.home.cards))
    widths = [c.width() for c in window.home.cards]
    assert max(widths) - min(widths) <= 2, widths          # (a pixel of rounding)
    window.resize(960, 600)                   # narrow: a long pitch ends with … in its room
    qtbot.waitUntil(lambda: window.home.cards[0].width() < min(widths))
    for card in window.home.cards:
        label = card.pitch
        lines = label.text().rstrip("\n").count("\n") + 1
        assert label.text().rstrip("\n") == label.full or label.text().endswith("\u2026")
        assert lines >= 1 and label.toolTip() in ("", label.full)


@pytest.mark.parametrize("size", [(960, 640), (1920, 1080)])
def test_the_home_cards_show_their_whole_pitch_where_the_window_has_the_room(qtbot, window,
                                                                            lang, size):
    """At 960×640 the Russian pitch of Zonk ended "… и вовремя…" above an empty strip of the
    table: a card takes the height its whole pitch needs while the window has room for it."""
    window.resize(*size)
    cards = window.home.cards

    def whole():
        assert all(c.pitch.fitting for c in cards)
        cut = [c.pitch.text() for c in cards if c.pitch.text().rstrip("\n") != c.pitch.full]
        assert cut == [], (lang, size)
    qtbot.waitUntil(whole, timeout=2000)         # the layout settles in a few turns
