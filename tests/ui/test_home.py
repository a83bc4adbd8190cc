"""The first window lists the five games (six ids) and never crashes on start."""
from __future__ import annotations

from dicegames.ui.home import HomeWindow
from dicegames.ui.texts import CARDS


def test_home_lists_every_game(qtbot):
    w = HomeWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    names = [c.name.text() for c in w.cards]
    assert names == ["Zonk", "Zonk Chicago", "Zonk Detroit", "School and Big Game", "Zdorovo!",
                     "Zanzibar (421)"]
    zd = next(c for c in w.cards if c.card.id == "zdorovo")
    assert zd.play.isEnabled() and zd.play.text() == "Play"
    assert "5 dice" in zd.facts.text()
    assert len(CARDS) == 6
    img = w.grab()
    assert not img.isNull() and img.width() >= 960
