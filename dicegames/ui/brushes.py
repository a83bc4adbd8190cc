"""Filling and outlining shapes with brushes only, so a first frame builds no `Qt` enums.

`QBrush(QColor)`, `QPainter.setPen` and `QPainter.setBrush` each make PySide 6.11 build the
whole `Qt` namespace (see `lazy_qt`). A palette hands out a `QBrush` without either, and
`QPainter.fillPath` with a `QBrush` takes no enum, so shapes painted on the home's first frame
are filled, and outlined, through the two functions here. They cost no more than pens.
"""
from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPalette

from .lazy_qt import Qt

_ROLE = QPalette.ColorRole.Window
_scratch: QPalette | None = None


def solid(colour: QColor) -> QBrush:
    """A solid brush of `colour` (alpha kept)."""
    global _scratch
    if _scratch is None:
        _scratch = QPalette()
    _scratch.setColor(_ROLE, colour)
    return _scratch.brush(_ROLE)


def outline(p: QPainter, path: QPainterPath, colour: QColor, width: float, *,
            dashed: bool = False) -> None:
    """Stroke `path` as a pen of `width` would (square caps, bevel joins), dashed if asked."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    if dashed:
        stroker.setDashPattern(Qt.PenStyle.DashLine)
    p.fillPath(stroker.createStroke(path), solid(colour))
