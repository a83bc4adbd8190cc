"""The coach speaks the app's language: the tutor's note (shown and spoken), the practice
screen before and after a choice (and what it says), the ratings table and its chart, and the
Settings' tutor box — no English in Russian or Spanish."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from dicegames.ai import advise
from dicegames.ui.common.settings import Preferences
from dicegames.ui.history import charts
from dicegames.ui.shell.settings_dialog import SettingsDialog
from tests.ui.language import app_language
from tests.ui.screen_words import foreign_words, screen_texts

from .coach_support import history_entries, write_history
from .driver import FAST, active, key, make_view
from .fakes import main_window

NAMES = ("Anna", "Boris")          # names are data, not English


@pytest.fixture(params=["ru", "es"])
def lang(request, qapp):
    with app_language(request.param):
        yield request.param


@pytest.fixture(autouse=True)
def reader(monkeypatch):
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))


def native(texts, lang, where):
    found = foreign_words(texts, lang, NAMES)
    assert not found, f"{where}: English: " + "; ".join(
        f"{w!r} in {t!r}" for w, t in list(found.items())[:10])


def test_the_tutor_speaks_the_language(qtbot, lang):
    view = active(qtbot, make_view(qtbot, "zonk", ("human", "computer"), seed="words",
                                   prefs=replace(FAST, tutor=frozenset({"name:Anna"}),
                                                 tutor_level="slips")))
    s = view.session
    key(qtbot, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: view.tutor.advice_for is s.state, timeout=20_000)
    worst = advise(s.game, s.state).actions[-1]
    assert not s.request(worst.action)
    assert view.tutor.note.isVisible()
    qtbot.waitUntil(lambda: bool(view.speaker.said), timeout=2000)
    native(screen_texts(view.tutor.note) + view.speaker.said, lang, "tutor")
    key(qtbot, Qt.Key.Key_Escape)
    native([view.status.text()], lang, "reconsidered")


def test_practice_and_the_ratings_speak_the_language(qtbot, lang):
    write_history(history_entries([("zdorovo", 2, ("medium", "easy"))]))
    w = main_window(qtbot)
    w.open_practice("name:Anna", None)
    pw = w.practice_window
    qtbot.waitUntil(lambda: pw.advice is not None, timeout=30_000)
    before = screen_texts(pw) + list(pw.speaker.said)
    qtbot.keyClick(pw.list, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: len(pw.speaker.said) >= 1, timeout=2000)
    native(before + screen_texts(pw) + pw.speaker.said, lang, "practice")
    w.open_history("stats")
    page = w.history_window.stats
    page.views.setCurrentIndex(1)
    page.game.setCurrentIndex(page.game.findData("zdorovo"))
    page.player.setCurrentIndex(page.player.findData("name:Anna"))
    page.chart_kind.setCurrentIndex(page.chart_kind.findData(charts.RATING))
    page.as_table.setChecked(True)
    native(screen_texts(page.ratings) + screen_texts(page.chart), lang, "ratings")
    data = page.chart.data
    native([data.title, data.x_title, data.y_title, *(n for n, _ in data.series)], lang,
           "the chart")


def test_settings_tutor_box_speaks_the_language(qtbot, lang):
    dlg = SettingsDialog(Preferences(), people=[("name:Anna", "Anna", True)])
    qtbot.addWidget(dlg)
    native(screen_texts(dlg.tutor_box), lang, "settings")


def test_english_plurals(qtbot):
    with app_language("en"):
        from dicegames.ui.games.advice_words import CoachWords
        from dicegames.ui.words import phrases
        book = phrases(CoachWords)
        assert (book.decisions(1), book.decisions(3)) == ("1 decision", "3 decisions")
        assert book.waiting(2) == "Working out the ratings of 2 earlier games…"
