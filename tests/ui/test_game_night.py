"""What a family trips over in its first evening, each seen on screen and fixed: the throw
that decided a turn stays in view, dice are never blank between turns, the wheel does not change
rules, Enter does not spend a cell by accident, no box in the way of routine moves, game-over
Undo, layout at 960×640 and 1920×1080, the cursor follows the player, the hand-over where it
helps, the New game dialog says what the game will be."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dicegames.ui.play import PlayPrefs

from .driver import active, make_view

ROLL_DICE = lambda faces: (lambda game, state: faces[state.throw_no % len(faces)][
    :game.dice_to_throw(state)])
SHOWN = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=60_000, settle_ms=0)


# ------------------------------------------------------------------ 2. the deciding throw
def test_the_throw_that_ended_a_turn_stays_on_the_felt_until_a_key(qtbot):
    view = make_view(qtbot, "zonk", ("human", "human"), prefs=SHOWN,
                     thrower=ROLL_DICE([(2, 3, 4, 6, 6, 2), (5, 1, 2, 3, 4, 6)]))
    view.show()
    view.trigger("throw")                                    # a zonk: the turn is over
    assert view.session.acting_seat() == 1 and view.holding
    assert view.tray.dice == (2, 3, 4, 6, 6, 2)              # not blank: the zonk is seen
    assert view.tray.moment[0] == "Zonk!"
    assert view.banner.who.text().startswith("Anna")         # the banner stays with its turn
    assert view.controls.visible_commands() == []
    assert not view.trigger("throw")                         # the first key only goes on
    assert not view.holding and view.session.record.actions == ("roll 2 3 4 6 6 2",)
    assert view.tray.dice == (0,) * 6 and view.tray.resting == (2, 3, 4, 6, 6, 2)
    assert view.tray.moment is None and view.banner.who.text().startswith("Boris")
    assert view.handover.isVisible()                         # then the table passes to Boris
    view.trigger("confirm")
    assert view.trigger("throw")
    assert view.session.record.actions[-1] == "roll 5 1 2 3 4 6"


def test_the_turn_passes_by_itself_after_a_short_pause(qtbot):
    prefs = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=30, settle_ms=0)
    view = make_view(qtbot, "zonk", ("human", "computer"), prefs=prefs,
                     thrower=ROLL_DICE([(2, 3, 4, 6, 6, 2)]))
    view.show()
    view.trigger("throw")
    assert view.holding and len(view.session.history) == 1   # the computer waits its turn
    qtbot.waitUntil(lambda: len(view.session.history) > 1, timeout=3000)   # then it plays


def test_a_game_ending_throw_is_seen_before_the_game_over_panel(qtbot):
    view = make_view(qtbot, "zonk", ("human", "human"), prefs=SHOWN,
                     thrower=ROLL_DICE([(6, 6, 6, 6, 6, 6)]))
    view.show()
    view.trigger("throw")                                    # six alike: Anna wins at once
    assert view.session.outcome() is not None and view.holding
    assert view.tray.dice == (6,) * 6 and not view.game_over.isVisible()
    view.trigger("confirm")
    assert view.game_over.isVisible()


def test_dice_are_never_blank_between_turns(qtbot):
    view = make_view(qtbot, "school", ("human", "human"), thrower=ROLL_DICE([(3, 3, 3, 1, 2)]))
    view.show()
    view.trigger("throw")
    view.sheet.go_to("school_3", 0)
    view.trigger("score")
    assert view.session.acting_seat() == 1 and not any(view.tray.dice)
    assert view.tray.resting == (3, 3, 3, 1, 2)               # the last throw, dimmed
    img = view.tray.grab().toImage()
    centre = view.tray.die_rect(0).center().toPoint()
    assert img.pixelColor(centre) != view.tray.grab().toImage().pixelColor(2, 2)


# ------------------------------------------------------------------ 1 and 3. New game
def _new_game(qtbot, game_id, players=2):
    from dicegames.engine import PlayerEntry
    from dicegames.ui.newgame.dialog import NewGameDialog
    dlg = NewGameDialog(game_id, tuple(PlayerEntry(n) for n in ("Anna", "Boris", "Vera")[
        :players]), "virtual")
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def _shown(dlg):
    return {k for k, row in dlg.form.rows.items() if row.widget.isVisibleTo(dlg)}


def test_new_game_shows_only_options_that_apply_and_says_what_the_game_will_be(qtbot):
    dlg = _new_game(qtbot, "zonk")
    assert dlg.summary.text() == ("A duel: one turn each; the higher turn wins the stake. "
                                  "\u00b7 about 4 min")
    assert not {"target", "rounds", "multi_end", "money_per_point"} & _shown(dlg)
    assert {"duel_settlement", "duel_tie"} <= _shown(dlg)
    dlg.players.add_player()                                      # three: several rounds
    assert "Rounds until someone has 500 points" in dlg.summary.text()
    assert {"target", "multi_end"} <= _shown(dlg) and "duel_tie" not in _shown(dlg)
    zdorovo = _new_game(qtbot, "zdorovo")
    assert not {"series_games", "target"} & _shown(zdorovo)
    chicago = _new_game(qtbot, "chicago")
    assert "colour_pairs_distinct" not in _shown(chicago)
    assert "colour_pairs_distinct" in _shown(_new_game(qtbot, "detroit"))


def test_the_wheel_scrolls_the_rules_not_the_field_under_the_pointer(qtbot):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication
    dlg = _new_game(qtbot, "zonk", 3)
    combo = dlg.form.rows["multi_end"].widget
    spin = dlg.form.rows["target"].widget
    before = (combo.currentIndex(), spin.value())

    def wheel(widget):
        pos = QPointF(widget.rect().center())
        event = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                            QPoint(0, -120), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(widget, event)
    wheel(combo)
    wheel(spin)
    assert (combo.currentIndex(), spin.value()) == before
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    wheel(spin)
    assert spin.value() != before[1]                 # with the focus, the wheel turns it


# ------------------------------------------------------------------ 6. game-over Undo
def test_undo_at_game_over_takes_back_the_move_that_ended_it(qtbot):
    throws = iter([(6, 6, 6, 6, 6, 6), (2, 3, 4, 6, 6, 2)])
    view = make_view(qtbot, "zonk", ("human", "human"), prefs=SHOWN,
                     thrower=lambda game, state: next(throws))
    view.show()
    view.trigger("throw")                                    # six alike ends the game
    view.trigger("confirm")
    assert view.game_over.isVisible() and view.actions_by_id["undo"].isEnabled()
    assert view.trigger("say_scores")                        # S still says the scores
    assert view.trigger("undo")                              # a mis-click taken back
    assert not view.game_over.isVisible() and view.session.outcome() is None
    assert view.session.record.actions == ()
    assert "Undone" in view.status.text()
    assert view.trigger("throw")                             # and the game goes on
    assert view.session.record.actions == ("roll 2 3 4 6 6 2",)


# ------------------------------------------------------------------ 4 and 9. the hand-over
def test_a_double_enter_scores_once_and_leaves_the_hand_over_up(qtbot):
    prefs = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=0, settle_ms=60_000)
    view = make_view(qtbot, "zdorovo", ("human", "human"), prefs=prefs)
    with qtbot.waitActive(view):                     # shortcuts reach an active window only
        view.show()
        view.activateWindow()
    view.trigger("throw")
    view.sheet.setFocus()
    view.sheet.go_to("big_hand", 0)
    qtbot.keyClick(view.sheet, Qt.Key.Key_Return)
    assert view.session.record.actions[-1] == "score big_hand"
    assert view.handover.isVisible()
    qtbot.keyClick(view.handover.button, Qt.Key.Key_Return)     # the second Enter of the two
    assert view.handover.isVisible()                            # … is not Boris saying "I am"
    view.handover.settle_ms = 0
    qtbot.keyClick(view.handover.button, Qt.Key.Key_Return)
    assert not view.handover.isVisible()


def test_the_hand_over_names_the_next_player_large_on_the_felt(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    view.show()
    view.trigger("throw")
    view.trigger("confirm")
    assert view.handover.isVisible()
    assert view.handover.title.text() == "Boris"
    assert view.handover.title.font().pointSizeF() >= 3 * view.font().pointSizeF()
    assert "\u2014" in view.handover.button.text() and " - " not in view.handover.button.text()
    image = view.handover.grab().toImage()
    corner = image.pixelColor(image.width() // 2, 20)
    assert corner != view.palette().color(view.palette().ColorRole.Window)   # the felt


# ------------------------------------------------------------------ 8 and 13. real dice
def _active(qtbot, view):
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    return view


def test_real_dice_show_the_faces_as_they_are_typed_and_the_throw_awaited(qtbot):
    view = _active(qtbot, make_view(qtbot, "zdorovo", ("human", "human"), dice="real"))
    qtbot.keyClicks(view.entry.edit, "6 6 2 3 3")
    qtbot.keyClick(view.entry.edit, Qt.Key.Key_Return)
    assert "throw 1 of 3" in view.banner.facts.text()
    for k in (Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_R):
        qtbot.keyClick(view, k)
    assert view.tray.mark(2) == "await"
    assert "throw 2 of 3" in view.banner.facts.text()       # the throw being made
    qtbot.keyClicks(view.entry.edit, "6 1")
    assert view.tray.typed == {2: 6, 3: 1}                   # the "?" become what is typed
    qtbot.keyClick(view.entry.edit, Qt.Key.Key_Backspace)
    assert view.tray.typed == {2: 6}


def test_f2_corrects_from_the_real_dice_entry_and_says_why_not(qtbot):
    view = _active(qtbot, make_view(qtbot, "zdorovo", ("human", "human"), dice="real"))
    assert view.focusWidget() is view.entry.edit
    qtbot.keyClick(view.entry.edit, Qt.Key.Key_F2)           # the cursor is on an open cell
    assert "Only a written cell can be corrected" in view.status.text()
    assert view.focusWidget() is view.sheet                  # … and the arrows now move it
    view.sheet.go_to("big_hand", 0)
    view.session.request_text = None
    qtbot.keyClicks(view.entry.edit, "6 6 2 3 3")
    qtbot.keyClick(view.entry.edit, Qt.Key.Key_Return)
    view.sheet.go_to("sixes", 0)
    view.trigger("confirm")                                  # score sixes: 12
    view._on_handed_over()
    view.entry.edit.setFocus()
    view.sheet.go_to("sixes", 0)
    qtbot.keyClick(view.entry.edit, Qt.Key.Key_F2)
    assert view.sheet.open_editor() is not None


# ------------------------------------------------------------------ 7. layout
def test_the_totals_stay_in_view_at_960x640_and_the_sheet_grows_on_a_big_window(qtbot):
    view = make_view(qtbot, "school", ("human", "human"))
    view.resize(960, 640)
    view.show()
    qtbot.waitExposed(view)
    model, sheet = view.sheet_model, view.sheet
    last = sheet.visualRect(model.index(model.rowCount() - 1, 0))
    assert last.bottom() <= sheet.viewport().height()         # Total is on screen
    small = sheet.font().pointSizeF()
    view.resize(1920, 1080)
    qtbot.waitUntil(lambda: sheet.font().pointSizeF() > small)
    assert sheet.verticalHeader().defaultSectionSize() > sheet.fontMetrics().height()


@pytest.mark.parametrize("game_id, players", [("zanzibar", 3), ("zdorovo", 4), ("zonk", 4)])
def test_at_960x640_the_advisor_and_a_wide_sheet_lie_side_by_side(qtbot, game_id, players):
    """Three or four players and the advisor at 960×640: the sheet narrows its columns (and
    scrolls) beside the advisor; it was laid over the advisor's left part."""
    view = make_view(qtbot, game_id, ("human",) * players)
    view.resize(960, 640)
    active(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: view.advisor.isVisible() and view.advisor._fitted)
    sheet, advisor, tray = view.sheet, view.advisor, view.tray
    assert sheet.geometry().right() < advisor.geometry().left()
    assert view.split.widget(0).geometry().right() < sheet.geometry().left()
    assert advisor.geometry().right() < view.split.width()
    view.resize(1920, 1080)                          # where there is room it has its width
    qtbot.waitUntil(lambda: sheet.width() >= sheet.needed_width())
    assert tray.isVisible()


