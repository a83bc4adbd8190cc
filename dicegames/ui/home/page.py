"""Home: the games as cards on a table, the game to continue, and the recent finished games.

The first frame needs only the header and the cards; the recent-games list (a heavier item
view) is built when there is a finished game to show.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dicegames.ui import games
from dicegames.ui.first_frame import Qt
from dicegames.ui.home.cards import (
    ContinueCard,
    ContinueInfo,
    GameCardWidget,
    bold_label,
)
from dicegames.ui.words import translate

if TYPE_CHECKING:
    from dicegames.persistence.history import FinishedGame
    from dicegames.ui.home.recent import RecentGames

R = QPalette.ColorRole
COLUMNS = 3
MAX_WIDTH = 1440
SHORT = 680                       # a home lower than this draws the cards' dice smaller
MOTIF_SIDE, MOTIF_SIDE_SHORT = 34, 26

__all__ = ["HomePage", "ContinueInfo"]


class HomePage(QWidget):
    """Every game of the collection ready to start, the game to continue, recent games."""

    play_requested = Signal(str)
    continue_requested = Signal()
    discard_requested = Signal()
    recent_opened = Signal(object)
    recent_print_requested = Signal(object)    # a FinishedGame to print

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        centre = QHBoxLayout(self)              # the table keeps a pleasant width on big screens
        centre.setContentsMargins(24, 16, 24, 14)
        column = QWidget(self)
        column.setMaximumWidth(MAX_WIDTH)
        centre.addStretch(1)
        centre.addWidget(column, 1000)
        centre.addStretch(1)
        outer = QVBoxLayout(column)
        outer.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        bold_label(self.title, 2.0)
        self.subtitle = QLabel(self)
        self.subtitle.setForegroundRole(R.PlaceholderText)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)

        body = QHBoxLayout()
        body.setSpacing(24)
        outer.addLayout(body, 1)

        self.grid = QGridLayout()
        self.grid.setSpacing(14)
        self.columns = COLUMNS
        self.cards: list[GameCardWidget] = []
        for game_id in games.ids():
            self._add_card(game_id)
        for c in range(COLUMNS):                    # cards of one width, whatever their words
            self.grid.setColumnStretch(c, 1)
        body.addLayout(self.grid, 1)

        side = self.side = QVBoxLayout()
        self.side_host = QWidget(self)
        self.side_host.setLayout(side)
        self.side_host.setFixedWidth(270)
        side.setContentsMargins(0, 0, 0, 0)
        self.continue_card = ContinueCard(self.side_host)
        self.continue_card.continue_requested.connect(self.continue_requested)
        self.continue_card.discard_requested.connect(self.discard_requested)
        self.continue_card.set_info(None)
        side.addWidget(self.continue_card)
        self.recent_title = QLabel(self.side_host)
        bold_label(self.recent_title, 1.1)
        self.recent: RecentGames | None = None
        self.recent_empty = QLabel(self.side_host)
        self.recent_empty.setWordWrap(True)
        self.recent_empty.setForegroundRole(R.PlaceholderText)
        side.addSpacing(8)
        side.addWidget(self.recent_title)
        side.addWidget(self.recent_empty)
        side.addStretch(1)
        body.addWidget(self.side_host)
        self._tab_order()
        self.retranslate_ui()

    def _add_card(self, game_id: str) -> GameCardWidget:
        i = len(self.cards)
        w = GameCardWidget(game_id, self)
        w.play_requested.connect(self.play_requested)
        w.navigated.connect(self._navigate)
        self.grid.setRowStretch(-(-i // COLUMNS), 0)
        self.grid.addWidget(w, i // COLUMNS, i % COLUMNS)
        self.cards.append(w)
        self.grid.setRowStretch(-(-len(self.cards) // COLUMNS), 1)
        return w

    # ---- data
    def show_facts(self) -> None:
        """The engine is loaded: every card shows its game's facts and can be played. A game
        of the engine that has no look of its own (the first frame draws the looks' games)
        gets its card now, in the generic look: it never vanishes from the home."""
        from dicegames.engine import game_ids, game_info
        shown = {card.game_id for card in self.cards}
        missing = [gid for gid in game_ids() if gid not in shown]
        for gid in missing:
            self._add_card(gid).show()
        if missing:
            self._tab_order()
        for card in self.cards:
            card.show_facts(game_info(card.game_id))

    def set_continue(self, info: ContinueInfo | None) -> None:
        self.continue_card.set_info(info)

    def set_recent(self, games: list[FinishedGame]) -> None:
        if games and self.recent is None:
            from dicegames.ui.home.recent import RecentGames
            self.recent = RecentGames(self.side_host)
            self.recent.opened.connect(self.recent_opened)
            self.recent.print_requested.connect(self.recent_print_requested)
            self.side.insertWidget(self.side.indexOf(self.recent_empty), self.recent, 1)
            self.side.setStretch(self.side.count() - 1, 0)
            self._tab_order()
        if self.recent is not None:
            self.recent.set_games(games)
            self.recent.setVisible(bool(games))
        self.recent_empty.setVisible(not games)

    # ---- layout and keyboard
    def _tab_order(self) -> None:
        prev: QWidget = self.continue_card
        for w in self.cards:
            QWidget.setTabOrder(prev, w)
            prev = w
        if self.recent is not None:
            QWidget.setTabOrder(prev, self.recent)

    def resizeEvent(self, event) -> None:
        self.side_host.setFixedWidth(270 if self.width() < 1100 else 320)
        side = MOTIF_SIDE if self.height() >= SHORT else MOTIF_SIDE_SHORT
        for card in self.cards:             # the pitch needs the motif's room at 960×640
            card.motif.set_max_side(side)
        super().resizeEvent(event)

    def _navigate(self, card: GameCardWidget, dx: int, dy: int) -> None:
        """Arrow keys move between cards (and stay at the edges)."""
        j = self.cards.index(card) + dx + dy * self.columns
        if 0 <= j < len(self.cards):
            self.cards[j].setFocus(Qt.FocusReason.OtherFocusReason)

    def first_card(self) -> GameCardWidget | None:
        return self.cards[0] if self.cards else None

    def focus_start(self) -> None:
        """Put the keyboard focus where a player most likely wants it."""
        target = self.continue_card if self.continue_card.isVisible() else self.first_card()
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate_ui(self) -> None:
        self.title.setText(translate("Home", "Dice Games"))
        self.subtitle.setText(translate("Home",
                                        "Five traditional dice games \u2014 pick one and sit "
                                        "down at the table."))
        self.recent_title.setText(translate("Home", "Recent games"))
        self.recent_empty.setText(translate("Home", "Finished games appear here."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
