"""The statistics' ratings (the coach): per player and game, decisions, cost per decision, cost
per game, the share of best choices and the band — from the figures each finished game keeps
(docs/stats.md "Ratings") — and the chart of a player's cost per decision over his games with
its moving average. Words and numbers in the language of the moment.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
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

from dicegames.stats.coach import Played, Rating, ratings, trend
from dicegames.ui.games import look
from dicegames.ui.games.advice_words import (
    band_name,
    band_tip,
    cost_text,
    measure_of,
    measure_title,
)
from dicegames.ui.history.charts import ChartData
from dicegames.ui.history.words import percent_text
from dicegames.ui.words import fill, format_points, translate

WINDOW = 10                       # games in the moving average


def played_of(finished: Sequence[Any], summaries: Sequence[Any]) -> list[Played]:
    """Every person's seat of the chosen games (`summaries`, the statistics' selection) that
    the coach has figures of; `finished` are the history's games with them."""
    by_summary = {id(g.summary): g for g in finished if g.summary is not None}
    out = []
    for s in summaries:
        g = by_summary.get(id(s))
        if g is None or g.coach is None:
            continue
        for seat in g.coach.seats:
            if seat.player < len(s.seats):
                out.append(Played(s.seats[seat.player].key, g.coach.game, s.finished_at,
                                  g.coach.exact, seat, g))
    return out


def heads() -> list[tuple[str, str]]:
    """The ratings table's columns: (header, what it counts)."""
    return [
        (translate("Ratings", "Player"), translate("Ratings", "Who decided")),
        (translate("Ratings", "Game"), translate("Ratings", "Costs of different games are "
                                                 "in different measures")),
        (translate("Ratings", "Games"), translate("Ratings", "Finished games with a decision "
                                                  "of the player")),
        (translate("Ratings", "Decisions"), translate("Ratings", "Moves with a choice (a move "
                                                      "with one legal action is none)")),
        (translate("Ratings", "Cost per decision"),
         translate("Ratings", "What the choices cost on average against the best one, in "
                   "the game's measure; lower is better")),
        (translate("Ratings", "Cost per game"),
         translate("Ratings", "What the choices of a game cost in all, on average")),
        (translate("Ratings", "Best choices"),
         translate("Ratings", "The share of decisions that were the best choice")),
        (translate("Ratings", "Rating"),
         translate("Ratings", "The band of the cost per decision, calibrated on the "
                   "computer's levels")),
    ]


def row_texts(r: Rating, name: str) -> list[str]:
    from dicegames.ai.coach import band
    approx = "" if r.exact else " \u2248"
    return [name, look(r.game).name(), format_points(r.games), format_points(r.decisions),
            cost_text(r.game, r.mean_cost) + approx if r.mean_cost is not None else "\u2014",
            cost_text(r.game, r.cost_per_game) + approx if r.cost_per_game is not None
            else "\u2014",
            percent_text(_fraction(r.best_share)),
            band_name(band(r.game, r.mean_cost))]


def _fraction(v: float | None) -> Any:
    from fractions import Fraction
    return None if v is None else Fraction(v).limit_denominator(1000)


def spoken(r: Rating, name: str) -> str:
    """A row as one sentence (its tooltip and what a screen reader reads)."""
    from dicegames.ai.coach import band
    from dicegames.ui.games.advice_words import CoachWords
    from dicegames.ui.words import phrases
    cells = row_texts(r, name)
    book = phrases(CoachWords)
    text = fill(translate("Ratings", "%1 in %2: %3 in %4; cost per decision %5 (%6), per "
                          "game %7; best choices %8; rating: %9."),
                name, cells[1], book.decisions(r.decisions), book.games(r.games), cells[4],
                measure_title(measure_of(r.game)), cells[5], cells[6], cells[7])
    tip = band_tip(r.game, band(r.game, r.mean_cost))
    if tip:
        text += " " + tip
    if not r.exact:
        text += " " + translate("Ratings", "Approximate: the advisor has no exact table for "
                                "some of these rules.")
    return text


