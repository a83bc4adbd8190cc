"""What a family trips over in its first evening, each seen on screen and fixed: the throw
that decided a turn stays in view, dice are never blank between turns, the wheel does not change
rules, Enter does not spend a cell by accident, no box in the way of routine moves, game-over
Undo, layout at 960×640 and 1920×1080, the cursor follows the player, the hand-over where it
helps, the New game dialog says what the game will be."""
from __future__ import annotations

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
