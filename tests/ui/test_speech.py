"""What a screen reader hears of a whole game (docs/accessibility.md, "What it hears"): a
computer's turn in one short sentence once it is over, nothing while it plays, the winner
once, words for the ear in every language, what to do now after a throw, and W."""
from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtGui import QAccessible

from dicegames.engine import game_ids
from dicegames.engine.events import ends_turn
from dicegames.ui.common.speaker import Speaker
from dicegames.ui.ear import for_ear

from .driver import FAST, KeyboardDriver, active, make_view
from .language import app_language

# what Orca 43 reads aloud by name at its default punctuation level (speech-dispatcher's
# "most"): brackets, colons, semicolons, dashes, middle dots, quotes, equals, a hyphen in a
# word; and numbers a voice reads badly: group separators, decimals of nothing
MARKS = re.compile(r"[()\[\]{}:;\u00b7\u2013\u2014\"\u201c\u201d\u00ab\u00bb=\u2605|]"
                   r"|\w-\w|\d[,.\u00a0\u202f]\d{3}(?!\d)|\d[.,]0(?!\d)")


@pytest.fixture
def heard(monkeypatch):
    """Each sentence given to the table's speaker, with whether a computer's turn was under
    way when it was said; and each notification as it went out."""
    said: list[tuple[str, bool]] = []
    out: list[str] = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    original = Speaker.say

    def say(self, text, assertive=False, first=False):
        view = self.parentWidget()
        s = getattr(view, "session", None)
        mid = False
        if s is not None and s.history:
            last = s.history[-1]
            mid = s.is_computer(last.seat) and not ends_turn(last.step) \
                and s.outcome() is None
        said.append((text, mid))
        original(self, text, assertive, first)

    def flush(self):
        if self._queue:
            out.append(self.pending())
            self._queue.clear()

    monkeypatch.setattr(Speaker, "say", say)
    monkeypatch.setattr(Speaker, "flush", flush)
    return said, out


def play_against_computer(qtbot, game: str, seed: str = "heard", speech: str = "brief"):
    view = make_view(qtbot, game, ("human", "computer"), seed=seed,
                     prefs=replace(FAST, speech=speech, advisor="off"))
    active(qtbot, view)
    KeyboardDriver(qtbot, view).play()
    view.speaker.flush()
    return view


@pytest.mark.parametrize("game", game_ids())
def test_a_game_against_the_computer_is_heard_once_and_briefly(qtbot, heard, game):
    said, out = heard
    view = play_against_computer(qtbot, game)
    assert not [text for text, mid in said if mid], "spoken while the computer played"
    turns = [for_ear(t) for t, _ in said if t.startswith("Boris ")]
    assert turns, said
    assert max(len(t) for t in turns) <= 200, max(turns, key=len)     # one short sentence
    assert not [t for t in out if MARKS.search(t)], [t for t in out if MARKS.search(t)]
    end = out[-1]                    # the result first; the winner is read once, with the
    winner = view.game_over.title.text()               # focus coming into the panel
    assert view.game_over.table.hasFocus() and winner not in end, end
    assert end.startswith(for_ear(view.game_over.spoken(title=False))), end
    assert "Game over" not in end


@pytest.mark.parametrize("game", ("zonk", "zanzibar"))
@pytest.mark.parametrize("code", ("ru", "es"))
def test_russian_and_spanish_speech_is_as_clean(qtbot, heard, game, code):
    said, out = heard
    with app_language(code):
        play_against_computer(qtbot, game, seed="heard-" + code)
    assert not [text for text, mid in said if mid]
    assert not [t for t in out if MARKS.search(t)], [t for t in out if MARKS.search(t)]
    assert all("(" not in t and "%" not in t for t in out)


def test_full_speech_tells_every_step_and_why_at_the_end_of_the_turn(qtbot, heard):
    said, out = heard
    play_against_computer(qtbot, "zdorovo", speech="full")
    assert not [text for text, mid in said if mid]
    turns = [for_ear(t) for t, _ in said if "Boris (computer) " in t]
    assert turns and any("keeps" in t for t in turns), said
    again = [t for t in turns if "dice again" in t]
    assert again, turns
    for turn in turns:               # a re-throw is said once, in one sentence: the reason
        assert "and threw again" not in turn, turn        # with the faces it got, not "…
        assert turn.count("Boris threw") <= 1, turn       # again. Boris threw 1 4 4."
    assert any(re.search(r"dice again, getting \d( \d)*\. ", t) for t in again), again


def test_after_a_throw_it_says_what_you_can_do_and_w_says_it_all(qtbot, heard):
    said, out = heard
    zonk = lambda game, state: (1, 5, 5, 2, 3, 4)[:len(state.dice) or 6]
    view = make_view(qtbot, "zonk", ("human", "human"), thrower=zonk)
    active(qtbot, view)
    view.speaker.flush()
    assert out[-1].startswith("Zonk. ") and "R, Roll." in out[-1]     # how to begin
    view.trigger("throw")
    view.speaker.flush()
    assert out[-1] == "Anna threw 1 5 5 2 3 4. You can set aside 1, 5 or 5 5.", out[-1]
    view.trigger("select", 0)
    view.trigger("confirm")                      # set aside the 1: the commands it leaves
    view.speaker.flush()
    assert out[-1] == ("Die 1, one, to set aside. Anna set aside 1 for 2 points. "
                       "R, Throw again. B, Bank.")
    view.trigger("what_now")
    view.speaker.flush()
    assert out[-1].startswith("Anna to play.") and "On the table, " in out[-1]
    assert "R, Throw again." in out[-1], out[-1]


@pytest.mark.parametrize("shown, said", [
    ("Boris scores 50 in Zdorovo!.", "Boris scores 50 in Zdorovo!"),   # a name's own mark
    ("Anna (computer) banks 1,350 \u00b7 total 10,000.",
     "Anna, computer, banks 1350, total 10000."),
    ("Expected 35.0, zonk 12.5%", "Expected 35, zonk 12 point 5%"),
    ("2\u20138 players \u2014 about 4 min", "2 to 8 players, about 4 min"),
])
def test_text_for_the_ear_drops_the_marks_orca_reads_out(shown, said):
    assert for_ear(shown) == said


@pytest.mark.parametrize("speech", ("brief", "full"))
def test_a_computer_turn_that_ends_the_game_is_one_turn_said(qtbot, heard, speech):
    """Zonk's duel ends in the second player's turn: with the game over, each step of that
    turn was told as a turn of its own — brief, "Boris keeps 2 2 2, then 1. Boris zonks and
    loses 34."; full, "… risks 34 points and throws 2 dice. Boris threw 6 6." One sentence for
    the turn (brief), one for each step with its reason (full)."""
    said, out = heard
    play_against_computer(qtbot, "zonk", seed="probe3", speech=speech)
    _, over, turn = out[-1].partition("Round 1 is over. ")
    assert over and turn.startswith("Boris "), out[-1]
    if speech == "brief":
        assert turn.count(". ") == 0 and turn.endswith("."), turn
        assert "then" in turn and "zonks" in turn, turn          # a turn of several throws
    else:
        assert turn.count("Boris threw") == 1 and "getting" in turn, turn
        assert re.search(r"dice, getting \d \d\. Zonk!", turn), turn
