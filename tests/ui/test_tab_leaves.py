"""Tab leaves every table (the arrows walk it): the scoresheet, the log, the advisor, the
standings, the review, the odds and every table of Saved games and statistics. A table that
keeps Tab (Qt's default) traps a keyboard-only player: Tab, Shift+Tab and Ctrl+Tab only
cycled the advisor's cells."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTableView, QWidget

from dicegames.engine import game_ids
from dicegames.ui.play.review import open_review

from .driver import FAST, KeyboardDriver, active, make_view


def assert_tab_leaves(qtbot, window: QWidget) -> int:
    """Every table of `window` lets Tab go; each one shown is left by Tab and Shift+Tab.
    Returns how many were tried."""
    views = window.findChildren(QAbstractItemView)
    trapping = [v.objectName() or type(v).__name__ for v in views
                if isinstance(v, QTableView) and v.tabKeyNavigation()]
    assert not trapping, trapping
    tried = 0
    for view in views:
        if not (view.isVisible() and view.focusPolicy() & Qt.FocusPolicy.TabFocus):
            continue
        for modifier in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            view.setFocus(Qt.FocusReason.TabFocusReason)
            assert view.hasFocus(), view.objectName()
            qtbot.keyClick(view, Qt.Key.Key_Tab, modifier)
            now = QApplication.focusWidget()
            assert now is not view and not view.isAncestorOf(now), view.objectName()
        tried += 1
    return tried


def test_the_table_its_advisor_standings_and_review(qtbot):
    view = make_view(qtbot, "zonk", ("human", "computer"), prefs=replace(FAST, advisor="on"))
    active(qtbot, view)
    view.trigger("throw")
    qtbot.waitUntil(lambda: view.advisor.ready(), timeout=10_000)
    assert view.advisor.list.isVisible()
    assert assert_tab_leaves(qtbot, view) >= 3          # the sheet, the log, the advisor
    KeyboardDriver(qtbot, view).play()
    assert assert_tab_leaves(qtbot, view) >= 1          # the standings
    review = open_review(view)
    qtbot.waitUntil(lambda: bool(review.findChildren(QTableView)), timeout=20_000)
    with qtbot.waitActive(review):
        review.activateWindow()
    assert_tab_leaves(qtbot, review)


@pytest.mark.parametrize("game_id", ("zonk", "zanzibar"))
def test_the_odds(qtbot, game_id):
    from dicegames.ui.odds.window import OddsWindow
    window = OddsWindow(game_ids())
    qtbot.addWidget(window)
    window.show_game(game_id, None)
    qtbot.waitUntil(lambda: window.tables is not None, timeout=20_000)
    active(qtbot, window)
    qtbot.waitUntil(lambda: any(v.isVisible() for v in window.findChildren(QTableView)),
                    timeout=20_000)
    assert assert_tab_leaves(qtbot, window) >= 1


def test_saved_games_and_statistics(qtbot):
    from .fakes import history_of_finished_games
    _, history = history_of_finished_games(qtbot, 3, "tabs")
    qtbot.waitUntil(history.isActiveWindow)
    for tab in range(history.tabs.count()):
        history.tabs.setCurrentIndex(tab)
        assert_tab_leaves(qtbot, history)
