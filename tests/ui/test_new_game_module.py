"""A game is added with its engine module and one ui/games module: nothing else in the app
changes, and it appears on the home, plays through the real widgets and reads in its own words
(the tiny Zonk of fake_games.py, with a look of its own)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dicegames.engine import SetAside
from dicegames.ui import games
from dicegames.ui.games.base import GameLook
from dicegames.ui.home.page import HomePage

from .driver import KeyboardDriver, active, make_view


class TinyLook(GameLook):
    motif = (5, 5, 1)

    def name(self) -> str:
        return "Tiny Zonk"

    def pitch(self) -> str:
        return "Fives and ones to 150."

    def cell_name(self, cell: str) -> str:
        return {"turn_total": "On the shelf"}.get(cell) or super().cell_name(cell)

    def stop_text(self) -> str:
        return "Keep it"


@pytest.fixture
def tiny_look(tinyzonk, monkeypatch):
    monkeypatch.setitem(games._LOOKS, tinyzonk, TinyLook(tinyzonk))
    return tinyzonk


def test_the_new_game_is_on_the_home(qtbot, tiny_look):
    home = HomePage()
    qtbot.addWidget(home)
    home.show_facts()
    card = next(c for c in home.cards if c.game_id == tiny_look)
    assert card.name.text() == "Tiny Zonk" and card.pitch.full == "Fives and ones to 150."
    assert "6\u00a0dice" in card.facts.text() and "2\u20134" in card.facts.text()  # GameInfo's


def test_the_new_game_plays_through_the_real_widgets_in_its_own_words(qtbot, tiny_look):
    view = active(qtbot, make_view(qtbot, tiny_look, ("human", "human"), seed="new module"))
    assert view.accessibleName() == "Table: Tiny Zonk"
    rows = [view.sheet_model.headerData(r, Qt.Orientation.Vertical)
            for r in range(view.sheet_model.rowCount())]
    assert rows == ["On the shelf", "Total"]
    set_aside = []
    view.session.events_emitted.connect(
        lambda events: set_aside.extend(e for e in events if isinstance(e, SetAside)))
    KeyboardDriver(qtbot, view).play()
    assert view.session.outcome() is not None and view.game_over.isVisible()
    assert set_aside


def test_the_new_games_verb_ends_its_turn(qtbot, tiny_look):
    view = make_view(qtbot, tiny_look, ("human", "human"),
                     thrower=lambda game, state: (5, 5, 1, 2, 3, 4)[:game.dice_to_throw(state)])
    s = view.session
    s.throw()
    s.request(next(a for a in s.legal_actions() if a.verb == "take"))
    assert "bank" in view.controls.visible_commands()
    assert view.controls.buttons["bank"].text().startswith("Keep it")
