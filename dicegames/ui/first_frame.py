"""What the home's first frame may use: `Qt` built on first use, and painting with brushes.

PySide 6.11 creates all 93 Python enums of the `Qt` namespace (about 40 ms here) the first time
anything touches it: `from PySide6.QtCore import Qt`, an enum value, or resolving a call whose
overloads accept one — `QBrush(QColor)`, `QPainter.setPen`, `QPainter.setBrush`,
`QPainter.fillPath(path, QColor)`, `QAction.setShortcut`, `QColor(QColor)`. The home's first
frame touches none of them, so the window appears that much sooner.

This module is the whole technique, and only the first frame uses it: the home page and its
cards, the main window's menus (shortcuts set as the `shortcut` property), the theme and the
dice painted on the cards. Everything else — the play view, the sheets, the dialogs — is
ordinary Qt. `tests/ui/test_startup.py` fences it: it fails when the first frame builds the
namespace (then find the call with a breakpoint on `enum.EnumType._create_` for
`GlobalColor`). What it buys is measured in docs/performance.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPalette,
)

__all__ = ["Qt", "outline", "over", "solid"]


class _LazyQt:
    """Forwards attribute reads to `PySide6.QtCore.Qt`, importing it on the first one."""

    def __getattr__(self, name: str) -> Any:
        from PySide6.QtCore import Qt
        value = getattr(Qt, name)
        setattr(self, name, value)          # later reads of this name skip __getattr__
        return value


if TYPE_CHECKING:
    from PySide6.QtCore import Qt
else:
    Qt = _LazyQt()


# --------------------------------------------------------------------------- brushes
# A palette hands out a `QBrush` without building any enum, and `QPainter.fillPath` with a
# `QBrush` takes none: shapes of the first frame are filled, and outlined, through these two.
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


def over(colour: QColor, ground: QColor) -> QColor:
    """`colour` (with its alpha) laid over the opaque `ground`, as one opaque colour.

    Filling with it gives the pixels a translucent fill would, edges included, where the shape
    lies on `ground` — and an antialiased translucent fill of a rotated die or of a card costs
    several times an opaque one (docs/performance.md), so the first frame's shadows use it."""
    a = colour.alpha() / 255
    return QColor(round(ground.red() * (1 - a) + colour.red() * a),
                  round(ground.green() * (1 - a) + colour.green() * a),
                  round(ground.blue() * (1 - a) + colour.blue() * a))
