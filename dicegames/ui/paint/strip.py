"""A row of dice drawn in a widget (the review's costly moments, practice's position)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from dicegames.ui.paint.dice import paint_die
from dicegames.ui.words import dice_text


class DiceStrip(QWidget):
    """The dice of a moment, drawn (Unicode dice are missing from fonts)."""

    def __init__(self, dice: tuple[int, ...], parent: QWidget | None = None,
                 side: int = 34) -> None:
        super().__init__(parent)
        self.dice, self.side = dice, side
        self.setAccessibleName(dice_text(dice))
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        n = max(1, len(self.dice))
        return QSize(int(n * self.side * 1.2), int(self.side * 1.2))

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        gap = self.side * 0.2
        for i, face in enumerate(self.dice):
            paint_die(p, QRectF(i * (self.side + gap) + gap / 2, gap / 2, self.side, self.side),
                      face, palette=self.palette())
        p.end()