def test_the_undo_label_does_not_grow_its_move_is_in_the_tooltip(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"))
    view.show()
    undo = view.actions_by_id["undo"]
    assert undo.text() == "Undo" and not undo.isEnabled()
    view.trigger("throw")
    assert undo.text() == "Undo" and undo.isEnabled()
    assert undo.toolTip().startswith("Undo ") and undo.toolTip() != "Undo"


def test_large_dice_are_visibly_larger_than_medium(qtbot):
    view = make_view(qtbot, "zonk", ("human", "human"))
    view.resize(1600, 1000)
    view.show()
    view.trigger("throw")
    medium = view.tray.die_rect(0).width()
    view.set_prefs(PlayPrefs(animation="off", computer_pace_ms=0, dice_size=168))
    assert view.tray.die_rect(0).width() >= medium * 1.2


# ------------------------------------------------------------------ 10. words
def test_a_solo_game_says_the_result_not_who_wins(qtbot):
    from dicegames.ai.bots import choose
    view = make_view(qtbot, "zdorovo", ("human",))
    view.show()
    s = view.session
    while s.outcome() is None:
        if view.offer.throw_due:
            view.trigger("throw")
        else:
            s.request(choose(s.game, s.state))
    assert view.game_over.isVisible()
    points = s.outcome().standings[0].points
    assert view.game_over.title.text() == f"Anna finished with {points} points"


def test_six_dice_in_a_narrow_tray_sit_in_two_rows_and_stay_legible(qtbot):
    view = make_view(qtbot, "zonk", ("human", "human"))
    view.resize(960, 640)
    view.show()
    view.trigger("throw")
    tray = view.tray
    rects = [tray.die_rect(p) for p in range(6)]
    assert rects[0].top() == rects[2].top() < rects[3].top()        # 3 above, 3 below
    assert all(tray.rect().toRectF().contains(r) for r in rects)    # none clipped
    assert rects[0].width() >= 56
    assert not rects[0].intersects(rects[3]) and not rects[0].intersects(rects[1])


def test_f2_while_a_correction_is_open_goes_back_to_it(qtbot):
    view = _active(qtbot, make_view(qtbot, "zdorovo", ("human", "human")))
    view.trigger("throw")
    view.sheet.go_to("sixes", 0)
    view.trigger("confirm")
    view._on_handed_over()
    view.trigger("throw")
    view.sheet.go_to("big_hand", 1)
    view.trigger("confirm")
    view._on_handed_over()
    assert view.sheet.correct("sixes", 0)
    editor = view.sheet.open_editor()
    assert editor is not None
    assert view.trigger("correct")                       # F2 again: no Qt warning, the same
    assert view.sheet.open_editor() is editor


def test_the_score_keeper_refuses_more_points_than_a_turn_makes():
    from dicegames.ui.play.entry.keeper import parse_points
    assert parse_points("350") == (350, "")
    points, message = parse_points("4 713 572 463")          # the monkey typed it
    assert points is None and "check the number" in message
