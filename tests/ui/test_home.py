"""The home page: every game as a card, keyboard between cards, continue and recent games,
and the words change with the language."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from dicegames.engine import replay
from dicegames.engine.records import PlayerEntry
from dicegames.persistence.history import History
from dicegames.ui import games
from dicegames.ui.home.page import ContinueInfo, HomePage
from tests.persistence.helpers import finished_zdorovo_record


def _home(qtbot):
    w = HomePage()
    qtbot.addWidget(w)
    w.show_facts()
    w.resize(1100, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_cards_wait_for_the_engine_before_saying_play(qtbot):
    w = HomePage()
    qtbot.addWidget(w)
    assert all(c.info is None and c.play.isHidden() and not c.facts.text().strip() for c in w.cards)
    assert all(c.focusPolicy() == Qt.FocusPolicy.NoFocus for c in w.cards)   # a picture yet
    assert [c.name.text() for c in w.cards][:2] == ["Zonk", "Zonk Chicago"]  # the look's words
    w.show_facts()                                 # the engine's facts, never copies of them
    assert all(not c.play.isHidden() and c.facts.text() for c in w.cards)
    for c in w.cards:       # the card takes the focus, its button does not
        assert c.focusPolicy() == Qt.FocusPolicy.StrongFocus
        assert c.play.focusPolicy() == Qt.FocusPolicy.NoFocus
        assert c.layout().itemAt(c.layout().indexOf(c.play)).alignment() == \
            Qt.AlignmentFlag.AlignRight


def test_home_lists_every_game(qtbot):
    w = _home(qtbot)
    names = [c.name.text() for c in w.cards]
    assert names == ["Zonk", "Zonk Chicago", "Zonk Detroit", "School and Big Game", "Zdorovo!",
                     "Zanzibar (421)"]
    zd = next(c for c in w.cards if c.game_id == "zdorovo")
    assert zd.play.isEnabled() and zd.play.text() == "Play" and zd.isEnabled()
    facts = zd.facts.text().replace("\u00a0", " ")
    assert "5 dice" in facts and "1–8 players" in facts
    assert [c.game_id for c in w.cards] == list(games.ids())
    img = w.grab()
    assert not img.isNull() and img.width() >= 960


def test_enter_and_click_on_a_card_play_it(qtbot):
    w = _home(qtbot)
    zd = next(c for c in w.cards if c.game_id == "zdorovo")
    with qtbot.waitSignal(w.play_requested, check_params_cb=lambda g: g == "zdorovo"):
        qtbot.keyClick(zd, Qt.Key.Key_Return)
    with qtbot.waitSignal(w.play_requested):
        qtbot.mouseClick(zd, Qt.MouseButton.LeftButton)


def test_arrow_keys_move_between_available_cards(qtbot, monkeypatch):
    w = _home(qtbot)
    with qtbot.waitActive(w):
        w.activateWindow()
    cols = w.columns
    w.cards[0].setFocus()
    qtbot.keyClick(w.cards[0], Qt.Key.Key_Right)
    assert w.cards[1].hasFocus()
    qtbot.keyClick(w.cards[1], Qt.Key.Key_Down)
    assert w.cards[1 + cols].hasFocus()
    qtbot.keyClick(w.cards[1 + cols], Qt.Key.Key_Left)
    assert w.cards[cols].hasFocus()
    qtbot.keyClick(w.cards[cols], Qt.Key.Key_Up)
    assert w.cards[0].hasFocus()
    qtbot.keyClick(w.cards[0], Qt.Key.Key_Up)        # nowhere to go: stays
    assert w.cards[0].hasFocus()


def test_continue_card_and_recent_games(qtbot):
    w = _home(qtbot)
    assert not w.continue_card.isVisible()
    assert w.recent_empty.isVisible() and w.recent is None
    w.set_continue(ContinueInfo("zdorovo", (PlayerEntry("Anna"),
                                            PlayerEntry("Boris", "computer", "easy")),
                                "2026-01-02T10:00:00Z"))
    assert w.continue_card.isVisible()
    assert w.continue_card.game.text() == "Zdorovo!"
    assert w.continue_card.players.text() == "Anna, Boris (computer)"
    assert w.continue_card.when.text().startswith("Last played")
    with qtbot.waitSignal(w.continue_requested):
        qtbot.keyClick(w.continue_card, Qt.Key.Key_Return)
    qtbot.keyClick(w.continue_card, Qt.Key.Key_Delete)    # asks in the card first
    assert w.continue_card.confirming
    with qtbot.waitSignal(w.discard_requested):
        qtbot.keyClick(w.continue_card, Qt.Key.Key_Delete)
    r = finished_zdorovo_record()
    rp = replay(r)
    History().add(r, rp.game.outcome(rp.state))
    w.set_recent(History().load()[0])
    assert w.recent.isVisible() and w.recent.count() == 1
    assert "Zdorovo! — Anna won" in w.recent.item(0).text()
    with qtbot.waitSignal(w.recent_opened, check_params_cb=lambda g: g.record == r):
        w.recent.setCurrentRow(0)
        qtbot.keyClick(w.recent, Qt.Key.Key_Return)


class TinyRussian(QTranslator):
    WORDS = {("Home", "Dice Games"): "Игры в кости", ("Zdorovo", "Zdorovo!"): "Здорово!",
             ("Home", "Play"): "Играть"}

    def isEmpty(self) -> bool:
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.WORDS.get((context, source))


def test_language_change_retranslates_the_home(qtbot):
    w = _home(qtbot)
    zd = next(c for c in w.cards if c.game_id == "zdorovo")
    tr = TinyRussian()
    QCoreApplication.installTranslator(tr)
    try:
        qtbot.waitUntil(lambda: w.title.text() == "Игры в кости")
        assert zd.name.text() == "Здорово!" and zd.play.text() == "Играть"
    finally:
        QCoreApplication.removeTranslator(tr)
    qtbot.waitUntil(lambda: w.title.text() == "Dice Games")
