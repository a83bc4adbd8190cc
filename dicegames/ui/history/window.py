"""The window of saved games, statistics and household players (Game → Saved games and
statistics, Ctrl+H): three tabs; a game's replay opens in place of the games list (Escape or
Close replay goes back). It reads the disk when opened and after every change."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from dicegames.ui.common.players import profile_names
from dicegames.ui.history.browser import GamesBrowser
from dicegames.ui.history.household import HouseholdPage
from dicegames.ui.history.rows import FINISHED, player_names
from dicegames.ui.history.statistics import StatsPage
from dicegames.ui.words import translate


class HistoryWindow(QDialog):
    """Games, Statistics, Household players (see the module docstring)."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_window")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.host = host
        self.replay: Any = None
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("history_tabs")
        self.games_stack = QStackedWidget(self.tabs)
        self.browser = GamesBrowser(host, self.games_stack)
        self.games_stack.addWidget(self.browser)
        self.stats = StatsPage(host, self.tabs)
        self.household = HouseholdPage(host, parent=self.tabs)
        self.tabs.addTab(self.games_stack, "")
        self.tabs.addTab(self.stats, "")
        self.tabs.addTab(self.household, "")
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs)
        self.browser.replay_requested.connect(self.show_replay)
        self.browser.opened.connect(self.close)
        self.browser.table.itemSelectionChanged.connect(self._chosen_for_chart)
        self.household.changed.connect(self.reload)
        coach = getattr(host, "coach", None)           # figures worked out meanwhile
        if coach is not None:
            coach.saved.connect(lambda: self._coach_saved(coach))
        for i, keys in enumerate(("Alt+1", "Alt+2", "Alt+3")):
            s = QShortcut(QKeySequence(keys), self)
            s.activated.connect(lambda i=i: self.tabs.setCurrentIndex(i))
        self.resize(1100, 720)
        self.retranslate_ui()

    def reload(self) -> None:
        """Read the games and the household players again and show them everywhere."""
        self.browser.reload()
        finished = [r.finished_game for r in self.browser.rows
                    if r.kind == FINISHED and r.finished_game is not None]
        names = profile_names()
        self.household.book.reload()
        self.household._fill()
        self.stats.set_games(finished, names)
        from dicegames.stats import aggregate as agg
        every = agg.player_stats(agg.select([g.summary for g in finished if g.summary],
                                        agg.Filter(counting_only=True)), names)
        self.household.set_results({p.key: (p.games, p.wins) for p in every})

    def _coach_saved(self, coach: Any) -> None:
        """The coach has kept the figures of the games it was working out: show them."""
        if coach.pending == 0 and self.isVisible():
            self.reload()

    def show_tab(self, name: str) -> None:
        self.tabs.setCurrentWidget({"games": self.games_stack, "stats": self.stats,
                                    "players": self.household}[name])

    def _chosen_for_chart(self) -> None:
        row = self.browser.chosen()
        self.stats.set_scores_game(row.record if row is not None else None)

    # ------------------------------------------------------------------ the replay
    def show_replay(self, row: Any) -> None:
        from dicegames.engine.errors import DiceGamesError
        from dicegames.ui.history.replay import ReplayView
        self.close_replay()
        try:
            view = ReplayView(row.record, player_names(row.record, self.browser.names),
                              self.games_stack)
        except DiceGamesError:
            self.browser.say(translate("Browser", "This game cannot be replayed: its record "
                                       "does not follow the rules of this version."))
            return
        view.closed.connect(self.close_replay)
        self.replay = view
        self.games_stack.addWidget(view)
        self.games_stack.setCurrentWidget(view)
        self.tabs.setCurrentWidget(self.games_stack)
        view.setFocus()

    def replay_finished(self, finished: Any, position: int) -> None:
        """The replay of a finished game of the history (the practice screen's link), after
        its first `position` moves."""
        from types import SimpleNamespace
        self.show_replay(SimpleNamespace(record=finished.record,
                                         dice_source=finished.dice_source))
        if self.replay is not None:
            self.replay.go_to(position)
        from PySide6.QtGui import QGuiApplication
        if QGuiApplication.platformName() != "offscreen":        # no stacking there
            self.raise_()
        self.activateWindow()

    def close_replay(self) -> None:
        if self.replay is None:
            return
        view, self.replay = self.replay, None
        self.games_stack.setCurrentWidget(self.browser)
        self.games_stack.removeWidget(view)
        view.deleteLater()
        self.browser.table.setFocus()

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape and self.replay is not None:
            self.close_replay()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("History", "Saved games and statistics — Dice Games"))
        for i, text in enumerate((translate("History", "&Games"),
                                  translate("History", "&Statistics"),
                                  translate("History", "Household &players"))):
            self.tabs.setTabText(i, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
