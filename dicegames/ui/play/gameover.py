"""The end of a game: winners, standings, the settlement where the game has one, what next."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.access import name_as_shown
from dicegames.ui.ear import for_ear
from dicegames.ui.words import (
    Words,
    fill,
    format_points,
    isolate,
    names_text,
    phrases,
    termination_text,
    translate,
)

from .overlay import Overlay


class GameOverPanel(Overlay):
    """Covers the tray when the game is over (the sheet stays in view); Rematch, New game,
    Home or Print…

    The focus goes to the standings (read first); no button is pressed by a stray Enter —
    Rematch takes its own key (Alt+R, its mnemonic) or Tab to it, then Enter or Space."""

    rematch_clicked = Signal()
    review_clicked = Signal()
    new_game_clicked = Signal()
    home_clicked = Signal()
    print_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("game_over")
        self._outcome: Any = None
        self._names: Sequence[str] = ()
        self.reason = QLabel(self)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QTableWidget(self)
        self.table.setObjectName("standings")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setTabKeyNavigation(False)     # Tab leaves the table; arrows walk it
        self.table.setMinimumWidth(420)
        self.table.setMaximumWidth(640)
        self.rematch = QPushButton(self)
        self.rematch.setObjectName("rematch")
        self.review = QPushButton(self)
        self.review.setObjectName("review")
        self.new_game = QPushButton(self)
        self.new_game.setObjectName("new_game")
        self.home = QPushButton(self)
        self.home.setObjectName("home")
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("print_sheet")
        for b, signal in ((self.rematch, self.rematch_clicked), (self.review, self.review_clicked),
                          (self.new_game, self.new_game_clicked), (self.home, self.home_clicked),
                          (self.print_button, self.print_clicked)):
            b.setMinimumHeight(42)
            b.setAutoDefault(True)
            b.clicked.connect(signal)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (self.rematch, self.review, self.new_game, self.home, self.print_button):
            buttons.addWidget(b)
        self.setTabOrder(self.table, self.rematch)
        self.setTabOrder(self.rematch, self.new_game)
        self.setTabOrder(self.new_game, self.home)
        buttons.addStretch(1)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        lay.addWidget(self.title)
        lay.addWidget(self.reason)
        lay.addWidget(self.table, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addLayout(buttons)
        lay.addStretch(1)
        self.retranslate_ui()

    def show_outcome(self, outcome: Any, names: Sequence[str]) -> None:
        self._outcome, self._names = outcome, tuple(names)
        self.retranslate_ui()
        self.cover()
        self.table.setFocus()

    def retranslate_ui(self) -> None:
        self.table.setAccessibleName(translate("GameOver", "Standings"))
        self.rematch.setText(translate("GameOver", "&Rematch"))
        self.review.setText(translate("GameOver", "Review"))
        self.review.setToolTip(translate("GameOver", "What each of your decisions cost against "
                                         "the best choice"))
        self.new_game.setText(translate("GameOver", "New game"))
        self.home.setText(translate("GameOver", "Home"))
        self.print_button.setText(translate("GameOver", "Print…"))
        out, names = self._outcome, self._names
        if out is None:
            return
        winners = [names[p] for p in out.winners]
        if len(names) == 1 and out.standings:       # alone at the table: the result, no "wins"
            self.title.setText(fill(phrases(Words).solo_result(out.standings[0].points),
                                    names[0]))
        elif len(winners) == 1:
            self.title.setText(fill(translate("GameOver", "%1 wins!"), winners[0]))
        elif winners:
            self.title.setText(fill(translate("GameOver", "%1 share the win!"),
                                    names_text(winners)))
        else:
            self.title.setText(translate("GameOver", "Nobody wins"))
        self.reason.setText(fill(translate("GameOver", "Decided by: %1"), termination_text(out)))
        heads = [translate("GameOver", "Place"), translate("GameOver", "Player"),
                 translate("GameOver", "Result")]
        if out.settlement is not None:
            heads.append(translate("GameOver", "Settlement"))
        self.table.clear()
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        header = self.table.horizontalHeader()
        for column in range(len(heads)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == 1
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.table.setRowCount(len(out.standings))
        for i, s in enumerate(out.standings):
            cells = [str(s.place), isolate(names[s.player]), format_points(s.points)]
            if out.settlement is not None:
                cells.append(format_points(out.settlement[s.player], signed=True))
            for j, text in enumerate(cells):        # each cell says itself (the headers
                item = QTableWidgetItem(text)       # say what it is): never the whole row
                if j != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if s.place == 1:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(i, j, item)
        self.table.setFixedHeight(self.table.horizontalHeader().height()
                                  + sum(self.table.rowHeight(r) for r in range(len(out.standings)))
                                  + 4)
        name_as_shown(self.title, self.title.text())
        # the focus lands inside: Orca reads this panel's name first, then the result is
        # said (view.py): named "Game over", so the winner is heard once
        self.setAccessibleName(translate("TurnBanner", "Game over"))
        self.reason.setAccessibleName(for_ear(self.reason.text()))

    def summary(self) -> str:
        """The result in one paragraph (announced, and read by screen readers)."""
        out, names = self._outcome, self._names
        if out is None:
            return ""
        parts = [self.title.text()]
        for s in out.standings:
            line = fill(translate("GameOver", "%1. %2: %3"), str(s.place), names[s.player],
                        format_points(s.points))
            if out.settlement is not None:
                line += " (" + format_points(out.settlement[s.player], signed=True) + ")"
            parts.append(line)
        return " ".join(parts)

    def spoken(self, title: bool = True) -> str:
        """The result for the ear, once: who won, then each result in order ("Anna wins! Anna
        240, Boris 180."); without `title` when the focus has just come in and read it."""
        out, names = self._outcome, self._names
        if out is None:
            return ""
        results = []
        for s in out.standings:
            result = fill(translate("GameOver", "%1 %2", "a player and their result"),
                          names[s.player], format_points(s.points))
            if out.settlement is not None:
                result += " (" + format_points(out.settlement[s.player], signed=True) + ")"
            results.append(result)
        if len(names) == 1:
            return self.title.text() + "." if title else ""
        said = ", ".join(results) + "."
        return self.title.text() + " " + said if title else said

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
