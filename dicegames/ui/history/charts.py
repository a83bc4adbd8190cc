"""The statistics' charts: score over turns of one game (a line per player), the distribution of
a game's final results, a player's trend (win rate after each game) and each player's share of
the wins. Each chart is first made as plain figures (`ChartData`), shown by pyqtgraph — imported
only when a chart is first drawn — and, the same figures, as a table (for screen readers, and
to read exact values). Lines differ by dash and marker as well as colour; labels and numbers are
in the language's words and digits; the colours follow the theme's palette.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dicegames.stats import aggregate as agg
from dicegames.stats.summary import GameSummary, ScoreSeries
from dicegames.ui.history.words import percent_text
from dicegames.ui.words import fill, format_points, translate

SCORES, RESULTS, TREND, SHARES = "scores", "results", "trend", "shares"
KINDS = (SHARES, RESULTS, TREND, SCORES)


@dataclass(frozen=True)
class ChartData:
    """What a chart shows: `bars` (one value per category) or lines (one per series over x)."""

    title: str
    x_title: str
    y_title: str
    categories: tuple[str, ...]               # the x of each value (bars), or of each point
    series: tuple[tuple[str, tuple[float | None, ...]], ...]
    bars: bool = False
    percent: bool = False                     # values are shares (0–1)
    empty: str = ""                           # why there is nothing to show ("" if there is)
    ticks: tuple[str, ...] = ()               # shorter labels of the categories on the axis
    whole: bool = False                       # values are counts: whole-number ticks


def kind_name(kind: str) -> str:
    return {SHARES: translate("Charts", "Share of the wins"),
            RESULTS: translate("Charts", "Distribution of results"),
            TREND: translate("Charts", "A player's trend"),
            SCORES: translate("Charts", "Score over turns")}[kind]


def _f(value: Any) -> float | None:
    return None if value is None else float(value)


def shares_data(stats: Sequence[agg.PlayerStats]) -> ChartData:
    shares = [(p, s) for p, s in agg.win_shares(stats) if p.games]
    empty = "" if any(p.wins for p, _ in shares) else translate("Charts", "No wins to show yet.")
    return ChartData(kind_name(SHARES), translate("Charts", "Player"),
                     translate("Charts", "Share of the wins"),
                     tuple(p.name for p, _ in shares),
                     ((translate("Charts", "Share of the wins"),
                       tuple(float(s) for _, s in shares)),), bars=True, percent=True,
                     empty=empty)


def results_data(games: Sequence[GameSummary], game: str | None, game_name: str,
                 key: str | None = None) -> ChartData:
    if game is None:
        return ChartData(kind_name(RESULTS), "", "", (), (), bars=True,
                         empty=translate("Charts", "Choose a game: results of different games "
                                         "do not compare."))
    bins = agg.histogram(agg.results_of(games, game, key))
    cats = tuple(format_points(b.lo) if b.hi - b.lo == 1 else
                 fill(translate("Charts", "%1 to %2"), format_points(b.lo),
                      format_points(b.hi - 1)) for b in bins)
    return ChartData(fill(translate("Charts", "Final results in %1"), game_name),
                     translate("Charts", "Final result"), translate("Charts", "Players"),
                     cats, ((translate("Charts", "Players"),
                             tuple(float(b.count) for b in bins)),), bars=True,
                     empty="" if bins else translate("Charts", "No finished games yet."),
                     ticks=tuple(format_points(b.lo) for b in bins), whole=True)


def trend_data(games: Sequence[GameSummary], key: str | None, name: str,
               game: str | None) -> ChartData:
    if key is None:
        return ChartData(kind_name(TREND), "", "", (), (),
                         empty=translate("Charts", "Choose a player to see his trend."))
    points = agg.trend(games, key, game)
    return ChartData(fill(translate("Charts", "%1: win rate after each game"), name),
                     translate("Charts", "Game"), translate("Charts", "Win rate"),
                     tuple(format_points(i + 1) for i in range(len(points))),
                     ((name, tuple(float(p.win_rate) for p in points)),), percent=True,
                     empty="" if points else translate("Charts", "No finished games yet."))


def scores_data(series: ScoreSeries | None, title: str) -> ChartData:
    if series is None or not series.row:
        return ChartData(kind_name(SCORES), "", "", (), (),
                         empty=translate("Charts", "Choose a game in the list of games to see "
                                         "its scores turn by turn."))
    turns = tuple(format_points(i) for i in range(len(series.values)))
    lines = tuple((name, tuple(_f(v[i]) for v in series.values))
                  for i, name in enumerate(series.names))
    y = translate("Charts", "Chips") if series.row == "chips" else translate("Charts", "Score")
    return ChartData(title, translate("Charts", "Turn"), y, turns, lines)


# --------------------------------------------------------------------------- the widget
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
          Qt.PenStyle.DashDotLine, Qt.PenStyle.DashDotDotLine)
MARKERS = ("o", "s", "t", "d", "+", "x", "star", "h")
LIGHT_LINES = ("#2d6a4f", "#1f5fa8", "#b3261e", "#a0522d", "#6b3fa0", "#00796b", "#7a5c00",
               "#c2185b")
DARK_LINES = ("#58b184", "#8ab8f0", "#ff8a80", "#f0a868", "#c5a3ef", "#4dd0c0", "#e0c060",
              "#f48fb1")


def line_colours() -> tuple[str, ...]:
    dark = QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
    return DARK_LINES if dark else LIGHT_LINES


def value_text(data: ChartData, value: float | None) -> str:
    if value is None:
        return "\u2014"
    if data.percent:
        return percent_text(Fraction(value).limit_denominator(10000))
    return format_points(Fraction(value).limit_denominator(1000))


class ChartView(QWidget):
    """A chart and, on request, the same figures as a table (`show_table`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart_view")
        self.data: ChartData | None = None
        self.plot: Any = None                      # the pyqtgraph PlotWidget, on first use
        self.stack = QStackedWidget(self)
        self.note = QLabel(self)
        self.note.setObjectName("chart_note")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QTableWidget(self)
        self.table.setObjectName("chart_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.holder = QWidget(self)
        QVBoxLayout(self.holder).setContentsMargins(0, 0, 0, 0)
        for w in (self.holder, self.table, self.note):
            self.stack.addWidget(w)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.stack)
        self.as_table = False
        self.drawn = False

    def show_data(self, data: ChartData) -> None:
        self.data = data
        self._fill_table(data)
        if data.empty:
            self.note.setText(data.empty)
            self.stack.setCurrentWidget(self.note)
        elif self.as_table:
            self.stack.setCurrentWidget(self.table)
        else:
            self.stack.setCurrentWidget(self.holder)
            self.drawn = False
            if self.isVisible():               # else when it is first shown
                self._draw(data)

    def show_table(self, on: bool) -> None:
        self.as_table = on
        if self.data is not None:
            self.show_data(self.data)

    def _fill_table(self, data: ChartData) -> None:
        self.table.clear()
        self.table.setAccessibleName(data.title)
        self.table.setColumnCount(1 + len(data.series))
        self.table.setRowCount(len(data.categories))
        self.table.setHorizontalHeaderLabels([data.x_title, *(n for n, _ in data.series)])
        for r, cat in enumerate(data.categories):
            self.table.setItem(r, 0, QTableWidgetItem(cat))
            for c, (_, values) in enumerate(data.series, start=1):
                v = values[r] if r < len(values) else None
                item = QTableWidgetItem(value_text(data, v))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()

    # ------------------------------------------------------------------ pyqtgraph
    def _make_plot(self) -> Any:
        import pyqtgraph as pg  # only now: start-up never pays for it

        data_of = self

        class LocaleAxis(pg.AxisItem):             # locale digits on the value axis
            def tickStrings(self, values: Any, scale: Any, spacing: Any) -> list[str]:
                data = data_of.data
                pct = data is not None and data.percent
                return [percent_text(Fraction(v).limit_denominator(100)) if pct
                        else format_points(Fraction(v).limit_denominator(100))
                        for v in values]

        self._pg = pg
        plot = pg.PlotWidget(parent=self.holder,
                             axisItems={"left": LocaleAxis(orientation="left")})
        plot.setObjectName("chart_plot")
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(False, False)
        plot.hideButtons()
        self.holder.layout().addWidget(plot)
        return plot

    def _draw(self, data: ChartData) -> None:
        if self.plot is None:
            self.plot = self._make_plot()
        pg, plot = self._pg, self.plot
        pal = QGuiApplication.palette()
        fg = pal.color(QPalette.ColorRole.WindowText)
        plot.setBackground(pal.color(QPalette.ColorRole.Base))
        item = plot.getPlotItem()
        item.clear()
        if item.legend is not None:
            item.legend.scene().removeItem(item.legend)
            item.legend = None
        item.setTitle(data.title, color=fg.name())
        for side, title in (("bottom", data.x_title), ("left", data.y_title)):
            axis = item.getAxis(side)
            axis.setPen(pg.mkPen(fg))
            axis.setTextPen(pg.mkPen(fg))
            axis.setLabel(title, color=fg.name())
            axis.enableAutoSIPrefix(False)     # never "Player (x0.001)": our own numbers
        ticks = list(enumerate(data.ticks or data.categories))
        if len(ticks) > 12:
            step = -(-len(ticks) // 12)
            ticks = ticks[::step]
        item.getAxis("bottom").setTicks([ticks])
        colours = line_colours()
        if data.bars:
            values = data.series[0][1] if data.series else ()
            bars = pg.BarGraphItem(x=list(range(len(values))), height=[v or 0 for v in values],
                                   width=0.6, brush=QColor(colours[0]), pen=pg.mkPen(fg))
            item.addItem(bars)
            item.setXRange(-0.6, max(0, len(values) - 1) + 0.6, padding=0)
        else:
            item.enableAutoRange(axis="x")
            if len(data.series) > 1:
                item.addLegend(labelTextColor=fg.name(), offset=(10, 10))
            for i, (name, values) in enumerate(data.series):
                xs = [x for x, v in enumerate(values) if v is not None]
                ys = [v for v in values if v is not None]
                colour = QColor(colours[i % len(colours)])
                pen = pg.mkPen(colour, width=2, style=DASHES[i % len(DASHES)])
                item.plot(xs, ys, pen=pen, name=name, symbol=MARKERS[i % len(MARKERS)],
                          symbolSize=7, symbolBrush=colour, symbolPen=colour)
        item.showGrid(x=False, y=True, alpha=0.25)
        self.drawn = True
        left = item.getAxis("left")
        if data.percent:
            left.setTickSpacing()
            item.setYRange(0, 1, padding=0.05)
        elif data.whole:
            top = max((v or 0 for _, vs in data.series for v in vs), default=1)
            step = max(1, -(-int(top) // 6))
            left.setTickSpacing(step, step)
            item.setYRange(0, max(1, top), padding=0.05)
        else:
            left.setTickSpacing()
            item.enableAutoRange(axis="y")

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self.data is not None and not self.drawn \
                and self.stack.currentWidget() is self.holder:
            self._draw(self.data)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange and self.data is not None \
                and self.plot is not None:
            self.show_data(self.data)
        super().changeEvent(event)
