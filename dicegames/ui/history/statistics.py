"""The statistics page: per player (games, wins, win rate, average and best result, streaks, and
the chosen game's own figures), head-to-head, and the charts; filtered by game, period, player
and whether casual games count; exported as CSV. The figures are `dicegames.stats`'s, the same
as `dicegames stats` prints (docs/stats.md).
"""
from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dicegames.stats import aggregate as agg
from dicegames.stats.summary import GameSummary
from dicegames.ui.common.players import computer_names
from dicegames.ui.flow_row import FlowRow
from dicegames.ui.games import look
from dicegames.ui.history import charts, ratings
from dicegames.ui.history.words import StatsWords, figure_name, figure_text
from dicegames.ui.words import fill, isolate, phrases, tooltip, translate

COMMON = ("games", "wins", "win_rate", "mean_points", "best_points", "streak", "best_streak")
NAME_COLUMNS = (0, 4)             # of the head-to-head table (`pair_heads`)
NAME_WIDTH = 150                  # a name column's widest, before it is elided
CHART_WIDTH = 320                 # the chart beside the head-to-head keeps at least this


def period_start(days: int, now: _dt.datetime | None = None) -> str:
    """The ISO time `days` days ago ("" for all time), as the history writes times."""
    if not days:
        return ""
    now = now or _dt.datetime.now(_dt.timezone.utc)
    return (now - _dt.timedelta(days=days)).strftime("%Y-%m-%dT%H:%M:%SZ")


def player_row(p: agg.PlayerStats, game: str | None) -> list[tuple[str, Any]]:
    """(figure id, value) of a player's row: the common figures, then the game's own."""
    g = p.by_game.get(game) if game is not None else p.overall
    g = g or agg.GameStats(game or "")
    values: dict[str, Any] = {"games": g.games, "wins": g.wins, "win_rate": g.win_rate,
                              "mean_points": g.mean_points, "best_points": g.best_points,
                              "streak": p.streaks.current, "best_streak": p.streaks.best}
    own = agg.game_figure_ids(game) if game is not None else ()
    return [(f, values[f]) for f in COMMON] + [(f, g.figures.get(f)) for f in own]


def pair_heads() -> list[tuple[str, str]]:
    """The head-to-head table's columns, each saying what it counts: (header, its tooltip).
    A row reads "Anna: ahead 2, tied 1, behind 0 — Boris, 3 games together"; short headers
    so that it fits beside the chart at 960 px."""
    return [
        (translate("Stats", "Player"), translate("Stats", "The first player of the pair")),
        (translate("Stats", "Ahead"),
         translate("Stats", "Games in which the player finished ahead of the opponent")),
        (translate("Stats", "Tied"),
         translate("Stats", "Games in which they shared a place")),
        (translate("Stats", "Behind"),
         translate("Stats", "Games in which the opponent finished ahead of the player")),
        (translate("Stats", "Opponent"), translate("Stats", "The second player of the pair")),
        (translate("Stats", "Games together"),
         translate("Stats", "Finished games both of them played")),
    ]


def _table(parent: QWidget, name: str) -> QTableWidget:
    t = QTableWidget(parent)
    t.setObjectName(name)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.setTabKeyNavigation(False)
    t.verticalHeader().hide()
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return t


