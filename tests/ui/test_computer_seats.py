"""Computer seats: each plays its level, thinks off the GUI thread, explains every move."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from dicegames.ai import bot
from dicegames.engine import PlayerEntry, Record
from dicegames.ui.common.levels import seat_level
from dicegames.ui.common.settings import Settings
from dicegames.ui.common.thinking import thinker
from dicegames.ui.play import computer as computer_module

from .driver import active, key, make_record, make_view


class SlowBot:
    """A bot that thinks until the test lets it answer (no sleeps: an Event)."""

    def __init__(self, game, level="medium") -> None:
        self.real = bot(level, game)
        self.level = level
        self.go = threading.Event()
        self.asked = threading.Event()

    def choose(self, state):
        self.asked.set()
        assert self.go.wait(30), "the test never let the bot answer"
        return self.real.choose(state)

    def explain(self, state, action):
        return self.real.explain(state, action)


@pytest.fixture
def slow(monkeypatch):
    bots: list[SlowBot] = []

    def make(level, game):
        bots.append(SlowBot(game, level))
        return bots[-1]
    monkeypatch.setattr(computer_module, "make_bot", make)
    yield bots
    for b in bots:                       # never leave the worker thread blocked
        b.go.set()
    thinker().flush()


def test_old_and_missing_levels_play_medium():
    assert [seat_level(x) for x in ("easy", "normal", "medium", "strong", "", "wild")] == \
        ["easy", "medium", "medium", "strong", "medium", "medium"]


def test_each_computer_seat_plays_its_own_level(qtbot):
    players = tuple(PlayerEntry(n, "computer", lv) for n, lv in
                    (("A", "strong"), ("B", "easy"), ("C", "normal"), ("D", "")))
    view = make_view(qtbot, record=Record("zonk", players, {}, 0, "levels"))
    assert [view.computer.bot(i).level for i in range(4)] == \
        ["strong", "easy", "medium", "medium"]


def test_an_old_settings_file_with_normal_still_loads(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text('[new_game]\nplayers="[{\\"name\\": \\"Boris\\", \\"kind\\": \\"computer\\", '
                    '\\"level\\": \\"normal\\"}]"\n')
    assert Settings(path).last_players() == (PlayerEntry("Boris", "computer", "medium"),)


def test_a_slow_computer_does_not_freeze_the_window(qtbot, slow):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("computer", "human"), seed="slow"))
    qtbot.waitUntil(lambda: bool(slow) and slow[0].asked.is_set(), timeout=5000)
    assert view.computer.thinking and len(view.session.history) == 1     # its throw only
    key(qtbot, Qt.Key.Key_T)                         # the window answers while it thinks
    assert view.status.text().startswith("Anna to play.")
    key(qtbot, Qt.Key.Key_D)
    assert view.status.text().startswith("On the table:")
    key(qtbot, Qt.Key.Key_R)                         # not the person's turn: said, not done
    assert "(computer) is playing" in view.status.text()
    assert len(view.session.history) == 1
    slow[0].go.set()
    qtbot.waitUntil(lambda: len(view.session.history) > 1, timeout=5000)
    assert "(computer)" in " ".join(view.log.lines())


def test_an_answer_for_a_position_undone_meanwhile_is_dropped(qtbot, slow):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "computer"), seed="stale"))
    key(qtbot, Qt.Key.Key_R)
    key(qtbot, Qt.Key.Key_Return)                    # Anna scores; Boris throws and thinks
    qtbot.waitUntil(lambda: bool(slow) and slow[0].asked.is_set(), timeout=5000)
    ticket = view.computer._asked[1]
    actions = view.session.record.actions
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.session.acting_seat() == 0 and len(view.session.record.actions) < len(actions)
    undone = view.session.record.actions
    slow[0].go.set()
    qtbot.waitUntil(lambda: ticket.finished, timeout=5000)
    assert view.session.record.actions == undone     # the late answer was not played


def test_closing_the_game_drops_the_answer(qtbot, slow):
    view = make_view(qtbot, "zonk", ("computer", "computer"), seed="close")
    view.show()
    qtbot.waitUntil(lambda: bool(slow) and slow[0].asked.is_set(), timeout=5000)
    ticket = view.computer._asked[1]
    actions = view.session.record.actions
    view.hide()
    slow[0].go.set()
    qtbot.waitUntil(lambda: ticket.finished, timeout=5000)
    assert view.session.record.actions == actions


def test_every_computer_move_is_explained_in_the_log(qtbot):
    players = (PlayerEntry("Boris", "computer", "strong"), PlayerEntry("Anna"))
    view = make_view(qtbot, record=Record("zonk", players, {}, 0, "explain"))
    view.show()
    qtbot.waitUntil(lambda: view.session.acting_seat() == 1
                    or view.session.outcome() is not None, timeout=10_000)
    lines = view.log.lines()
    assert any(line.startswith("Boris (computer) keeps ") for line in lines), lines
    assert not any(line.startswith("Boris set aside") for line in lines)    # said once
    decisions = [e for e in view.session.history if e.action.verb != "roll"]
    said = [line for line in lines if line.startswith("Boris (computer)")]
    assert len(said) == len(decisions)


def test_a_resumed_game_explains_its_earlier_computer_moves(qtbot):
    first = make_view(qtbot, "zdorovo", ("computer", "human"), seed="resume")
    first.show()
    qtbot.waitUntil(lambda: first.session.acting_seat() == 1, timeout=10_000)
    record = first.session.record
    view = make_view(qtbot, record=record)
    qtbot.waitUntil(lambda: any("(computer)" in line for line in view.log.lines()),
                    timeout=10_000)
    assert view.log.lines() == first.log.lines()


def test_a_game_the_computer_does_not_know_still_plays(qtbot, tinyzonk):
    view = make_view(qtbot, record=make_record(tinyzonk, ("computer", "computer"), "tiny"))
    for seat in range(2):                             # strong: no advisor for this game
        view.computer._bots[seat] = bot("strong", view.session.game)
    view.show()
    qtbot.waitUntil(view.game_over.isVisible, timeout=20_000)


THIRD_THROW = ("roll 1 2 3 4 6 6", "take 1", "throw", "roll 1 2 3 4 6", "take 1", "throw",
               "roll 1 2 3 4")
ENDS_THE_TURN = {"en": "Boris (computer) keeps 1: 2 points; that was the third throw, so the "
                       "turn ends.",
                 "ru": "Boris (компьютер) откладывает 1: 2 очка; это был третий бросок, ход "
                       "окончен.",
                 "es": "Boris (ordenador) aparta 1: 2 puntos; era la tercera tirada, así que el "
                       "turno termina."}


def test_a_keep_that_ends_the_turn_on_the_series_third_throw_is_said_in_words(qtbot, lang):
    """Zonk: the keep after a series' third throw banks the turn; the log says so with the
    points it kept (never a raw "%Ln" nor the next player's six dice)."""
    players = (PlayerEntry("Boris", "computer"), PlayerEntry("Anna"))
    view = make_view(qtbot, record=Record("zonk", players, {}, 0, "third", THIRD_THROW))
    view.show()
    qtbot.waitUntil(lambda: view.session.acting_seat() == 1, timeout=10_000)
    lines = view.log.lines()
    assert ENDS_THE_TURN[lang] in lines, lines
    assert not [line for line in lines if "%" in line], lines
