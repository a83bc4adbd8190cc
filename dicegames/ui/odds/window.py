"""The odds window (Help → Odds…, or Odds… in the rules viewer): exact chances for the rules
in force, as tables a screen reader reads cell by cell, with a chart where a picture helps.

Every chance is an exact fraction from `dicegames.ai.odds_tables` (computed in the worker
thread: the zonk family's throws are read from the engine, about half a second the first
time), shown with its percentage and "1 in N"; where the source text prints its own figure,
that figure stands beside ours, compared in calm words. One window for the app, like the rules.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.common.game_window import FollowsTheTable
from dicegames.ui.common.thinking import Ticket, thinker
from dicegames.ui.games import look
from dicegames.ui.odds.words import (
    chips_text,
    figures_note,
    fraction_text,
    info_value,
    one_in,
    percent,
    row_name,
    verdict_text,
)
from dicegames.ui.words import fill, translate

MAX_WIDTH = 980                         # tables no wider than the eye takes in at once


class OddsWindow(FollowsTheTable, QWidget):
    """Pick a game, read its odds; `show_game(game_id, rules)` for the rules at the table."""

    def __init__(self, game_ids: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("odds_window")
        self.follow_the_table(game_ids, "odds", 980)
        self.tables: tuple[Any, ...] | None = None
        self.chart: Any = None
        self._ticket: Ticket | None = None
        self.close_button = QPushButton(self)
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_box)
        top.addWidget(self.in_force, 1)
        top.addWidget(self.close_button)
        self.status = QLabel(self)
        self.status.setObjectName("odds_status")
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(12, 6, 12, 12)
        self.scroller = QScrollArea(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(self.body)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.scroller, 1)
        self.game_box.activated.connect(self._game_chosen)
        self.close_button.clicked.connect(self.close)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.retranslate_ui()

    # ------------------------------------------------------------------ what is shown
    def focus_target(self) -> QWidget:
        return self.game_box

    def reload(self) -> None:
        """Ask for the tables of the game shown (in the worker thread)."""
        from dicegames.engine import game_info
        self._fill_games()
        self._update_in_force()
        self.setWindowTitle(fill(translate("Odds", "Odds: %1"), look(self.game_id).name()))
        if self._ticket is not None:
            self._ticket.cancel()
        self.tables = None
        self._clear()
        self.status.setText(translate("Odds", "Working out the odds\u2026"))
        info = game_info(self.game_id)
        rules = self.rules if self.rules is not None else info.rules({})
        game = info.game_cls(rules, game_id=self.game_id)

        def work() -> Any:
            from dicegames.ai import odds_tables
            return odds_tables(game)
        self._ticket = thinker().submit("odds", work, self, self._arrived,   # a reload cancels
                                        lambda error: self._failed(), replace=True)  # the ticket

    def _arrived(self, tables: Any) -> None:
        self.tables = tables
        if not tables:
            self._failed()
            self._clear()
            return
        self.status.setText(translate("Odds", "Exact chances for these rules, computed from "
                                      "every way the dice can fall."))
        self._build()

    def _failed(self) -> None:
        self.status.setText(translate("Odds", "There are no odds tables for this game."))

    def _clear(self) -> None:
        while self.body_layout.count():
            item = self.body_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.chart = None

    def _build(self) -> None:
        self._clear()
        game_look = look(self.game_id)
        tables = self.tables or ()
        charted = [t for t in tables if t.by_dice]      # drawn together, after the last
        for table in tables:
            heading = QLabel(game_look.odds_title(table.id), self.body)
            font = heading.font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.15)
            heading.setFont(font)
            self.body_layout.addWidget(heading)
            heading.setMaximumWidth(MAX_WIDTH)
            note = game_look.odds_help(table.id)
            if note:
                label = QLabel(note, self.body)
                label.setWordWrap(True)
                self.body_layout.addWidget(label)
            self.body_layout.addWidget(self._table(game_look, table))
            if any(r.text for r in table.rows):
                said = QLabel(figures_note(), self.body)
                said.setWordWrap(True)
                said.setMaximumWidth(MAX_WIDTH)
                self.body_layout.addWidget(said)
            if charted and table is charted[-1]:
                self._add_chart(game_look, charted)
        self.body_layout.addStretch(1)

    def _table(self, game_look: Any, table: Any) -> QTableWidget:
        texts = any(r.text for r in table.rows)
        hands = table.ranked
        heads = ([translate("Odds", "Rank")] if hands else []) + [
            translate("Odds", "Dice thrown") if table.by_dice else
            translate("Odds", "Hand") if hands else translate("Odds", "Combination"),
            translate("Odds", "Chance"), translate("Odds", "Percent"),
            translate("Odds", "About")]
        if hands:
            heads.append(translate("Odds", "Chips"))
        if texts:
            heads += [translate("Odds", "In the source text"), translate("Odds", "Compared")]
        widget = QTableWidget(len(table.rows), len(heads), self.body)
        widget.setObjectName("odds_" + table.id)
        widget.setTabKeyNavigation(False)             # Tab leaves it; the arrows walk it
        widget.setAccessibleName(game_look.odds_title(table.id))
        widget.setHorizontalHeaderLabels(heads)
        widget.verticalHeader().hide()
        widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        widget.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = widget.horizontalHeader()
        name_column = 1 if hands else 0
        for c in range(len(heads)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c == name_column
                                        else QHeaderView.ResizeMode.ResizeToContents)
        for r, row in enumerate(table.rows):
            cells = [str(info_value(row.info, "rank"))] if hands else []
            cells += [row_name(game_look, table, row.key), fraction_text(row.probability),
                      percent(row.probability), one_in(row.probability)]
            if hands:
                cells.append(chips_text(info_value(row.info, "chips")))
            if texts:
                cells += [row.text or "", verdict_text(row.verdict)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c != name_column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                widget.setItem(r, c, item)
        height = widget.horizontalHeader().sizeHint().height() + 4 + sum(
            widget.rowHeight(r) for r in range(widget.rowCount()))
        widget.setFixedHeight(height)
        widget.setMaximumWidth(MAX_WIDTH)
        return widget

    def _add_chart(self, game_look: Any, charted: list[Any]) -> None:
        """One chart of the tables by the number of dice thrown, a series each."""
        from dicegames.ui.odds.chart import ChanceChart  # pyqtgraph: first shown here
        self.chart = ChanceChart(self.body)
        self.chart.setMaximumWidth(MAX_WIDTH)
        self.chart.set_series([(game_look.odds_series(t.id), [int(r.key) for r in t.rows],
                                [float(r.probability) for r in t.rows]) for t in charted])
        self.body_layout.addWidget(self.chart)

    def table_widgets(self) -> list[QTableWidget]:
        return self.body.findChildren(QTableWidget)

    # ------------------------------------------------------------------ words
    def _fill_games(self) -> None:
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for game_id in self.game_ids:
            self.game_box.addItem(look(game_id).name(), game_id)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(self.game_id)))
        self.game_box.blockSignals(False)

    def _update_in_force(self) -> None:
        at_table = self.playing is not None and self.playing[0] == self.game_id \
            and self.rules is not None
        self.in_force.setText(translate("Odds", "For the rules of the game at the table") if
                              at_table else translate("Odds", "For the standard rules"))

    def retranslate_ui(self) -> None:
        self.game_label.setText(translate("Odds", "&Game:"))
        self.close_button.setText(translate("Odds", "Close"))
        self.scroller.setAccessibleName(translate("Odds", "The odds tables"))   # a Tab stop
        if self.game_id:
            self._fill_games()
            self._update_in_force()
            self.setWindowTitle(fill(translate("Odds", "Odds: %1"), look(self.game_id).name()))
        if self.tables is not None:
            self._arrived(self.tables)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def open_odds(parent: QWidget, game_id: str, rules: Any = None, playing: bool = False
              ) -> OddsWindow:
    """The app's odds window (one per top-level window), showing `game_id`."""
    from dicegames.engine import game_ids
    host = parent.window()
    while (up := host.parentWidget()) is not None:  # the main window, also from the rules
        host = up.window()
    found = host.findChild(OddsWindow, "odds_window")
    if found is None:
        found = OddsWindow(game_ids(), host)
    found.show_game(game_id, rules, playing)
    return found