class StatsPage(QWidget):
    """The statistics of the finished games given (`set_games`)."""

    def __init__(self, host: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats_page")
        self.host = host
        self.summaries: list[GameSummary] = []
        self.finished: list[Any] = []               # the history's games (coach figures)
        self.waiting = 0                            # games the coach is still working out
        self.records: dict[int, Any] = {}           # id(summary) → its FinishedGame
        self.profile_names: dict[str, str] = {}    # profile keys → their names now
        self.chosen: list[GameSummary] = []
        self.stats: list[agg.PlayerStats] = []
        self.scores_game: Any = None                # the record the score chart shows

        filters = FlowRow(spacing=12)     # wraps at 960 px rather than widen the window
        chosen = []
        for _ in range(3):                    # game, player, period: each label by its list
            pair = QWidget(self)
            row = QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 0, 0)
            chosen.append((QLabel(pair), QComboBox(pair)))
            row.addWidget(chosen[-1][0])
            row.addWidget(chosen[-1][1])
            filters.addWidget(pair)
        (self.game_label, self.game), (self.player_label, self.player), \
            (self.period_label, self.period) = chosen
        self.casual = QCheckBox(self)
        for name, w in (("stats_game", self.game), ("stats_player", self.player),
                        ("stats_period", self.period), ("stats_casual", self.casual)):
            w.setObjectName(name)
        for label, w in ((self.game_label, self.game), (self.player_label, self.player),
                         (self.period_label, self.period)):
            label.setBuddy(w)
            w.currentIndexChanged.connect(lambda *_: self.refresh())
        self.casual.toggled.connect(lambda *_: self.refresh())
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("stats_export")
        self.export_button.clicked.connect(lambda *_: self.export_csv())
        filters.addWidget(self.casual)
        filters.addWidget(self.export_button)

        self.summary = QLabel(self)
        self.summary.setObjectName("stats_summary")
        self.players = _table(self, "stats_players")
        self.ratings = ratings.RatingsView(self)
        self.practice_button = self.ratings.practice
        self.practice_button.clicked.connect(lambda *_: self.practise())
        self.views = QTabWidget(self)               # results, or the coach's ratings
        self.views.setObjectName("stats_views")
        self.views.addTab(self.players, "")
        self.views.addTab(self.ratings, "")
        self.pairs_label = QLabel(self)
        self.pairs = _table(self, "stats_pairs")
        self.pairs_label.setBuddy(self.pairs)

        self.chart_label, self.chart_kind = QLabel(self), QComboBox(self)
        self.chart_kind.setObjectName("stats_chart_kind")
        self.chart_label.setBuddy(self.chart_kind)
        self.chart_kind.currentIndexChanged.connect(lambda *_: self.show_chart())
        self.as_table = QCheckBox(self)
        self.as_table.setObjectName("stats_chart_table")
        self.chart = charts.ChartView(self)
        self.as_table.toggled.connect(self.chart.show_table)
        chart_bar = QHBoxLayout()
        for shown in (self.chart_label, self.chart_kind, self.as_table):
            chart_bar.addWidget(shown)
        chart_bar.addStretch(1)

        table = QWidget(self)
        tl = QVBoxLayout(table)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.summary)
        tl.addWidget(self.views, 1)
        pairs = QWidget(self)
        pl = QVBoxLayout(pairs)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.addWidget(self.pairs_label)
        pl.addWidget(self.pairs, 1)
        chart = QWidget(self)
        cl = QVBoxLayout(chart)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addLayout(chart_bar)
        cl.addWidget(self.chart, 1)
        below = self.below = QSplitter(Qt.Orientation.Horizontal, self)
        below.addWidget(pairs)
        below.addWidget(chart)
        below.setStretchFactor(0, 1)
        below.setStretchFactor(1, 1)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(table)
        split.addWidget(below)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        for sp in (split, below):
            sp.setChildrenCollapsible(False)
        self.message = QLabel(self)
        self.message.setObjectName("stats_message")
        self.message.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.addLayout(filters)
        lay.addWidget(split, 1)
        lay.addWidget(self.message)
        self.retranslate_ui()

    # ------------------------------------------------------------------ data
    def set_games(self, finished: Sequence[Any], names: dict[str, str]) -> None:
        """The history's finished games (each with its summary) and the household names."""
        self.summaries, self.records = [], {}
        self.finished = [g for g in finished if g.summary is not None]
        coach = getattr(self.host, "coach", None)
        self.waiting = coach.missing(self.finished) if coach is not None else 0
        for g in finished:
            if g.summary is not None:
                self.summaries.append(g.summary)
                self.records[id(g.summary)] = g
        self.profile_names = dict(names)
        self._fill_players()
        self.refresh()

    def set_scores_game(self, record: Any) -> None:
        """The game the score chart shows: the record of the game chosen among the games (in
        progress, saved or finished); None: the latest finished game selected."""
        self.scores_game = record
        if self.chart_kind.currentData() == charts.SCORES:
            self.show_chart()

    @property
    def names(self) -> dict[str, str]:
        """The names players are shown by: the household's, the computer's in this language."""
        return {**computer_names(), **self.profile_names}

    def shown_names(self) -> dict[str, str]:
        """Every player's name now: his latest, the household's, the computer's."""
        from dicegames.stats.summary import latest_names
        return {**latest_names(self.summaries), **self.names}

    def _filter(self) -> agg.Filter:
        days = self.period.currentData() or 0
        return agg.Filter(self.game.currentData(), period_start(days), "",
                        self.player.currentData(), counting_only=not self.casual.isChecked())

    def _fill_players(self) -> None:
        keep = self.player.currentData()
        every = agg.player_stats(agg.select(self.summaries, agg.Filter(counting_only=False)),
                               self.names)
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(translate("Stats", "Everyone"), None)
        for p in sorted(every, key=lambda p: p.name.casefold()):
            self.player.addItem(isolate(p.name), p.key)
        self.player.setCurrentIndex(max(0, self.player.findData(keep)))
        self.player.blockSignals(False)

    def refresh(self) -> None:
        flt = self._filter()
        self.chosen = agg.select(self.summaries, flt)
        self.stats = agg.player_stats(self.chosen, self.names,
                                    only=[flt.player] if flt.player else None)
        self.summary.setText(phrases(StatsWords).games(len(self.chosen)))
        self._fill_table(flt.game)
        self._fill_pairs()
        self.ratings.show_ratings(self._played(), self.shown_names(), self.waiting)
        self.export_button.setEnabled(bool(self.stats))
        self.show_chart()

    def _played(self) -> list[Any]:
        """The people's seats of the chosen games that the coach has figures of (the chosen
        player's only, when one is chosen)."""
        who = self._filter().player
        return [p for p in ratings.played_of(self.finished, self.chosen)
                if who is None or p.key == who]

    def _fill_table(self, game: str | None) -> None:
        rows = [player_row(p, game) for p in self.stats]
        ids = [f for f, _ in rows[0]] if rows else list(COMMON)
        t = self.players
        t.clear()
        t.setColumnCount(1 + len(ids))
        t.setRowCount(len(rows))
        t.setHorizontalHeaderLabels([translate("Stats", "Player"),
                                     *(figure_name(f, game) for f in ids)])
        for r, (p, row) in enumerate(zip(self.stats, rows)):
            t.setItem(r, 0, QTableWidgetItem(isolate(p.name)))
            for c, (fid, value) in enumerate(row, start=1):
                item = QTableWidgetItem(figure_text(fid, value, game))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(r, c, item)

    def _fill_pairs(self) -> None:
        shown = {p.key: p.name for p in self.stats}
        keys = [p.key for p in self.stats]
        flt = self._filter()
        if flt.player:        # the chosen player against everyone he played
            others = agg.player_stats(self.chosen, self.names)
            keys = [flt.player] + [p.key for p in others if p.key != flt.player]
            shown.update({p.key: p.name for p in others})
        pairs = agg.all_head_to_head(self.chosen, keys)
        if flt.player:
            pairs = [h for h in pairs if flt.player in (h.a, h.b)]
        t = self.pairs
        t.clear()
        t.horizontalHeader().setStretchLastSection(True)
        heads = pair_heads()                  # a row reads as a sentence: who, how often
        t.setColumnCount(len(heads))
        t.setRowCount(len(pairs))
        t.setHorizontalHeaderLabels([head for head, _ in heads])
        for c, (_, tip) in enumerate(heads):
            head = t.horizontalHeaderItem(c)
            if head is not None:
                head.setToolTip(tip)
        for r, h in enumerate(pairs):
            tip = fill(translate(
                "Stats", "%1 and %2 — games together: %3; %1 ahead: %4; %2 ahead: %5; "
                "level: %6."), shown[h.a], shown[h.b],
                figure_text("", h.games), figure_text("", h.a_ahead),
                figure_text("", h.b_ahead), figure_text("", h.level))
            for c, text in enumerate((isolate(shown[h.a]), figure_text("", h.a_ahead),
                                      figure_text("", h.level), figure_text("", h.b_ahead),
                                      isolate(shown[h.b]), figure_text("", h.games))):
                item = QTableWidgetItem(text)
                if c not in NAME_COLUMNS:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(tooltip(tip))
                t.setItem(r, c, item)
        header = t.horizontalHeader()
        for c in NAME_COLUMNS:                # long names give the counts room (tooltips)
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            t.resizeColumnToContents(c)
            t.setColumnWidth(c, min(t.columnWidth(c), NAME_WIDTH))
        self._fit_pairs()

    def _fit_pairs(self) -> None:
        """The head-to-head as wide as its columns (no scrollbar), the chart beside it the
        rest, down to CHART_WIDTH; never narrower than the player made it."""
        t, header = self.pairs, self.pairs.horizontalHeader()
        last = t.columnCount() - 1            # stretched to the edge: its own width counts
        if last < 0:
            return
        bar = t.verticalScrollBar()
        need = sum(header.sectionSize(c) for c in range(last)) + 2 * t.frameWidth() + \
            max(header.sectionSizeHint(last), t.sizeHintForColumn(last)) + \
            (bar.sizeHint().width() if bar.isVisible() else 0)
        sizes = self.below.sizes()
        total = sum(sizes)
        if len(sizes) == 2 and total and sizes[0] < need:
            wide = min(need, total - CHART_WIDTH)
            if wide > sizes[0]:
                self.below.setSizes([wide, total - wide])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_pairs()                 # the splitter shared out the new width evenly

    # ------------------------------------------------------------------ charts
    def show_chart(self) -> None:
        kind = self.chart_kind.currentData() or charts.SHARES
        flt = self._filter()
        if kind == charts.SHARES:
            data = charts.shares_data(self.stats)
        elif kind == charts.RESULTS:
            data = charts.results_data(self.chosen, flt.game,
                                  look(flt.game).name() if flt.game else "", flt.player)
        elif kind == charts.RATING:
            played = self._played()
            keys = {p.key for p in played}
            key = flt.player or (next(iter(keys)) if len(keys) == 1 else None)
            data = ratings.chart_data(played, key, self.shown_names().get(key or "", ""),
                                      flt.game)
        elif kind == charts.TREND:
            key = flt.player or (self.stats[0].key if len(self.stats) == 1 else None)
            name = next((p.name for p in self.stats if p.key == key), "")
            data = charts.trend_data(self.chosen, key, name, flt.game)
        else:
            data = self._scores_data()
        self.chart.show_data(data)

    def _scores_data(self) -> charts.ChartData:
        from dicegames.engine.errors import DiceGamesError
        from dicegames.stats.summary import score_series
        record = self.scores_game
        if record is None and self.chosen:
            latest = self.records.get(id(self.chosen[-1]))
            record = latest.record if latest is not None else None
        if record is None:
            return charts.scores_data(None, "")
        try:
            series = score_series(record)
        except DiceGamesError:
            return charts.scores_data(None, "")
        names = tuple(self.names.get(f"profile:{p.profile}", p.name) if p.profile else p.name
                      for p in record.players)
        series = type(series)(series.row, names, series.values)
        return charts.scores_data(series, fill(translate("Charts", "%1: score over turns"),
                                          look(record.game).name()))

    # ------------------------------------------------------------------ practice
    def practise(self) -> None:
        """The practice screen, on the positions of the chosen player and game."""
        if self.host is not None and hasattr(self.host, "open_practice"):
            flt = self._filter()
            self.host.open_practice(flt.player, flt.game)

    # ------------------------------------------------------------------ export
    def export_csv(self) -> None:
        from pathlib import Path

        from dicegames.persistence import paths
        from dicegames.persistence.errors import StorageError
        from dicegames.persistence.files import write_shared
        from dicegames.ui.common.messages import save_error_text
        if self.host is None or not self.stats:
            return
        path = self.host.dialogs.save_file(
            self, translate("Stats", "Export the statistics"),
            str(paths.saves_dir() / "dicegames-statistics.csv"),
            translate("Stats", "CSV tables (*.csv);;All files (*)"))
        if not path:
            return
        try:
            write_shared(Path(path), agg.to_csv(self.stats).encode("utf-8"))
        except OSError as e:
            self.message.setText(save_error_text(StorageError.from_os_error(e, Path(path),
                                                                            "write")))
            return
        self.message.setText(fill(translate("Stats", "The statistics were exported as “%1”."),
                                  path))

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        from dicegames.engine.registry import game_ids
        self.game_label.setText(translate("Stats", "&Game:"))
        self.player_label.setText(translate("Stats", "P&layer:"))
        self.period_label.setText(translate("Stats", "&Period:"))
        self.casual.setText(translate("Stats", "Count &casual games"))
        self.export_button.setText(translate("Stats", "E&xport CSV…"))
        self.practice_button.setText(translate("Stats", "Pr&actice…"))
        self.practice_button.setToolTip(translate("Stats", "Practise the positions where the "
                                                  "chosen player's choices cost most"))
        self.views.setTabText(0, translate("Stats", "Res&ults"))
        self.views.setTabText(1, translate("Stats", "&Ratings"))
        self.pairs_label.setText(translate("Stats", "&Head-to-head (who finished ahead)"))
        self.chart_label.setText(translate("Stats", "C&hart:"))
        self.as_table.setText(translate("Stats", "Show as a &table"))
        self.players.setAccessibleName(translate("Stats", "Statistics per player"))
        combos = (
            (self.game, [(translate("Stats", "All games"), None)]
             + [(look(g).name(), g) for g in game_ids()]),
            (self.period, [(translate("Stats", "All time"), 0),
                           (translate("Stats", "Last 7 days"), 7),
                           (translate("Stats", "Last 30 days"), 30),
                           (translate("Stats", "Last 12 months"), 365)]),
            (self.chart_kind, [(charts.kind_name(k), k) for k in charts.KINDS]))
        for combo, items in combos:
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for text, data in items:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        self._fill_players()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
