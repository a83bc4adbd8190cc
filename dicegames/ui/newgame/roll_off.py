"""Who starts: the one-die roll-off (ties re-throw) as drawn dice (in words:
`dicegames.ui.played.table_words.roll_off_text`, which the table says too)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from dicegames.ui.paint.dice import paint_die

DIE = 26
CELL = 104
ROW = DIE + 10
GAP = 11               # between rounds, with a thin rule: a tie and its re-throw


class RollOffDice(QWidget):
    """Each round of the roll-off as a row of small dice with the throwers' names."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.rounds: tuple[tuple[int, ...], ...] = ()
        self.first = -1
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_roll_off(self, names: list[str], rounds: tuple[tuple[int, ...], ...],
                      first: int) -> None:
        self.names, self.rounds, self.first = names, rounds, first
        self.updateGeometry()
        self.update()

    def clear(self) -> None:
        self.show_roll_off([], (), -1)

    def _per_row(self) -> int:
        return max(1, (self.width() - 4) // CELL)

    def _lines(self) -> int:
        per = self._per_row()
        return sum(-(-sum(1 for f in r if f) // per) for r in self.rounds)

    def sizeHint(self) -> QSize:
        return QSize(CELL * 4, self._lines() * ROW + max(0, len(self.rounds) - 1) * GAP + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(CELL, self.sizeHint().height())

    def resizeEvent(self, event) -> None:
        self.updateGeometry()
        super().resizeEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        fm = QFontMetrics(self.font())
        per = self._per_row()
        y = 2
        last = len(self.rounds) - 1
        for k, faces in enumerate(self.rounds):
            if k:
                p.setPen(self.palette().color(QPalette.ColorRole.Mid))
                p.drawLine(4, y + GAP // 2 - 1, self.width() - 4, y + GAP // 2 - 1)
                y += GAP
            seats = [i for i, f in enumerate(faces) if f]
            for j, seat in enumerate(seats):
                if j and j % per == 0:
                    y += ROW
                x = 4 + (j % per) * CELL
                won = k == last and seat == self.first
                paint_die(p, QRectF(x, y + 2, DIE, DIE), faces[seat], held=won,
                          palette=self.palette(), dimmed=k < last)
                p.setPen(self.palette().color(QPalette.ColorRole.WindowText))
                font = self.font()
                font.setBold(won)
                p.setFont(font)
                name = fm.elidedText(self.names[seat], Qt.TextElideMode.ElideRight,
                                     CELL - DIE - 14)
                p.drawText(QRectF(x + DIE + 8, y, CELL - DIE - 10, DIE + 4),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
            y += ROW
        p.end()
