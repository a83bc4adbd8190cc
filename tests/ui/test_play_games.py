"""Whole games through the real widgets: by mouse, by keyboard, and computer seats, every id."""
from __future__ import annotations

import pytest

from dicegames.engine import game_ids, game_info, replay

from .driver import KeyboardDriver, MouseDriver, ScriptedDialogs, make_view

# Zdorovo with scripted dice: throw k of the game shows SCRIPT[k % len(SCRIPT)].
SCRIPT = ((6, 6, 2, 3, 3), (6, 6), (6, 1, 6), (1, 2, 3, 4, 5), (5, 5, 5, 5, 5), (2, 3, 4, 5, 6),
          (4, 4, 4, 1, 1), (3, 3, 3, 3, 2), (2, 2, 6, 6, 6))


def scripted(game, state):
    faces = SCRIPT[state.throw_no % len(SCRIPT)]
    n = game.dice_to_throw(state)
    return (faces * 3)[:n]


def check_finished(view, outcomes):
    s = view.session
    assert s.outcome() is not None
    assert outcomes == [s.outcome()]
    assert replay(s.record).state == s.state            # the record is the whole game
    assert view.game_over.isVisible()
    assert view.game_over.title.text().endswith("!") or "Nobody" in view.game_over.title.text()
    assert view.log.count() > 0


def test_zdorovo_by_mouse_with_scripted_dice(qtbot):
    dialogs = ScriptedDialogs()
    view = make_view(qtbot, "zdorovo", ("human", "human"), thrower=scripted, dialogs=dialogs)
    view.show()
    qtbot.waitExposed(view)
    outcomes, records = [], []
    view.game_finished.connect(lambda _snapshot, outcome: outcomes.append(outcome))
    view.record_changed.connect(records.append)
    MouseDriver(qtbot, view).play()
    check_finished(view, outcomes)
    assert records[-1].record == view.session.record
    assert view.log.lines()[0] == "Anna threw 6 6 2 3 3."
    assert any("scored 50 in Zdorovo!" in line for line in view.log.lines())
    assert view.session.record.actions[:3] == ("roll 6 6 2 3 3", "reroll 2 3 4", "roll 6 6 6")


def test_zdorovo_keyboard_only_with_scripted_dice(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human", "human"), thrower=scripted)
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    outcomes = []
    view.game_finished.connect(lambda _snapshot, outcome: outcomes.append(outcome))
    driver = KeyboardDriver(qtbot, view)
    driver.play()
    check_finished(view, outcomes)
    assert view.sheet_model.sheet.row("total").cells[0].value == \
        view.session.game.scoresheet(view.session.state).row("total").cells[0].value


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_to_the_end_with_computer_seats(qtbot, game_id):
    view = make_view(qtbot, game_id, ("computer", "computer"), seed="robots")
    outcomes = []
    view.game_finished.connect(lambda _snapshot, outcome: outcomes.append(outcome))
    view.show()
    qtbot.waitUntil(lambda: view.game_over.isVisible(), timeout=60_000)
    check_finished(view, outcomes)


PRESETS = [(g, p) for g in game_ids() for p in game_info(g).presets]


@pytest.mark.parametrize("game_id, preset", PRESETS)
def test_every_game_and_preset_plays_to_the_end_by_keyboard(qtbot, game_id, preset):
    options = dict(game_info(game_id).presets[preset])
    view = make_view(qtbot, game_id, ("human", "human"), seed="keys", options=options)
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    outcomes = []
    view.game_finished.connect(lambda _snapshot, outcome: outcomes.append(outcome))
    KeyboardDriver(qtbot, view).play()
    check_finished(view, outcomes)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_to_the_end_by_mouse_against_the_computer(qtbot, game_id):
    view = make_view(qtbot, game_id, ("human", "computer"), seed="mouse")
    view.show()
    qtbot.waitExposed(view)
    outcomes = []
    view.game_finished.connect(lambda _snapshot, outcome: outcomes.append(outcome))
    MouseDriver(qtbot, view).play()
    check_finished(view, outcomes)
