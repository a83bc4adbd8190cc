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
from PySide6.QtGui import QColor, QFontMetricsF, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QScrollArea,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dicegames.stats import aggregate as agg
from dicegames.stats.summary import GameSummary, ScoreSeries
from dicegames.ui.history.words import percent_text
from dicegames.ui.words import fill, format_points, isolate, translate

SCORES, RESULTS, TREND, SHARES = "scores", "results", "trend", "shares"
RATING = "rating"                          # the coach's cost per decision (ratings.py)
KINDS = (SHARES, RESULTS, TREND, SCORES, RATING)
WRAP = 22                 # a name longer than this lies on two lines beside its bar
LINE_ROOM = 1.35          # a bar's line on the axis: its label's lines and some air


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
    across: bool = False                      # bars lie across, a category (a name) on each
                                              # line of the left axis: every name is legible


def kind_name(kind: str) -> str:
    return {SHARES: translate("Charts", "Share of the wins"),
            RESULTS: translate("Charts", "Distribution of results"),
            TREND: translate("Charts", "A player's trend"),
            SCORES: translate("Charts", "Score over turns"),
            RATING: translate("Charts", "Rating over time")}[kind]


def _f(value: Any) -> float | None:
    return None if value is None else float(value)


def shares_data(stats: Sequence[agg.PlayerStats]) -> ChartData:
    shares = [(p, s) for p, s in agg.win_shares(stats) if p.games]
    empty = "" if any(p.wins for p, _ in shares) else translate("Charts", "No wins to show yet.")
    return ChartData(kind_name(SHARES), translate("Charts", "Player"),
                     translate("Charts", "Share of the wins"),
                     tuple(isolate(p.name) for p, _ in shares),
                     ((translate("Charts", "Share of the wins"),
                       tuple(float(s) for _, s in shares)),), bars=True, percent=True,
                     empty=empty, across=True)


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
                     ((isolate(name), tuple(float(p.win_rate) for p in points)),),
                     percent=True,
                     empty="" if points else translate("Charts", "No finished games yet."))