class RatingsView(QWidget):
    """The ratings table with a line saying what it shows (or why it is empty)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ratings_view")
        self.rows: list[Rating] = []
        self.note = QLabel(self)
        self.note.setObjectName("ratings_note")
        self.note.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setObjectName("ratings_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.practice = QPushButton(self)            # the statistics page connects it
        self.practice.setObjectName("stats_practice")
        below = QHBoxLayout()
        below.addWidget(self.note, 1)
        below.addWidget(self.practice, 0, Qt.AlignmentFlag.AlignTop)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table, 1)
        lay.addLayout(below)
        self.setFocusProxy(self.table)

    def show_ratings(self, played: Sequence[Played], names: Mapping[str, str],
                     waiting: int = 0) -> None:
        self.rows = [r for r in ratings(played) if r.decisions]
        self.rows.sort(key=lambda r: (names.get(r.key, r.key).casefold(), r.game))
        t = self.table
        t.clear()
        columns = heads()
        t.setColumnCount(len(columns))
        t.setRowCount(len(self.rows))
        t.setHorizontalHeaderLabels([h for h, _ in columns])
        for c, (_, tip) in enumerate(columns):
            head = t.horizontalHeaderItem(c)
            if head is not None:
                head.setToolTip(tip)
        for i, r in enumerate(self.rows):
            name = names.get(r.key, r.key)
            sentence = spoken(r, name)
            for c, text in enumerate(row_texts(r, name)):
                item = QTableWidgetItem(text)
                if 2 <= c <= 6:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(sentence)
                if c == 0:
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, sentence)
                t.setItem(i, c, item)
        t.resizeColumnsToContents()
        notes = []
        if waiting:
            notes.append(phrases_waiting(waiting))
        if not self.rows:
            notes.append(translate("Ratings", "No ratings yet: the coach rates the decisions "
                                   "of the people who play, game by game, once a game is "
                                   "finished."))
        else:
            notes.append(translate("Ratings", "The coach values every decision against the "
                                   "best choice of the strong computer player: the lower the "
                                   "cost, the better."))
        self.note.setText(" ".join(notes))
        t.setAccessibleName(translate("Ratings", "Ratings per player and game"))
        t.setAccessibleDescription(self.note.text())


def phrases_waiting(n: int) -> str:
    from dicegames.ui.games.advice_words import CoachWords
    from dicegames.ui.words import phrases
    return phrases(CoachWords).waiting(n)


# --------------------------------------------------------------------------- the chart
def chart_data(played: Sequence[Played], key: str | None, name: str, game: str | None
               ) -> ChartData:
    """The chosen player's cost per decision in each of his games of the chosen game, and
    its moving average over the last WINDOW games (decisions weighted)."""
    from dicegames.ui.history.charts import RATING, kind_name
    title = kind_name(RATING)
    if game is None or key is None:
        return ChartData(title, "", "", (), (), empty=translate(
            "Ratings", "Choose a game and a player: costs of different games are in different "
            "measures."))
    rated = [r for r in ratings(p for p in played if p.key == key and p.game == game)
             if r.decisions]
    if not rated:
        return ChartData(title, "", "", (), (), empty=translate(
            "Ratings", "No rated games of this player in this game yet."))
    points = trend(rated[0], WINDOW)
    return ChartData(
        fill(translate("Ratings", "%1 in %2: cost per decision"), name, look(game).name()),
        translate("Ratings", "Game"),
        translate("Ratings", "Cost per decision"),
        tuple(format_points(i + 1) for i in range(len(points))),
        ((translate("Ratings", "Each game"), tuple(p.cost for p in points)),
         (fill(translate("Ratings", "Moving average of %1 games"), format_points(WINDOW)),
          tuple(p.average for p in points))))
