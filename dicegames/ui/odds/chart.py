"""The odds window's picture: the zonk and hot-dice chances by the number of dice thrown, as
bars side by side (pyqtgraph, imported here — only when the odds window first shows a chart).

Colours come from the palette (light or dark) and follow it; each series is told by its place,
its fill pattern and the legend, and every bar carries its percentage (never colour alone).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QWidget

from dicegames.ui.odds.words import percent
from dicegames.ui.words import translate

R = QPalette.ColorRole


class ChanceChart(pg.PlotWidget):
    """Two series of chances (0..1) by dice thrown 1..N, labelled."""

    _ready = False                   # Qt calls changeEvent while pyqtgraph builds the view

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background=None)
        self.setObjectName("odds_chart")
        self.setMinimumHeight(260)
        self.setMenuEnabled(False)
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        self._series: list[tuple[str, Sequence[int], Sequence[float]]] = []
        self._items: list[Any] = []
        self.legend = self.addLegend(offset=(-10, 10))
        self._ready = True
        self.restyle()

    def set_series(self, series: list[tuple[str, Sequence[int], Sequence[float]]]) -> None:
        """[(name, dice counts, chances)] — at most two series, drawn side by side."""
        self._series = series
        self._draw()

    def _draw(self) -> None:
        plot = self.getPlotItem()
        for item in self._items:
            plot.removeItem(item)
        self._items = []
        self.legend.clear()
        pal = self.palette()
        fills = [QBrush(pal.color(R.Highlight)),
                 QBrush(pal.color(R.Text), Qt.BrushStyle.BDiagPattern)]
        width = 0.38
        top = 0.0
        for k, (name, xs, ys) in enumerate(self._series):
            shift = (k - (len(self._series) - 1) / 2) * width
            bars = pg.BarGraphItem(x=[x + shift for x in xs], height=[y * 100 for y in ys],
                                   width=width * 0.95, brush=fills[k % 2],
                                   pen=pg.mkPen(pal.color(R.Text), width=1))
            plot.addItem(bars)
            self.legend.addItem(bars, name)
            self._items.append(bars)
            for x, y in zip(xs, ys):
                label = pg.TextItem(percent(y), color=pal.color(R.Text), anchor=(0.5, 1.0))
                label.setPos(x + shift, y * 100)
                plot.addItem(label)
                self._items.append(label)
                top = max(top, y * 100)
        plot.setYRange(0, max(10.0, top * 1.2), padding=0)
        if self._series:
            xs = self._series[0][1]
            plot.getAxis("bottom").setTicks([[(x, str(x)) for x in xs]])
            plot.setXRange(min(xs) - 0.6, max(xs) + 0.6, padding=0)

    def restyle(self) -> None:
        """Follow the palette: background, axes, labels, bars."""
        pal = self.palette()
        self.setBackground(pal.color(R.Base))
        text = pal.color(R.Text)
        plot = self.getPlotItem()
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self.legend.setLabelTextColor(text)
        self.legend.setBrush(pg.mkBrush(QColor(pal.color(R.Base))))
        self.retranslate_ui()
        self._draw()

    def retranslate_ui(self) -> None:
        plot = self.getPlotItem()
        colour = self.palette().color(R.Text).name()
        plot.setLabel("bottom", translate("Odds", "Dice thrown"), color=colour)
        plot.setLabel("left", translate("Odds", "Chance (%)"), color=colour)
        self.setAccessibleName(translate("Odds", "Chart: the chance of a zonk and of hot dice "
                                         "by the number of dice thrown"))

    def changeEvent(self, event: QEvent) -> None:
        if self._ready and event.type() in (QEvent.Type.PaletteChange,
                                            QEvent.Type.ApplicationPaletteChange):
            self.restyle()
        super().changeEvent(event)