def scores_data(series: ScoreSeries | None, title: str) -> ChartData:
    if series is None or not series.row:
        return ChartData(kind_name(SCORES), "", "", (), (),
                         empty=translate("Charts", "Choose a game in the list of games to see "
                                         "its scores turn by turn."))
    turns = tuple(format_points(i) for i in range(len(series.values)))
    lines = tuple((isolate(name), tuple(_f(v[i]) for v in series.values))
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


def wrapped(label: str, width: int = WRAP) -> str:
    """A label on two lines, broken at the space nearest its middle, when it is longer than
    `width` (a name with no space stays on one line)."""
    spaces = [i for i, ch in enumerate(label) if ch == " " and 0 < i < len(label) - 1
              and label[i + 1] != "\u00b7"]                  # never a line starting "·"
    if len(label) <= width or not spaces:
        return label
    middle = len(label) / 2
    at = min(spaces, key=lambda i: abs(i - middle))
    return label[:at].rstrip() + "\n" + label[at + 1:].lstrip()


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
        self.table.setTabKeyNavigation(False)         # Tab leaves it; the arrows walk it
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.holder = QWidget(self)
        self.holder_layout = QVBoxLayout(self.holder)
        self.holder_layout.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea(self)            # a chart taller than its room scrolls
        self.scroller.setObjectName("chart_scroll")
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(self.holder)
        for w in (self.scroller, self.table, self.note):
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
            self.stack.setCurrentWidget(self.scroller)
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
                             axisItems={side: LocaleAxis(orientation=side)
                                        for side in ("left", "bottom")})
        plot.setObjectName("chart_plot")
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(False, False)
        plot.hideButtons()
        self.holder_layout.addWidget(plot)
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
        across = data.bars and data.across
        for side, title in ((("left", data.x_title), ("bottom", data.y_title)) if across
                            else (("bottom", data.x_title), ("left", data.y_title))):
            axis = item.getAxis(side)
            axis.setPen(pg.mkPen(fg))
            axis.setTextPen(pg.mkPen(fg))
            axis.setLabel(title, color=fg.name())
            axis.enableAutoSIPrefix(False)     # never "Player (x0.001)": our own numbers
        colours = line_colours()
        names, values_axis = item.getAxis("left" if across else "bottom"), \
            item.getAxis("bottom" if across else "left")
        values_axis.setTicks(None)                 # our locale numbers (LocaleAxis)
        item.getAxis("left").setWidth(None)        # as wide as its labels (names: below)
        item.invertY(across)                       # the first name at the top
        self.holder.setMinimumHeight(0)
        if across:
            self._draw_across(data, names, fg, QColor(colours[0]))
        else:
            ticks = list(enumerate(data.ticks or data.categories))
            if len(ticks) > 12:                    # numbers along the axis: every n-th
                step = -(-len(ticks) // 12)
                ticks = ticks[::step]
            names.setTicks([ticks])
        if data.bars and not across:
            values = data.series[0][1] if data.series else ()
            bars = pg.BarGraphItem(x=list(range(len(values))), height=[v or 0 for v in values],
                                   width=0.6, brush=QColor(colours[0]), pen=pg.mkPen(fg))
            item.addItem(bars)
            item.setXRange(-0.6, max(0, len(values) - 1) + 0.6, padding=0)
        elif not data.bars:
            n = max((len(v) for _, v in data.series), default=1)
            item.setXRange(0, max(1, n - 1), padding=0.04)    # the last tick whole
            if len(data.series) > 1:
                item.addLegend(labelTextColor=fg.name(), offset=(10, 10))
            for i, (name, values) in enumerate(data.series):
                xs = [x for x, v in enumerate(values) if v is not None]
                ys = [v for v in values if v is not None]
                colour = QColor(colours[i % len(colours)])
                pen = pg.mkPen(colour, width=2, style=DASHES[i % len(DASHES)])
                item.plot(xs, ys, pen=pen, name=name, symbol=MARKERS[i % len(MARKERS)],
                          symbolSize=7, symbolBrush=colour, symbolPen=colour)
        item.showGrid(x=across, y=not across, alpha=0.25)
        self.drawn = True
        if data.percent:
            values_axis.setTickSpacing(*((0.2, 0.1) if across else ()))
            if across:
                item.setXRange(0, 1, padding=0.06)
            else:
                item.setYRange(0, 1, padding=0.05)
        elif data.whole:
            top = max((v or 0 for _, vs in data.series for v in vs), default=1)
            step = max(1, -(-int(top) // 6))
            values_axis.setTickSpacing(step, step)
            item.setYRange(0, max(1, top), padding=0.05)
        else:
            values_axis.setTickSpacing()
            item.enableAutoRange(axis="y")

    def _draw_across(self, data: ChartData, axis: Any, fg: QColor, brush: QColor) -> None:
        """Bars lying across, each beside its name on the left axis (on two lines when
        long); the chart grows as tall as its names need and scrolls."""
        pg, item = self._pg, self.plot.getPlotItem()
        values = data.series[0][1] if data.series else ()
        labels = [wrapped(c) for c in data.categories]
        axis.setTicks([list(enumerate(labels))])
        item.addItem(pg.BarGraphItem(x0=[0] * len(values), y=list(range(len(values))),
                                     height=0.6, width=[v or 0 for v in values],
                                     brush=brush, pen=pg.mkPen(fg)))
        item.setYRange(-0.6, max(0, len(values) - 1) + 0.6, padding=0)
        metrics = QFontMetricsF(axis.style.get("tickFont") or self.font())
        line = metrics.height()
        widest = max((metrics.horizontalAdvance(part) for label in labels
                      for part in label.split("\n")), default=0.0)
        axis.setWidth(int(widest + 2.5 * line + 12))     # every name whole, and the title
        lines = max((label.count("\n") + 1 for label in labels), default=1)
        chrome = 4 * line + 60                      # the title, the values' axis and its title
        self.holder.setMinimumHeight(int(len(labels) * lines * line * LINE_ROOM + chrome))

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self.data is not None and not self.drawn \
                and self.stack.currentWidget() is self.scroller:
            self._draw(self.data)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange and self.data is not None \
                and self.plot is not None:
            self.show_data(self.data)
        super().changeEvent(event)
