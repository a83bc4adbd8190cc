"""A table's life, once (docs/saves.md "One table, one game in the history"): every sequence a
family plays — finish, undo at the game-over panel, finish otherwise; quit and Continue; Redo to
the same end; Rematch; a finished game opened from the games browser and changed; a kill at the
very end — leaves as many history entries as finished tables."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dicegames.engine import Record
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.history import History
from dicegames.persistence.saves import Snapshot
from dicegames.ui.play import PlayView
from dicegames.ui.shell.main_window import MainWindow
from tests.persistence.helpers import finished_zdorovo_record

from .driver import FAST, active
from .fakes import FakeDialogs
from .test_main_window import _accept_new_game


def _fast_view(snapshot, prefs, dialogs, parent):
    return PlayView(snapshot.record, snapshot.dice_source, FAST, dialogs, parent,
                    drawn=snapshot.drawn)


def _window(qtbot, dialogs=None) -> MainWindow:
    w = MainWindow(dialogs=dialogs or FakeDialogs(), play_view_factory=_fast_view)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    return w


@pytest.fixture
def window(qtbot):
    return _window(qtbot)


def _new_game(w: MainWindow, players=("Anna",), game="zdorovo") -> PlayView:
    _accept_new_game(w.dialogs, players, game)
    w.new_game(game)
    assert isinstance(w.view, PlayView)
    return w.view


def _opened_from_the_history(w: MainWindow, game="zdorovo"):
    """A game played to its end, then opened from the history: (its entry, the view)."""
    _play_to_end(_new_game(w, game=game))
    w.go_home()
    (entry,) = _history(w)
    w.open_finished(entry)
    return entry, w.view


def _play_to_end(view: PlayView, decide=lambda legal: legal[-1]) -> None:
    s = view.session
    while s.outcome() is None:
        if s.dice_to_throw():
            s.throw()
        else:
            s.request(decide(s.legal_actions()))


def _history(w: MainWindow) -> list:
    w.store.flush()
    return History().load_all()[0]


def _undo_past_the_end(w: MainWindow) -> None:
    view = w.view
    assert view.session.outcome() is not None
    assert view.trigger("undo")
    assert view.session.outcome() is None
    w.store.flush()


# ------------------------------------------------------------------ 23.1 one table, one entry
def test_finish_undo_finish_otherwise_records_the_table_once(window):
    view = _new_game(window)
    _play_to_end(view)
    first = _history(window)
    assert len(first) == 1
    _undo_past_the_end(window)
    assert _history(window) == []                    # taken back at once: not counted …
    assert Autosave().load().value.record == view.session.record   # … and autosaved again
    window.refresh_home()
    assert window.home.continue_card.info is not None
    _play_to_end(view, lambda legal: legal[0])       # finished otherwise
    games = _history(window)
    assert len(games) == 1 and games[0].record.actions == view.session.record.actions
    assert games[0].record.actions != first[0].record.actions
    assert not Autosave().path.exists()


def test_redo_to_the_same_end_records_it_again_once(window):
    view = _new_game(window)
    _play_to_end(view)
    ending = _history(window)[0].record.actions
    _undo_past_the_end(window)
    assert view.trigger("redo") and view.session.outcome() is not None
    games = _history(window)
    assert len(games) == 1 and games[0].record.actions == ending


def test_finish_undo_quit_continue_finish_records_it_once(qtbot, window):
    view = _new_game(window)
    _play_to_end(view)
    _undo_past_the_end(window)
    window.close()
    again = _window(qtbot)
    assert again.home.continue_card.info is not None
    again.continue_game()
    _play_to_end(again.view)
    assert len(_history(again)) == 1


def test_a_rematch_is_a_table_of_its_own(window):
    view = _new_game(window, ("Anna", "Boris"))
    _play_to_end(view)
    view.game_over.rematch.click()
    rematch = window.view
    assert rematch is not view
    _play_to_end(rematch)
    games = _history(window)
    assert len(games) == 2 and games[0].table != games[1].table
    _undo_past_the_end(window)                       # the rematch's end, not the first game's
    assert [g.table for g in _history(window)] == [games[1].table]


def test_a_game_opened_from_the_history_changed_and_finished_replaces_its_entry(window):
    game, opened = _opened_from_the_history(window)
    assert opened.session.outcome() is not None
    assert opened.trigger("undo")                    # asks first (the dialogs say yes)
    assert window.dialogs.confirms and opened.session.outcome() is None
    assert _history(window) == []
    _play_to_end(opened, lambda legal: legal[0])
    games = _history(window)
    assert len(games) == 1 and games[0].table == game.table
    assert games[0].record.actions == opened.session.record.actions


def test_looking_at_a_finished_game_and_declining_to_change_it_changes_nothing(window):
    game, _ = _opened_from_the_history(window)
    window.dialogs.confirm_answer = False
    assert not window.view.trigger("undo")
    assert window.view.session.outcome() is not None
    assert [g.record for g in _history(window)] == [game.record]
    assert not Autosave().path.exists()


def test_a_correction_of_a_finished_game_asks_first_and_records_it_once_again(window):
    game, view = _opened_from_the_history(window, "school")
    written = next(r.id for r in view.offer.sheet.rows if (r.id, 0) in view.keeping.facts.editable)
    view.sheet.go_to(written, 0)
    window.dialogs.confirm_answer = False
    view.trigger("correct")                          # F2: asks first, and the answer is no
    assert window.dialogs.confirms and view.sheet.open_editor() is None
    window.dialogs.confirm_answer = True
    view.trigger("correct")
    assert view.sheet.open_editor() is not None
    view.sheet.open_editor().cancelled.emit()
    first_roll = next(i for i, text in enumerate(view.session.record.actions)
                      if text.startswith("roll"))
    assert view.session.correct([(first_roll, "roll 6 6 6 6 6")])
    assert view.session.outcome() is not None        # corrected, still over: recorded again
    games = _history(window)
    assert len(games) == 1 and games[0].table == game.table
    assert games[0].record.actions == view.session.record.actions != game.record.actions


def test_changing_a_finished_game_keeps_the_unfinished_one_among_the_saved_games(window):
    from dicegames.persistence import paths
    from dicegames.persistence.saves import SUFFIX, read_save
    view = _new_game(window)
    _play_to_end(view)
    unfinished = _new_game(window, ("Boris",))       # another table, left unfinished
    unfinished.session.throw()
    window.go_home()
    (game,) = _history(window)
    window.open_finished(game)
    assert window.view.trigger("undo")               # asked, and yes
    window.store.flush()
    kept = list(paths.saves_dir().glob("*" + SUFFIX))
    assert len(kept) == 1 and read_save(kept[0]).record == unfinished.session.record
    assert Autosave().load().value.snapshot.table == game.table
    assert _history(window) == []


# ------------------------------------------------------------------ 24.4 a kill at the very end
def _killed_after_the_last_autosave(table: str = "") -> Record:
    """What a kill between the last autosave and the history write leaves: the finished game
    in the autosave, nothing in the history."""
    done = finished_zdorovo_record()
    Autosave().write(Snapshot(done, "virtual", table=table))
    assert History().load_all()[0] == []
    return done


@pytest.mark.parametrize("table", ["5f0c2a9e41d7b3c8", ""])   # "": written before identities
def test_a_game_finished_just_before_a_kill_is_recorded_at_start_once(qtbot, table):
    done = _killed_after_the_last_autosave(table)
    first = _window(qtbot)
    games = _history(first)
    assert [replace(g.record, seed="") for g in games] == [replace(done, seed="")]
    assert not Autosave().path.exists() and first.home.continue_card.info is None
    assert first.home.recent.count() == 1
    Autosave().write(Snapshot(done, "virtual", table=table))     # the same kill once more
    second = _window(qtbot)
    assert [g.key for g in _history(second)] == [games[0].key]   # once, however often


def test_a_kill_between_the_undo_autosave_and_the_withdrawal_is_mended_at_start(qtbot, window):
    view = _new_game(window)
    _play_to_end(view)
    (game,) = _history(window)
    record = view.session.record
    undone = record.with_actions(record.actions[:-2])
    Autosave().write(Snapshot(undone, "virtual", table=game.table))   # then the kill
    again = _window(qtbot)
    assert _history(again) == []                      # unfinished: not counted
    assert again.home.continue_card.info is not None
    again.continue_game()
    _play_to_end(again.view)
    assert len(_history(again)) == 1


# ------------------------------------------------------------------ 23.3 opened finished
def test_a_finished_game_opened_from_the_history_shows_the_game_over_panel(qtbot, window):
    view = _new_game(window, ("Anna", "Boris"))
    _play_to_end(view)
    played = view.game_over
    at_the_end = (played.title.text(), played.table.rowCount(), played.width())
    window.go_home()
    (game,) = _history(window)
    window.open_finished(game)
    opened = window.view
    panel = opened.game_over
    qtbot.waitUntil(lambda: panel.isVisible() and panel.width() > 0)
    assert (panel.title.text(), panel.table.rowCount()) == at_the_end[:2]
    assert panel.width() >= 0.9 * at_the_end[2]            # not a sliver beside the sheet
    assert opened.sheet.width() < window.width() * 0.7
    for button in (panel.rematch, panel.review, panel.new_game, panel.home, panel.print_button):
        assert button.isVisible() and button.width() > 40
    window.dialogs.on_run = lambda dialog: False
    panel.print_button.click()
    assert window.dialogs.ran[-1] == "PrintDialog"           # Print… opens the sheet's print


# ------------------------------------------------------------------ 23.9 keys after the end
def _ended(qtbot, kinds=("human", "human")) -> PlayView:
    from .driver import make_view
    view = active(qtbot, make_view(qtbot, "zdorovo", kinds))
    _play_to_end(view)
    qtbot.waitUntil(view.game_over.isVisible)
    return view


def test_a_stray_enter_on_the_game_over_panel_starts_no_rematch(qtbot):
    view = _ended(qtbot)
    with qtbot.assertNotEmitted(view.rematch_requested):
        for k in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            qtbot.keyClick(QApplication.focusWidget(), k)
    assert view.game_over.isVisible()
    assert QApplication.focusWidget() is view.game_over.table      # the result, read first
    assert "Tab" in view.status.text()                             # Enter says what to do


def test_rematch_takes_its_own_key_or_tab_then_enter_or_space(qtbot):
    view = _ended(qtbot)
    with qtbot.waitSignal(view.rematch_requested, timeout=1000):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    for k in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        view.game_over.table.setFocus()
        qtbot.keyClick(view.game_over.table, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is view.game_over.rematch
        with qtbot.waitSignal(view.rematch_requested, timeout=1000):
            qtbot.keyClick(view.game_over.rematch, k)


def test_enter_after_undo_at_the_end_is_the_tables_not_whose_turn(qtbot):
    view = _ended(qtbot, ("human",))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not view.game_over.isVisible() and view.session.outcome() is None
    focus = QApplication.focusWidget()
    assert focus is not None and view.isAncestorOf(focus)
    assert focus not in view.banner.tool_buttons()
    assert focus is view.controls.primary_button() or focus is view.sheet
    before = view.session.record.actions
    qtbot.keyClick(focus, Qt.Key.Key_Return)              # the table's default move
    assert view.session.record.actions != before


def test_a_finished_game_opened_has_the_focus_on_its_standings(qtbot, window):
    _opened_from_the_history(window)
    assert QApplication.focusWidget() is window.view.game_over.table
    with qtbot.assertNotEmitted(window.view.rematch_requested):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)


# ------------------------------------------------------------------ 24.1 a long evening
def test_a_long_evening_of_changes_of_mind_continues_and_saves(qtbot, window, tmp_path):
    from dicegames.persistence.saves import read_save

    from .test_dealing import changes_of_mind
    view = _new_game(window, ("Anna", "Boris", "Vera", "Gleb"))
    s = view.session
    assert changes_of_mind(s, 100) == 100 and s.outcome() is None
    window.dialogs.save_path = str(tmp_path / "long evening")
    window.save_game()                               # Ctrl+S …
    assert "Saved as" in window.statusBar().currentMessage()
    assert read_save(tmp_path / "long evening.dicegames").record == s.record   # … and opens
    window.close()
    again = _window(qtbot)                           # the next start: Continue is there
    assert again.home.continue_card.info is not None and again.statusBar().currentMessage() == ""
    again.continue_game()
    assert again.view.session.record == s.record


def test_a_rematch_pressed_as_the_table_closes_is_dropped(qtbot, window):
    view = _new_game(window)
    _play_to_end(view)
    qtbot.keyClick(view.game_over.table, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    window.go_home()                        # Alt+R's click lands 100 ms later, on a closed view
    view.game_over.rematch.click()
    assert window.stack.currentWidget() is window.home and window.view is None


def test_a_rematch_pressed_just_before_undo_reopens_the_game_is_dropped(qtbot, window):
    """Alt+R, then Ctrl+Z within Alt+R's 100 ms: the game is unfinished again, and the late
    Rematch click must not replace it with a new table (it would be in neither the history
    nor the autosave: lost). Found by the GUI monkey."""
    view = _new_game(window)
    _play_to_end(view)
    window.store.flush()
    qtbot.keyClick(view.game_over.table, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    _undo_past_the_end(window)
    was = view.session.record
    with qtbot.assertNotEmitted(view.rematch_requested):
        view.game_over.rematch.click()          # the click Alt+R started lands now
    assert window.view is view and view.session.record == was
    window.store.flush()
    assert _history(window) == []
    assert Autosave().load().value.record == was


# ------------------------------------------------------------------ a finished game corrected
def _finished_record(game_id: str, source: str) -> Record:
    """Anna and Boris play `game_id` to its end (real dice: faces from a seeded generator)."""
    import random

    from dicegames.ai.bots import choose
    from dicegames.engine import PlayerEntry
    from dicegames.ui.play.session import GameSession
    faces = random.Random(game_id)
    options = {"target": 2000} if game_id in ("chicago", "detroit") else {}
    s = GameSession(Record(game_id, (PlayerEntry("Anna"), PlayerEntry("Boris")), options, 0,
                           "finished"), dice_source=source)
    while s.outcome() is None:
        if not s.dice_to_throw():
            s.request(choose(s.game, s.state))
        elif source == "virtual":
            s.throw()
        else:
            s.throw(tuple(faces.randint(1, 6) for _ in range(s.dice_to_throw())))
    return s.record


def _a_correction(record: Record, source: str):
    """A written cell of the sheet shown at the end and a change of it the rules take: (cell,
    "cell" and the other decision | "input", throw and faces), one that changes the sheet's
    figures when the last turns have one (a ledger's throw re-entered may change only the
    dice it shows: its takes name their faces)."""
    from dicegames.engine import Action
    from dicegames.ui.play.session import GameSession
    from dicegames.ui.play.sheet.corrections import correction_options
    from dicegames.ui.played.facts import sheet_facts
    s, typed = GameSession(record, dice_source=source), source != "virtual"
    facts, before = sheet_facts(s.played, typed), s.game.scoresheet(s.state)
    assert facts.editable, "nothing on the finished sheet can be corrected"
    taken, trials = None, 0
    for key in sorted(facts.editable, key=lambda k: -facts.origins[k].writer):
        options = correction_options(s.played, facts.origins[key], typed)
        changes = [(options.position, alt.action, ("cell", alt.action))
                   for alt in options.alternatives if options.position is not None]
        for entry in reversed(options.inputs):
            a = entry.action
            changes += [(entry.position, Action("roll", dice), ("input", entry.throw, dice))
                        for i in range(len(a.args)) for face in range(1, 7)
                        for dice in [tuple(face if j == i else int(x)
                                           for j, x in enumerate(a.args))]
                        if a.verb == "roll" and dice != tuple(a.args)]
        for position, action, change in changes:
            trials += 1
            if trials > 300 and taken is not None:
                return taken
            trial = GameSession(record, dice_source=source)
            if trial.correct([(position, str(action))]):
                if trial.game.scoresheet(trial.state) != before:
                    return key, change
                taken = taken or (key, change)
    if taken is None:            # every cell written: moving one clashes with a later move
        key, alts = next((k, a) for k in sorted(facts.editable,
                                                 key=lambda k: -facts.origins[k].writer)
                         if (a := correction_options(s.played, facts.origins[k],
                                                     typed).alternatives))
        return key, ("refused", alts[0].action)
    return taken


FINISHED = [(g, "real") for g in ("zonk", "chicago", "detroit", "school", "zdorovo",
                                  "zanzibar")] + [("school", "virtual"), ("zdorovo", "virtual")]


@pytest.mark.parametrize("game_id, source", FINISHED)
def test_a_finished_game_of_every_game_is_corrected_by_f2_and_re_scored(qtbot, game_id, source):
    """F2 on a written cell of a finished game opened from the saved games asks first, then
    edits it, and the game is scored again (a finished Zdorovo! had forgotten which move wrote
    each cell: F2 found nothing). With virtual dice a full Zdorovo! sheet has no cell to move a
    score to: the editor opens and says which later move stands in the way."""
    from .driver import ScriptedDialogs, key
    record = _finished_record(game_id, source)
    (row, seat), change = _a_correction(record, source)
    dialogs = ScriptedDialogs(answer=True)
    view = PlayView(record, source, FAST, dialogs)
    qtbot.addWidget(view)
    active(qtbot, view)
    assert view.game_over.isVisible() and not view.at_table
    s, before = view.session, view.session.game.scoresheet(view.session.state)
    view.sheet.setFocus()
    view.sheet.go_to(row, seat)
    key(qtbot, Qt.Key.Key_F2)
    assert dialogs.asked and dialogs.asked[-1][0] == "Change a finished game?"
    editor = view.sheet.open_editor()
    assert editor is not None, (row, seat)
    if change[0] != "input":
        assert QApplication.focusWidget() is editor.cell
        for _ in range(editor.cell.count()):
            if editor.cell.currentData() == str(change[1]):
                break
            key(qtbot, Qt.Key.Key_Down)
        assert editor.cell.currentData() == str(change[1])
    else:
        field = next(f for f in editor.fields if f.entry.throw == change[1]).edit
        while QApplication.focusWidget() is not field:
            key(qtbot, Qt.Key.Key_Tab)
        key(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(field, " ".join(map(str, change[2])))
    key(qtbot, Qt.Key.Key_Return)
    if change[0] == "refused":        # virtual Zdorovo!: a full sheet, no cell to move to
        assert (game_id, source) == ("zdorovo", "virtual")
        assert "later move" in editor.error.text() and s.record == record
        return
    qtbot.waitUntil(lambda: view.sheet.open_editor() is None)
    assert s.record.actions[-1].startswith("correct")
    assert view.sheet_model.sheet == s.game.scoresheet(s.state)    # scored again
    assert view.sheet_model.sheet != before or game_id in ("chicago", "detroit")


# ------------------------------------------------------------------ the safe answer
def _press_in_the_question(qtbot, k=Qt.Key.Key_Return):
    """Once the question box is up (exec() runs its own loop), press `k` in it; what it said."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox
    seen: list[str] = []

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or QApplication.activeWindow() is not box:
            if isinstance(box, QMessageBox):      # the keys go to it, not to the table's
                box.activateWindow()              # shortcuts (as on a desktop)
            QTimer.singleShot(10, press)
            return
        seen.append(box.defaultButton().text().replace("&", ""))
        qtbot.keyClick(box, k)
    QTimer.singleShot(0, press)
    return seen


