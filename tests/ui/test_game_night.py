"""What a family trips over in its first evening, each seen on screen and fixed: the throw
that decided a turn stays in view, dice are never blank between turns, the wheel does not change
rules, Enter does not spend a cell by accident, no box in the way of routine moves, game-over
Undo, layout at 960×640 and 1920×1080, the cursor follows the player, the hand-over where it
helps, the New game dialog says what the game will be."""
from __future__ import annotations

from PySide6.QtCore import Qt

from dicegames.ui.play import PlayPrefs

from .driver import make_view

ROLL_DICE = lambda faces: (lambda game, state: faces[state.throw_no % len(faces)][
    :game.dice_to_throw(state)])
SHOWN = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=60_000)


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
    prefs = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=30)
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