def test_a_question_that_changes_a_recorded_game_answers_no_to_a_stray_enter(qtbot):
    """"Change a finished game?" defaulted to Yes: one Enter took a recorded result out of the
    history. Enter gives the safe answer; Yes needs a deliberate key."""
    from dicegames.ui.common.dialogs import DialogService
    from tests.persistence.helpers import finished_zdorovo_record
    record = finished_zdorovo_record()
    view = PlayView(record, "virtual", FAST, DialogService())
    qtbot.addWidget(view)
    active(qtbot, view)
    seen = _press_in_the_question(qtbot)
    assert not view.trigger("undo")                          # Enter: No
    assert seen == ["No"] and view.session.record.actions == record.actions
    assert view.session.outcome() is not None
    seen = _press_in_the_question(qtbot, Qt.Key.Key_Y)       # Y: the deliberate yes
    assert view.trigger("undo") and seen == ["No"]
    assert view.session.outcome() is None


@pytest.mark.parametrize("default", [False, True])
def test_confirm_defaults_to_the_answer_its_caller_names(qtbot, default):
    from dicegames.ui.common.dialogs import DialogService
    seen = _press_in_the_question(qtbot)
    assert DialogService().confirm(None, "?", "Well?", default=default) is default
    assert seen == ["Yes" if default else "No"]
    seen = _press_in_the_question(qtbot)
    assert DialogService().confirm(None, "?", "Well?") is False      # unnamed: the safe one
